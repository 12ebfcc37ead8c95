import { routeTarget } from '../routing/table.ts';

// Route preloads: pages a visitor is likely to open next (a link in view, or under the pointer)
// are fetched ahead into the browser's cache, at most 4 at a time (the spec's cap), each once.

/** The spec's cap on route preloads in flight at once. */
export const MAX_PREFETCH_IN_FLIGHT = 4;

/** A queue of prefetches that runs at most `maxInFlight` loads at once, each URL once. */
export interface PrefetchQueue {
  /** Queues a URL (ignored when already seen); `urgent` (hover, focus) goes before the rest. */
  add(url: string, urgent?: boolean): void;
  /** Loads running now. */
  readonly inFlight: number;
  /** URLs waiting for a free slot. */
  readonly waiting: number;
}

/** A prefetch queue over `load` (which settles when the page is in the cache or failed). */
export function createPrefetchQueue(
  load: (url: string) => Promise<unknown>,
  maxInFlight = MAX_PREFETCH_IN_FLIGHT,
): PrefetchQueue {
  const seen = new Set<string>();
  const queue: string[] = [];
  let inFlight = 0;
  const pump = (): void => {
    while (inFlight < maxInFlight) {
      const url = queue.shift();
      if (url === undefined) return;
      inFlight += 1;
      void Promise.resolve()
        .then(() => load(url))
        .catch(() => undefined)
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };
  return {
    add(url, urgent = false) {
      if (seen.has(url)) {
        // Hovering a link still waiting in the queue moves it to the front.
        const index = queue.indexOf(url);
        if (urgent && index > 0) queue.unshift(...queue.splice(index, 1));
        return;
      }
      seen.add(url);
      if (urgent) queue.unshift(url);
      else queue.push(url);
      pump();
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * The URL to prefetch for a link's href on a page, or undefined: only pages of this origin that
 * the bucket serves (static, cacheable, no side effects: never the API, a login-only page, the
 * locale switch or a page with a query), and not the page itself.
 * @example prefetchUrl('/exhibition/1.html', new URL('https://www.expoportal.cn/')) // 'https://www.expoportal.cn/exhibition/1.html'
 * @example prefetchUrl('/locale/en', new URL('https://www.expoportal.cn/')) // undefined
 */
export function prefetchUrl(href: string, page: URL): string | undefined {
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return undefined;
  }
  if (url.origin !== page.origin) return undefined;
  if (url.pathname === page.pathname && url.search === page.search) return undefined;
  if (routeTarget(url.pathname, url.search) !== 'bucket') return undefined;
  url.hash = '';
  return url.href;
}
