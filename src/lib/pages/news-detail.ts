import type { ApiClient } from '../api/client.ts';
import type { KeywordLink, NewsDetail } from '../contract/news.ts';
import { getKeywordTable } from '../endpoints/keywords.ts';
import { getNews } from '../endpoints/news.ts';
import { htmlLang, type Locale } from '../contract/locale.ts';
import type { Translate } from '../i18n/server.ts';
import { newsPath } from '../paths/index.ts';
import { newsArticleJsonLd } from '../seo.ts';
import { plainText } from '../content/plain-text.ts';
import { contentWarnings, renderRichText } from './rich-text.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** What a news detail page shows: the article and its body cleaned for display. */
export interface NewsDetailData {
  article: NewsDetail;
  /** Sanitized body with at most three keyword links (a notice if it could not be cleaned). */
  bodyHtml: string;
  /** `news:{id}` when the body was replaced by the notice, for `setContentWarnings`. */
  contentWarnings: string[];
}

type RichTextConfig = Parameters<typeof renderRichText>[1];

/**
 * Loads an article and renders its body: the raw editor HTML is sanitized and
 * linked to at most three keywords, never to the article itself.
 */
export async function loadNewsDetail(
  api: ApiClient,
  id: string,
  config: RichTextConfig,
  { keywords = true, t }: { keywords?: boolean; t?: Translate } = {},
): Promise<NewsDetailData> {
  const [article, table] = await Promise.all([getNews(api, id), keywords ? getKeywordTable(api) : []]);
  return renderNewsDetail(article, table, config, t);
}

/** An article as its page shows it: the body cleaned and keyword-linked (also the console's preview). */
export function renderNewsDetail(
  article: NewsDetail,
  table: readonly KeywordLink[],
  config: RichTextConfig,
  t?: Translate,
): NewsDetailData {
  const body = renderRichText(
    article.body,
    config,
    { type: 'news', id: article.id },
    { keywords: table, currentUrl: newsPath(article.id), t },
  );
  return { article, bodyHtml: body.html, contentWarnings: contentWarnings([body]) };
}

/** Cache tags of a news detail page: the article, the articles it lists and its exhibition. */
export function newsTags(article: NewsDetail): string[] {
  return [
    cacheTags.news(article.id),
    ...article.related.map((item) => cacheTags.news(item.id)),
    ...(article.exhibitionId === null ? [] : [cacheTags.exhibition(article.exhibitionId)]),
  ];
}

/** The NewsArticle JSON-LD of a news page; `canonical` is the absolute /information/{id}.html. */
export function newsJsonLd(
  article: NewsDetail,
  {
    canonical,
    origin,
    locale,
    publisher,
  }: { canonical: string; origin: string; locale: Locale; publisher: string },
): Record<string, unknown> {
  return newsArticleJsonLd({
    headline: article.title,
    // plainText drops script and style elements with their text, not only their tags.
    description: article.summary || plainText(article.body),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    url: canonical,
    image: article.cover ? new URL(article.cover, origin).href : undefined,
    author: article.source || publisher,
    publisher,
    publisherLogo: `${origin}/favicon.svg`,
    inLanguage: htmlLang(locale),
  });
}
