import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DirectoryStore, storeDirFor } from '../../../../src/lib/cache/directory-store.ts';
import { decodeEntry, encodeEntry } from '../../../../src/lib/cache/store-protocol.ts';
import portalCache, { bypassHeader, exportTagsHeader } from '../../../../src/lib/cache/provider.ts';
import {
  describeSharedStore,
  openSharedStore,
  sharedStoreSettings,
} from '../../../../src/lib/cache/shared-store.ts';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as never;

/** A page render as Astro's cache stage returns it. */
function page(body: string, tags = 'page,exhibition:1'): Response {
  return new Response(body, {
    headers: { 'CDN-Cache-Control': 'max-age=300, stale-while-revalidate=300', 'Cache-Tag': tags },
  });
}

function request(url: string, headers: Record<string, string> = {}) {
  return { request: new Request(url, { headers }), url: new URL(url), logger };
}

/** Two providers as two origin processes would have them: own memory, one directory. */
function twoOrigins() {
  const dir = mkdtempSync(join(tmpdir(), 'route-cache-'));
  const environ = { APP_ENV: 'test', PORTAL_CACHE_DIR: dir };
  return [portalCache({}, environ), portalCache({}, environ)] as const;
}

describe('portalCache over the directory store', () => {
  it("never serves another build's render: the new build renders again and its render is shared", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-cache-'));
    const environ = { APP_ENV: 'test', PORTAL_CACHE_DIR: dir };
    const [oldBuild, newBuild, newBuildElsewhere] = [
      portalCache({ buildId: 'build-1' }, environ),
      portalCache({ buildId: 'build-2' }, environ),
      portalCache({ buildId: 'build-2' }, environ),
    ];
    const url = 'http://localhost/exhibition/1.html';
    await oldBuild.onRequest?.(request(url), () => Promise.resolve(page('old markup')));
    const afterDeploy = await newBuild.onRequest?.(request(url), () => Promise.resolve(page('new markup')));
    expect(afterDeploy?.headers.get('x-astro-cache')).toBe('MISS');
    expect(await afterDeploy?.text()).toBe('new markup');
    const next = vi.fn(() => Promise.resolve(page('rendered again')));
    const shared = await newBuildElsewhere.onRequest?.(request(url), next);
    expect(shared?.headers.get('x-astro-cache')).toBe('HIT');
    expect(await shared?.text()).toBe('new markup');
    expect(next).not.toHaveBeenCalled();
  });

  it('serves a page rendered by one origin as a hit in the other', async () => {
    const [a, b] = twoOrigins();
    const first = await a.onRequest?.(request('http://localhost/exhibition/1.html'), () =>
      Promise.resolve(page('one')),
    );
    expect(first?.headers.get('x-astro-cache')).toBe('MISS');
    const next = vi.fn(() => Promise.resolve(page('rendered again')));
    const second = await b.onRequest?.(request('http://localhost/exhibition/1.html'), next);
    expect(second?.headers.get('x-astro-cache')).toBe('HIT');
    expect(await second?.text()).toBe('one');
    expect(next).not.toHaveBeenCalled();
  });

  it('lets an invalidation in one origin reach the memory of the other', async () => {
    const [a, b] = twoOrigins();
    const url = 'http://en.localhost/exhibition/1.html';
    await a.onRequest?.(request(url), () => Promise.resolve(page('old')));
    expect(
      (await b.onRequest?.(request(url), () => Promise.resolve(page('x'))))?.headers.get('x-astro-cache'),
    ).toBe('HIT');
    await new Promise((done) => setTimeout(done, 2));
    await a.invalidate({ tags: ['exhibition:1'] });
    const after = await b.onRequest?.(request(url), () => Promise.resolve(page('new')));
    expect(after?.headers.get('x-astro-cache')).toBe('MISS');
    expect(await after?.text()).toBe('new');
  });

  it('invalidates by path across processes, leaving other pages cached', async () => {
    const [a, b] = twoOrigins();
    await a.onRequest?.(request('http://localhost/a'), () => Promise.resolve(page('a', 'page')));
    await a.onRequest?.(request('http://localhost/b'), () => Promise.resolve(page('b', 'page')));
    await new Promise((done) => setTimeout(done, 2));
    await b.invalidate({ path: '/a' });
    expect(
      (
        await a.onRequest?.(request('http://localhost/a'), () => Promise.resolve(page('a2', 'page')))
      )?.headers.get('x-astro-cache'),
    ).toBe('MISS');
    expect(
      (
        await a.onRequest?.(request('http://localhost/b'), () => Promise.resolve(page('b2', 'page')))
      )?.headers.get('x-astro-cache'),
    ).toBe('HIT');
  });

  it('renders bypassed requests fresh, stores nothing and passes their tags on', async () => {
    const [a, b] = twoOrigins();
    const bypassed = await a.onRequest?.(request('http://localhost/x', { [bypassHeader]: '1' }), () =>
      Promise.resolve(page('fresh')),
    );
    expect(bypassed?.headers.get(exportTagsHeader)).toBe('page,exhibition:1');
    const later = await b.onRequest?.(request('http://localhost/x'), () => Promise.resolve(page('live')));
    expect(later?.headers.get('x-astro-cache')).toBe('MISS');
  });
});

