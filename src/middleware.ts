import { defineMiddleware } from 'astro:middleware';
import { createServerApiClient, serverOssBase } from './lib/api/server-client.ts';
import { getConfig, getSecrets } from './lib/config.ts';
import { resolveEdition, resolveLocale, stripLocalePrefix } from './lib/edition.ts';
import { serveMessages } from './lib/i18n/messages-endpoint.ts';
import { serverI18n } from './lib/i18n/server.ts';
import { failedRequestOf } from './lib/pages/failed-requests.ts';
import { loginPath } from './lib/paths/index.ts';
import { isRouteInEdition, isTraversalPath, rawRequestPath, requiresLogin } from './lib/routes.ts';

/** The access token cookie (set by the login island, read by the guard). */
const tokenCookie = 'access_token';

// Runs for every page request that is not a cache hit (hits skip middleware: never cache a
// page that depends on who asks, see docs/architecture.md).
export const onRequest = defineMiddleware(async (context, next) => {
  const { url, request, locals } = context;
  const messagesResponse = serveMessages(url.pathname);
  if (messagesResponse) return messagesResponse;

  const config = getConfig();
  const edition = resolveEdition(url.host, config);
  const locale = resolveLocale({ pathname: url.pathname, cookie: request.headers.get('cookie'), edition });
  const path = stripLocalePrefix(url.pathname);
  // A rewrite (to /404, or out of a locale prefix) runs the middleware again: keep the first path.
  locals.requestPath ??= url.pathname;
  locals.edition = edition;
  locals.locale = locale;
  locals.path = path;
  locals.config = config;
  locals.t = serverI18n(locale).t;
  // Kept across rewrites like requestPath: /system/error shows the calls that failed before it.
  const failedRequests = (locals.failedRequests ??= []);
  // Public pages are cached and shared: their API client never carries the visitor's token.
  locals.api = createServerApiClient({
    baseURL: config.apiBase,
    ossBase: serverOssBase(config),
    locale,
    url: url.pathname + url.search,
    userAgent: request.headers.get('user-agent') ?? undefined,
    newsSigningSecret: getSecrets().NEWS_SIGNING_SECRET,
    noteError: (error) => {
      failedRequests.push(failedRequestOf(error));
    },
  });

  if (isTraversalPath(rawRequestPath(request.url, url.origin)) || !isRouteInEdition(path, edition)) {
    return context.rewrite('/404');
  }
  if (requiresLogin(path) && !context.cookies.get(tokenCookie)?.value) {
    return context.redirect(loginPath(url.pathname + url.search), 302);
  }
  if (path !== url.pathname) return next(`${path}${url.search}`);
  return next();
});
