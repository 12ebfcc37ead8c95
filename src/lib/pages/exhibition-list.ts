import type { ApiClient } from '../api/client.ts';
import type { ExhibitionSummary } from '../contract/exhibition.ts';
import type { Lookups } from '../contract/lookup.ts';
import { exhibitionPageSize, listExhibitions } from '../endpoints/exhibitions.ts';
import { getLookups } from '../endpoints/lookups.ts';
import type { Locale } from '../contract/locale.ts';
import { exhibitionList, type ExhibitionFilters, type ExhibitionListSort } from '../lists/exhibitions.ts';
import { assertFiltersExist, listPage } from './list-page.ts';
import { exhibitionCardTags } from '../contract/cache-tags.ts';

/** What the exhibition list page shows. */
export interface ExhibitionListData {
  filters: ExhibitionFilters;
  /** The order shown, which the filter, sort and page links keep. */
  sort: ExhibitionListSort;
  lookups: Lookups;
  exhibitions: ExhibitionSummary[];
  total: number;
  pageCount: number;
}

/**
 * Loads one page of the filtered exhibition list in an order (the API orders it by its clock);
 * unknown filters or a page past the end are not found.
 */
export async function loadExhibitionList(
  api: ApiClient,
  locale: Locale,
  filters: ExhibitionFilters,
  sort: ExhibitionListSort = 'date',
): Promise<ExhibitionListData> {
  const lookups = await getLookups(api, locale);
  assertFiltersExist(exhibitionList, filters, lookups);
  const answer = await listExhibitions(api, filters, exhibitionPageSize, sort === 'date' ? {} : { sort });
  const page = listPage(answer, filters.page, exhibitionPageSize);
  return { filters, sort, lookups, exhibitions: page.records, total: page.total, pageCount: page.pageCount };
}

/** Tags of a list page: the list's membership tag, every exhibition on it and the venues it names. */
export function exhibitionListTags(data: Pick<ExhibitionListData, 'exhibitions'>): string[] {
  return exhibitionCardTags(data.exhibitions);
}
