import type { Lookups } from '../contract/lookup.ts';
import { parseDashParams } from '../validate/route-params.ts';

/** The filters of /visa-{visaAreaId}-{areaId}-{type}-{bizType}-{page}/ (0 = all). */
export interface VisaFilters {
  /** Continent. */
  visaAreaId: number;
  /** Country (of the continent, when one is chosen). */
  areaId: number;
  /** Visa type (business, tourist...). */
  type: number;
  /** Consular district. */
  bizType: number;
  page: number;
}

/** The filter dimensions, without the page. */
export type VisaDimension = Exclude<keyof VisaFilters, 'page'>;

/** Names of the dash parameters in URL order. */
export const visaFilterNames = ['visaAreaId', 'areaId', 'type', 'bizType', 'page'] as const;

/** No filter, first page: the plain /visa list. */
export const allVisas: VisaFilters = { visaAreaId: 0, areaId: 0, type: 0, bizType: 0, page: 1 };

/**
 * Parses the route params of the filtered visa list; undefined when any is not a canonical
 * integer or the page is 0 (Astro's last param also takes leftover dashes, which fail here).
 * @example parseVisaFilters({ visaAreaId: '2', areaId: '0', type: '1', bizType: '0', page: '3' }) // { visaAreaId: 2, areaId: 0, type: 1, bizType: 0, page: 3 }
 */
export function parseVisaFilters(params: Record<string, string | undefined>): VisaFilters | undefined {
  const segment = visaFilterNames.map((name) => params[name] ?? '').join('-');
  return parseDashParams(segment, visaFilterNames);
}

/**
 * Whether every filter names something that exists: a known continent, a country of it (or of
 * any continent when none is chosen), a known visa type and consular district.
 */
export function visaFiltersExist(filters: VisaFilters, lookups: Lookups): boolean {
  const continent = lookups.continents.find((item) => item.id === filters.visaAreaId);
  if (filters.visaAreaId !== 0 && !continent) return false;
  if (filters.areaId !== 0) {
    const countries = (continent ? [continent] : lookups.continents).flatMap((item) => item.countries);
    if (!countries.some((item) => item.id === filters.areaId)) return false;
  }
  if (filters.type !== 0 && !lookups.visaTypes.some((item) => item.id === filters.type)) return false;
  return filters.bizType === 0 || lookups.consularDistricts.some((item) => item.id === filters.bizType);
}

/**
 * The URL of a filtered visa list; no filters on page 1 is /visa.
 * @example visaListPath({ visaAreaId: 2, areaId: 0, type: 0, bizType: 0, page: 1 }) // '/visa-2-0-0-0-1/'
 */
export function visaListPath(filters: VisaFilters): string {
  const { visaAreaId, areaId, type, bizType, page } = filters;
  if (visaAreaId === 0 && areaId === 0 && type === 0 && bizType === 0 && page === 1) return '/visa';
  return `/visa-${[visaAreaId, areaId, type, bizType, page].join('-')}/`;
}

/** Filters with one dimension changed: a new continent drops its country; paging restarts. */
export function withVisaFilter(filters: VisaFilters, name: VisaDimension, value: number): VisaFilters {
  const next = { ...filters, [name]: value, page: 1 };
  if (name === 'visaAreaId') next.areaId = 0;
  return next;
}
