import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { FloorPlan, PlanHall } from '../../../../src/lib/contract/exhibitors.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import { planRoute } from '../../../../src/lib/visit-plan/plan-route.ts';
import { hallEntrance } from '../../../../src/lib/contract/visit-plan.ts';
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
  it('marks the found and chosen stands and lists the chosen ones in walking order', async () => {
    const data = await loadFloorPlanPage(api, '3', {
      hall: 0,
      exhibition: 0,
      stands: ['2A01', '9Z99', '1A02'],
      q: 'nova',
    });
    expect(data.halls.map((hall) => hall.number)).toEqual([1, 2]);
    expect(data.matches).toBe(2);
    expect(
      data.route.stops.map(({ position, stand, hall }) => [position, stand.code, hall.number, stand.chosen]),
    ).toEqual([
      [1, '1A02', 1, true],
      [2, '2A01', 2, true],
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
    expect(data.route.stops.map(({ stand }) => stand.code)).toEqual(['1A01']);
    expect(calls).toContainEqual({ path: '/api/pavilions/3/plan', query: { exhibition: 7 } });
    await expect(
      loadFloorPlanPage(api, '3', { hall: 5, exhibition: 0, stands: [], q: '' }),
    ).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it('draws the route the visit plan walks: the same order, lines through the entrances, numbered stops', async () => {
    const [hallOne, hallTwo] = plan.halls as [PlanHall, PlanHall];
    const big: FloorPlan = {
      ...plan,
      halls: [
        {
          ...hallOne,
          stands: [
            stand('1A01', 4, 1),
            stand('1A02', 40),
            stand('1A03', 70),
            { ...stand('1B01', 20), y: 30 },
          ],
        },
        { ...hallTwo, stands: [stand('2A01', 4, 2), stand('2A02', 60)] },
      ],
    };
    const bigApi = { get: () => Promise.resolve(big) } as unknown as ApiClient;
    // Asked in an order unlike the walk: the plan orders them as the visit plan does.
    const codes = ['2A02', '1A03', '1B01', '2A01', '1A01'];
    const data = await loadFloorPlanPage(bigApi, '3', { hall: 0, exhibition: 0, stands: codes, q: '' });
    const placed = codes.map((code, index) => {
      const hall = big.halls.find((one) => one.stands.some((s) => s.code === code)) ?? hallOne;
      const found = hall.stands.find((s) => s.code === code) ?? stand(code, 0);
      return {
        id: index + 1,
        company: { id: index + 1, name: code },
        stand: {
          id: index + 1,
          code,
          hall: {
            id: hall.number + 100,
            number: hall.number,
            name: hall.name,
            position: { x: hall.venueX, y: hall.venueY },
            entrance: hallEntrance(hall.width),
          },
          rect: { x: found.x, y: found.y, width: found.width, height: found.depth },
        },
      };
    });
    // The visit plan's own order, from items added in yet another order.
    const visitOrder = planRoute({ items: [...placed].reverse() }).visits.map(
      (visit) => visit.item.stand?.code,
    );
    expect(data.route.stops.map(({ stand }) => stand.code)).toEqual(visitOrder);
    expect(data.route.stops.map(({ position }) => position)).toEqual([1, 2, 3, 4, 5]);
    expect(data.route.totalMetres).toBe(planRoute({ items: placed }).totalMetres);
    // Hall 1: from its entrance through its stops and out by the entrance; hall 2: in by its entrance.
    const [first] = data.route.lines.get(1) ?? [];
    expect(first?.[0]).toEqual({ x: 40, y: 0 });
    expect(first?.at(-1)).toEqual({ x: 40, y: 0 });
    expect(data.route.lines.get(2)?.[0]?.[0]).toEqual({ x: 45, y: 0 });
    // Along the aisles: through every stop of the hall in order, every other corner in no stand.
    for (const [number, hall] of [
      [1, big.halls[0]],
      [2, big.halls[1]],
    ] as const) {
      const [line = []] = data.route.lines.get(number) ?? [];
      const stops = data.route.stops.filter((stop) => stop.hall.number === number).map((stop) => stop.at);
      const at = stops.map((stop) => line.findIndex((point) => point.x === stop.x && point.y === stop.y));
      expect(at.every((index) => index > 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      const inStand = (point: { x: number; y: number }) =>
        (hall?.stands ?? []).some(
          (one) =>
            point.x > one.x && point.x < one.x + one.width && point.y > one.y && point.y < one.y + one.depth,
        );
      for (const [index, point] of line.entries())
        if (!at.includes(index)) expect(inStand(point)).toBe(false);
    }
  });
});
