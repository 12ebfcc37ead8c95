import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { CompanyDetail } from '../../../../src/lib/endpoints/companies.ts';
import { companyFairs, companyTags } from '../../../../src/lib/pages/company-pages.ts';
import { loadEditionPage } from '../../../../src/lib/pages/small-page-loaders.ts';
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

describe('companyFairs and companyTags', () => {
  const stand = (id: number, code: string) => ({
    exhibition: { id, name: `Fair ${String(id)}`, startDate: '2027-03-01', endDate: '2027-03-03' },
    pavilion: { id: 81, name: 'Venue' },
    hall: { number: 2, name: 'Hall 2' },
    code,
  });
  const detail = {
    id: 5,
    organised: [],
    stands: [stand(9, '2B07'), stand(4, '2A01')],
    exhibitsAt: [
      { exhibition: { id: 4, name: 'Fair 4' }, periodicalId: 40, booth: 'W1-022' },
      { exhibition: { id: 3, name: 'Fair 3' }, periodicalId: 30, booth: 'E5-101' },
      { exhibition: { id: 3, name: 'Fair 3' }, periodicalId: 31, booth: 'E5-101' },
    ],
  };

  it("lists the stands first, the directory's codes instead of the printed booths, then the other fairs once", () => {
    expect(
      companyFairs(detail).map(({ exhibition, stand: at, periodicalId }) => [
        exhibition.id,
        at?.code ?? null,
        periodicalId,
      ]),
    ).toEqual([
      [9, '2B07', null],
      [4, '2A01', 40],
      [3, null, 30],
    ]);
  });

  it('tags the page with the directories of the fairs it has a stand at, each tag once', () => {
    expect(companyTags(detail as unknown as CompanyDetail)).toEqual([
      'company:5',
      'exhibition:4',
      'exhibition:3',
      'exhibition:9',
      'exhibitors:9',
      'exhibitors:4',
    ]);
  });
});
