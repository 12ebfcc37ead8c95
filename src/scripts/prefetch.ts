// Route preloads on every page (src/lib/prefetch/queue.ts): links of the main content that come
// into view, and any link under the pointer or focused, are prefetched at most 4 at a time.
// Off when the visitor asked to save data or the connection is 2g.
import { createPrefetchQueue, prefetchUrl } from '../lib/prefetch/queue.ts';
import { atFirstInteraction } from './after-interactive.ts';

/** Links in view prefetched per page at most (hover and focus are not counted). */
const viewportBudget = 12;
/** A prefetch that has not settled after this long frees its slot. */
const loadTimeoutMs = 10_000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Fetches a page into the browser's cache: `<link rel=prefetch>` where supported, else a low-priority fetch. */
async function load(url: string): Promise<void> {
  const link = document.createElement('link');
  if (!link.relList.supports('prefetch')) {
    await fetch(url, { credentials: 'same-origin', priority: 'low' });
    return;
  }
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, loadTimeoutMs);
    link.rel = 'prefetch';
    link.href = url;
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    document.head.append(link);
  });
}

/** Starts prefetching for this page. */
export function startPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g')) return;
  const queue = createPrefetchQueue(load);
  const page = new URL(location.href);
  /** Queues the link an event target is in; answers whether it was one to prefetch. */
  const add = (target: EventTarget | null, urgent: boolean): boolean => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    if (link === null || link.hasAttribute('download') || link.dataset.noPrefetch !== undefined) return false;
    const url = prefetchUrl(link.getAttribute('href') ?? '', page);
    if (url === undefined) return false;
    queue.add(url, urgent);
    return true;
  };
  document.addEventListener('pointerover', (event) => void add(event.target, true), { passive: true });
  document.addEventListener('focusin', (event) => void add(event.target, true));
  if (typeof IntersectionObserver !== 'function') return;
  let budget = viewportBudget;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      if (budget > 0 && add(entry.target, false)) budget -= 1;
    }
  });
  // From the reader's first interaction (or a quiet while after load): prefetches must not compete
  // with the page's own requests, nor their main-thread work with its first input (observed at
  // load, they raised the list pages' total blocking time: docs/benchmarks.md "Route preloads").
  atFirstInteraction(() => {
    for (const link of document.querySelectorAll('main a[href]')) observer.observe(link);
  });
}
