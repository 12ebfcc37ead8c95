import type { Lookups } from '../contract/lookup.ts';
import { childrenOf, defineList, type FilterSegment, type ListFilters } from './list-definition.ts';

/** The filter dimensions of the exhibition and convention-centre lists. */
export type PlaceFilterName = 'f' | 's' | 'g' | 'p' | 'c' | 't';

/** The filters of /exhibition-{f}-{s}-{g}-{p}-{c}-{t}-{page}/ (0 = all). */
export type ExhibitionFilters = ListFilters<PlaceFilterName>;

/**
 * Industry, sub-industry, continent, country, city and time window: the convention-centre list
 * filters by the same lookups (a venue matches the time window when it hosts a fair in it).
 */
export const placeSegments: readonly FilterSegment<PlaceFilterName, Lookups>[] = [
  { name: 'f', label: 'filter.industry', options: (lookups) => lookups.industries },
  {
    name: 's',
    label: 'filter.subIndustry',
    parent: 'f',
    options: (lookups, filters) => childrenOf(lookups.industries, filters.f, (item) => item.subIndustries),
  },
  { name: 'g', label: 'filter.continent', options: (lookups) => lookups.continents },
  {
    name: 'p',
    label: 'filter.country',
    parent: 'g',
    options: (lookups, filters) => childrenOf(lookups.continents, filters.g, (item) => item.countries),
  },
  {
    name: 'c',
    label: 'filter.city',
    parent: 'p',
    options: (lookups, filters) =>
      childrenOf(
        childrenOf(lookups.continents, filters.g, (item) => item.countries),
        filters.p,
        (item) => item.cities,
      ),
  },
  // The lookups name "any time" as window 0, which the filter bar already offers as "all".
  {
    name: 't',
    label: 'filter.time',
    options: (lookups) => lookups.timeWindows.filter((item) => item.id !== 0),
  },
];

/** The exhibition list: /exhibition/ and /exhibition-{f}-{s}-{g}-{p}-{c}-{t}-{page}/. */
export const exhibitionList = defineList({
  base: 'exhibition',
  rootPath: '/exhibition/',
  segments: placeSegments,
});

/**
 * The orders the exhibition list offers (the API's `sort`): date, the default, puts upcoming and
 * ongoing fairs first; popular the most viewed, also those not ended first.
 */
export const exhibitionListSorts = ['date', 'popular'] as const;

/** One order of the exhibition list. */
export type ExhibitionListSort = (typeof exhibitionListSorts)[number];

/**
 * The query parameter that carries a non-default order. A query, not a path segment: the
 * bucket holds the default order (what the export writes), and the edge sends a request with a
 * query to the origin, whose route cache keys on it.
 */
const exhibitionSortParam = 'sort';

/**
 * The order a list URL asks for; the default for none or an unknown value (junk falls back, as
 * in the search page).
 * @example exhibitionSortOf(new URL('https://x/exhibition/?sort=popular')) // 'popular'
 */
export function exhibitionSortOf(url: URL): ExhibitionListSort {
  const value = url.searchParams.get(exhibitionSortParam);
  return exhibitionListSorts.find((sort) => sort === value) ?? 'date';
}

/**
 * A list page's URL in an order: the path alone for the default order.
 * @example withExhibitionSort('/exhibition-1-0-0-0-0-0-2/', 'popular') // '/exhibition-1-0-0-0-0-0-2/?sort=popular'
 */
export function withExhibitionSort(path: string, sort: ExhibitionListSort): string {
  return sort === 'date' ? path : `${path}?${exhibitionSortParam}=${sort}`;
}
