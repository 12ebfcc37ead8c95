// What every shared route-cache store must do, whatever service is under it: helpers and the
// store-contract suite that directory-store.test.ts and redis-store.test.ts (redis-server) both
// run, so the two stores are held to one set of expectations.
import { describe, expect, it, vi } from 'vitest';
import type { Service } from '../../scripts/delivery/processes.ts';
import type { CacheEntry } from '../../src/lib/cache/cache-entry.ts';
import portalCache, { closePortalCache, portalCacheSymbol } from '../../src/lib/cache/provider.ts';
import type { InvalidationRecord, SharedStore } from '../../src/lib/cache/store-protocol.ts';

/** A logger that swallows the provider's messages. */
const quietLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as never;

/** A rendered page as the provider stores it. */
export function entry(
  body: string,
  tags = ['page', 'exhibition:1'],
  storedAt = Date.now() - 5,
  buildId = 'b',
): CacheEntry {
  return {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    body: new Uint8Array(Buffer.from(body)),
    storedAt,
    buildId,
    maxAge: 300,
    swr: 300,
    tags,
  };
}

/**
 * Waits until `check` holds; answers the milliseconds it took. `pauseMs` 0 checks again on the
 * next turn of the event loop (to measure pushed invalidations), more sleeps between checks.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  pauseMs = 10,
): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${String(timeoutMs)} ms`);
    await new Promise((done) => (pauseMs === 0 ? setImmediate(done) : setTimeout(done, pauseMs)));
  }
  return performance.now() - started;
}

/** A page render as Astro's cache stage returns it. */
function page(body: string, tags = 'page,exhibition:1'): Response {
  return new Response(body, {
    headers: { 'CDN-Cache-Control': 'max-age=300, stale-while-revalidate=300', 'Cache-Tag': tags },
  });
}

/** Runs `work` with no portal cache provider in this process (as the rebuild CLI before any render). */
export async function withoutProvider(work: () => Promise<void>): Promise<void> {
  const globals = globalThis as Record<symbol, unknown>;
  const live = globals[portalCacheSymbol];
  Reflect.deleteProperty(globals, portalCacheSymbol);
  try {
    await work();
  } finally {
    globals[portalCacheSymbol] = live;
  }
}

/** Fetches a path from an origin until it answers a cache MISS (the invalidation reached it). */
export function untilMiss(origin: Service, path: string): Promise<number> {
  return eventually(async () => {
    const again = await fetch(`${origin.url}${path}`);
    await again.arrayBuffer();
    return again.headers.get('x-astro-cache') === 'MISS';
  });
}

/** A page rendered by one origin process is a cache hit in the other, with the same body. */
export async function expectSharedRender(first: Service, second: Service, path: string): Promise<void> {
  const a = await fetch(`${first.url}${path}`);
  expect(a.status).toBe(200);
  expect(a.headers.get('x-astro-cache')).toBe('MISS');
  const b = await fetch(`${second.url}${path}`);
  expect(b.headers.get('x-astro-cache')).toBe('HIT');
  expect(await b.text()).toBe(await a.text());
}

/** How a suite opens the stores of the contract. */
export interface StoreContractSubject {
  /** Two stores over one fresh key space, as two origin processes would open them. */
  openPair(): Promise<[SharedStore, SharedStore]>;
  /** A process environment whose providers share one fresh key space of the store. */
  environ(): NodeJS.ProcessEnv;
  /** A url no earlier run cached (the providers may share a key space with earlier runs). */
  url(): string;
  /** Longest time an invalidation may take to reach the other store. */
  deliveryWithinMs: number;
}

/** The store-contract suite: what any shared store does between two processes and two providers. */
export function describeStoreContract(name: string, subject: StoreContractSubject): void {
  describe(`${name}: the shared store contract`, () => {
    it('serves an entry stored by one store from the other', async () => {
      const [a, b] = await subject.openPair();
      const stored = entry('<p>one</p>');
      await a.set('zh|zh|/exhibition/1.html', stored);
      expect(await b.get('zh|zh|/exhibition/1.html')).toEqual(stored);
      expect(await b.get('en|en|/exhibition/1.html')).toBeUndefined();
    });

    it('brings a tag invalidation made in one to the other, in memory and in the store', async () => {
      const [a, b] = await subject.openPair();
      const key = 'en|en|/exhibition/1.html';
      const stored = entry('<p>old</p>');
      await a.set(key, stored);
      await a.set('en|en|/news/1.html', entry('<p>news</p>', ['page', 'news:1']));
      const inMemory = await b.get(key);
      expect(inMemory).toBeDefined();
      expect(b.sync()).toEqual([]);
      await a.invalidate(['exhibition:1'], []);
      expect(a.isInvalidated(key, stored)).toBe(true);
      const received: InvalidationRecord[] = [];
      const took = await eventually(() => {
        received.push(...b.sync());
        return received.length > 0;
      });
      expect(took).toBeLessThan(subject.deliveryWithinMs);
      expect(received[0]?.tags).toEqual(['exhibition:1']);
      // The entry b holds in memory is dead as well as the one in the store.
      expect(inMemory && b.isInvalidated(key, inMemory)).toBe(true);
      expect(await b.get(key)).toBeUndefined();
      expect(await b.get('en|en|/news/1.html')).toBeDefined();
    });

    it('serves a page rendered by one provider as a hit in the other, invalidates across them, and never serves another build', async () => {
      const environ = subject.environ();
      const [a, b] = [portalCache({}, environ), portalCache({}, environ)];
      const nextBuild = portalCache({ buildId: 'next-build' }, environ);
      try {
        const url = subject.url();
        const request = () => ({ request: new Request(url), url: new URL(url), logger: quietLogger });
        // The first request waits (boundedly) for the store: a miss, stored.
        const first = await a.onRequest?.(request(), () => Promise.resolve(page('one')));
        expect(first?.headers.get('x-astro-cache')).toBe('MISS');
        const next = vi.fn(() => Promise.resolve(page('rendered again')));
        const second = await b.onRequest?.(request(), next);
        expect(second?.headers.get('x-astro-cache')).toBe('HIT');
        expect(await second?.text()).toBe('one');
        expect(next).not.toHaveBeenCalled();
        // Another build renders its own (and its render replaces the old one in the store).
        const other = await nextBuild.onRequest?.(request(), () => Promise.resolve(page('next build')));
        expect(other?.headers.get('x-astro-cache')).toBe('MISS');
        // b still holds build b's render in memory; the invalidation must reach it there.
        await new Promise((done) => setTimeout(done, 2));
        await a.invalidate({ tags: ['exhibition:1'] });
        await eventually(async () => {
          const after = await b.onRequest?.(request(), () => Promise.resolve(page('new')));
          return after?.headers.get('x-astro-cache') === 'MISS';
        });
      } finally {
        closePortalCache(a);
        closePortalCache(b);
        closePortalCache(nextBuild);
      }
    });
  });
}
