// runExport against a real local HTTP API (the inventory reads) and a stand-in render worker
// written by the test: it speaks the render worker's protocol and, on cue, exits or throws
// outside a render, so the export's handling of a dying worker, of content warnings and of
// partial exports is tested without a build. The stand-in is the pool's `script` option, which
// only code can set: no request reaches it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import { metaFileName, readExportMeta } from '../../../../scripts/delivery/export-meta.ts';
import { WarningCollector } from '../../../../scripts/delivery/export-files.ts';
import {
  formatExportSummary,
  partialReasonOf,
  type ExportOptions,
  type ExportSummary,
} from '../../../../scripts/delivery/export-options.ts';
import { runExport } from '../../../../scripts/delivery/exporter.ts';
import { buildInventory, pagePaths } from '../../../../scripts/delivery/inventory.ts';
import { parseContentWarnings } from '../../../../scripts/delivery/app.ts';
import { RenderPool, RenderWorkerDied, workerHeapLimits } from '../../../../scripts/delivery/render-pool.ts';
import { sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

// The stand-in worker: renders `<p>{url}</p>`; a URL containing `die-exit` makes it exit with
// code 7, `die-throw` makes it throw outside any render and `die-heap` keeps memory until its
// heap limit ends it, all while holding a render slot; `heap-limit` answers the worker's heap limit in MB;
// `/information/1.html` renders with a content warning for news:1 and wiki:7; `/404` answers 404;
// an exhibition page is tagged with its exhibition, everything else `page`.
const standIn = `
import { parentPort, workerData } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { appendFileSync } from 'node:fs';
// A render holds a slot of the shared table until its result is posted; a dying one keeps it.
const rendering = new Int32Array(workerData.rendering);
parentPort.on('message', (message) => {
  if (message.type === 'stats') {
    parentPort.postMessage({ type: 'stats', prefetch: { hits: 0, misses: 0, batches: 0 } });
    return;
  }
  for (const job of message.jobs) {
    const slot = rendering.indexOf(0);
    Atomics.store(rendering, slot, job.id + 1);
    if (job.url.includes('die-exit')) setTimeout(() => process.exit(7), 20);
    else if (job.url.includes('die-throw')) setTimeout(() => { throw new Error('renderer blew up'); }, 20);
    else if (job.url.includes('die-heap')) {
      const kept = [];
      for (;;) kept.push(new Array(1e5).fill(kept.length));
    }
    else {
      const limit = String(Math.round(getHeapStatistics().heap_size_limit / 2 ** 20));
      const body = new TextEncoder().encode(job.url.includes('heap-limit') ? limit : '<p>' + job.url + '</p>');
      const warnings = job.url.endsWith('/information/1.html') ? ['news:1', 'wiki:7'] : [];
      // The not-found page answers 404, as the built app's does; a page whose API is away, 503.
      const status = job.url.endsWith('/404') ? 404 : job.url.includes('fail-503') ? 503 : 200;
      if (status === 503 && process.env.STAND_IN_LOG) appendFileSync(process.env.STAND_IN_LOG, job.url + '\\n');
      const fair = (job.url.split('/exhibition/')[1] ?? '').replace('.html', '');
      const tags = /^[0-9]+$/.test(fair) ? ['exhibition:' + fair] : ['page'];
      parentPort.postMessage({ type: 'results', results: [{ id: job.id, status, body, tags, warnings }] });
      Atomics.store(rendering, slot, 0);
    }
  }
});
parentPort.postMessage({ ready: true });
`;

const server = useTestServer();
let workerScript: URL;
let dist: string;
/** Entity paths the sitemap endpoints answer, per type. */
let entities: Record<string, string[]>;

/** Serves the inventory's reads: empty lists and lookups, the given entity paths, no sitemaps. */
function serveInventory(): void {
  const lookups = {
    industries: [],
    continents: [],
    timeWindows: [],
    newsTypes: [],
    wikiCategories: [],
    visaTypes: [],
    consularDistricts: [],
  };
  server.route('GET', '/api/lookups', (_hit, response) => {
    sendEnvelope(response, 1, lookups);
  });
  for (const list of [
    '/api/exhibitions',
    '/api/news',
    '/api/pavilions',
    '/api/visas',
    '/api/wiki/articles',
  ]) {
    server.route('GET', list, (_hit, response) => {
      sendEnvelope(response, 1, { records: [], pageNum: 1, pageSize: 1, total: 0 });
    });
  }
  server.route('GET', '/api/special-topics', (_hit, response) => {
    sendEnvelope(response, 1, []);
  });
  // Exhibition 1 has one edition, 20: its page is exported with the exhibition's.
  server.route('GET', '/api/batch/exhibitions', (hit, response) => {
    const ids = (new URLSearchParams(hit.search).get('ids') ?? '').split(',');
    const records = ids.map((id) => ({ id: Number(id), editions: id === '1' ? [{ id: 20 }] : [] }));
    sendEnvelope(response, 1, { CN: records, EN: records });
  });
  server.route('GET', '/api/sitemap', (_hit, response) => {
    sendEnvelope(response, 1, []);
  });
  for (const type of ['exhibition', 'news', 'pavilion', 'wiki', 'visa', 'company', 'periodical']) {
    server.route('GET', `/api/sitemap/${type}`, (_hit, response) => {
      const paths = entities[type] ?? [];
      sendEnvelope(response, 1, { records: paths.map((path) => ({ path })), total: paths.length });
    });
  }
}

/** A last good export in a fresh folder: returns the folder. */
function lastGoodExport(): string {
  const out = mkdtempSync(join(tmpdir(), 'delivery-run-out-'));
  for (const edition of ['zh', 'en']) {
    mkdirSync(join(out, edition), { recursive: true });
    writeFileSync(join(out, edition, 'index.html'), `last good ${edition}`);
  }
  return out;
}

/** Export options against the test API and the stand-in worker. */
function options(out: string, extra: Partial<ExportOptions> = {}): ExportOptions {
  return {
    dist,
    out,
    config: loadEnvConfig({ APP_ENV: 'test', API_BASE: server.origin }),
    workers: 2,
    chunkSize: 8,
    batchReads: false,
    workerScript,
    ...extra,
  };
}

beforeAll(() => {
  const folder = mkdtempSync(join(tmpdir(), 'delivery-run-'));
  writeFileSync(join(folder, 'stand-in-worker.mjs'), standIn);
  workerScript = pathToFileURL(join(folder, 'stand-in-worker.mjs'));
  dist = join(folder, 'dist');
  mkdirSync(join(dist, 'client', '_astro'), { recursive: true });
  writeFileSync(join(dist, 'client', '_astro', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'build-id.txt'), 'stand-in-build');
});
beforeEach(() => {
  entities = { exhibition: ['/exhibition/1.html', '/exhibition/2.html'], news: ['/information/1.html'] };
  serveInventory();
});

describe('runExport with a worker that dies', () => {
  it.each([
    ['exits', 'die-exit', 'exited with code 7'],
    ['throws outside a render', 'die-throw', 'threw Error: renderer blew up'],
  ])('fails when the worker %s, naming the URL, and keeps the last good export', async (_, cue, how) => {
    entities.exhibition = ['/exhibition/1.html', `/exhibition/${cue}.html`, '/exhibition/3.html'];
    const out = lastGoodExport();
    const started = Date.now();
    const failure = await runExport(options(out)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RenderWorkerDied);
    const { message, urls } = failure as RenderWorkerDied;
    expect(message).toContain(how);
    // Either edition's worker may reach the page first.
    expect(message).toMatch(
      new RegExp(`while rendering http://(en\\.)?localhost:4321/(zh/|en/)?exhibition/${cue}\\.html`),
    );
    expect(urls.every((url) => url.includes(cue))).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(readdirSync(out).sort()).toEqual(['en', 'zh']);
    expect(readFileSync(join(out, 'zh', 'index.html'), 'utf8')).toBe('last good zh');
    expect(readdirSync(join(out, 'en'))).toEqual(['index.html']);
  });

  it('rejects renders asked of a pool whose worker died, rather than waiting', async () => {
    const pool = await RenderPool.start(dist, { size: 1, script: workerScript });
    try {
      const dying = pool.render('http://localhost:4321/die-exit');
      await expect(dying).rejects.toThrow('render worker 1 exited with code 7 while rendering');
      await expect(pool.render('http://localhost:4321/after')).rejects.toBeInstanceOf(RenderWorkerDied);
      await expect(pool.prefetchStats()).rejects.toBeInstanceOf(RenderWorkerDied);
    } finally {
      await pool.close();
    }
  });

  it('gives each worker the heap limit of workerHeapLimits by default', async () => {
    const pool = await RenderPool.start(dist, { size: 1, script: workerScript });
    try {
      const result = await pool.render('http://localhost:4321/heap-limit');
      const limitMb = Number(new TextDecoder().decode(result.body));
      expect(limitMb).toBeGreaterThanOrEqual(workerHeapLimits.oldMb);
      expect(limitMb).toBeLessThan(workerHeapLimits.oldMb + 4 * workerHeapLimits.youngMb);
    } finally {
      await pool.close();
    }
  });

  it('gives each worker a heap limit: one that outgrows it ends the pool with an error naming the URL', async () => {
    const pool = await RenderPool.start(dist, {
      size: 1,
      script: workerScript,
      heap: { oldMb: 32, youngMb: 4 },
    });
    try {
      const failure = await pool.render('http://localhost:4321/die-heap').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(RenderWorkerDied);
      expect(String(failure)).toContain('ERR_WORKER_OUT_OF_MEMORY');
      expect(String(failure)).toContain('while rendering http://localhost:4321/die-heap');
    } finally {
      await pool.close();
    }
  });
});

describe('runExport when pages keep failing', () => {
  it('stops rendering after the bar of pages failed in a row, and keeps the last good export', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'delivery-run-log-')), 'renders');
    process.env.STAND_IN_LOG = log;
    try {
      // 50 fairs whose pages answer 503 (four variants each): the API went away.
      entities.exhibition = Array.from({ length: 50 }, (_, i) => `/exhibition/fail-503-${String(i)}.html`);
      const out = lastGoodExport();
      const summary = await runExport(options(out, { stopAfterFailures: 20, workers: 1, chunkSize: 4 }));
      expect(summary.stopped).toMatch(
        /^20 pages in a row did not render \(the last: .*fail-503-.*: HTTP 503\)/,
      );
      const rendered = readFileSync(log, 'utf8').trim().split('\n');
      // Stopped with what was in flight (two chunks of 4 per worker), not after all 200 and
      // their two retries each.
      expect(rendered.length).toBeGreaterThanOrEqual(20);
      expect(rendered.length).toBeLessThanOrEqual(28);
      expect(summary.failures).toHaveLength(rendered.length);
      // The pages it tried, not the inventory's (the fairs' 172 or more it never tried).
      const inventory = await buildInventory(server.origin);
      expect(summary.pages).toBeGreaterThanOrEqual(rendered.length);
      expect(summary.pages).toBeLessThanOrEqual(inventory.length - 172);
      const closing = formatExportSummary(summary, out);
      expect(closing).toContain('[export] STOPPED: 20 pages in a row did not render');
      expect(closing).toContain(`pages did not render; ${out} left as it was`);
      expect(readFileSync(join(out, 'zh', 'index.html'), 'utf8')).toBe('last good zh');
    } finally {
      delete process.env.STAND_IN_LOG;
    }
  });

  it('retries pages that answered 503 one at a time, until a tenth of the bar fail again in a row', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'delivery-run-log-')), 'renders');
    process.env.STAND_IN_LOG = log;
    try {
      // Every other fair fails: 4 failures in a row at most, under the bar of 20.
      entities.exhibition = Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? `/exhibition/fail-503-${String(i)}.html` : `/exhibition/${String(i)}.html`,
      );
      const out = lastGoodExport();
      const summary = await runExport(options(out, { stopAfterFailures: 20, workers: 1, chunkSize: 4 }));
      expect(summary.stopped).toBeUndefined();
      expect(summary.failures).toHaveLength(100);
      // 100 renders, then per attempt two retries that fail again, the others left as failures.
      expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(104);
      expect(formatExportSummary(summary, out)).not.toContain('STOPPED');
    } finally {
      delete process.env.STAND_IN_LOG;
    }
  });
});

