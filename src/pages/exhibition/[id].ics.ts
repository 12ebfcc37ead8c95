import type { APIRoute } from 'astro';
import { exhibitionIcs } from '../../lib/calendar/exhibition-calendar.ts';
import { exhibitionCalendarContext } from '../../lib/calendar/page-context.ts';
import { cachePublicPage } from '../../lib/cache/page-cache.ts';
import { exhibitionTags } from '../../lib/contract/cache-tags.ts';
import { getExhibition } from '../../lib/endpoints/exhibitions.ts';
import { classifyFailure } from '../../lib/pages/load-page.ts';
import { isDigitsId } from '../../lib/validate/route-params.ts';

/**
 * /exhibition/{id}.ics: the fair as an all-day calendar event in the page's language. Unknown
 * id → the 404 page; the API down → a bare 503 (a download has no page to show an error in).
 */
export const GET: APIRoute = async (context) => {
  const { id } = context.params;
  if (id === undefined || !isDigitsId(id)) return context.rewrite('/404');
  let detail;
  try {
    detail = await getExhibition(context.locals.api, id);
  } catch (error) {
    if (classifyFailure(error) === 'not-found') return context.rewrite('/404');
    return new Response('Service unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  cachePublicPage(context, exhibitionTags(detail));
  const body = exhibitionIcs(detail, exhibitionCalendarContext(context, detail));
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="exhibition-${id}.ics"`,
    },
  });
};
