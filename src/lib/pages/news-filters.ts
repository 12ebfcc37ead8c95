import type { Lookups } from '../contract/lookup.ts';
import { parseDashParams } from '../validate/route-params.ts';

/** The filters of /information-{t}-{i}-{page}/ (0 = all). */
export interface NewsFilters {
  /** News type. */
  t: number;
  /** Industry. */
  i: number;
  page: number;
}

/** An id and a display name (filter options, breadcrumbs). */
export interface NamedEntry {
  id: number;
  name: string;
}

/** Names of the dash parameters in URL order. */
export const newsFilterNames = ['t', 'i', 'page'] as const;

/** No filter, first page: the plain /information/ list. */
export const allNews: NewsFilters = { t: 0, i: 0, page: 1 };

/** Parses the route params of the filtered news list; undefined when any is not a canonical integer. */
export function parseNewsFilters(params: Record<string, string | undefined>): NewsFilters | undefined {
  const segment = newsFilterNames.map((name) => params[name] ?? '').join('-');
  return parseDashParams(segment, newsFilterNames);
}

/** Whether the type and industry name something that exists (only top-level industries tag news). */
export function newsFiltersExist(
  filters: NewsFilters,
  lookups: Pick<Lookups, 'newsTypes' | 'industries'>,
): boolean {
  if (filters.t !== 0 && !lookups.newsTypes.some((item) => item.id === filters.t)) return false;
  return filters.i === 0 || lookups.industries.some((item) => item.id === filters.i);
}

/**
 * The URL of a news list page; no filters on page 1 is the list's base path.
 * @example newsListPath({ t: 2, i: 0, page: 3 }) // '/information-2-0-3/'
 */
export function newsListPath(filters: NewsFilters): string {
  const { t, i, page } = filters;
  if (t === 0 && i === 0 && page === 1) return '/information/';
  return `/information-${String(t)}-${String(i)}-${String(page)}/`;
}

/** Filters with one dimension changed; paging starts again. */
export function withNewsFilter(filters: NewsFilters, name: 't' | 'i', value: number): NewsFilters {
  return { ...filters, [name]: value, page: 1 };
}

// Whitespace, controls and backslashes never belong in an editor's link.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeLinkCharacters = /[\u0000-\u0020\u007f\\]/;

/** Whether a supplied link is a same-site path or an http(s) URL (never javascript: and the like). */
export function isSafeLink(link: string): boolean {
  // Browsers drop tabs and newlines inside URLs and read a backslash as a slash: '/\t/evil.example'
  // would become the protocol-relative '//evil.example'.
  if (unsafeLinkCharacters.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a news link leaves the site (it then opens with rel="noopener"). */
export function isExternalLink(href: string): boolean {
  return !href.startsWith('/');
}
