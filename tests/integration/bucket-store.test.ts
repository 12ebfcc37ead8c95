// The route cache's bucket store against s3rver on loopback (a real S3-protocol server): two
// stores as two processes, invalidations through the polled journal, the bucket going away and
// coming back, publishing with --prune next to the cache, and two real origin processes
// (the built portal) sharing renders through the bucket.
import { ListObjectsCommand } from '@aws-sdk/client-s3';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../env/index.ts';
import { routeCacheInvalidator } from '../../scripts/delivery/host.ts';
import { publishExport } from '../../scripts/delivery/publish.ts';
import { journalFile, PublishJournal } from '../../scripts/delivery/publish-journal.ts';
import {
  dist,
  root,
  s3Credentials,
  startService,
  tempDir,
  type Service,
} from '../../scripts/delivery/processes.ts';
import { BucketStore, type BucketStoreOptions } from '../../src/lib/cache/bucket-store.ts';
import type { InvalidationRecord } from '../../src/lib/cache/store-protocol.ts';
import { openBucket, s3CacheBucket } from '../../src/lib/cache/s3-client.ts';
import { openSharedStore, sharedStoreSettings } from '../../src/lib/cache/shared-store.ts';
import {
  describeStoreContract,
  entry,
  eventually,
  expectSharedRender,
  untilMiss,
  withoutProvider,
} from './store-contract.ts';

// Fixed loopback ports of this file (other suites pick free ones): s3rver, the s3rver that is
// stopped and restarted, the API and two origin processes.
const ports = { s3: 8881, flaky: 8882, api: 8883, originA: 4481, originB: 4482 };
const bucketName = 'expoportal-cache-test';
const pollMs = 200;
let s3: Service;
const stores: BucketStore[] = [];

/** The process environment of an origin using the bucket at `port`. */
function bucketEnviron(port = ports.s3): NodeJS.ProcessEnv {
  return {
    APP_ENV: 'test',
    OSS_ENDPOINT: `http://127.0.0.1:${String(port)}`,
    OSS_BUCKET: bucketName,
    PORTAL_CACHE_STORE: 'bucket',
    PORTAL_CACHE_POLL_MS: String(pollMs),
    ...s3Credentials,
  };
}

/** Starts s3rver on a fixed port over a data folder (kept across restarts). */
function startS3(port: number, dir: string): Promise<Service> {
  const args = [join(root, 'node_modules', 's3rver', 'bin', 's3rver.js'), '-d', dir, '-a', '127.0.0.1'];
  args.push('-p', String(port), '-s', '--configure-bucket', bucketName);
  return startService(args, {}, port, '/');
}

/** A bucket store as one origin process would open it (closed after the test). */
function openStore(options: BucketStoreOptions = {}, port = ports.s3, prefix = `_cache/`): BucketStore {
  const environ = bucketEnviron(port);
  const bucket = s3CacheBucket(openBucket(loadEnvConfig(environ), environ));
  const store = new BucketStore(bucket, { pollMs, prefix, warn: () => undefined, ...options });
  stores.push(store);
  return store;
}

/** A fresh key space per test: stores of one test never see another test's objects. */
let testPrefix = 0;
function prefix(): string {
  testPrefix += 1;
  return `_cache/t${String(testPrefix)}-${String(Date.now())}/`;
}

beforeAll(async () => {
  s3 = await startS3(ports.s3, tempDir('s3-cache'));
}, 60_000);

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

afterAll(async () => {
  await s3.stop();
});

describeStoreContract('BucketStore', {
  openPair: () => {
    const space = prefix();
    return Promise.resolve([openStore({}, ports.s3, space), openStore({}, ports.s3, space)]);
  },
  environ: () => bucketEnviron(),
  // A unique path: the providers share the bucket's default prefix with earlier runs.
  url: () => `http://en.localhost/exhibition/${String(Date.now())}.html`,
  // One listing may just have started when the invalidation lands: the next one finds it. Slack
  // for a busy CI machine; the figure itself is `npm run bench -- shared-cache`.
  deliveryWithinMs: 2 * pollMs + 1000,
});

