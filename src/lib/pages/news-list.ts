import type { ApiClient } from '../api/client.ts';
import type { NewsSummary } from '../contract/news.ts';
import { getLookups } from '../endpoints/lookups.ts';
import { listNews, newsPageSize } from '../endpoints/news.ts';
import type { Locale } from '../contract/locale.ts';
import { pageCount } from './exhibition-filters.ts';
import { PageNotFoundError } from './load-page.ts';
import { newsFiltersExist, type NamedEntry, type NewsFilters } from './news-filters.ts';
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
  if (!newsFiltersExist(filters, lookups)) throw new PageNotFoundError('unknown news filter');
  const page = await listNews(api, filters);
  const pages = pageCount(page.total, newsPageSize);
  if (filters.page > pages) throw new PageNotFoundError('page past the end');
  return {
    filters,
    newsTypes: lookups.newsTypes,
    industries: lookups.industries.map(({ id, name }) => ({ id, name })),
    news: page.records,
    total: page.total,
    pageCount: pages,
  };
}

/** Tags of a news list page: the list itself and every article on it. */
export function newsListTags(news: readonly NewsSummary[]): string[] {
  return [cacheTags.list('news'), ...news.map((item) => cacheTags.news(item.id))];
}
