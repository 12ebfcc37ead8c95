import type { APIContext } from 'astro';
import { cachePublicPage } from '../cache/page-cache.ts';
import { htmlLang } from '../contract/locale.ts';
import { getLookups } from '../endpoints/lookups.ts';
import { listNews } from '../endpoints/news.ts';
import { classifyFailure } from '../pages/load-page.ts';
import { newsListTags } from '../pages/news-list.ts';
import { newsFeedPath, newsListPath, newsPath, type NewsFeedFormat } from '../paths/index.ts';
import { newsList } from '../lists/news.ts';
import { localeAbsoluteUrl } from '../share/share-urls.ts';
import { isDigitsId } from '../validate/route-params.ts';
import { atomFeed, rssFeed, type FeedInput } from './news-feed.ts';

/** Articles per feed: the newest, as readers poll often. */
const feedSize = 30;

const contentTypes = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
} as const satisfies Record<NewsFeedFormat, string>;

/**
 * /information/{rss,atom}.xml and /information/{rss,atom}-{industryId}.xml: the newest news of
 * the edition the host names, in the locale's language, all industries or one. Cached like the
 * news list (tagged with the list and each article, so an editor's change refreshes it). An
 * unknown industry is not found; the API down is a bare 503 (a reader retries).
 */
export async function newsFeedResponse(
  context: APIContext,
  format: NewsFeedFormat,
  industryParam?: string,
): Promise<Response> {
  // No parameter is the feed of every industry (rss.xml); a named one must be a canonical id,
  // so `rss-0.xml` or `rss-03.xml` never duplicate another feed.
  if (industryParam !== undefined && !isDigitsId(industryParam)) return context.rewrite('/404');
  const { locals, url } = context;
  const industryId = industryParam === undefined ? 0 : Number(industryParam);
  let feed: FeedInput;
  let tags: string[];
  try {
    const lookups = await getLookups(locals.api, locals.locale);
    const industry = lookups.industries.find((entry) => entry.id === industryId);
    if (industryId !== 0 && industry === undefined) return await context.rewrite('/404');
    const page = await listNews(locals.api, { t: 0, i: industryId, page: 1 }, feedSize);
    // Links in the feed's own locale: /en/information/rss.xml on the Chinese host names the
    // English pages under /en/.
    const where = { ...locals, url };
    const listPath = newsListPath({ ...newsList.all, i: industryId });
    const heading = locals.t('news.heading');
    feed = {
      title: `${industry === undefined ? heading : `${heading} - ${industry.name}`} - ${locals.t('site.name')}`,
      description: locals.t('news.description'),
      link: localeAbsoluteUrl(where, listPath),
      selfUrl: localeAbsoluteUrl(where, newsFeedPath(format, industryId)),
      language: htmlLang(locals.locale),
      items: page.records.slice(0, feedSize).map((item) => ({
        id: localeAbsoluteUrl(where, newsPath(item.id)),
        title: item.title,
        link: localeAbsoluteUrl(where, newsPath(item.id)),
        summary: item.summary,
        published: item.publishedAt,
        category: item.type.name,
      })),
    };
    tags = newsListTags(page.records);
  } catch (error) {
    if (classifyFailure(error) === 'not-found') return context.rewrite('/404');
    return new Response('Service unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  cachePublicPage(context, tags);
  return new Response(format === 'rss' ? rssFeed(feed) : atomFeed(feed), {
    headers: { 'Content-Type': contentTypes[format] },
  });
}
