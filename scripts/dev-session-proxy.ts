// `npm run dev` answers /api the way the origin does (scripts/portal-server.ts): through the
// session proxy, so the browser holds the token only in the httpOnly cookie and the dev server
// adds Authorization from it. Vite's own proxy (astro.config.mjs) keeps /oss and /ossApi files.
import type { Plugin } from 'vite';
import { proxyToApi } from './api-proxy.ts';
import type { SessionCookiePolicy } from './session-proxy.ts';

/** Paths of the API's calls: the ones a session cookie is turned into Authorization for. */
const apiPath = /^\/api(?:[/?]|$)/;

/**
 * The dev server's /api proxy: a Vite plugin whose middleware runs before Vite's (and Astro's),
 * forwarding /api to `apiBase` with scripts/api-proxy.ts.
 */
export function devSessionProxy(apiBase: string, session: SessionCookiePolicy): Plugin {
  return {
    name: 'portal-dev-session-proxy',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!apiPath.test(req.url ?? '')) {
          next();
          return;
        }
        proxyToApi(apiBase, req, res, { session });
      });
    },
  };
}
