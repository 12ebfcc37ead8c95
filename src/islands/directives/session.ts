import type { ClientDirective } from 'astro';
import { atIdleWithSession } from './session-cookie.ts';

// A directive is inlined into every page that uses it: it imports only tiny helpers.
const sessionEvent = 'portal:session';

/**
 * `client:session`: hydrates an island when the visitor has a session (an access_token cookie)
 * at idle, or later when a login fires `portal:session`. Anonymous readers load no React.
 */
const sessionDirective: ClientDirective = (load) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  atIdleWithSession(start);
  window.addEventListener(sessionEvent, start, { once: true });
};

export default sessionDirective;
