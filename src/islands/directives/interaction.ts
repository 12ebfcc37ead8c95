import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island the first time the visitor focuses, points at, touches
 * or types into it (the header's search box). Until then its server-rendered HTML works alone
 * (a plain form), and readers who never touch it load no React for it.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const events = ['focusin', 'pointerover', 'touchstart', 'keydown'] as const;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const name of events) el.removeEventListener(name, start);
    void load().then((hydrate) => hydrate());
  };
  for (const name of events) el.addEventListener(name, start, { passive: true });
  // Focused before the directive ran (autofocus, a fast tab): hydrate now.
  if (el.contains(document.activeElement)) start();
};

export default interactionDirective;
