import type { ApiClient } from '../api/client.ts';
import type { Lookups } from '../contract/lookup.ts';
import type { PavilionSummary } from '../contract/pavilion.ts';
import { getLookups } from '../endpoints/lookups.ts';
import { listPavilions, pavilionPageSize } from '../endpoints/pavilions.ts';
import type { Locale } from '../contract/locale.ts';
import type { ExhibitionFilters } from '../lists/exhibitions.ts';
import { pavilionList } from '../lists/pavilions.ts';
import { assertFiltersExist, listPage } from './list-page.ts';
import { pavilionPath } from '../paths/index.ts';
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
  assertFiltersExist(pavilionList, filters, lookups);
  const page = listPage(await listPavilions(api, filters), filters.page, pavilionPageSize);
  return { filters, lookups, pavilions: page.records, total: page.total, pageCount: page.pageCount };
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
