// API answers fetched ahead of a render, in batches, by the static export (scripts/delivery).
// A server render asks this store before the network for token-less GETs; the
// envelope it gets back goes through the same unwrapping and schema check as a fetched one, so
// an exported page has the bytes a live request would get. Live origins never install a store.
import type { ApiLocale } from '../contract/locale.ts';

/** Envelope bodies keyed by the API locale and the request they answer (`prefetchKey`). */
export interface PrefetchedResponses {
  /** The envelope body of a GET in `locale`, or undefined (then the client fetches). */
  lookup(locale: ApiLocale, key: string): unknown;
}

/**
 * The key of a GET: its path, then its defined query values sorted by name, so the order in
 * which a caller wrote its query object does not matter.
 * @example prefetchKey('/api/news', { pageSize: 20, t: 0, x: undefined }) // '/api/news?pageSize=20&t=0'
 */
export function prefetchKey(
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const entries = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return entries.length === 0 ? path : `${path}?${entries.join('&')}`;
}

/** Global symbol of the process's store: the export's worker and the built app share it. */
const prefetchedResponsesSymbol = Symbol.for('expo-portal.prefetched-responses');

/** The store installed in this process, if any. */
export function installedPrefetchedResponses(): PrefetchedResponses | undefined {
  return (globalThis as Record<symbol, unknown>)[prefetchedResponsesSymbol] as
    PrefetchedResponses | undefined;
}

/** Installs the store of this process (the export's render worker does, nothing else). */
export function installPrefetchedResponses(store: PrefetchedResponses): void {
  (globalThis as Record<symbol, unknown>)[prefetchedResponsesSymbol] = store;
}

/** Removes the store of this process (tests). */
export function uninstallPrefetchedResponses(): void {
  Reflect.deleteProperty(globalThis, prefetchedResponsesSymbol);
}
