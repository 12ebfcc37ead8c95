import type { ClientDirective } from 'astro';
import { afterHydrationSettles, holdInteractions } from './replay.ts';

// 'click' too: a screen reader's activation and some taps come with no pointer or focus event.
const startEvents = ['focusin', 'pointerover', 'touchstart', 'keydown', 'click'] as const;

/**
 * Runs `hydrate` the first time the visitor focuses, points at, touches, clicks or types into
 * `el`, or when the returned function is called (another reason to hydrate). The interaction
 * that started it is not lost: a click or key the HTML could not act on (a tab, a button) is held
 * and made again once React has hydrated (replay.ts).
 */
export function hydrateOnInteraction(el: HTMLElement, hydrate: () => Promise<void>): () => void {
  let started = false;
  const held = holdInteractions(el);
  const start = (): void => {
    if (started) return;
    started = true;
    for (const name of startEvents) el.removeEventListener(name, start);
    void hydrate().then(async () => {
      // React listens from here: what happens now is its own; what came before is made again.
      held.stop();
      await afterHydrationSettles();
      held.replay();
    });
  };
  for (const name of startEvents) el.addEventListener(name, start, { passive: true });
  // Focused before the directive ran (autofocus, a fast tab): hydrate now.
  if (el.contains(document.activeElement)) start();
  return start;
}

/**
 * `client:interaction`: hydrates an island on the first interaction inside it (the header's
 * search box). Until then its server-rendered HTML works alone (a plain form), and readers who
 * never touch it load no React for it.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  hydrateOnInteraction(el, async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default interactionDirective;
