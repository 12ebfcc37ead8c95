import type { AstroGlobal } from 'astro';
import { isApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { isBot } from '../bots.ts';
import { errorPagePath } from '../paths/index.ts';

/** Thrown by a page loader when its params name nothing (out-of-range filter, page past the end). */
export class PageNotFoundError extends Error {
  override name = 'PageNotFoundError';
}

/** Why a page could not get its data. */
export type PageFailure = 'not-found' | 'unavailable';

/**
 * Classifies a failed API call: an unknown id (HTTP 404 or a not-found envelope) is the
 * page's 404; the API being down, slow or broken makes the page unavailable (503).
 */
export function classifyFailure(error: unknown): PageFailure {
  if (error instanceof PageNotFoundError) return 'not-found';
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return 'not-found';
  return 'unavailable';
}

/** The response for a failure: the 404 page, the error page for people, a bare 503 for bots. */
function failureResponse(
  astro: Pick<AstroGlobal, 'rewrite' | 'request' | 'url'>,
  failure: PageFailure,
): Promise<Response> | Response {
  if (failure === 'not-found') return astro.rewrite('/404');
  if (isBot(astro.request.headers.get('user-agent'))) {
    return new Response(null, { status: 503, headers: { 'Retry-After': '300' } });
  }
  return astro.rewrite(errorPagePath(astro.url.pathname + astro.url.search));
}

/**
 * Runs a page's data loader with the request's API client; when a call fails returns the Response
 * the page must return instead (404, or 503 when the API is down).
 * @example const data = await loadPage(Astro, (api) => getExhibition(api, id)); if (data instanceof Response) return data;
 */
export async function loadPage<T>(
  astro: Pick<AstroGlobal, 'rewrite' | 'request' | 'url' | 'locals'>,
  loader: (api: ApiClient) => Promise<T>,
): Promise<T | Response> {
  try {
    return await loader(astro.locals.api);
  } catch (error) {
    // Anything else is a fault of the page's own code: it goes to the 500 page (and fails an
    // export) as itself. The error page is for failed API calls: it lists this request's, and
    // with none listed it sends the visitor back to the page, which would fail again.
    if (!(error instanceof PageNotFoundError) && !isApiError(error)) throw error;
    return failureResponse(astro, classifyFailure(error));
  }
}
