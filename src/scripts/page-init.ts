// Runs once per page view: a new trace id for this route, the permanent session id, the
// client's own locale detection (only logged when it disagrees with the server's) and the
// language switch's cookie.
import { localeCookieMaxAge, localeCookieName, reportLocaleMismatch, resolveLocale } from '../lib/edition.ts';
import { parseLocale } from '../lib/contract/locale.ts';
import { ensureSessionId, newTraceId } from '../lib/stores/identity.ts';
import { watchAppManifest, watchChunkErrors } from '../lib/observability/page-health.ts';
import { startPrefetch } from './prefetch.ts';

ensureSessionId();
newTraceId();
// Every page: a chunk that fails to load reloads it once (and is reported), a manifest that
// cannot be fetched is logged, links in view or under the pointer are prefetched (4 at a time).
watchChunkErrors();
watchAppManifest();
startPrefetch();
const root = document.documentElement;
const edition = root.dataset.edition === 'en' ? 'en' : 'zh';
const server = parseLocale(root.lang);
if (server !== undefined) {
  reportLocaleMismatch(
    server,
    resolveLocale({ pathname: location.pathname, cookie: document.cookie, edition }),
  );
}

// The language switch links to the other locale's page (a file the bucket has); clicking it also
// keeps the choice in the cookie, so pages the origin renders without a prefix follow it.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-locale-switch]') : null;
  const chosen = parseLocale(link?.getAttribute('data-locale-switch'));
  if (chosen === undefined) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${localeCookieName}=${chosen}; Max-Age=${String(localeCookieMaxAge)}; Path=/; SameSite=Lax${secure}`;
});
