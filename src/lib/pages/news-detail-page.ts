import type { AstroGlobal } from 'astro';
import { cachePublicPage } from '../cache/page-cache.ts';
import { editionOrigin } from '../seo.ts';
import { isDigitsId } from '../validate/route-params.ts';
import { loadPage } from './load-page.ts';
import { newsPath } from '../paths/index.ts';
import { loadNewsDetail, newsJsonLd, newsTags, type NewsDetailData } from './news-detail.ts';
import { setContentWarnings } from './rich-text.ts';

/** What the news detail routes render: the article, its JSON-LD and, for the variants, the canonical path. */
export interface NewsDetailPage {
  data: NewsDetailData;
  jsonLd: Record<string, unknown>;
  /** /information/{id}.html on the variants (/exponews, the /seo mirror); the main route names itself. */
  canonicalPath: string | undefined;
}

/**
 * Everything a news detail route does before rendering: checks the id, loads the article,
 * reports content warnings, caches with the article's tags and builds the JSON-LD. A Response
 * (404, 503) is what the route must return instead.
 * @example const page = await loadNewsDetailPage(Astro, { variant: true }); if (page instanceof Response) return page;
 */
export async function loadNewsDetailPage(
  astro: AstroGlobal,
  { variant = false }: { variant?: boolean } = {},
): Promise<NewsDetailPage | Response> {
  const { id } = astro.params;
  if (!isDigitsId(id)) return astro.rewrite('/404');
  const { t, locale, edition, config } = astro.locals;
  const data = await loadPage(astro, (api) => loadNewsDetail(api, id, config, { t }));
  if (data instanceof Response) return data;
  setContentWarnings(astro.response.headers, data.contentWarnings);
  cachePublicPage(astro, newsTags(data.article));
  const canonical = newsPath(data.article.id);
  const origin = editionOrigin(edition, config, astro.url);
  const jsonLd = newsJsonLd(data.article, {
    canonical: `${origin}${canonical}`,
    origin,
    locale,
    publisher: t('site.name'),
  });
  return { data, jsonLd, canonicalPath: variant ? canonical : undefined };
}
