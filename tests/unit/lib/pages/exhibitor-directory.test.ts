import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { Directory } from '../../../../src/lib/contract/exhibitors.ts';
import {
  directoryFilterRows,
  directoryTags,
  loadDirectoryPage,
  parseDirectoryQuery,
} from '../../../../src/lib/pages/exhibitor-directory.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';

const named = (id: number, name: string) => ({ id, name });
const company = (id: number) => ({
  id,
  kind: 'exhibitor' as const,
  name: `Company ${String(id)}`,
  logo: '',
  industry: named(1, 'Machinery'),
  country: named(5, 'Germany'),
  city: named(9, 'Berlin'),
});
const directory: Directory = {
  exhibition: named(7, 'Fair'),
  pavilion: named(3, 'Venue'),
  categories: [
    { id: 1, name: 'Machine Tools', parentId: null, count: 2 },
    { id: 2, name: 'Machine Tools: equipment', parentId: 1, count: 2 },
    { id: 3, name: 'Machine Tools: parts', parentId: 1, count: 0 },
    { id: 4, name: 'Pumps', parentId: null, count: 0 },
  ],
  halls: [{ id: 1, name: 'Hall 1', count: 2 }],
  countries: [{ id: 5, name: 'Germany', count: 2 }],
  page: {
    records: [1, 2].map((id) => ({
      id,
      company: company(id),
      stand: { code: `1A0${String(id)}`, hall: 1, hallName: 'Hall 1' },
      profile: 'Profile',
      brands: ['Novatech'],
      categories: [named(2, 'Machine Tools: equipment')],
    })),
    pageNum: 1,
    pageSize: 20,
    total: 2,
  },
};

function fakeApi(calls: unknown[] = []): ApiClient {
  return {
    get: (path: string, options?: { query?: unknown }) => {
      calls.push({ path, query: options?.query });
      if (path === '/api/exhibitions/7') return Promise.resolve({ id: 7, name: 'Fair' });
      if (path === '/api/exhibitions/7/directory') return Promise.resolve(directory);
      return Promise.reject(new Error(`unexpected ${path}`));
    },
  } as unknown as ApiClient;
}

const all = { category: 0, hall: 0, country: 0, q: '', page: 1 };

describe('parseDirectoryQuery', () => {
  it('reads the filters and the page, absent ones as "any" and page 1', () => {
    expect(parseDirectoryQuery(new URLSearchParams(''))).toEqual(all);
    expect(
      parseDirectoryQuery(new URLSearchParams('category=2&hall=1&country=5&q=+nova+&page=3&utm_source=x')),
    ).toEqual({ category: 2, hall: 1, country: 5, q: 'nova', page: 3 });
  });

  it('is undefined for a number that is not canonical (the 404 page), as ?page= always was', () => {
    for (const query of ['page=0', 'page=02', 'hall=x', 'category=-1', 'country=', 'hall=1.5'])
      expect(parseDirectoryQuery(new URLSearchParams(query)), query).toBeUndefined();
  });
});

describe('loadDirectoryPage', () => {
  it('asks the API for the filters it has and leaves "any" out', async () => {
    const calls: unknown[] = [];
    await loadDirectoryPage(fakeApi(calls), '7', { ...all, hall: 1, q: 'nova' });
    expect(calls).toContainEqual({
      path: '/api/exhibitions/7/directory',
      query: { pageNum: 1, pageSize: 20, hall: 1, q: 'nova' },
    });
  });

  it('treats a category, hall or country the fair does not have, and a page past the end, as not found', async () => {
    for (const filters of [
      { ...all, category: 99 },
      { ...all, hall: 2 },
      { ...all, country: 6 },
      { ...all, page: 2 },
    ])
      await expect(loadDirectoryPage(fakeApi(), '7', filters)).rejects.toBeInstanceOf(PageNotFoundError);
    await expect(loadDirectoryPage(fakeApi(), '7', { ...all, category: 4 })).resolves.toMatchObject({
      pageCount: 1,
    });
  });

  it('tags the page with the fair, its directory and every company on it', async () => {
    const data = await loadDirectoryPage(fakeApi(), '7', all);
    expect(directoryTags(data)).toEqual(['exhibition:7', 'exhibitors:7', 'company:1', 'company:2']);
  });
});

describe('directoryFilterRows', () => {
  it('offers the roots with their counts, and the children of the chosen root in a row of their own', () => {
    const rows = directoryFilterRows(7, directory, { ...all, category: 2, hall: 1 });
    expect(rows.map((row) => row.name)).toEqual(['category', 'subcategory', 'hall', 'country']);
    const [category, subcategory] = rows;
    expect(category?.links.map((link) => [link.name, link.current])).toEqual([
      [null, false],
      ['Machine Tools (2)', true],
    ]);
    expect(category?.links[0]?.href).toBe('/exhibitors/7.html?hall=1');
    expect(subcategory?.links.map((link) => [link.name, link.href, link.current])).toEqual([
      [null, '/exhibitors/7.html?category=1&hall=1', false],
      ['Machine Tools: equipment (2)', '/exhibitors/7.html?category=2&hall=1', true],
    ]);
  });

  it('has no subcategory row without a chosen category', () => {
    expect(directoryFilterRows(7, directory, all).map((row) => row.name)).toEqual([
      'category',
      'hall',
      'country',
    ]);
  });
});
