import type { Lookups } from '../contract/lookup.ts';
import { parseDashParams } from '../validate/route-params.ts';

/** The filters of /exhibition-{f}-{s}-{g}-{p}-{c}-{t}-{page}/ (0 = all). */
export interface ExhibitionFilters {
  /** Industry. */
  f: number;
  /** Sub-industry of the industry. */
  s: number;
  /** Continent. */
  g: number;
  /** Country of the continent. */
  p: number;
  /** City of the country. */
  c: number;
  /** Time window. */
  t: number;
  page: number;
}

/** Names of the dash parameters in URL order. */
export const exhibitionFilterNames = ['f', 's', 'g', 'p', 'c', 't', 'page'] as const;

/** No filter, first page: the plain /exhibition/ list. */
export const allExhibitions: ExhibitionFilters = { f: 0, s: 0, g: 0, p: 0, c: 0, t: 0, page: 1 };

/** Parses the route params of the filtered list; undefined when any is not a canonical integer. */
export function parseExhibitionFilters(
  params: Record<string, string | undefined>,
): ExhibitionFilters | undefined {
  const segment = exhibitionFilterNames.map((name) => params[name] ?? '').join('-');
  return parseDashParams(segment, exhibitionFilterNames);
}

/**
 * Whether every filter names something that exists and fits its parent (a sub-industry of the
 * chosen industry, a city of the chosen country...): out-of-range filters answer 404.
 */
export function filtersExist(filters: ExhibitionFilters, lookups: Lookups): boolean {
  const industry = lookups.industries.find((item) => item.id === filters.f);
  if (filters.f !== 0 && !industry) return false;
  if (filters.s !== 0) {
    const parents = industry ? [industry] : lookups.industries;
    if (!parents.some((item) => item.subIndustries.some((sub) => sub.id === filters.s))) return false;
  }
  const continent = lookups.continents.find((item) => item.id === filters.g);
  if (filters.g !== 0 && !continent) return false;
  const countries = (continent ? [continent] : lookups.continents).flatMap((item) => item.countries);
  const country = countries.find((item) => item.id === filters.p);
  if (filters.p !== 0 && !country) return false;
  if (
    filters.c !== 0 &&
    !(country ? [country] : countries).some((item) => item.cities.some((city) => city.id === filters.c))
  ) {
    return false;
  }
  return filters.t === 0 || lookups.timeWindows.some((item) => item.id === filters.t);
}

/**
 * The URL of a filtered list; no filters on page 1 is /exhibition/.
 * @example exhibitionListPath({ f: 3, s: 0, g: 0, p: 0, c: 0, t: 0, page: 2 }) // '/exhibition-3-0-0-0-0-0-2/'
 */
export function exhibitionListPath(filters: ExhibitionFilters, base = 'exhibition'): string {
  const { f, s, g, p, c, t, page } = filters;
  if (f === 0 && s === 0 && g === 0 && p === 0 && c === 0 && t === 0 && page === 1) return `/${base}/`;
  return `/${base}-${[f, s, g, p, c, t, page].join('-')}/`;
}

/**
 * Filters with one dimension changed: the dimensions below it are reset (a new industry drops
 * its sub-industry, a new continent its country and city) and paging starts again.
 */
export function withFilter(
  filters: ExhibitionFilters,
  name: Exclude<keyof ExhibitionFilters, 'page'>,
  value: number,
): ExhibitionFilters {
  const next = { ...filters, [name]: value, page: 1 };
  if (name === 'f') next.s = 0;
  if (name === 'g') {
    next.p = 0;
    next.c = 0;
  }
  if (name === 'p') next.c = 0;
  return next;
}

/** Number of pages for a total; at least 1 so an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
