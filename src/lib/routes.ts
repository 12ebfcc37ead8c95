import type { Edition } from './edition.ts';

// Which editions serve which routes. English routes take precedence and the Chinese routes
// the English set does not override are added to it, so the English edition serves every
// route; the Chinese edition serves only the Chinese routes.

/** Path patterns that exist only in the English route set. */
const englishOnlyRoutes: readonly RegExp[] = [/^\/manager\/industry-my\/?$/];

/** Whether an edition serves a (locale-stripped) path at all; others answer 404. */
export function isRouteInEdition(pathname: string, edition: Edition): boolean {
  if (edition === 'en') return true;
  return !englishOnlyRoutes.some((pattern) => pattern.test(pathname));
}

/**
 * Paths that require login (route meta isLogin): the whole management centre, checkout steps
 * and the member's about/help page.
 */
export const loginRoutes: readonly RegExp[] = [
  /^\/manager(?:\/|$)/,
  // The editorial console (editors only: its page answers a member 403).
  /^\/editor(?:\/|$)/,
  // The gate scanner (gate staff only: its page answers any other account 403).
  /^\/checkin\/?$/,
  // The spec's /about/index-nuxt3 "requires an authentication guard": the member's help page.
  // Only that path: the public about pages /about/{id}.html stay cached and open.
  /^\/about\/index-nuxt3\/?$/,
  /^\/payment\/?$/,
  /^\/visa\/submitOrder\/?$/,
  // The flight request form: it lists the member's own visitors as passengers.
  /^\/flight\//,
  // Result pages poll the user's own payment. /ticket/{id}.html stays public: crawlers follow it
  // from the exhibition page and its form sends an anonymous visitor to log in first.
  /^\/result\/[^/]+\/?$/,
  /^\/visa-result\/[^/]+\/?$/,
];

/** Whether a path requires a logged-in user. */
export function requiresLogin(pathname: string): boolean {
  return loginRoutes.some((pattern) => pattern.test(pathname));
}

/**
 * The path of a request URL as sent (before normalisation), without the query: a query may
 * legitimately carry `..` or backslashes (a redirect parameter), a path may not.
 * @example rawRequestPath('http://h/a/..%2fb?x=..', 'http://h') // '/a/..%2fb'
 */
export function rawRequestPath(requestUrl: string, origin: string): string {
  const rest = requestUrl.startsWith(origin) ? requestUrl.slice(origin.length) : requestUrl;
  const query = rest.search(/[?#]/);
  return query < 0 ? rest : rest.slice(0, query);
}

/**
 * Whether a raw request path tries to climb out of the site (`..` segments, also encoded,
 * backslashes, NUL): such paths answer 404 before any routing.
 */
export function isTraversalPath(rawPath: string): boolean {
  let decoded = rawPath;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    if (next === decoded) break;
    decoded = next;
  }
  return decoded.includes('\0') || decoded.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(decoded);
}

// Control characters in a redirect target are a header-splitting attempt.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * Whether a redirect target is a same-site relative path (anything else lands on the home page).
 * @example safeRedirect('//evil.example/x') // '/'
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target) return '/';
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (controlCharacters.test(target)) return '/';
  try {
    const url = new URL(target, 'http://portal.invalid');
    if (url.host !== 'portal.invalid') return '/';
    // Dot segments collapse while parsing: '/.//evil.example' comes out as '//evil.example',
    // which a browser reads as another host. Check the result, not only the input.
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? '/' : path;
  } catch {
    return '/';
  }
}

/** Whether a page hosts the customer-chat widget: every page except paths containing /seo. */
export function hasCustomerChat(pathname: string): boolean {
  return !pathname.includes('/seo');
}
