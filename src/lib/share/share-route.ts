import type { APIContext } from 'astro';
import { cachePublicPage } from '../cache/page-cache.ts';
import { cacheTags, exhibitionTags } from '../contract/cache-tags.ts';
import { getExhibition } from '../endpoints/exhibitions.ts';
import { getNews } from '../endpoints/news.ts';
import { getPavilion } from '../endpoints/pavilions.ts';
import { formatDate, formatDateRange } from '../format.ts';
import { classifyFailure } from '../pages/load-page.ts';
import type { SharePictureKind } from '../paths/index.ts';
import { editionOrigin } from '../seo.ts';
import { isDigitsId } from '../validate/route-params.ts';
import { sharePicturePng, type SharePictureText } from './share-picture.ts';

/** The texts and cache tags of one entity's picture, in the request's language. */
async function pictureOf(
  context: APIContext,
  kind: SharePictureKind,
  id: string,
): Promise<{ text: Omit<SharePictureText, 'brand' | 'host'>; tags: string[] }> {
  const { api, locale } = context.locals;
  const facts = (parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ');
  if (kind === 'exhibition') {
    const fair = await getExhibition(api, id);
    return {
      text: {
        title: fair.name,
        details: facts([
          formatDateRange(fair.startDate, fair.endDate, locale),
          fair.city.name,
          fair.venue.name,
        ]),
      },
      tags: exhibitionTags(fair),
    };
  }
  if (kind === 'news') {
    const article = await getNews(api, id);
    return {
      text: {
        title: article.title,
        details: facts([formatDate(article.publishedAt, locale), article.type.name]),
      },
      tags: [cacheTags.news(article.id)],
    };
  }
  const venue = await getPavilion(api, id);
  return {
    text: { title: venue.name, details: facts([venue.city.name, venue.country.name, venue.address]) },
    tags: [cacheTags.pavilion(venue.id)],
  };
}

/**
 * /share/{exhibition,news,pavilion}/{id}.png: the page's share picture (og:image), in the
 * language of the edition's locale, cached and tagged like the page it belongs to.
 */
export async function sharePictureResponse(
  context: APIContext,
  kind: SharePictureKind,
  id: string | undefined,
): Promise<Response> {
  if (id === undefined || !isDigitsId(id)) return context.rewrite('/404');
  let picture;
  try {
    picture = await pictureOf(context, kind, id);
  } catch (error) {
    if (classifyFailure(error) === 'not-found') return context.rewrite('/404');
    return new Response('Service unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  const { locals, url } = context;
  const origin = editionOrigin(locals.edition, locals.config, url);
  const png = await sharePicturePng({
    ...picture.text,
    brand: locals.t('site.name'),
    host: new URL(origin).host,
  });
  cachePublicPage(context, picture.tags);
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
}
