// Work a page does not need for its first paint or first input (third-party scripts, the page
// recorder, prefetches of links in view) waits until the page has loaded and the main thread is
// idle, or until the reader first does something.

/** Runs `task` once the page has loaded and the browser is idle (at most `timeoutMs` after load). */
export function afterInteractive(task: () => void, timeoutMs = 3000): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** What the reader does first. */
const firstInteraction = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;

/** When nobody interacts, work started by the first interaction still starts this long after load. */
const interactionFallbackMs = 8000;

/**
 * Runs `task` once, at the reader's first interaction or `fallbackMs` after the page became idle,
 * whichever comes first: for work whose main-thread cost must stay out of the window where the
 * page becomes interactive.
 */
export function atFirstInteraction(task: () => void, fallbackMs = interactionFallbackMs): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of firstInteraction) window.removeEventListener(type, begin);
    task();
  };
  for (const type of firstInteraction) window.addEventListener(type, begin, { passive: true });
  afterInteractive(() => setTimeout(begin, fallbackMs));
}
