// Where a request of the public site is answered, as one ordered table: the single source for
// the nginx edge (scripts/edge/nginx-config.ts), the bucket's website configuration
// (scripts/edge/bucket-website.ts), the exported tree's link check and docs/deploy.md.
// - `bucket`: the exported page or file in the edition's folder of the bucket; a miss (a
//   filter combination or page the export does not hold) goes on to the origin;
// - `origin`: the Node origin renders it (per user, per query, or cleaned on the way);
// - `api`: the business API, on the site's own host so islands need no CORS (reached through
//   the origin's /api proxy, which holds the session: scripts/session-proxy.ts);
// - `objectStorage`: pictures and files on object storage (the reference API in dev and test).
import { loginRoutes } from '../routes.ts';

/** Who answers a request. */
export type RouteTarget = 'bucket' | 'origin' | 'api' | 'objectStorage';

/** One row of the table: the first row whose pattern matches a path decides. */
export interface RouteRule {
  /** A short name, used in generated configs and docs. */
  readonly name: string;
  /** Tested against the locale-stripped path (`/en/login` is tested as `/login`). */
  readonly pattern: RegExp;
  readonly target: RouteTarget;
  /** Why the row exists, for docs/deploy.md and the generated config's comments. */
  readonly reason: string;
  /**
   * A bucket row whose pages the export holds only in part (lists: every page unfiltered and
   * page 1 of each single filter); the origin renders the rest when the bucket misses.
   */
  readonly partial?: true;
}

/**
 * The table, first match wins. Its patterns use only what JavaScript and PCRE (nginx) read
 * alike: anchors, groups, alternation, classes and `\/`.
 */
export const routingTable: readonly RouteRule[] = [
  { name: 'api', pattern: /^\/api(\/|$)/, target: 'api', reason: 'API calls of islands' },
  {
    name: 'news-fragment',
    pattern: /^\/ossApi\/newsContent\//,
    target: 'origin',
    reason: 'an article body on the site host is served cleaned by the origin, never raw',
  },
  {
    name: 'object-storage',
    pattern: /^\/(oss|ossApi)(\/|$)/,
    target: 'objectStorage',
    reason: 'pictures, uploads and /ossApi files go to object storage without the API base',
  },
  {
    name: 'rebuild-hook',
    pattern: /^\/_hooks\//,
    target: 'origin',
    reason: 'the signed rebuild webhook',
  },
  ...loginRoutes.map((pattern, index) => ({
    name: `login-${String(index + 1)}`,
    pattern,
    target: 'origin' as const,
    reason: 'needs a logged-in member (server redirect to /login otherwise)',
  })),
  {
    name: 'login-page',
    pattern: /^\/login\/?$/,
    target: 'origin',
    reason: 'reads its redirect from the query',
  },
  {
    name: 'locale-switch',
    pattern: /^\/locale\//,
    target: 'origin',
    reason: 'sets the locale cookie and redirects',
  },
  { name: 'system', pattern: /^\/system\//, target: 'origin', reason: 'health and error pages' },
  {
    name: 'buyer-forms',
    pattern: /^\/(ticket|exhibition\/apply|exhibition\/trip)\//,
    target: 'origin',
    reason: 'ticket, exhibit and trip forms: never exported, rendered per request',
  },
  {
    name: 'exhibition-subpages',
    pattern: /^\/expoinfo\//,
    target: 'origin',
    reason: "a fair's news, paged by query: rendered and cached by the origin",
  },
  {
    name: 'search',
    pattern: /^\/search\/?$/,
    target: 'origin',
    reason: 'results for a query, never exported',
  },
  {
    name: 'seo-mirror',
    pattern: /^\/seo(\/|$)/,
    target: 'origin',
    reason: 'the plain mirror for crawlers: rendered on request and cached by the origin',
  },
  {
    name: 'calendar-feed',
    pattern: /^\/calendar\/feed\//,
    target: 'origin',
    reason:
      "a member's private calendar feed (token in the path): rendered per request, never cached or exported",
  },
  {
    name: 'pdf',
    pattern: /\.(pdf|ics)$/,
    target: 'origin',
    reason: 'PDFs and calendar files (.ics) are generated on request and cached by the origin',
  },
  {
    name: 'filtered-lists',
    pattern:
      /^\/(exhibition-\d+(-\d+){6}|pavilion-\d+(-\d+){6}|information-\d+-\d+-\d+|visa-\d+(-\d+){4}|wiki-\d+-\d+)\/?$/,
    target: 'bucket',
    partial: true,
    reason:
      'lists: the export holds every page unfiltered and page 1 of each single filter; the origin renders other combinations',
  },
  {
    name: 'static',
    pattern: /^\//,
    target: 'bucket',
    reason: 'every exported page and file; a miss or a request with a query goes to the origin',
  },
];

/** The locale prefixes a path may carry (the non-default locale of an edition). */
const localePrefix = /^\/(zh|en)(?=\/|$)/;

/** A path without its locale prefix (`/en/login` → `/login`, `/en` → `/`). */
function withoutLocalePrefix(pathname: string): string {
  const stripped = pathname.replace(localePrefix, '');
  return stripped === '' ? '/' : stripped;
}

/** The row that decides a path. */
export function routeRuleOf(pathname: string): RouteRule {
  const path = withoutLocalePrefix(pathname);
  const rule = routingTable.find((row) => row.pattern.test(path));
  // The last row matches every path that starts with '/'; anything else is no path of ours.
  if (rule === undefined) throw new Error(`not a site path: ${JSON.stringify(pathname)}`);
  return rule;
}

/**
 * Who answers a request. A bucket object has one body whatever the query says, so a page
 * request with a query goes to the origin (which caches it); API and object storage keep theirs.
 * @example routeTarget('/exhibition/1.html', '') // 'bucket'
 * @example routeTarget('/en/manager/order', '') // 'origin'
 */
export function routeTarget(pathname: string, search = ''): RouteTarget {
  const { target } = routeRuleOf(pathname);
  if (target === 'bucket' && search !== '' && search !== '?') return 'origin';
  return target;
}

/** Whether a path is answered by the origin whatever the bucket holds (for the link check). */
export function isDynamicPath(pathname: string, search = ''): boolean {
  const target = routeTarget(pathname, search);
  return target !== 'bucket';
}
