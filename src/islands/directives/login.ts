import type { ClientDirective } from 'astro';

// Kept free of imports: a directive is inlined into every page that uses it. The names match
// loginEvent and LOGIN_PENDING_ATTRIBUTE in src/lib/stores/overlay-signal.ts.
const loginEvent = 'portal:login';
const pendingAttribute = 'data-login-pending';
const triggerSelector = '[data-login-trigger]';

/**
 * `client:login`: hydrates the login modal island on demand. A plain click on a login trigger
 * (an element with data-login-trigger, e.g. the header's login link) opens the modal instead
 * of following the link; hovering or focusing a trigger starts the download early; a
 * `portal:login` event (openLoginModal()) hydrates it too. Without JavaScript, and for
 * modified clicks (new tab), the trigger stays a link to /login.
 */
const loginDirective: ClientDirective = (load) => {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  const triggerOf = (event: Event): Element | null =>
    event.target instanceof Element ? event.target.closest(triggerSelector) : null;
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (triggerOf(event) === null) return;
    event.preventDefault();
    document.documentElement.setAttribute(pendingAttribute, '');
    start();
    window.dispatchEvent(new Event(loginEvent));
  });
  const warm = (event: Event): void => {
    if (triggerOf(event) !== null) start();
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  window.addEventListener(loginEvent, start);
};

export default loginDirective;
