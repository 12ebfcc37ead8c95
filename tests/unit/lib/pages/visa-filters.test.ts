import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { Lookups } from '../../../../src/lib/contract/lookup.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import { visaList } from '../../../../src/lib/lists/visas.ts';
import { visaOrderPath, visaPath } from '../../../../src/lib/paths/index.ts';
import { loadVisaList, visaFeeTotal, visaListTags, visaPrice } from '../../../../src/lib/pages/visa-pages.ts';

const {
  all: allVisas,
  exists: visaFiltersExist,
  path: visaListPath,
  parse: parseVisaFilters,
  with: withVisaFilter,
} = visaList;

const lookups: Lookups = {
  industries: [],
  continents: [
    { id: 1, name: 'Asia', countries: [{ id: 1, name: 'China', code: 'CN', cities: [] }] },
    { id: 2, name: 'Europe', countries: [{ id: 2, name: 'Germany', code: 'DE', cities: [] }] },
  ],
  timeWindows: [],
  newsTypes: [],
  wikiCategories: [],
  visaTypes: [
    { id: 1, name: 'Business' },
    { id: 2, name: 'Tourist' },
  ],
  consularDistricts: [{ id: 3, name: 'Guangzhou' }],
};

const params = (visaAreaId: string, areaId: string, type: string, bizType: string, page: string) => ({
  visaAreaId,
  areaId,
  type,
  bizType,
  page,
});

describe('parseVisaFilters', () => {
  it('reads the five canonical integers', () => {
    expect(parseVisaFilters(params('2', '2', '1', '3', '4'))).toEqual({
      visaAreaId: 2,
      areaId: 2,
      type: 1,
      bizType: 3,
      page: 4,
    });
  });

  it('rejects page 0, leading zeros, signs, words and leftover dashes', () => {
    expect(parseVisaFilters(params('0', '0', '0', '0', '0'))).toBeUndefined();
    expect(parseVisaFilters(params('02', '0', '0', '0', '1'))).toBeUndefined();
    expect(parseVisaFilters(params('-1', '0', '0', '0', '1'))).toBeUndefined();
    expect(parseVisaFilters(params('a', '0', '0', '0', '1'))).toBeUndefined();
    expect(parseVisaFilters(params('0', '0', '0', '0', '1-1'))).toBeUndefined();
    expect(parseVisaFilters({ visaAreaId: '0' })).toBeUndefined();
  });
});

describe('visaFiltersExist', () => {
  it('accepts no filter and known values', () => {
    expect(visaFiltersExist(allVisas, lookups)).toBe(true);
    expect(visaFiltersExist({ ...allVisas, visaAreaId: 2, areaId: 2, type: 1, bizType: 3 }, lookups)).toBe(
      true,
    );
    expect(visaFiltersExist({ ...allVisas, areaId: 1 }, lookups)).toBe(true);
  });

  it('rejects unknown values and a country of another continent', () => {
    expect(visaFiltersExist({ ...allVisas, visaAreaId: 9 }, lookups)).toBe(false);
    expect(visaFiltersExist({ ...allVisas, visaAreaId: 1, areaId: 2 }, lookups)).toBe(false);
    expect(visaFiltersExist({ ...allVisas, areaId: 99 }, lookups)).toBe(false);
    expect(visaFiltersExist({ ...allVisas, type: 5 }, lookups)).toBe(false);
    expect(visaFiltersExist({ ...allVisas, bizType: 1 }, lookups)).toBe(false);
  });
});

describe('visaListPath and withVisaFilter', () => {
  it('gives /visa without filters on page 1 and the dash path otherwise', () => {
    expect(visaListPath(allVisas)).toBe('/visa');
    expect(visaListPath({ ...allVisas, page: 2 })).toBe('/visa-0-0-0-0-2/');
    expect(visaListPath({ visaAreaId: 2, areaId: 2, type: 1, bizType: 3, page: 1 })).toBe('/visa-2-2-1-3-1/');
  });

  it('drops the country with a new continent and restarts paging', () => {
    const current = { visaAreaId: 2, areaId: 2, type: 1, bizType: 0, page: 3 };
    expect(withVisaFilter(current, 'visaAreaId', 1)).toEqual({
      visaAreaId: 1,
      areaId: 0,
      type: 1,
      bizType: 0,
      page: 1,
    });
    expect(withVisaFilter(current, 'type', 2)).toEqual({
      visaAreaId: 2,
      areaId: 2,
      type: 2,
      bizType: 0,
      page: 1,
    });
  });

  it('links a visa and its order form', () => {
    expect(visaPath(7)).toBe('/visa/7.html');
    expect(visaOrderPath(7)).toBe('/visa/submitOrder?visaId=7');
  });
});

describe('loadVisaList', () => {
  const api = (total: number, calls: unknown[] = []): ApiClient =>
    ({
      get: (path: string, options?: { query?: unknown }) => {
        calls.push({ path, query: options?.query });
        if (path === '/api/lookups') return Promise.resolve(lookups);
        return Promise.resolve({ records: [], pageNum: 1, pageSize: 20, total });
      },
    }) as unknown as ApiClient;

  it('passes the filters to the API and counts pages', async () => {
    const calls: unknown[] = [];
    const data = await loadVisaList(api(41, calls), 'zh', { ...allVisas, type: 1, page: 3 });
    expect(calls.at(-1)).toEqual({
      path: '/api/visas',
      query: { visaAreaId: 0, areaId: 0, type: 1, bizType: 0, pageNum: 3, pageSize: 20 },
    });
    expect(data.pageCount).toBe(3);
    expect(visaListTags(data)).toEqual(['list:visa']);
  });

  it('answers not found for an unknown filter or a page past the end', async () => {
    await expect(loadVisaList(api(5), 'zh', { ...allVisas, type: 9 })).rejects.toBeInstanceOf(
      PageNotFoundError,
    );
    await expect(loadVisaList(api(5), 'zh', { ...allVisas, page: 2 })).rejects.toBeInstanceOf(
      PageNotFoundError,
    );
  });
});

describe('visaPrice and visaFeeTotal', () => {
  it('formats minor units with the currency symbol', () => {
    expect(visaPrice(218000, 'CNY')).toBe('¥2,180.00');
    expect(visaPrice(218000, 'CNY', 'en')).toBe('¥2,180.00');
    expect(visaPrice(1999, 'EUR')).toBe('€19.99');
    expect(visaPrice(500, 'THB')).toBe('THB\u00a05.00');
  });

  it('adds up the fee lines', () => {
    expect(
      visaFeeTotal({
        fees: [
          { code: 'consular', name: 'Consular', amountMinor: 130800 },
          { code: 'service', name: 'Service', amountMinor: 87200 },
        ],
      }),
    ).toBe(218000);
  });
});
