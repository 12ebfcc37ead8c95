import type { APIRoute } from 'astro';
import { isApiError } from '../../../lib/api/api-error.ts';
import { memberFeedIcs } from '../../../lib/calendar/member-feed.ts';
import { isCalendarFeedToken } from '../../../lib/contract/calendar-feed.ts';
import { getCalendarFeed } from '../../../lib/endpoints/calendar-feed.ts';
import { memberFeedLabels } from '../../../lib/eticket/labels.ts';
import { editionOrigin } from '../../../lib/seo.ts';

// A member's private calendar feed, subscribed to as webcal:// or https://. Calendar apps send no
// cookie: the token in the path is the only credential, so the path segment is hostile input.
// A token of the wrong shape is 404 before any call; the API answers 404 for unknown and revoked
// tokens and limits reads per address and per member. Never cached: a revoked token must stop at
// once, and a shared cache must never hold anyone's feed.

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8', ...extra },
  });
}

/** The calendar app's address for the API's per-address limit; undefined when Astro has none. */
function clientAddressOf(context: Parameters<APIRoute>[0]): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

export const GET: APIRoute = async (context) => {
  const { token } = context.params;
  if (!isCalendarFeedToken(token)) return plain(404, 'Not found');
  const { locals, url } = context;
  let feed;
  try {
    feed = await getCalendarFeed(locals.api, token, clientAddressOf(context));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return plain(404, 'Not found');
    if (isApiError(error) && error.status === 429)
      return plain(429, 'Too many requests', { 'Retry-After': '600' });
    return plain(503, 'Service unavailable', { 'Retry-After': '300' });
  }
  const body = memberFeedIcs(feed, {
    origin: editionOrigin(locals.edition, locals.config, url),
    locale: locals.locale,
    labels: memberFeedLabels(locals.t),
  });
  return new Response(body, {
    headers: {
      ...privateHeaders,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="expoportal-fairs.ics"',
    },
  });
};
