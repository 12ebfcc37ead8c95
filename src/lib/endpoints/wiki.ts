import type { ApiClient } from '../api/client.ts';
import { wikiList } from '../lists/wiki.ts';
import type { Page } from '../contract/envelope.ts';
import {
  wikiDetailQuerySchema,
  wikiDetailSchema,
  wikiHomeSchema,
  wikiListQuerySchema,
  wikiPageSchema,
  type WikiDetail,
  type WikiSummary,
} from '../contract/wiki.ts';
import type { z } from 'zod';
import { readPaths } from '../contract/read-paths.ts';

/** A wiki list call: the category (0 = all) and the page wanted. */
export type WikiListFilters = Pick<z.infer<typeof wikiListQuerySchema>, 's'> & { page: number };
/** A wiki article call: its id and the category, industry and exhibition its URL names. */
export type WikiArticleParams = { id: string } & Required<z.infer<typeof wikiDetailQuerySchema>>;

/** Articles per wiki list page. */
export const wikiPageSize = 20;

/** data of GET /api/wiki. */
export type WikiHome = z.infer<typeof wikiHomeSchema>;

/** The wiki home: categories with counts, latest and most read. */
export function getWikiHome(api: ApiClient): Promise<WikiHome> {
  return api.get('/api/wiki', { schema: wikiHomeSchema });
}

/** One page of a category's articles (s = 0: all), most read first. */
export function listWiki(
  api: ApiClient,
  params: WikiListFilters,
  pageSize = wikiPageSize,
): Promise<Page<WikiSummary>> {
  return api.get(readPaths.wikiArticles, {
    query: wikiList.query(params, pageSize),
    schema: wikiPageSchema,
  });
}

/** One article; the API compares a, h and aid with the article and answers `canonical`. */
export function getWikiArticle(api: ApiClient, params: WikiArticleParams): Promise<WikiDetail> {
  return api.get(`/api/wiki/articles/${params.id}`, {
    query: { a: params.a, h: params.h, aid: params.aid },
    schema: wikiDetailSchema,
  });
}
