import type { ApiClient } from '../api/client.ts';
import type { ExhibitionSummary } from '../contract/exhibition.ts';
import type { Lookups } from '../contract/lookup.ts';
import { exhibitionPageSize, listExhibitions } from '../endpoints/exhibitions.ts';
import { getLookups } from '../endpoints/lookups.ts';
import type { Locale } from '../contract/locale.ts';
import { filtersExist, pageCount, type ExhibitionFilters } from './exhibition-filters.ts';
import { PageNotFoundError } from './load-page.ts';
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
  if (!filtersExist(filters, lookups)) throw new PageNotFoundError('unknown filter');
  const page = await listExhibitions(api, filters);
  const pages = pageCount(page.total, exhibitionPageSize);
  if (filters.page > pages) throw new PageNotFoundError('page past the end');
  return { filters, lookups, exhibitions: page.records, total: page.total, pageCount: pages };
}

/** Tags of a list page: the list itself and every exhibition on it. */
export function exhibitionListTags(data: ExhibitionListData): string[] {
  return [cacheTags.list('exhibition'), ...data.exhibitions.map((item) => cacheTags.exhibition(item.id))];
}
