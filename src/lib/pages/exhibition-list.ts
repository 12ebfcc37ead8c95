import type { ApiClient } from '../api/client.ts';
import type { ExhibitionSummary } from '../contract/exhibition.ts';
import type { Lookups } from '../contract/lookup.ts';
import { exhibitionPageSize, listExhibitions } from '../endpoints/exhibitions.ts';
import { getLookups } from '../endpoints/lookups.ts';
import type { Locale } from '../contract/locale.ts';
import { exhibitionList, type ExhibitionFilters } from '../lists/exhibitions.ts';
import { assertFiltersExist, listPage } from './list-page.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** What the exhibition list page shows. */
export interface ExhibitionListData {
  filters: ExhibitionFilters;
  lookups: Lookups;
  exhibitions: ExhibitionSummary[];
  total: number;
  pageCount: number;
}

/** Loads one page of the filtered exhibition list; unknown filters or a page past the end are not found. */
export async function loadExhibitionList(
  api: ApiClient,
  locale: Locale,
  filters: ExhibitionFilters,
): Promise<ExhibitionListData> {
  const lookups = await getLookups(api, locale);
  assertFiltersExist(exhibitionList, filters, lookups);
  const page = listPage(await listExhibitions(api, filters), filters.page, exhibitionPageSize);
  return { filters, lookups, exhibitions: page.records, total: page.total, pageCount: page.pageCount };
}

/** Tags of a list page: the list itself and every exhibition on it. */
export function exhibitionListTags(data: ExhibitionListData): string[] {
  return [cacheTags.list('exhibition'), ...data.exhibitions.map((item) => cacheTags.exhibition(item.id))];
}
