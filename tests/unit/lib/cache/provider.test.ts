import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, pathOfKey } from '../../../../src/lib/cache/cache-key.ts';
import { entryState, parseCacheDirectives } from '../../../../src/lib/cache/cache-entry.ts';
import portalCache, { bypassHeader } from '../../../../src/lib/cache/provider.ts';
import { loadEnvConfig } from '../../../../env/index.ts';

const hosts = loadEnvConfig({ APP_ENV: 'test' });
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as never;

/** A page render as Astro's cache stage returns it. */
function page(body: string, { maxAge = 300, swr = 300, status = 200, tags = 'page' } = {}): Response {
  return new Response(body, {
    status,
    headers: {
      'CDN-Cache-Control': `max-age=${String(maxAge)}, stale-while-revalidate=${String(swr)}`,
      'Cache-Tag': tags,
    },
  });
}

function request(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  return { request: new Request(url, { headers }), url: parsed, logger };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cacheKey', () => {
  it('separates editions, locales and paths and sorts the query', () => {
    expect(cacheKey(new URL('http://en.localhost:4321/a?b=1&a=2'), null, hosts)).toBe('en|en|/a?a=2&b=1');
    expect(cacheKey(new URL('http://localhost/a'), 'locale=en', hosts)).toBe('zh|en|/a');
    expect(cacheKey(new URL('http://localhost/a?utm_source=x'), 'locale=garbage', hosts)).toBe('zh|zh|/a');
    expect(pathOfKey('en|en|/a?x=1')).toBe('/a');
  });
});

describe('parseCacheDirectives and entryState', () => {
  it('reads max-age and swr and ignores garbage', () => {
    expect(parseCacheDirectives('max-age=30, stale-while-revalidate=60')).toEqual({ maxAge: 30, swr: 60 });
    expect(parseCacheDirectives('max-age=abc')).toEqual({ maxAge: 0, swr: 0 });
    expect(parseCacheDirectives(null)).toEqual({ maxAge: 0, swr: 0 });
  });
  it('ages entries from fresh to stale to expired', () => {
    const entry = {
      status: 200,
      headers: [],
      body: new Uint8Array(),
      storedAt: 0,
      maxAge: 10,
      swr: 10,
      tags: [],
      buildId: 'b',
    };
    expect(entryState(entry, 5_000)).toBe('fresh');
    expect(entryState(entry, 15_000)).toBe('stale');
    expect(entryState(entry, 25_000)).toBe('expired');
  });
});

describe('portalCache', () => {
  it('answers MISS then HIT, keyed by locale cookie', async () => {
    const cache = portalCache();
    const next = vi.fn(() => Promise.resolve(page('zh page')));
    const first = await cache.onRequest?.(request('http://localhost/'), next);
    expect(first?.headers.get('x-astro-cache')).toBe('MISS');
    const second = await cache.onRequest?.(request('http://localhost/'), next);
    expect(second?.headers.get('x-astro-cache')).toBe('HIT');
    expect(await second?.text()).toBe('zh page');
    const english = await cache.onRequest?.(request('http://localhost/', { cookie: 'locale=en' }), () =>
      Promise.resolve(page('en page')),
    );
    expect(english?.headers.get('x-astro-cache')).toBe('MISS');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('never stores responses that set cookies, errors or uncacheable pages', async () => {
    const cache = portalCache();
    const withCookie = page('x');
    withCookie.headers.set('Set-Cookie', 'a=1');
    for (const response of [withCookie, page('x', { status: 404 }), new Response('no directives')]) {
      await cache.onRequest?.(request('http://localhost/p'), () => Promise.resolve(response.clone()));
      const again = await cache.onRequest?.(request('http://localhost/p'), () =>
        Promise.resolve(new Response('fresh')),
      );
      expect(again?.headers.get('x-astro-cache')).not.toBe('HIT');
    }
  });

  it('serves stale while revalidating once in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = portalCache();
    await cache.onRequest?.(request('http://localhost/s'), () =>
      Promise.resolve(page('v1', { maxAge: 10, swr: 60 })),
    );
    vi.setSystemTime(Date.now() + 20_000);
    const next = vi.fn(() => Promise.resolve(page('v2', { maxAge: 10, swr: 60 })));
    const stale = await cache.onRequest?.(request('http://localhost/s'), next);
    expect(stale?.headers.get('x-astro-cache')).toBe('STALE');
    expect(await stale?.text()).toBe('v1');
    await vi.waitFor(async () => {
      const fresh = await cache.onRequest?.(request('http://localhost/s'), next);
      expect(await fresh?.text()).toBe('v2');
    });
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('keeps serving an expired page when the new render fails (API down)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = portalCache();
    await cache.onRequest?.(request('http://localhost/e'), () =>
      Promise.resolve(page('good', { maxAge: 1, swr: 1 })),
    );
    vi.setSystemTime(Date.now() + 60_000);
    const failing = await cache.onRequest?.(request('http://localhost/e'), () =>
      Promise.resolve(new Response('down', { status: 503 })),
    );
    expect(failing?.status).toBe(200);
    expect(await failing?.text()).toBe('good');
  });

  it('invalidates by tag and by path across editions and locales', async () => {
    const cache = portalCache();
    const render = (body: string, tags: string) => () => Promise.resolve(page(body, { tags }));
    await cache.onRequest?.(request('http://localhost/exhibition/1.html'), render('a', 'exhibition:1'));
    await cache.onRequest?.(request('http://en.localhost/exhibition/1.html'), render('b', 'exhibition:1'));
    await cache.onRequest?.(request('http://localhost/exhibition/2.html'), render('c', 'exhibition:2'));
    await cache.invalidate({ tags: ['exhibition:1'] });
    const hit = (url: string) =>
      cache
        .onRequest?.(request(url), () => Promise.resolve(new Response('fresh')))
        .then((r) => r.headers.get('x-astro-cache'));
    expect(await hit('http://localhost/exhibition/1.html')).not.toBe('HIT');
    expect(await hit('http://en.localhost/exhibition/1.html')).not.toBe('HIT');
    expect(await hit('http://localhost/exhibition/2.html')).toBe('HIT');
    await cache.invalidate({ path: '/exhibition/2.html' });
    expect(await hit('http://localhost/exhibition/2.html')).not.toBe('HIT');
  });

  it('lets bypass requests (the export) render fresh without storing', async () => {
    const cache = portalCache();
    await cache.onRequest?.(request('http://localhost/b', { [bypassHeader]: '1' }), () =>
      Promise.resolve(page('x')),
    );
    const after = await cache.onRequest?.(request('http://localhost/b'), () => Promise.resolve(page('y')));
    expect(after?.headers.get('x-astro-cache')).toBe('MISS');
  });
});
