import type { CacheProvider } from 'astro';
import { LRUCache } from 'lru-cache';
import { getConfig } from '../config.ts';
import { currentBuildId } from './build-id.ts';
import { entryState, fromEntry, parseCacheDirectives, toEntry, type CacheEntry } from './cache-entry.ts';
import { cacheKey, pathOfKey } from './cache-key.ts';
import { openSharedStore } from './shared-store.ts';
import type { SharedStore } from './store-protocol.ts';

/** Options of the portal's route cache (Astro `cache.provider.config`). */
export interface PortalCacheOptions {
  /** Memory budget in bytes for cached bodies. */
  maxBytes?: number;
  /** Seconds an expired entry may still be served when a new render fails (API down). */
  staleIfError?: number;
  /**
   * Directory of the store shared with other origin processes; PORTAL_CACHE_DIR overrides it
   * at run time (see `storeDirFor` for the default), PORTAL_CACHE_STORE=bucket replaces it with
   * the environment's bucket (see `openSharedStore`).
   */
  storeDir?: string;
  /** The build whose renders this provider serves (default: this process's `currentBuildId`). */
  buildId?: string;
}

/** Requests carrying this header render fresh and are not stored (the export step). */
export const bypassHeader = 'x-portal-bypass-cache';

/**
 * On bypassed renders, the page's cache tags under a header that survives Astro's cache stage
 * (which strips Cache-Tag): the export records which URL shows which entity from it.
 */
export const exportTagsHeader = 'x-portal-cache-tags';

/** Global symbol under which the live provider is published (the origin's webhook uses it). */
export const portalCacheSymbol = Symbol.for('expo-portal.route-cache');

/** The shared store of each provider, for `closePortalCache`. */
const sharedStores = new WeakMap<CacheProvider, SharedStore>();

/** Stops a provider's background work (the bucket store's poller): tests, shutdown. */
export function closePortalCache(provider: CacheProvider): void {
  sharedStores.get(provider)?.close();
}

/**
 * The portal's Astro cache provider: an in-process LRU keyed by edition, locale and path,
 * over a store shared with other origin processes (a directory, or the environment's bucket:
 * `openSharedStore`; write-through, read-through on a memory miss), with
 * stale-while-revalidate, tag and path invalidation that reaches every process sharing the
 * store, and stale-if-error so cached pages keep being served while the API is down.
 */
export default function portalCache(
  options: PortalCacheOptions = {},
  environ: NodeJS.ProcessEnv = process.env,
): CacheProvider {
  const staleIfError = (options.staleIfError ?? 24 * 60 * 60) * 1000;
  const entries = new LRUCache<string, CacheEntry>({
    maxSize: options.maxBytes ?? 256 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, entry.body.byteLength),
  });
  const revalidating = new Set<string>();
  const shared = openSharedStore(environ, options.storeDir);
  const buildId = options.buildId ?? currentBuildId;

  /** Drops from memory what other processes invalidated since the last request. */
  function applyRemoteInvalidations(): void {
    if (!shared) return;
    for (const record of shared.sync()) dropMatching(new Set(record.tags), new Set(record.paths));
  }

  /** Deletes memory entries carrying one of the tags or at one of the paths. */
  function dropMatching(tags: ReadonlySet<string>, paths: ReadonlySet<string>): void {
    for (const [key, entry] of entries.entries()) {
      if (paths.has(pathOfKey(key)) || entry.tags.some((tag) => tags.has(tag))) entries.delete(key);
    }
  }

  /**
   * The entry of a key from memory, else from the shared store (then kept in memory). An entry
   * another build rendered counts as absent: the render that replaces it overwrites it.
   */
  async function lookup(key: string): Promise<CacheEntry | undefined> {
    const inMemory = entries.get(key);
    if (inMemory && !shared?.isInvalidated(key, inMemory)) return inMemory;
    if (inMemory) entries.delete(key);
    const fromStore = await shared?.get(key);
    if (fromStore?.buildId !== buildId) return undefined;
    entries.set(key, fromStore);
    return fromStore;
  }

  /**
   * Stores a fresh render when it asked to be cached; returns what the client gets.
   * `startedAt` is when the render began: an invalidation during the render kills the entry.
   */
  async function store(key: string, response: Response, startedAt: number): Promise<Response> {
    const { maxAge, swr } = parseCacheDirectives(response.headers.get('cdn-cache-control'));
    if (maxAge <= 0 || response.status !== 200 || response.headers.has('set-cookie')) return response;
    const entry = await toEntry(response.clone(), maxAge, swr, startedAt, buildId);
    entries.set(key, entry);
    // Write-through before answering (about a millisecond for a directory, a PUT for the bucket),
    // so a page this process just served is a hit in every other process; a failed write only
    // costs them a render.
    await shared?.set(key, entry).catch(() => undefined);
    const headers = new Headers(response.headers);
    headers.set('X-Astro-Cache', 'MISS');
    return new Response(response.body, { status: response.status, headers });
  }

  const provider: CacheProvider = {
    name: 'portal-cache',
    async onRequest({ request, url, logger }, next) {
      if (request.method !== 'GET') return next();
      if (request.headers.has(bypassHeader)) return withExportTags(await next());
      applyRemoteInvalidations();
      const key = cacheKey(url, request.headers.get('cookie'), getConfig());
      const cached = await lookup(key);
      const state = cached ? entryState(cached) : 'expired';
      if (cached && state === 'fresh') return fromEntry(cached, 'HIT');
      const startedAt = Date.now();
      if (cached && state === 'stale') {
        if (!revalidating.has(key)) {
          revalidating.add(key);
          void next()
            .then((fresh) => (fresh.status === 200 ? store(key, fresh, startedAt) : fresh))
            .catch((error: unknown) => {
              logger.warn(`revalidation of ${url.pathname} failed: ${String(error)}`);
            })
            .finally(() => revalidating.delete(key));
        }
        return fromEntry(cached, 'STALE');
      }
      let response: Response;
      try {
        response = await next();
      } catch (error) {
        if (cached && Date.now() - cached.storedAt < staleIfError) return fromEntry(cached, 'STALE');
        throw error;
      }
      if (response.status >= 500 && cached && Date.now() - cached.storedAt < staleIfError) {
        return fromEntry(cached, 'STALE');
      }
      return store(key, response, startedAt);
    },
    async invalidate({ path, tags }) {
      const tagList = typeof tags === 'string' ? [tags] : (tags ?? []);
      const paths = path === undefined ? [] : [path];
      dropMatching(new Set(tagList), new Set(paths));
      // Rejects when the bucket could not record it: the other processes would not learn of it.
      await shared?.invalidate(tagList, paths);
    },
  };
  if (shared) sharedStores.set(provider, shared);
  (globalThis as Record<symbol, unknown>)[portalCacheSymbol] = provider;
  return provider;
}

/** Copies the Cache-Tag of a bypassed render to `exportTagsHeader`. */
function withExportTags(response: Response): Response {
  const tags = response.headers.get('cache-tag');
  if (tags === null) return response;
  const headers = new Headers(response.headers);
  headers.set(exportTagsHeader, tags);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
