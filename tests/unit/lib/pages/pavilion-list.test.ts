import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { PavilionSummary } from '../../../../src/lib/contract/pavilion.ts';
import { pavilionList } from '../../../../src/lib/lists/pavilions.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import { pavilionPlaceJsonLd, pavilionTags } from '../../../../src/lib/pages/pavilion-detail.ts';
import {
  loadPavilionList,
  pavilionListTags,
  pavilionMarkers,
} from '../../../../src/lib/pages/pavilion-list.ts';

const { all: allExhibitions, path: pavilionListPath } = pavilionList;

const venue: PavilionSummary = {
  id: 3,
  name: 'Expo Centre',
  address: '1 Expo Road',
  image: '/oss/images/pavilion/3.jpg',
  lat: 31.2,
  lng: 121.4,
  areaSqm: 300000,
  halls: 9,
  continent: { id: 1, name: 'Asia' },
  country: { id: 1, name: 'China' },
  city: { id: 1, name: 'Shanghai' },
};

const lookups = {
  industries: [{ id: 1, name: 'Printing', subIndustries: [{ id: 11, name: 'Labels' }] }],
  continents: [
    {
      id: 1,
      name: 'Asia',
      countries: [
        { id: 1, name: 'China', code: 'CN', cities: [{ id: 1, name: 'Shanghai', lat: 31, lng: 121 }] },
      ],
    },
  ],
  timeWindows: [{ id: 1, name: 'Next month', from: null, to: null }],
  newsTypes: [],
  wikiCategories: [],
  visaTypes: [],
  consularDistricts: [],
};

/** A fake API answering lookups and a pavilion page of `total` venues. */
function fakeApi(total: number, calls: { path: string; query?: unknown }[] = []): ApiClient {
  return {
    get: (path: string, options?: { query?: unknown }) => {
      calls.push({ path, query: options?.query });
      if (path === '/api/lookups') return Promise.resolve(lookups);
      return Promise.resolve({ records: [venue], pageNum: 1, pageSize: 20, total });
    },
  } as unknown as ApiClient;
}

describe('pavilionListPath', () => {
  it('is /pavilion/ without filters on page 1', () => {
    expect(pavilionListPath(allExhibitions)).toBe('/pavilion/');
  });

  it('puts every filter and the page in the path', () => {
    expect(pavilionListPath({ ...allExhibitions, g: 1, p: 2, c: 3, page: 4 })).toBe(
      '/pavilion-0-0-1-2-3-0-4/',
    );
  });
});

describe('loadPavilionList', () => {
  it('asks the API with the filters as query and pages by pageNum', async () => {
    const calls: { path: string; query?: unknown }[] = [];
    const data = await loadPavilionList(fakeApi(45, calls), 'en', { ...allExhibitions, g: 1, page: 3 });
    expect(calls.at(-1)).toEqual({
      path: '/api/pavilions',
      query: { f: 0, s: 0, g: 1, p: 0, c: 0, t: 0, pageNum: 3, pageSize: 20 },
    });
    expect(data.pageCount).toBe(3);
  });

  it('treats an unknown continent as not found', async () => {
    await expect(loadPavilionList(fakeApi(1), 'en', { ...allExhibitions, g: 9 })).rejects.toBeInstanceOf(
      PageNotFoundError,
    );
  });

  it('treats a city of another country as not found', async () => {
    await expect(
      loadPavilionList(fakeApi(1), 'en', { ...allExhibitions, g: 1, p: 1, c: 7 }),
    ).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it('treats a page past the end as not found, but an empty first page as a page', async () => {
    await expect(loadPavilionList(fakeApi(20), 'en', { ...allExhibitions, page: 2 })).rejects.toBeInstanceOf(
      PageNotFoundError,
    );
    await expect(loadPavilionList(fakeApi(0), 'en', allExhibitions)).resolves.toMatchObject({ pageCount: 1 });
  });
});

describe('pavilion tags, markers and JSON-LD', () => {
  it('tags the list and each venue', () => {
    expect(
      pavilionListTags({ filters: allExhibitions, lookups, pavilions: [venue], total: 1, pageCount: 1 }),
    ).toEqual(['list:pavilion', 'pavilion:3']);
  });

  it('links each marker to its venue page', () => {
    expect(pavilionMarkers([venue])).toEqual([
      { id: 3, name: 'Expo Centre', lng: 121.4, lat: 31.2, href: '/pavilion/3.html' },
    ]);
  });

  it('describes the venue as a schema.org Place with address and geo', () => {
    const detail = {
      ...venue,
      intro: '<p>Big <b>halls</b></p>',
      website: null,
      upcoming: [],
      updatedAt: '2026-01-01',
    };
    expect(pavilionTags(detail)).toEqual(['pavilion:3']);
    const jsonLd = pavilionPlaceJsonLd(detail, 'https://example.org/pavilion/3.html', 'https://example.org');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Expo Centre',
      url: 'https://example.org/pavilion/3.html',
      description: 'Big halls',
      image: 'https://example.org/oss/images/pavilion/3.jpg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Expo Road',
        addressLocality: 'Shanghai',
        addressCountry: 'China',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 31.2, longitude: 121.4 },
    });
  });
});