describe('encodeEntry and decodeEntry', () => {
  it('round-trips an entry and refuses another key', () => {
    const entry = {
      status: 200,
      headers: [['content-type', 'text/html']] as [string, string][],
      body: new Uint8Array([1, 2, 3]),
      storedAt: 5,
      maxAge: 1,
      swr: 2,
      tags: ['t'],
      buildId: 'b',
    };
    const bytes = encodeEntry('zh|zh|/a', entry);
    expect(decodeEntry(bytes, 'zh|zh|/a')).toEqual(entry);
    expect(decodeEntry(bytes, 'zh|zh|/b')).toBeUndefined();
  });
});

describe('storeDirFor', () => {
  it('shares through a directory in production-like environments and when told to', () => {
    expect(storeDirFor({ APP_ENV: 'prod' })).toMatch(/\.cache\/route-cache\/prod$/);
    expect(storeDirFor({ APP_ENV: 'test' })).toBeUndefined();
    expect(storeDirFor({ APP_ENV: 'test', PORTAL_CACHE_DIR: '/tmp/x' })).toBe('/tmp/x');
    expect(storeDirFor({ APP_ENV: 'prod', PORTAL_CACHE_DIR: 'off' })).toBeUndefined();
  });
});

describe('openSharedStore', () => {
  it('keeps the directory store by default, and refuses the bucket store that was removed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-cache-'));
    expect(openSharedStore({ APP_ENV: 'test', PORTAL_CACHE_DIR: dir })).toBeInstanceOf(DirectoryStore);
    expect(openSharedStore({ APP_ENV: 'test' })).toBeUndefined();
    // An origin still configured for the bucket store stops instead of silently not sharing.
    expect(() =>
      openSharedStore({ APP_ENV: 'test', PORTAL_CACHE_DIR: dir, PORTAL_CACHE_STORE: 'bucket' }),
    ).toThrow(/PORTAL_CACHE_STORE="bucket" is not one of directory, redis/);
    expect(describeSharedStore(sharedStoreSettings({ APP_ENV: 'test', PORTAL_CACHE_DIR: dir }))).toBe(
      `shared through the directory ${dir}`,
    );
    expect(() => sharedStoreSettings({ APP_ENV: 'test', PORTAL_CACHE_STORE: 'memcached' })).toThrow(
      /PORTAL_CACHE_STORE="memcached"/,
    );
    // Redis needs its URL: no silent fallback to a store that does not share across machines.
    expect(() => sharedStoreSettings({ APP_ENV: 'test', PORTAL_CACHE_STORE: 'redis' })).toThrow(/REDIS_URL/);
    expect(
      describeSharedStore(
        sharedStoreSettings({
          APP_ENV: 'prod',
          PORTAL_CACHE_STORE: 'redis',
          REDIS_URL: 'redis://:pw@cache:6379',
        }),
      ),
    ).toBe(
      'shared through Redis at redis://:***@cache:6379 (keys portal-cache:prod:*, invalidations by pub/sub)',
    );
  });
});
