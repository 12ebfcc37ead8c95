import type { ApiClient } from '../api/client.ts';
import type { WikiDetail, WikiSummary } from '../contract/wiki.ts';
import { getWikiArticle, getWikiHome, listWiki, wikiPageSize, type WikiHome } from '../endpoints/wiki.ts';
import { wikiList, type WikiListParams } from '../lists/wiki.ts';
import { assertFiltersExist, listPage } from './list-page.ts';
import { PageNotFoundError } from './load-page.ts';
import type { Translate } from '../i18n/server.ts';
import { contentWarnings, renderRichText } from './rich-text.ts';
import type { WikiDetailParams } from './wiki-routes.ts';
import { cacheTags } from '../contract/cache-tags.ts';

type RichTextConfig = Parameters<typeof renderRichText>[1];

/** What a wiki list page shows. */
export interface WikiListData {
  params: WikiListParams;
  categories: WikiHome['categories'];
  articles: WikiSummary[];
  total: number;
  pageCount: number;
}

/** What a wiki article page shows. */
export interface WikiDetailData {
  article: WikiDetail;
  /** The body cleaned for display (a notice if it could not be cleaned). */
  bodyHtml: string;
  /** `wiki:{id}` when the body was replaced by the notice, for `setContentWarnings`. */
  contentWarnings: string[];
}

/** Loads the wiki home. */
export function loadWikiHome(api: ApiClient): Promise<WikiHome> {
  return getWikiHome(api);
}

/** Loads one page of a category's list; an unknown category or a page past the end is not found. */
export async function loadWikiList(api: ApiClient, params: WikiListParams): Promise<WikiListData> {
  const [home, page] = await Promise.all([getWikiHome(api), listWiki(api, params)]);
  assertFiltersExist(wikiList, params, home);
  const shown = listPage(page, params.page, wikiPageSize);
  return {
    params,
    categories: home.categories,
    articles: shown.records,
    total: shown.total,
    pageCount: shown.pageCount,
  };
}

/**
 * Loads an article. The API checks the URL's a-h-aid against the article: a mismatch is a
 * page that does not exist (404), so every article has exactly one URL.
 */
export async function loadWikiDetail(
  api: ApiClient,
  params: WikiDetailParams,
  config: RichTextConfig,
  t?: Translate,
): Promise<WikiDetailData> {
  const article = await getWikiArticle(api, params);
  if (!article.canonical) throw new PageNotFoundError('wiki a-h-aid mismatch');
  return renderWikiDetail(article, config, t);
}

/** What the article page shows of an article: its body cleaned by the page's rules (the preview's too). */
export function renderWikiDetail(article: WikiDetail, config: RichTextConfig, t?: Translate): WikiDetailData {
  const body = renderRichText(article.body, config, { type: 'wiki', id: article.id }, { t });
  return { article, bodyHtml: body.html, contentWarnings: contentWarnings([body]) };
}

/** Tags of a wiki list or home: the list and every article on it. */
export function wikiListTags(articles: readonly WikiSummary[]): string[] {
  return [cacheTags.list('wiki'), ...new Set(articles.map((item) => cacheTags.wiki(item.id)))];
}

/** Tags of a wiki article: it and the related articles it lists. */
export function wikiTags(article: WikiDetail): string[] {
  return [cacheTags.wiki(article.id), ...article.related.map((item) => cacheTags.wiki(item.id))];
}

/** The name of the list's category; undefined for "all". */
export function wikiCategoryName(data: Pick<WikiListData, 'params' | 'categories'>): string | undefined {
  return data.categories.find((item) => item.id === data.params.s)?.name;
}
