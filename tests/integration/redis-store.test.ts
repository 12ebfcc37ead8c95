// The route cache's Redis store against a real redis-server started here (Debian's, a free port,
// nothing persisted; installed when missing as root, else the suite fails): two stores as two
// processes, invalidations by pub/sub, Redis going away and coming back, the build-id rule, and
// two real origin processes (the built portal) sharing renders through Redis.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dist,
  freePort,
  startApi,
  startRedis,
  startService,
  type RedisService,
  type Service,
} from '../../scripts/delivery/processes.ts';
import { routeCacheInvalidator } from '../../scripts/delivery/host.ts';
import type { CacheEntry } from '../../src/lib/cache/cache-entry.ts';
import portalCache, { closePortalCache, portalCacheSymbol } from '../../src/lib/cache/provider.ts';
import { RedisStore, type RedisStoreOptions } from '../../src/lib/cache/redis-store.ts';
import { openSharedStore, sharedStoreSettings } from '../../src/lib/cache/shared-store.ts';
import type { InvalidationRecord } from '../../src/lib/cache/store-protocol.ts';

let redis: RedisService;
const stores: RedisStore[] = [];
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as never;

/** A fresh key space per test. */
let space = 0;
function prefix(): string {
  space += 1;
  return `t${String(space)}-${String(Date.now())}:`;
}

/** A store as one origin process would open it (closed after the test). */
async function openStore(
  keys: string,
  options: RedisStoreOptions = {},
  url = redis.url,
): Promise<RedisStore> {
  const store = new RedisStore(url, { prefix: keys, warn: () => undefined, ...options });
  stores.push(store);
  await store.ready();
  return store;
}

