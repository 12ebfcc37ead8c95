// API answers fetched ahead of a render, in batches, by the static export (scripts/delivery).
// A server render asks this store before the network for token-less GETs with no query; the
// envelope it gets back goes through the same unwrapping and schema check as a fetched one, so
// an exported page has the bytes a live request would get. Live origins never install a store.
import type { ApiLocale } from './headers.ts';

/** Envelope bodies keyed by the API locale and the path they answer. */
export interface PrefetchedResponses {
  /** The envelope body of `GET path` in `locale`, or undefined (then the client fetches). */
  lookup(locale: ApiLocale, path: string): unknown;
}

/** Global symbol of the process's store: the export's worker and the built app share it. */
export const prefetchedResponsesSymbol = Symbol.for('expo-portal.prefetched-responses');

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
