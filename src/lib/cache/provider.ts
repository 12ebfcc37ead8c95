import type { CacheProvider } from 'astro';
import { LRUCache } from 'lru-cache';
import { getConfig } from '../config.ts';
import { entryState, fromEntry, parseCacheDirectives, toEntry, type CacheEntry } from './cache-entry.ts';
import { cacheKey, pathOfKey } from './cache-key.ts';

/** Options of the portal's route cache (Astro `cache.provider.config`). */
export interface PortalCacheOptions {
  /** Memory budget in bytes for cached bodies. */
  maxBytes?: number;
  /** Seconds an expired entry may still be served when a new render fails (API down). */
  staleIfError?: number;
}

/** Requests carrying this header render fresh and are not stored (the export step). */
export const bypassHeader = 'x-portal-bypass-cache';

/**
 * The portal's Astro cache provider: an in-process LRU keyed by edition, locale and path,
 * with stale-while-revalidate, tag and path invalidation, and stale-if-error so cached pages
 * keep being served while the API is down.
 */
export default function portalCache(options: PortalCacheOptions = {}): CacheProvider {
  const staleIfError = (options.staleIfError ?? 24 * 60 * 60) * 1000;
  const entries = new LRUCache<string, CacheEntry>({
    maxSize: options.maxBytes ?? 256 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, entry.body.byteLength),
  });
  const revalidating = new Set<string>();

  /** Stores a fresh render when it asked to be cached; returns what the client gets. */
  async function store(key: string, response: Response): Promise<Response> {
    const { maxAge, swr } = parseCacheDirectives(response.headers.get('cdn-cache-control'));
    if (maxAge <= 0 || response.status !== 200 || response.headers.has('set-cookie')) return response;
    const entry = await toEntry(response.clone(), maxAge, swr);
    entries.set(key, entry);
    const headers = new Headers(response.headers);
    headers.set('X-Astro-Cache', 'MISS');
    return new Response(response.body, { status: response.status, headers });
  }

  return {
    name: 'portal-cache',
    async onRequest({ request, url, logger }, next) {
      if (request.method !== 'GET' || request.headers.has(bypassHeader)) return next();
      const key = cacheKey(url, request.headers.get('cookie'), getConfig());
      const cached = entries.get(key);
      const state = cached ? entryState(cached) : 'expired';
      if (cached && state === 'fresh') return fromEntry(cached, 'HIT');
      if (cached && state === 'stale') {
        if (!revalidating.has(key)) {
          revalidating.add(key);
          void next()
            .then((fresh) => (fresh.status === 200 ? store(key, fresh) : fresh))
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
      return store(key, response);
    },
    invalidate({ path, tags }) {
      const tagSet = new Set(typeof tags === 'string' ? [tags] : (tags ?? []));
      for (const [key, entry] of entries.entries()) {
        if ((path !== undefined && pathOfKey(key) === path) || entry.tags.some((tag) => tagSet.has(tag))) {
          entries.delete(key);
        }
      }
      return Promise.resolve();
    },
  };
}
