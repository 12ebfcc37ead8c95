import type { ApiClient } from '../api/client.ts';
import type { Lookups } from '../contract/lookup.ts';
import type { PavilionSummary } from '../contract/pavilion.ts';
import { getLookups } from '../endpoints/lookups.ts';
import { listPavilions, pavilionPageSize } from '../endpoints/pavilions.ts';
import type { Locale } from '../contract/locale.ts';
import { exhibitionListPath, filtersExist, pageCount, type ExhibitionFilters } from './exhibition-filters.ts';
import { pavilionPath } from '../paths/index.ts';
import { PageNotFoundError } from './load-page.ts';
import type { MapMarker } from './map-view.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** What the convention-centre list page shows. */
export interface PavilionListData {
  filters: ExhibitionFilters;
  lookups: Lookups;
  pavilions: PavilionSummary[];
  total: number;
  pageCount: number;
}

/**
 * The URL of a filtered convention-centre list; no filter on page 1 is /pavilion/.
 * @example pavilionListPath({ f: 0, s: 0, g: 1, p: 0, c: 0, t: 0, page: 2 }) // '/pavilion-0-0-1-0-0-0-2/'
 */
export function pavilionListPath(filters: ExhibitionFilters): string {
  return exhibitionListPath(filters, 'pavilion');
}

/**
 * Loads one page of the convention-centre list. The filters mean what they mean on the
 * exhibition list, so they are checked against the same lookups: unknown ones, or a page past
 * the end, are not found.
 */
export async function loadPavilionList(
  api: ApiClient,
  locale: Locale,
  filters: ExhibitionFilters,
): Promise<PavilionListData> {
  const lookups = await getLookups(api, locale);
  if (!filtersExist(filters, lookups)) throw new PageNotFoundError('unknown filter');
  const page = await listPavilions(api, filters);
  const pages = pageCount(page.total, pavilionPageSize);
  if (filters.page > pages) throw new PageNotFoundError('page past the end');
  return { filters, lookups, pavilions: page.records, total: page.total, pageCount: pages };
}

/** Cache tags of a list page: the list and every convention centre on it. */
export function pavilionListTags(data: PavilionListData): string[] {
  return [cacheTags.list('pavilion'), ...data.pavilions.map((item) => cacheTags.pavilion(item.id))];
}

/** The venues of a list page as map markers linking to their pages. */
export function pavilionMarkers(pavilions: readonly PavilionSummary[]): MapMarker[] {
  return pavilions.map((item) => ({
    id: item.id,
    name: item.name,
    lng: item.lng,
    lat: item.lat,
    href: pavilionPath(item.id),
  }));
}
