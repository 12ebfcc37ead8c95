import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import { loadEditionPage } from '../../../../src/lib/pages/small-page-loaders.ts';
import { exhibitorListPage, loadExhibitorList } from '../../../../src/lib/pages/company-pages.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import { aboutPath, companyPath, editionPath, exhibitorListPath } from '../../../../src/lib/paths/index.ts';

/** A fake API: the answer of each path, and the calls made. */
function fakeApi(answers: Record<string, unknown>, calls: unknown[] = []): ApiClient {
  return {
    get: (path: string, options?: { query?: unknown }) => {
      calls.push({ path, query: options?.query });
      return path in answers
        ? Promise.resolve(answers[path])
        : Promise.reject(new Error(`unexpected ${path}`));
    },
  } as unknown as ApiClient;
}

const edition = (id: number, year: number) => ({
  id,
  edition: year - 2000,
  year,
  startDate: `${String(year)}-08-17`,
  endDate: `${String(year)}-08-20`,
  exhibitors: 1,
  visitors: 1,
  areaSqm: 1,
  summary: '',
});

describe('exhibitorListPage', () => {
  it('is page 1 without a query and the number of a canonical ?page=', () => {
    expect(exhibitorListPage(new URLSearchParams(''))).toBe(1);
    expect(exhibitorListPage(new URLSearchParams('page=3'))).toBe(3);
  });

  it('is undefined for page 0, signs, leading zeros and words', () => {
    for (const query of ['page=0', 'page=-1', 'page=02', 'page=two', 'page=']) {
      expect(exhibitorListPage(new URLSearchParams(query))).toBeUndefined();
    }
  });
});

describe('page addresses', () => {
  it('puts pages after the first of an exhibitor list in the query', () => {
    expect(exhibitorListPath(7)).toBe('/exhibitors/7.html');
    expect(exhibitorListPath(7, 2)).toBe('/exhibitors/7.html?page=2');
    expect(companyPath(9)).toBe('/company/9.html');
  });

  it('gives terms and cooperation their own routes and the other about pages /about/{id}.html', () => {
    expect(aboutPath(1)).toBe('/about/1.html');
    expect(aboutPath(5)).toBe('/terms');
    expect(aboutPath(7)).toBe('/cooperation.html');
  });

  it('gives an edition its own address, without the exhibition', () => {
    expect(editionPath(20)).toBe('/exhibition/periodical/20.html');
  });
});

describe('loadExhibitorList', () => {
  it('asks for the page and treats a page past the end as not found', async () => {
    const calls: unknown[] = [];
    const api = fakeApi(
      {
        '/api/exhibitions/7': { id: 7, name: 'Fair' },
        '/api/exhibitions/7/exhibitors': { records: [], pageNum: 2, pageSize: 50, total: 120 },
      },
      calls,
    );
    await expect(loadExhibitorList(api, '7', 2)).resolves.toMatchObject({
      page: 2,
      pageCount: 3,
      total: 120,
    });
    expect(calls).toContainEqual({
      path: '/api/exhibitions/7/exhibitors',
      query: { pageNum: 2, pageSize: 50 },
    });
    await expect(loadExhibitorList(api, '7', 4)).rejects.toBeInstanceOf(PageNotFoundError);
  });
});

describe('loadEditionPage', () => {
  const api = fakeApi({
    '/api/editions/20': { ...edition(20, 2028), exhibitionId: 7 },
    '/api/exhibitions/7': { id: 7, name: 'Fair', editions: [edition(20, 2028), edition(21, 2026)] },
    '/api/periodicals': {
      records: [
        {
          id: 1,
          kind: 'directory',
          title: '2028 directory',
          year: 2028,
          cover: '',
          pages: 1,
          exhibition: { id: 7, name: 'Fair' },
        },
        {
          id: 2,
          kind: 'magazine',
          title: '2026 magazine',
          year: 2026,
          cover: '',
          pages: 1,
          exhibition: { id: 7, name: 'Fair' },
        },
      ],
      pageNum: 1,
      pageSize: 100,
      total: 2,
    },
  });

  it('reads the edition by its id, then its exhibition, and keeps the periodicals of its year', async () => {
    const data = await loadEditionPage(api, '20');
    expect(data.edition.id).toBe(20);
    expect(data.exhibition.id).toBe(7);
    expect(data.periodicals.map((item) => item.id)).toEqual([1]);
  });

  it('passes on the API failing for an unknown edition', async () => {
    await expect(loadEditionPage(api, '99')).rejects.toThrow('unexpected /api/editions/99');
  });
});
