import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { newsList } from '../lists/news.ts';
import type { Page } from '../contract/envelope.ts';
import {
  newsDetailSchema,
  newsListQuerySchema,
  newsPageSchema,
  type NewsDetail,
  type NewsSummary,
} from '../contract/news.ts';
import { readPaths } from '../contract/read-paths.ts';

/** The list filters of GET /api/news (type and industry, 0 = all) with the page wanted. */
export type NewsListFilters = Pick<z.infer<typeof newsListQuerySchema>, 't' | 'i'> & { page: number };

/** Articles per news list page. */
export const newsPageSize = 20;

/** The query of one news list call (the static export builds the same query to batch it). */
export function newsListQuery(filters: NewsListFilters, pageSize = newsPageSize): Record<string, number> {
  return newsList.query(filters, pageSize);
}

/** One page of the filtered news list, newest first. */
export function listNews(
  api: ApiClient,
  filters: NewsListFilters,
  pageSize = newsPageSize,
): Promise<Page<NewsSummary>> {
  return api.get(readPaths.news, { query: newsListQuery(filters, pageSize), schema: newsPageSchema });
}

/** One page of the news about one exhibition, newest first. */
export function listExhibitionNews(
  api: ApiClient,
  exhibitionId: string | number,
  page = 1,
  pageSize = newsPageSize,
): Promise<Page<NewsSummary>> {
  return api.get(readPaths.news, {
    query: { exhibitionId: String(exhibitionId), pageNum: page, pageSize },
    schema: newsPageSchema,
  });
}

/** One article with its raw editor HTML body and related news. */
export function getNews(api: ApiClient, id: string): Promise<NewsDetail> {
  return api.get(readPaths.newsArticle(id), { schema: newsDetailSchema });
}
