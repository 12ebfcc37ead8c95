import type { ClientDirective } from 'astro';

// Kept free of imports: a directive is inlined into every page that uses it.
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
  if (/(?:^|;\s*)access_token=[^;]/.test(document.cookie)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  }
  window.addEventListener(sessionEvent, start, { once: true });
};

export default sessionDirective;
