import type { ClientDirective } from 'astro';

// Kept free of imports: a directive is inlined into every page that uses it.
const overlayEvent = 'portal:overlay';

/** `client:overlay`: hydrates an island on the first `portal:overlay` window event. */
const overlayDirective: ClientDirective = (load) => {
  window.addEventListener(
    overlayEvent,
    () => {
      void load().then((hydrate) => hydrate());
    },
    { once: true },
  );
};

export default overlayDirective;
