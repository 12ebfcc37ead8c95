import type { ApiClient } from '../api/client.ts';
import type { NewsSummary } from '../contract/news.ts';
import { getLookups } from '../endpoints/lookups.ts';
import { listNews, newsPageSize } from '../endpoints/news.ts';
import type { Locale } from '../contract/locale.ts';
import type { NamedEntry } from '../lists/list-definition.ts';
import { newsList, type NewsFilters } from '../lists/news.ts';
import { assertFiltersExist, listPage } from './list-page.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** What a news list page shows. */
export interface NewsListData {
  filters: NewsFilters;
  newsTypes: NamedEntry[];
  industries: NamedEntry[];
  news: NewsSummary[];
  total: number;
  pageCount: number;
}

/** Loads one page of the filtered news list; unknown filters or a page past the end are not found. */
export async function loadNewsList(
  api: ApiClient,
  locale: Locale,
  filters: NewsFilters,
): Promise<NewsListData> {
  const lookups = await getLookups(api, locale);
  assertFiltersExist(newsList, filters, lookups);
  const page = listPage(await listNews(api, filters), filters.page, newsPageSize);
  return {
    filters,
    newsTypes: lookups.newsTypes,
    industries: lookups.industries.map(({ id, name }) => ({ id, name })),
    news: page.records,
    total: page.total,
    pageCount: page.pageCount,
  };
}

/** Tags of a news list page: the list itself and every article on it. */
export function newsListTags(news: readonly NewsSummary[]): string[] {
  return [cacheTags.list('news'), ...news.map((item) => cacheTags.news(item.id))];
}
