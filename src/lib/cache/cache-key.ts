import { resolveEdition, resolveLocale, type EditionHosts } from '../edition.ts';

/** Query parameters that never change a page (tracking): dropped from the key. */
const ignoredParams = /^(utm_.*|fbclid|gclid|msclkid|yclid|spm|from|_ga|_gl|ref)$/i;

/** The sorted query string without tracking parameters. */
function keyQuery(url: URL): string {
  const params = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (!ignoredParams.test(name)) params.append(name, value);
  }
  params.sort();
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The route-cache key of a request: edition (from Host), locale (path > cookie > default)
 * and path with the sorted query. A cache hit skips the middleware, so everything the
 * middleware would decide from the request has to be in the key.
 * @example cacheKey(new URL('http://en.localhost/a?b=1&a=2'), null, hosts) // 'en|en|/a?a=2&b=1'
 */
export function cacheKey(url: URL, cookieHeader: string | null, hosts: EditionHosts): string {
  const edition = resolveEdition(url.host, hosts);
  const locale = resolveLocale({ pathname: url.pathname, cookie: cookieHeader, edition });
  return `${edition}|${locale}|${url.pathname}${keyQuery(url)}`;
}

/** The path part of a key (for path invalidation across editions and locales). */
export function pathOfKey(key: string): string {
  const path = key.split('|', 3)[2] ?? '';
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}
