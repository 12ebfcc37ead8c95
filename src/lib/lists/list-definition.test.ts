import { describe, expect, it } from 'vitest';
import type { Lookups } from '../contract/lookup.ts';
import { exhibitionList } from './exhibitions.ts';
import { pavilionList } from './pavilions.ts';
import { wikiList } from './wiki.ts';

const lookups: Lookups = {
  industries: [
    { id: 1, name: 'Machinery', subIndustries: [{ id: 11, name: 'Tools' }] },
    { id: 2, name: 'Food', subIndustries: [{ id: 21, name: 'Drinks' }] },
  ],
  continents: [
    {
      id: 1,
      name: 'Asia',
      countries: [
        { id: 1, name: 'China', code: 'CN', cities: [{ id: 1, name: 'Shanghai', lat: 31, lng: 121 }] },
        { id: 2, name: 'Japan', code: 'JP', cities: [{ id: 2, name: 'Tokyo', lat: 35, lng: 139 }] },
      ],
    },
    { id: 2, name: 'Europe', countries: [{ id: 3, name: 'Germany', code: 'DE', cities: [] }] },
  ],
  timeWindows: [
    { id: 0, name: 'Any time', from: null, to: null },
    { id: 1, name: 'Upcoming', from: null, to: null },
  ],
  newsTypes: [],
  wikiCategories: [],
  visaTypes: [],
  consularDistricts: [],
};
const all = exhibitionList.all;

describe('defineList', () => {
  it('parses the dash params in URL order and rejects what is not canonical', () => {
    const params = { f: '1', s: '11', g: '0', p: '0', c: '0', t: '1', page: '2' };
    expect(exhibitionList.parse(params)).toEqual({ f: 1, s: 11, g: 0, p: 0, c: 0, t: 1, page: 2 });
    expect(exhibitionList.parse({ ...params, page: '0' })).toBeUndefined();
    expect(exhibitionList.parse({ ...params, f: '01' })).toBeUndefined();
    expect(exhibitionList.parse({ ...params, page: '2-1' })).toBeUndefined();
  });

  it('spells the root path for no filter on page 1, and every dash otherwise', () => {
    expect(exhibitionList.path(all)).toBe('/exhibition/');
    expect(exhibitionList.dashPath(all)).toBe('/exhibition-0-0-0-0-0-0-1/');
    expect(exhibitionList.path({ ...all, g: 1, page: 3 })).toBe('/exhibition-0-0-1-0-0-0-3/');
    expect(pavilionList.path({ ...all, page: 2 })).toBe('/pavilion-0-0-0-0-0-0-2/');
    expect(wikiList.path({ s: 0, page: 1 })).toBe('/wiki-0-1/');
  });

  it('resets the dimensions a changed one narrows and restarts paging', () => {
    const current = { f: 1, s: 11, g: 1, p: 1, c: 1, t: 1, page: 4 };
    expect(exhibitionList.with(current, 'g', 2)).toEqual({ f: 1, s: 11, g: 2, p: 0, c: 0, t: 1, page: 1 });
    expect(exhibitionList.with(current, 'f', 2)).toEqual({ f: 2, s: 0, g: 1, p: 1, c: 1, t: 1, page: 1 });
    expect(exhibitionList.with(current, 't', 0)).toEqual({ ...current, t: 0, page: 1 });
  });

  it('accepts a child of the chosen parent, or of any parent when none is chosen', () => {
    expect(exhibitionList.exists({ ...all, f: 1, s: 11 }, lookups)).toBe(true);
    expect(exhibitionList.exists({ ...all, s: 21 }, lookups)).toBe(true);
    expect(exhibitionList.exists({ ...all, c: 2 }, lookups)).toBe(true);
    expect(exhibitionList.exists({ ...all, t: 1 }, lookups)).toBe(true);
  });

  it('rejects unknown values and children of another parent', () => {
    expect(exhibitionList.exists({ ...all, f: 9 }, lookups)).toBe(false);
    expect(exhibitionList.exists({ ...all, f: 1, s: 21 }, lookups)).toBe(false);
    expect(exhibitionList.exists({ ...all, g: 2, p: 1 }, lookups)).toBe(false);
    expect(exhibitionList.exists({ ...all, g: 1, p: 1, c: 2 }, lookups)).toBe(false);
    expect(exhibitionList.exists({ ...all, t: 7 }, lookups)).toBe(false);
  });

  it('shows a child row only once its parents are chosen, "all" first', () => {
    expect(exhibitionList.rows(all, lookups).map((row) => row.name)).toEqual(['f', 'g', 't']);
    const rows = exhibitionList.rows({ ...all, g: 1, p: 2 }, lookups);
    expect(rows.map((row) => row.name)).toEqual(['f', 'g', 'p', 'c', 't']);
    expect(rows.find((row) => row.name === 'c')?.links).toEqual([
      { id: 0, name: null, href: '/exhibition-0-0-1-2-0-0-1/', current: true },
      { id: 2, name: 'Tokyo', href: '/exhibition-0-0-1-2-2-0-1/', current: false },
    ]);
    // The lookups' window 0 ("any time") is the row's "all" link, not a second option.
    expect(rows.find((row) => row.name === 't')?.links.map((link) => link.id)).toEqual([0, 1]);
  });

  it('queries the filters given in URL order, then the page', () => {
    expect(exhibitionList.query({ ...all, g: 1, page: 3 }, 20)).toEqual({
      f: 0,
      s: 0,
      g: 1,
      p: 0,
      c: 0,
      t: 0,
      pageNum: 3,
      pageSize: 20,
    });
    expect(pavilionList.query({ page: 2 }, 24)).toEqual({ pageNum: 2, pageSize: 24 });
  });
});
