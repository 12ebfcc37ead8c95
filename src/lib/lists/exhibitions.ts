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