describe('BucketStore between two processes', () => {
  it('carries path invalidations and records too long for an object name', async () => {
    const space = prefix();
    const [a, b] = [openStore({}, ports.s3, space), openStore({}, ports.s3, space)];
    await a.set('zh|zh|/a', entry('a', ['page']));
    await a.set('zh|zh|/b', entry('b', ['page', 'exhibition:7']));
    expect(b.sync()).toEqual([]);
    await b.refresh();
    const manyTags = Array.from({ length: 40 }, (_, index) => `exhibition:${String(1000 + index)}`);
    await a.invalidate([...manyTags, 'exhibition:7'], ['/a']);
    await eventually(() => b.sync().length > 0);
    expect(await b.get('zh|zh|/a')).toBeUndefined();
    expect(await b.get('zh|zh|/b')).toBeUndefined();
  });

  it('reads the journal when a process starts: entries rendered before an invalidation stay dead', async () => {
    const space = prefix();
    const a = openStore({}, ports.s3, space);
    const old = entry('old', ['page', 'exhibition:3']);
    await a.set('zh|zh|/exhibition/3.html', old);
    await new Promise((done) => setTimeout(done, 5));
    await a.invalidate(['exhibition:3'], []);
    await a.set('zh|zh|/exhibition/4.html', entry('four', ['page', 'exhibition:4']));
    const late = openStore({ listPageSize: 1 }, ports.s3, space);
    expect(await late.get('zh|zh|/exhibition/3.html')).toBeUndefined();
    expect((await late.get('zh|zh|/exhibition/4.html'))?.tags).toEqual(['page', 'exhibition:4']);
  });

  it('pages through a long journal (truncated listings) when a process starts', async () => {
    const space = prefix();
    const a = openStore({}, ports.s3, space);
    for (let index = 0; index < 5; index += 1) await a.invalidate([`wiki:${String(index)}`], []);
    const late = openStore({ listPageSize: 2 }, ports.s3, space);
    const records: InvalidationRecord[] = [];
    await eventually(() => {
      records.push(...late.sync());
      return records.length >= 5;
    });
    expect(records.map((record) => record.tags[0])).toEqual([
      'wiki:0',
      'wiki:1',
      'wiki:2',
      'wiki:3',
      'wiki:4',
    ]);
  });

  it('still finds an invalidation whose name sorts before what it already listed (slow PUT, clock behind)', async () => {
    const space = prefix();
    const [a, b] = [openStore({}, ports.s3, space), openStore({}, ports.s3, space)];
    const stored = entry('x', ['page', 'news:9'], Date.now() - 20_000);
    await a.set('zh|zh|/news/9.html', stored);
    await a.invalidate(['unrelated'], []);
    await eventually(() => b.sync().length > 0);
    // Stamped 10 s ago: sorts before the key b has just seen, within the 30 s lookback.
    await a.invalidate(['news:9'], [], Date.now() - 10_000);
    await eventually(() => b.sync().length > 0);
    expect(b.isInvalidated('zh|zh|/news/9.html', stored)).toBe(true);
  });

  it('opens the SDK lazily: a bucket that cannot be opened is a miss, never an unhandled error', async () => {
    const store = new BucketStore(Promise.reject(new Error('no such endpoint')), {
      timeoutMs: 200,
      warn: () => undefined,
    });
    stores.push(store);
    expect(store.sync()).toEqual([]);
    expect(await store.get('zh|zh|/')).toBeUndefined();
    await expect(store.set('zh|zh|/', entry('x'))).resolves.toBeUndefined();
  });
});

