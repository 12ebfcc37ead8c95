import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { FloorPlan } from '../../../../src/lib/contract/exhibitors.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import {
  floorPlanTags,
  loadFloorPlanPage,
  parseFloorPlanQuery,
} from '../../../../src/lib/pages/floor-plan.ts';

const stand = (code: string, x: number, company?: number) => ({
  code,
  x,
  y: 4,
  width: 6,
  depth: 8,
  exhibitor:
    company === undefined
      ? null
      : { id: company * 10, company: { id: company, name: `Nova ${String(company)}` } },
});
const plan: FloorPlan = {
  pavilion: { id: 3, name: 'Venue' },
  exhibition: { id: 7, name: 'Fair', startDate: '2027-03-01', endDate: '2027-03-04' },
  halls: [
    {
      number: 1,
      name: 'Hall 1',
      width: 80,
      depth: 40,
      venueX: 0,
      venueY: 0,
      stands: [stand('1A01', 4, 1), stand('1A02', 10)],
    },
    { number: 2, name: 'Hall 2', width: 90, depth: 40, venueX: 92, venueY: 0, stands: [stand('2A01', 4, 2)] },
  ],
};
const calls: unknown[] = [];
const api = {
  get: (path: string, options?: { query?: unknown }) => {
    calls.push({ path, query: options?.query });
    return path === '/api/pavilions/3/plan' ? Promise.resolve(plan) : Promise.reject(new Error(path));
  },
} as unknown as ApiClient;

describe('parseFloorPlanQuery', () => {
  it('reads the hall, the fair, the chosen stands (codes only, once each) and the search', () => {
    expect(
      parseFloorPlanQuery(new URLSearchParams('hall=2&exhibition=7&stands=2a01, 1A01,x,2A01&q= nova ')),
    ).toEqual({
      hall: 2,
      exhibition: 7,
      stands: ['2A01', '1A01'],
      q: 'nova',
    });
    expect(parseFloorPlanQuery(new URLSearchParams(''))).toEqual({
      hall: 0,
      exhibition: 0,
      stands: [],
      q: '',
    });
  });

  it('is undefined for a hall or fair number that is not canonical', () => {
    expect(parseFloorPlanQuery(new URLSearchParams('hall=01'))).toBeUndefined();
    expect(parseFloorPlanQuery(new URLSearchParams('exhibition=x'))).toBeUndefined();
  });
});

describe('loadFloorPlanPage', () => {
  it('marks the found and chosen stands and lists the chosen ones in the order asked', async () => {
    const data = await loadFloorPlanPage(api, '3', {
      hall: 0,
      exhibition: 0,
      stands: ['2A01', '9Z99', '1A02'],
      q: 'nova',
    });
    expect(data.halls.map((hall) => hall.number)).toEqual([1, 2]);
    expect(data.matches).toBe(2);
    expect(data.chosen.map(({ stand, hall }) => [stand.code, hall.number, stand.chosen])).toEqual([
      ['2A01', 2, true],
      ['1A02', 1, true],
    ]);
    expect(data.missing).toEqual(['9Z99']);
    expect(floorPlanTags(data)).toEqual([
      'pavilion:3',
      'exhibition:7',
      'exhibitors:7',
      'company:1',
      'company:2',
    ]);
  });

  it('shows one hall when asked, asks for the fair given, and treats an unknown hall as not found', async () => {
    const data = await loadFloorPlanPage(api, '3', { hall: 2, exhibition: 7, stands: ['1A01'], q: '' });
    expect(data.halls.map((hall) => hall.number)).toEqual([2]);
    expect(data.chosen.map(({ stand }) => stand.code)).toEqual(['1A01']);
    expect(calls).toContainEqual({ path: '/api/pavilions/3/plan', query: { exhibition: 7 } });
    await expect(
      loadFloorPlanPage(api, '3', { hall: 5, exhibition: 0, stands: [], q: '' }),
    ).rejects.toBeInstanceOf(PageNotFoundError);
  });
});
