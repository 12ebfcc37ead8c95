import type { APIContext } from 'astro';
import type { ApiClient } from './client.ts';
import { getSecrets } from '../config.ts';
import { createServerApiClient, serverOssBase } from './server-client.ts';

// A server-side API client that carries the visitor's own access token, for the few routes that
// must check ownership on the server before anything is rendered (the printable tickets and
// their PDF). Such routes are never cached: what they answer depends on who asks.

/** The access token cookie (set by the login island, read by the middleware's guard). */
const ACCESS_TOKEN_COOKIE = 'access_token';

/** The request's API client with the member's token; undefined when the request has no token. */
export function memberApiClient(
  context: Pick<APIContext, 'cookies' | 'locals' | 'url' | 'request'>,
): ApiClient | undefined {
  const token = context.cookies.get(ACCESS_TOKEN_COOKIE)?.value;
  if (token === undefined || token === '') return undefined;
  const { config, locale } = context.locals;
  return createServerApiClient({
    baseURL: config.apiBase,
    ossBase: serverOssBase(config),
    locale,
    token,
    url: context.url.pathname,
    userAgent: context.request.headers.get('user-agent') ?? undefined,
    newsSigningSecret: getSecrets().NEWS_SIGNING_SECRET,
  });
}
