// Runs once per page view: a new trace id for this route, the permanent session id, and the
// client's own locale detection, which is only logged when it disagrees with the server's.
import { reportLocaleMismatch, resolveLocale } from '../lib/edition.ts';
import { parseLocale } from '../lib/contract/locale.ts';
import { ensureSessionId, newTraceId } from '../lib/stores/identity.ts';

ensureSessionId();
newTraceId();
const root = document.documentElement;
const edition = root.dataset.edition === 'en' ? 'en' : 'zh';
const server = parseLocale(root.lang);
if (server !== undefined) {
  reportLocaleMismatch(
    server,
    resolveLocale({ pathname: location.pathname, cookie: document.cookie, edition }),
  );
}