/** A rendered page as the provider stores it. */
function entry(
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

/** Waits until `check` holds; answers the milliseconds it took. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${String(timeoutMs)} ms`);
    await new Promise((done) => setImmediate(done));
  }
  return performance.now() - started;
}

/** A page render as Astro's cache stage returns it. */
function page(body: string, tags = 'page,exhibition:1'): Response {
  return new Response(body, {
    headers: { 'CDN-Cache-Control': 'max-age=300, stale-while-revalidate=300', 'Cache-Tag': tags },
  });
}

/** The process environment of an origin on the Redis store. */
function redisEnviron(keys: string): NodeJS.ProcessEnv {
  return { APP_ENV: 'test', PORTAL_CACHE_STORE: 'redis', REDIS_URL: redis.url, PORTAL_CACHE_PREFIX: keys };
}

/** The p-th percentile of a list of numbers. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

beforeAll(async () => {
  redis = await startRedis();
}, 120_000);

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

afterAll(async () => {
  await redis.stop();
});

describe('RedisStore between two processes', () => {
  it('serves an entry stored by one store from the other', async () => {
    const keys = prefix();
    const [a, b] = [await openStore(keys), await openStore(keys)];
    const stored = entry('<p>one</p>');
    await a.set('zh|zh|/exhibition/1.html', stored);
    expect(await b.get('zh|zh|/exhibition/1.html')).toEqual(stored);
    expect(await b.get('en|en|/exhibition/1.html')).toBeUndefined();
  });

  it('pushes an invalidation made in one to the other within milliseconds (pub/sub)', async () => {
    const keys = prefix();
    const [a, b] = [await openStore(keys), await openStore(keys)];
    const key = 'en|en|/exhibition/1.html';
    const stored = entry('<p>old</p>');
    await a.set(key, stored);
    await a.set('en|en|/news/1.html', entry('<p>news</p>', ['page', 'news:1']));
    const inMemory = await b.get(key);
    expect(inMemory).toBeDefined();
    expect(b.sync()).toEqual([]);
    const latencies: number[] = [];
    for (let round = 0; round < 50; round += 1) {
      const started = performance.now();
      await a.invalidate([`exhibition:${String(1000 + round)}`], []);
      const received: InvalidationRecord[] = [];
      await eventually(() => {
        received.push(...b.sync());
        return received.length > 0;
      });
      latencies.push(performance.now() - started);
    }
    console.log(
      `[redis-store] invalidation seen by the other store: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms`,
    );
    expect(percentile(latencies, 99)).toBeLessThan(100);
    await a.invalidate(['exhibition:1'], []);
    expect(a.isInvalidated(key, stored)).toBe(true);
    await eventually(() => b.sync().length > 0);
    // The entry b holds in memory is dead as well as the one in Redis.
    expect(inMemory && b.isInvalidated(key, inMemory)).toBe(true);
    expect(await b.get(key)).toBeUndefined();
    expect(await b.get('en|en|/news/1.html')).toBeDefined();
  });

  it('carries path invalidations, and a store started later reads them from Redis, not from messages', async () => {
    const keys = prefix();
    const a = await openStore(keys);
    await a.set('zh|zh|/a', entry('a', ['page']));
    await a.set('zh|zh|/b', entry('b', ['page', 'exhibition:7']));
    await a.set('zh|zh|/c', entry('c', ['page', 'exhibition:8']));
    await new Promise((done) => setTimeout(done, 2));
    await a.invalidate(['exhibition:7'], ['/a']);
    const late = await openStore(keys);
    expect(await late.get('zh|zh|/a')).toBeUndefined();
    expect(await late.get('zh|zh|/b')).toBeUndefined();
    expect((await late.get('zh|zh|/c'))?.tags).toEqual(['page', 'exhibition:8']);
    // A render that started before the invalidation and was stored after it stays dead.
    const racing = entry('racing', ['page', 'exhibition:7'], Date.now() - 50);
    await a.set('zh|zh|/racing', racing);
    await a.invalidate(['exhibition:7'], [], Date.now() - 20);
    expect(await late.get('zh|zh|/racing')).toBeUndefined();
    // An older invalidation arriving late never moves a tag's time back.
    await a.invalidate(['exhibition:7'], [], 1);
    expect(await late.get('zh|zh|/racing')).toBeUndefined();
  });

  it('fails fast and degrades to misses when Redis is unreachable', async () => {
    const url = `redis://127.0.0.1:${String(await freePort())}`;
    const warnings: string[] = [];
    const store = new RedisStore(url, {
      prefix: prefix(),
      timeoutMs: 300,
      warn: (message) => warnings.push(message),
    });
    stores.push(store);
    const started = performance.now();
    expect(store.sync()).toEqual([]);
    expect(await store.get('zh|zh|/')).toBeUndefined();
    await expect(store.set('zh|zh|/', entry('x'))).resolves.toBeUndefined();
    await expect(store.invalidate(['exhibition:1'], [])).rejects.toThrow(/could not be written to Redis/);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
  });
});

describe('RedisStore when Redis goes away', () => {
  it('answers misses, drops writes, and after reconnecting re-checks what it held in memory', async () => {
    const flaky = await startRedis();
    let stopped = false;
    try {
      const keys = prefix();
      const warnings: string[] = [];
      const options = { timeoutMs: 500, warn: (message: string) => warnings.push(message) };
      const store = await openStore(keys, options, flaky.url);
      const writer = await openStore(keys, {}, flaky.url);
      const stored = entry('before', ['page', 'exhibition:5'], Date.now() - 50);
      await writer.set('zh|zh|/exhibition/5.html', stored);
      const held = await store.get('zh|zh|/exhibition/5.html');
      expect(held).toBeDefined();

      await flaky.stop();
      stopped = true;
      const started = performance.now();
      expect(await store.get('zh|zh|/exhibition/5.html')).toBeUndefined();
      await expect(store.set('zh|zh|/exhibition/6.html', entry('six'))).resolves.toBeUndefined();
      await expect(store.invalidate(['exhibition:6'], [])).rejects.toThrow(/could not be written/);
      expect(performance.now() - started).toBeLessThan(2500);
      // The sockets learn of the server's exit a moment later.
      await eventually(() => !store.subscribed);
      expect(warnings.length).toBeGreaterThanOrEqual(1);

      // The same port again, empty (nothing persisted): the subscription comes back, and what the
      // store held in memory from before the gap is no longer trusted without a new read.
      const again = await startRedis(flaky.port);
      try {
        await eventually(() => store.subscribed && writer.subscribed, 10_000);
        expect(held && store.isInvalidated('zh|zh|/exhibition/5.html', held)).toBe(true);
        await eventually(() => (warnings.at(-1) ?? '').includes('answers again'));
        const seven = entry('seven', ['page', 'exhibition:7']);
        await writer.set('zh|zh|/exhibition/7.html', seven);
        const read = await store.get('zh|zh|/exhibition/7.html');
        expect(read?.status).toBe(200);
        expect(read && store.isInvalidated('zh|zh|/exhibition/7.html', read)).toBe(false);
        await writer.invalidate(['exhibition:7'], []);
        await eventually(() => store.sync().length > 0);
        expect(read && store.isInvalidated('zh|zh|/exhibition/7.html', read)).toBe(true);
      } finally {
        await again.stop();
      }
    } finally {
      if (!stopped) await flaky.stop();
    }
  }, 60_000);
});

describe('portalCache over the Redis store', () => {
  it('is chosen by PORTAL_CACHE_STORE=redis with REDIS_URL, per environment prefix', () => {
    expect(
      sharedStoreSettings({ APP_ENV: 'prod', PORTAL_CACHE_STORE: 'redis', REDIS_URL: redis.url }),
    ).toEqual({
      kind: 'redis',
      url: redis.url,
      prefix: 'portal-cache:prod:',
    });
    expect(() => sharedStoreSettings({ APP_ENV: 'prod', PORTAL_CACHE_STORE: 'redis' })).toThrow(/REDIS_URL/);
    const store = openSharedStore(redisEnviron(prefix()));
    expect(store).toBeInstanceOf(RedisStore);
    store?.close();
  });

  it('serves a page rendered by one provider as a hit in the other, invalidates across them, and never serves another build', async () => {
    const environ = redisEnviron(prefix());
    const [a, b] = [portalCache({}, environ), portalCache({}, environ)];
    const nextBuild = portalCache({ buildId: 'next-build' }, environ);
    try {
      const url = 'http://en.localhost/exhibition/1.html';
      const request = () => ({ request: new Request(url), url: new URL(url), logger });
      // The first request waits for the connection (bounded): a miss, stored.
      const first = await a.onRequest?.(request(), () => Promise.resolve(page('one')));
      expect(first?.headers.get('x-astro-cache')).toBe('MISS');
      const next = vi.fn(() => Promise.resolve(page('rendered again')));
      const second = await b.onRequest?.(request(), next);
      expect(second?.headers.get('x-astro-cache')).toBe('HIT');
      expect(await second?.text()).toBe('one');
      expect(next).not.toHaveBeenCalled();
      // Another build renders its own (and its render replaces the old one in Redis).
      const other = await nextBuild.onRequest?.(request(), () => Promise.resolve(page('next build')));
      expect(other?.headers.get('x-astro-cache')).toBe('MISS');
      // b still holds build b's render in memory; a new process of the old build would miss.
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

  it('takes invalidations from a process without a provider (the rebuild CLI before any render)', async () => {
    const globals = globalThis as Record<symbol, unknown>;
    const live = globals[portalCacheSymbol];
    Reflect.deleteProperty(globals, portalCacheSymbol);
    try {
      const keys = prefix();
      const origin = await openStore(keys);
      const stored = entry('x', ['page', 'pavilion:3']);
      await origin.set('zh|zh|/pavilion/3.html', stored);
      await routeCacheInvalidator(redisEnviron(keys))(['pavilion:3'], ['/pavilion/3.html']);
      await eventually(() => origin.isInvalidated('zh|zh|/pavilion/3.html', stored));
      expect(await origin.get('zh|zh|/pavilion/3.html')).toBeUndefined();
    } finally {
      globals[portalCacheSymbol] = live;
    }
  });
});

describe('two origin processes sharing Redis', () => {
  let api: Service;
  const origins: Service[] = [];
  const keys = `origins-${String(Date.now())}:`;

  beforeAll(async () => {
    api = await startApi();
    const env = { ...redisEnviron(keys), PORTAL_DIST: dist, PORTAL_CACHE_DIR: '', API_BASE: api.url };
    const ports = [await freePort(), await freePort()];
    origins.push(
      ...(await Promise.all(
        ports.map((port) =>
          startService(['scripts/portal-server.ts'], { ...env, PORT: String(port) }, port, '/system/index'),
        ),
      )),
    );
  }, 300_000);

  afterAll(async () => {
    await Promise.all([...origins, api].filter(Boolean).map((service) => service.stop()));
  });

  it('serves a page rendered by one process as a hit in the other, and an invalidation reaches it at once', async () => {
    const [first, second] = origins as [Service, Service];
    expect(first.output()).toContain('route cache shared through Redis at redis://127.0.0.1');
    const path = '/exhibition/1.html';
    const a = await fetch(`${first.url}${path}`);
    expect(a.status).toBe(200);
    expect(a.headers.get('x-astro-cache')).toBe('MISS');
    const b = await fetch(`${second.url}${path}`);
    expect(b.headers.get('x-astro-cache')).toBe('HIT');
    expect(await b.text()).toBe(await a.text());
    // Held in the second process's memory now: the invalidation has to be pushed to it.
    expect((await fetch(`${second.url}${path}`)).headers.get('x-astro-cache')).toBe('HIT');

    const editor = await openStore(keys);
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      await (await fetch(`${second.url}${path}`)).arrayBuffer();
      const started = performance.now();
      await editor.invalidate(['exhibition:1'], []);
      await eventually(async () => {
        const again = await fetch(`${second.url}${path}`);
        await again.arrayBuffer();
        return again.headers.get('x-astro-cache') === 'MISS';
      });
      latencies.push(performance.now() - started);
    }
    console.log(
      `[redis-store] invalidation to a MISS in another origin process: ${latencies.map((ms) => ms.toFixed(1)).join(', ')} ms (each includes the render)`,
    );
    // Pushed, not polled: well under the bucket store's one-second poll.
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });
});