describe('runExport records', () => {
  it('writes a complete export with its content warnings, and does not fail for them', async () => {
    const out = lastGoodExport();
    const summary = await runExport(options(out));
    expect(summary.failures).toEqual([]);
    expect(summary.partialReason).toBeUndefined();
    // The page in both editions and both locales.
    const warned = [
      'http://en.localhost:4321/information/1.html',
      'http://en.localhost:4321/zh/information/1.html',
      'http://localhost:4321/en/information/1.html',
      'http://localhost:4321/information/1.html',
    ];
    expect(summary.warnings.map((warning) => warning.url).sort()).toEqual(warned);
    const zh = readExportMeta(out, 'zh');
    expect(zh.partial).toBe(false);
    expect(zh.warnings).toHaveLength(2);
    expect(zh.warnings).toContainEqual({
      url: 'http://localhost:4321/information/1.html',
      entities: ['news:1', 'wiki:7'],
    });
    expect(formatExportSummary(summary, out)).toContain(
      '  http://localhost:4321/en/information/1.html: news:1, wiki:7',
    );
    expect(readFileSync(join(out, 'zh', 'exhibition', '2.html'), 'utf8')).toBe(
      '<p>http://localhost:4321/exhibition/2.html</p>',
    );
    expect(existsSync(join(out, 'en', '_astro', 'app.js'))).toBe(true);
    expect(readdirSync(out).sort()).toEqual(['en', 'zh']);
  });

  it.each([
    [{ limit: 1 }, '--limit 1'],
    [{ sampleEvery: 3 }, '--sample-every 3'],
    [{ limit: 5, sampleEvery: 2 }, '--limit 5 --sample-every 2'],
  ])('marks an export with %j partial', async (extra, reason) => {
    const out = lastGoodExport();
    const summary = await runExport(options(out, extra));
    expect(summary.partialReason).toBe(reason);
    for (const edition of ['zh', 'en'] as const) {
      const raw = JSON.parse(readFileSync(join(out, edition, metaFileName), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(raw).toMatchObject({ partial: true, partialReason: reason });
    }
    expect(formatExportSummary(summary, out)).toContain(`PARTIAL export (${reason})`);
  });

  it('does not call an export of every page partial', () => {
    expect(partialReasonOf({})).toBeUndefined();
    expect(partialReasonOf({ sampleEvery: 1, limit: Infinity })).toBeUndefined();
  });

  it('refuses a chunk size or worker count below 1 before reading anything', async () => {
    const out = lastGoodExport();
    await expect(runExport(options(out, { chunkSize: 0 }))).rejects.toThrow(
      'chunkSize must be a whole number',
    );
    await expect(runExport(options(out, { workers: Number.NaN }))).rejects.toThrow('workers must be');
    expect(server.hits).toHaveLength(0);
  });
});

describe('runExport --since (incremental)', () => {
  /** Serves GET /api/export/versions: the given tags changed after the cursor asked for. */
  function serveVersions(cursor: number, tags: Record<string, number>, membership?: boolean): void {
    server.route('GET', '/api/export/versions', (hit, response) => {
      const since = Number(new URLSearchParams(hit.search).get('since'));
      sendEnvelope(response, 1, {
        database: 'db-1',
        since,
        cursor,
        tags: since >= cursor ? {} : tags,
        ...(membership !== undefined && { membership }),
      });
    });
  }

  it('renders the pages of changed entities, copies the others from the last export and records it', async () => {
    serveVersions(5, {});
    const first = mkdtempSync(join(tmpdir(), 'delivery-run-since-'));
    await runExport(options(first));
    expect(readExportMeta(first, 'zh').inputs).toMatchObject({ database: 'db-1', cursor: 5 });
    // Marks the last export's files: a copied file keeps the mark, a rendered one loses it.
    for (const file of ['exhibition/1.html', 'exhibition/2.html', 'information/1.html'])
      writeFileSync(join(first, 'en', file), `copied ${file}`);
    server.reset();
    serveInventory();
    serveVersions(6, { 'exhibition:2': 6 });
    const second = mkdtempSync(join(tmpdir(), 'delivery-run-since-'));
    const summary = await runExport(options(second, { since: first }));
    const meta = readExportMeta(second, 'en');
    expect(meta.incremental).toMatchObject({ since: readExportMeta(first, 'en').exportedAt, sinceCursor: 5 });
    // The changed fair's two variants (the stand-in tags every other page `page`).
    expect(meta.incremental?.renderedPaths?.sort()).toEqual(['/exhibition/2.html', '/zh/exhibition/2.html']);
    expect(summary.pages).toBe(4);
    expect(summary.reused).toBe(Object.keys(meta.pages).length * 2 - 4);
    expect(readFileSync(join(second, 'en', 'exhibition/2.html'), 'utf8')).toBe(
      '<p>http://en.localhost:4321/exhibition/2.html</p>',
    );
    expect(readFileSync(join(second, 'en', 'exhibition/1.html'), 'utf8')).toBe('copied exhibition/1.html');
    expect(readFileSync(join(second, 'en', 'information/1.html'), 'utf8')).toBe('copied information/1.html');
    // The record is whole: every page, the reused ones' warnings, the new cursor.
    expect(Object.keys(meta.pages).sort()).toEqual(Object.keys(readExportMeta(first, 'en').pages).sort());
    expect(meta.warnings.map((warning) => warning.url).sort()).toEqual([
      'http://en.localhost:4321/information/1.html',
      'http://en.localhost:4321/zh/information/1.html',
    ]);
    expect(meta.inputs?.cursor).toBe(6);
    expect(formatExportSummary(summary, second)).toContain(
      `incremental: 4 pages rendered, ${String(summary.reused)} reused from the last export`,
    );
  });

  it('takes the inventory from the last records when no change moved an entity in a list, in place', async () => {
    serveVersions(5, {});
    const live = mkdtempSync(join(tmpdir(), 'delivery-run-since-'));
    await runExport(options(live));
    const before = readExportMeta(live, 'en');
    expect(before.inputs?.lookups).toMatch(/^[0-9a-f]{16}$/);
    writeFileSync(join(live, 'en', 'information/1.html'), 'left in place');
    server.reset();
    serveInventory();
    serveVersions(6, { 'exhibition:2': 6 }, false);
    const summary = await runExport(options(live, { since: live }));
    // Nothing of the inventory was read from the API: the lookups only, for their digest.
    for (const path of ['/api/sitemap', '/api/sitemap/exhibition', '/api/special-topics', '/api/exhibitions'])
      expect(server.hitsOf(path), path).toHaveLength(0);
    expect(server.hitsOf('/api/lookups')).toHaveLength(2);
    const meta = readExportMeta(live, 'en');
    expect(meta.incremental?.renderedPaths?.sort()).toEqual(['/exhibition/2.html', '/zh/exhibition/2.html']);
    expect(summary.pages).toBe(4);
    expect(Object.keys(meta.pages).sort()).toEqual(Object.keys(before.pages).sort());
    expect(meta.pages['/404']).toEqual(before.pages['/404']);
    expect(readFileSync(join(live, 'en', 'information/1.html'), 'utf8')).toBe('left in place');
    // A change that may move entities in the lists (or a versions answer without the flag) reads
    // the inventory again.
    server.reset();
    serveInventory();
    serveVersions(7, { 'exhibition:2': 7 });
    await runExport(options(live, { since: live }));
    expect(server.hitsOf('/api/sitemap/exhibition').length).toBeGreaterThan(0);
  });

  it('renders everything when the lookup tables changed', async () => {
    serveVersions(5, {});
    const live = mkdtempSync(join(tmpdir(), 'delivery-run-since-'));
    await runExport(options(live));
    const pagesBefore = Object.keys(readExportMeta(live, 'zh').pages).length;
    server.reset();
    serveInventory();
    server.route('GET', '/api/lookups', (_hit, response) => {
      sendEnvelope(response, 1, {
        industries: [{ id: 1, name: 'New', subIndustries: [] }],
        continents: [],
        timeWindows: [],
        newsTypes: [],
        wikiCategories: [],
        visaTypes: [],
        consularDistricts: [],
      });
    });
    serveVersions(5, {}, false);
    const summary = await runExport(options(live, { since: live }));
    expect(summary.reused).toBe(0);
    expect(summary.fullReasons).toEqual([
      'zh: other lookup tables (or none recorded)',
      'en: other lookup tables (or none recorded)',
    ]);
    // The new industry's filter pages joined the inventory, read from the API.
    expect(Object.keys(readExportMeta(live, 'zh').pages).length).toBeGreaterThan(pagesBefore);
  });

  it('renders everything, with the reason, when the last export has no versions', async () => {
    serveVersions(5, {});
    const first = lastGoodExport();
    const summary = await runExport(
      options(mkdtempSync(join(tmpdir(), 'delivery-run-since-')), { since: first }),
    );
    expect(summary.reused).toBe(0);
    expect(summary.fullReasons).toEqual([
      'zh: no last export of this edition',
      'en: no last export of this edition',
    ]);
  });
});

describe('inventory reads', () => {
  it('put the pages of an exhibition’s editions right after its own page', async () => {
    entities = { exhibition: ['/exhibition/2.html', '/exhibition/1.html', '/exhibition/3.html'] };
    // Among the pages (each fair's share picture and exhibitor directory follow its pages: the next tests).
    const paths = (await pagePaths(server.origin)).filter(
      (path) => !path.startsWith('/share/') && !path.startsWith('/exhibitors/'),
    );
    const at = paths.indexOf('/exhibition/1.html');
    expect(paths.slice(at - 1, at + 3)).toEqual([
      '/exhibition/2.html',
      '/exhibition/1.html',
      '/exhibition/periodical/20.html',
      '/exhibition/3.html',
    ]);
    expect(paths.filter((path) => path === '/exhibition/periodical/20.html')).toHaveLength(1);
  });

  it('put the share picture of a fair (after its editions), an article and a venue by its page, none for others', async () => {
    entities = {
      exhibition: ['/exhibition/1.html'],
      news: ['/information/5.html'],
      pavilion: ['/pavilion/7.html'],
      company: ['/company/9.html'],
    };
    const paths = await pagePaths(server.origin);
    for (const [page, picture] of [
      ['/exhibition/periodical/20.html', '/share/exhibition/1.png'],
      ['/information/5.html', '/share/news/5.png'],
      ['/pavilion/7.html', '/share/pavilion/7.png'],
    ] as const) {
      expect(paths[paths.indexOf(page) + 1], page).toBe(picture);
    }
    expect(paths.filter((path) => path.startsWith('/share/'))).toHaveLength(3);
  });

  it("put a fair's exhibitor directory after its share picture and a venue's floor plan after its share picture", async () => {
    entities = { exhibition: ['/exhibition/1.html'], pavilion: ['/pavilion/7.html'] };
    const paths = await pagePaths(server.origin);
    expect(paths[paths.indexOf('/share/exhibition/1.png') + 1]).toBe('/exhibitors/1.html');
    expect(paths[paths.indexOf('/share/pavilion/7.png') + 1]).toBe('/pavilion/7/plan.html');
    expect(
      paths.filter((path) => path.startsWith('/exhibitors/') || path.endsWith('/plan.html')),
    ).toHaveLength(2);
  });

  it('retry a 502 through the API client instead of failing the export', async () => {
    server.route('GET', '/api/special-topics', (_hit, response, attempt) => {
      if (attempt === 1) {
        sendJson(response, 502, { code: 0, data: null, message: 'bad gateway' });
        return;
      }
      sendEnvelope(response, 1, []);
    });
    const out = lastGoodExport();
    const summary = await runExport(options(out));
    expect(summary.failures).toEqual([]);
    const hits = server.hitsOf('/api/special-topics');
    expect(hits).toHaveLength(2);
    const [first, second] = hits;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(250);
    expect(readExportMeta(out, 'en').pages['/exhibition/1.html']).toBeDefined();
    expect(readExportMeta(out, 'en').pages['/exhibition/periodical/20.html']).toBeDefined();
  });

  it('still fail the export, naming the read, when the API keeps failing', async () => {
    server.route('GET', '/api/special-topics', (_hit, response) => {
      sendJson(response, 503, { code: 0, data: null });
    });
    const out = lastGoodExport();
    await expect(runExport(options(out))).rejects.toThrow(
      /^inventory: GET .*\/api\/special-topics failed: HTTP 503/,
    );
    expect(server.hitsOf('/api/special-topics')).toHaveLength(3);
    expect(readFileSync(join(out, 'en', 'index.html'), 'utf8')).toBe('last good en');
  });
});

describe('content warnings', () => {
  it('parses the response header into unique type:id entities', () => {
    expect(parseContentWarnings('news:123, wiki:7,,news:123')).toEqual(['news:123', 'wiki:7']);
    expect(parseContentWarnings(null)).toEqual([]);
  });

  it('are collected per URL, replaced when a URL renders again, and listed in the summary', () => {
    const meta = {
      edition: 'zh' as const,
      exportedAt: '',
      buildId: 'b',
      pages: {},
      partial: false,
      warnings: [],
    };
    const collector = new WarningCollector();
    collector.note(meta, 'http://localhost:4321/information/9.html', ['news:9']);
    collector.note(meta, 'http://localhost:4321/wiki/7.html', ['wiki:7']);
    collector.note(meta, 'http://localhost:4321/wiki/7.html', []);
    collector.note(meta, 'http://localhost:4321/exhibition/1.html', []);
    collector.note(meta, 'http://localhost:4321/information/8.html', ['news:8']);
    collector.note(meta, 'http://localhost:4321/information/8.html', ['news:8', 'company:3']);
    expect(collector.all).toEqual([
      { url: 'http://localhost:4321/information/9.html', entities: ['news:9'] },
      { url: 'http://localhost:4321/information/8.html', entities: ['news:8', 'company:3'] },
    ]);
    expect(meta.warnings).toEqual(collector.all);
    collector.note(meta, 'http://localhost:4321/information/8.html', []);
    const summary: ExportSummary = {
      pages: 4,
      reused: 0,
      fullReasons: [],
      failures: [],
      seconds: 1,
      pagesPerSecond: 4,
      bytes: 100,
      prefetch: { hits: 0, misses: 0, batches: 0 },
      warnings: collector.all,
    };
    const text = formatExportSummary(summary, '/srv/static');
    expect(text).toContain('[export] content warnings: 1 pages rendered with content replaced by a notice');
    expect(text).toContain('  http://localhost:4321/information/9.html: news:9');
    expect(text).not.toContain('FAILED');
  });
});