describe('BucketStore when the bucket goes away', () => {
  it('answers misses, drops writes, and picks up where it was when the bucket is back', async () => {
    const dir = tempDir('s3-flaky');
    let flaky: Service | undefined = await startS3(ports.flaky, dir);
    // Stopped at most once, whether the test reaches its end or fails midway.
    const stopFlaky = async () => {
      const service = flaky;
      flaky = undefined;
      await service?.stop();
    };
    try {
      const warnings: string[] = [];
      const options = { timeoutMs: 1000, backoffMs: 100, warn: (message: string) => warnings.push(message) };
      const space = prefix();
      const store = openStore(options, ports.flaky, space);
      const writer = openStore({}, ports.flaky, space);
      const stored = entry('before', ['page', 'exhibition:5'], Date.now() - 50);
      await writer.set('zh|zh|/exhibition/5.html', stored);
      expect(await store.get('zh|zh|/exhibition/5.html')).toBeDefined();

      await stopFlaky();
      const started = performance.now();
      expect(await store.get('zh|zh|/exhibition/5.html')).toBeUndefined();
      await expect(store.set('zh|zh|/exhibition/6.html', entry('six'))).resolves.toBeUndefined();
      expect(performance.now() - started).toBeLessThan(2500);
      expect(store.sync()).toEqual([]);
      expect(await store.refresh()).toBe(false);
      // Its own invalidations still apply here; that the others cannot learn of them is an error.
      const six = entry('six', ['page', 'exhibition:6']);
      await expect(store.invalidate(['exhibition:6'], [])).rejects.toThrow(/could not be written/);
      expect(store.isInvalidated('zh|zh|/exhibition/6.html', six)).toBe(true);
      // Told once for the whole outage.
      expect(warnings).toHaveLength(1);

      flaky = await startS3(ports.flaky, dir);
      // Made while the store could not list: found by the first listing after the outage.
      await writer.invalidate(['exhibition:5'], []);
      await eventually(() => store.isInvalidated('zh|zh|/exhibition/5.html', stored));
      expect(warnings.at(-1)).toMatch(/answers again/);
      await writer.set('zh|zh|/exhibition/7.html', entry('seven', ['page']));
      expect((await store.get('zh|zh|/exhibition/7.html'))?.status).toBe(200);
    } finally {
      await stopFlaky();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('portalCache over the bucket store', () => {
  it('is chosen by PORTAL_CACHE_STORE=bucket with credentials, else the directory rule', () => {
    expect(sharedStoreSettings(bucketEnviron())?.kind).toBe('bucket');
    expect(sharedStoreSettings({ ...bucketEnviron(), OSS_ACCESS_KEY_ID: '' })).toBeUndefined();
    expect(sharedStoreSettings({ APP_ENV: 'test', PORTAL_CACHE_DIR: '/tmp/x' })).toEqual({
      kind: 'directory',
      dir: '/tmp/x',
    });
    expect(() => sharedStoreSettings({ PORTAL_CACHE_STORE: 'buckets' })).toThrow(/PORTAL_CACHE_STORE/);
    expect(() => sharedStoreSettings({ ...bucketEnviron(), PORTAL_CACHE_POLL_MS: '0' })).toThrow(
      /PORTAL_CACHE_POLL_MS/,
    );
    const store = openSharedStore(bucketEnviron());
    expect(store).toBeInstanceOf(BucketStore);
    store?.close();
  });

  it('takes invalidations from a process without a provider (the rebuild CLI before any render)', async () => {
    await withoutProvider(async () => {
      const origin = openStore({}, ports.s3, '_cache/');
      const stored = entry('x', ['page', 'pavilion:3']);
      expect(origin.sync()).toEqual([]);
      await routeCacheInvalidator(bucketEnviron())(['pavilion:3'], ['/pavilion/3.html']);
      await eventually(() => origin.isInvalidated('zh|zh|/pavilion/3.html', stored));
    });
  });
});

describe('publishing with --prune next to the cache', () => {
  it('deletes what left the export and nothing under _cache/', async () => {
    const exportRoot = tempDir('export');
    for (const edition of ['zh', 'en']) {
      mkdirSync(join(exportRoot, edition, 'exhibition'), { recursive: true });
      writeFileSync(join(exportRoot, edition, 'index.html'), `<p>${edition}</p>`);
      writeFileSync(join(exportRoot, edition, 'exhibition', '1.html'), `<p>${edition} 1</p>`);
    }
    const environ = bucketEnviron();
    const config = loadEnvConfig(environ);
    const bucket = openBucket(config, environ);
    const journal = () => new PublishJournal(journalFile(exportRoot, config.oss.endpoint, bucket.name));
    const store = openStore();
    await store.set('zh|zh|/exhibition/1.html', entry('cached'));
    await store.invalidate(['exhibition:1'], []);
    const listCache = async () =>
      (await bucket.client.send(new ListObjectsCommand({ Bucket: bucket.name, Prefix: '_cache/' })))
        .Contents ?? [];
    const cacheObjects = (await listCache()).length;
    expect(cacheObjects).toBeGreaterThanOrEqual(2);

    const options = { root: exportRoot, editions: ['zh', 'en'] as const, config, quiet: true };
    const first = await publishExport(bucket, { ...options, journal: journal() });
    expect(first.uploaded).toHaveLength(4);
    rmSync(join(exportRoot, 'zh', 'exhibition', '1.html'));
    const pruned = await publishExport(bucket, { ...options, prune: true, journal: journal() });
    expect(pruned.deleted).toEqual(['zh/exhibition/1.html']);
    const verified = await publishExport(bucket, {
      ...options,
      prune: true,
      verify: true,
      journal: journal(),
    });
    expect(verified.deleted).toEqual([]);
    expect((await listCache()).length).toBe(cacheObjects);
    bucket.client.destroy();
  });
});

describe('two origin processes sharing the bucket', () => {
  let api: Service;
  const origins: Service[] = [];

  beforeAll(async () => {
    api = await startService(
      [join(root, 'api', 'main.ts')],
      { API_PORT: String(ports.api), API_DATA_DIR: tempDir('api'), APP_ENV: 'test' },
      ports.api,
      '/api/health',
    );
    const env = {
      ...bucketEnviron(),
      PORTAL_DIST: dist,
      PORTAL_CACHE_DIR: '',
      API_BASE: api.url,
    };
    origins.push(
      ...(await Promise.all(
        [ports.originA, ports.originB].map((port) =>
          startService(['scripts/portal-server.ts'], { ...env, PORT: String(port) }, port, '/system/index'),
        ),
      )),
    );
  }, 300_000);

  afterAll(async () => {
    await Promise.all([...origins, api].filter(Boolean).map((service) => service.stop()));
  });

  it('serves a page rendered by one process as a cache hit in the other, and drops it on invalidation', async () => {
    const [first, second] = origins as [Service, Service];
    expect(first.output()).toContain(`route cache shared through bucket ${bucketName}`);
    // A query string no earlier run used: the origins share the bucket's default prefix.
    const path = `/exhibition/1.html?run=${String(Date.now())}`;
    await expectSharedRender(first, second, path);

    const editor = openStore();
    await editor.invalidate(['exhibition:1'], []);
    await untilMiss(second, path);
  });
});
