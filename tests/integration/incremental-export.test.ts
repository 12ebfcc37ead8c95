// Incremental exports against real pieces (the production build, the reference API): a whole
// export, editors change fairs through the editor API, `npm run export -- --since` renders only
// the pages whose inputs changed, and a fresh whole export of the same data is identical to it
// file by file. Twice: text edits (the fairs stay where they are in every list), then a new date,
// a new venue and a new fair (lists move); then the same with one shard of two. (Without a
// usable last export everything renders: tests/unit/delivery-export-run.test.ts.) Then `--since`
// the folder it writes, one change after the other over the same folder: the rendered files laid
// over it, the others left untouched; after text edits of fairs alone with the inventory of the
// last record (no list moved), after a news edit, and after a lookup table changed behind the
// API (everything renders: no change feed names it).
import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareExports } from '../../scripts/delivery/compare-exports.ts';
import { metaFileName, readExportMeta, type ExportMeta } from '../../scripts/delivery/export-meta.ts';
import { needsRender, changedInputs, readExportVersions } from '../../scripts/delivery/incremental.ts';
import { dist, runScript, startApi, tempDir, type Service } from '../../scripts/delivery/processes.ts';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../api/db/database.ts';
import { newsTypes } from '../../api/db/schema.ts';
import { demoEditor, demoPassword } from '../../api/seed/demo-accounts.ts';
import { AUTHORIZATION_HEADER } from '../../src/lib/contract/headers.ts';

const editions = ['zh', 'en'] as const;
let api: Service;
/** The API's database folder: a test changes a lookup table there while the API is stopped. */
const apiData = tempDir('api');
let env: NodeJS.ProcessEnv;
let editorToken: string;
const seconds: Record<string, number> = {};

/** Runs the export CLI into a fresh folder with --limit 2 (and more); throws with its output on failure. */
async function exportRun(label: string, extra: string[] = []): Promise<{ out: string; output: string }> {
  const out = join(tempDir(label), 'static');
  const started = performance.now();
  const result = await runScript('scripts/export.ts', ['--out', out, '--limit', '2', ...extra], env);
  seconds[label] = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(result.output);
  return { out, output: result.output };
}

/** Calls the API as the demo editor; answers `data` of the envelope. */
async function editorCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(editorToken === '' ? {} : { [AUTHORIZATION_HEADER]: `Bearer ${editorToken}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; data: T; msg?: string };
  if (envelope.code !== 1) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Every file below a folder, relative to it, sorted. */
function filesBelow(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Asserts two exports hold the same files with the same content (pages after build noise), and equal records. */
function expectSameExport(incremental: string, whole: string): void {
  const compared = compareExports(whole, incremental);
  expect(compared.differing).toEqual([]);
  expect(compared.counts['style-order']).toBe(0);
  expect(compared.onlyBefore).toEqual([]);
  expect(compared.onlyAfter).toEqual([]);
  const exported = (root: string) => filesBelow(root).filter((file) => !file.endsWith(metaFileName));
  const files = exported(whole);
  expect(exported(incremental)).toEqual(files);
  // One build: every file byte for byte, pages included.
  for (const file of files) {
    expect(readFileSync(join(incremental, file)).equals(readFileSync(join(whole, file))), file).toBe(true);
  }
  for (const edition of editions) {
    const [a, b] = [readExportMeta(incremental, edition), readExportMeta(whole, edition)];
    expect(a.pages).toEqual(b.pages);
    expect([...a.warnings].sort((x, y) => x.url.localeCompare(y.url))).toEqual(
      [...b.warnings].sort((x, y) => x.url.localeCompare(y.url)),
    );
    expect(a.inputs).toEqual(b.inputs);
    expect(a.partialReason).toBe(b.partialReason);
  }
}

/** The ids of the fairs whose page an export holds. */
function exportedFairs(meta: ExportMeta): number[] {
  return Object.keys(meta.pages).flatMap((path) => {
    const id = /^\/exhibition\/(\d+)\.html$/.exec(path)?.[1];
    return id === undefined ? [] : [Number(id)];
  });
}

/** The paths of an edition's pages whose file differs between two exports. */
function changedPages(before: string, after: string, edition: (typeof editions)[number]): string[] {
  const pages = readExportMeta(after, edition).pages;
  return Object.entries(pages).flatMap(([path, page]) => {
    const old = readExportMeta(before, edition).pages[path];
    if (old === undefined) return [path];
    const [a, b] = [join(before, edition, old.file), join(after, edition, page.file)];
    return readFileSync(a).equals(readFileSync(b)) ? [] : [path];
  });
}

let base: string;
let fairs: number[];

/**
 * Waits past a day boundary (midnight in UTC or in China: `exportDay`) that would fall inside
 * the next few minutes: an export on another day renders everything, by design.
 */
async function awayFromDayBoundary(margin = 10 * 60_000): Promise<void> {
  const dayMs = 86_400_000;
  const now = Date.now();
  const untilNext = Math.min(dayMs - (now % dayMs), dayMs - ((now + 8 * 3_600_000) % dayMs));
  if (untilNext < margin) await new Promise((resolve) => setTimeout(resolve, untilNext + 1_000));
}

/** Starts the API on its database folder and logs the demo editor in. */
async function startApiAndLogIn(): Promise<void> {
  api = await startApi(apiData);
  env = { APP_ENV: 'test', PORTAL_DIST: dist, API_BASE: api.url };
  editorToken = '';
  editorToken = (
    await editorCall<{ accessToken: string }>('POST', '/api/auth/login', {
      account: demoEditor.phone,
      password: demoPassword,
    })
  ).accessToken;
}

/** `npm run export -- --since <folder>` into that folder (--limit 2); throws with its output on failure. */
async function exportInPlace(label: string, live: string): Promise<string> {
  const started = performance.now();
  const result = await runScript('scripts/export.ts', ['--out', live, '--limit', '2', '--since', live], env);
  seconds[label] = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(result.output);
  return result.output;
}

beforeAll(async () => {
  await awayFromDayBoundary();
  await startApiAndLogIn();
  base = (await exportRun('base')).out;
  fairs = exportedFairs(readExportMeta(base, 'zh'));
}, 1_200_000);

afterAll(async () => {
  await api.stop();
  console.log(
    `[incremental-export] --limit 2: ${Object.entries(seconds)
      .map(([label, value]) => `${label} ${value.toFixed(1)} s`)
      .join(', ')} (each a whole CLI run)`,
  );
});

describe('npm run export -- --since', { timeout: 900_000 }, () => {
  let first: string;
  let second: string;
  /** The folder the in-place exports below lay their pages over, one after the other. */
  let live: string;

  it('records the inputs of a whole export', () => {
    for (const edition of editions) {
      const meta = readExportMeta(base, edition);
      expect(typeof meta.inputs?.database).toBe('string');
      expect(meta.inputs?.cursor).toBeGreaterThanOrEqual(0);
      expect(meta.incremental).toBeUndefined();
    }
    expect(fairs.length).toBe(2);
  });

  it('after text edits of two fairs renders only the pages showing them (and home, sitemaps, untagged files), identical to a whole export', async () => {
    for (const [index, id] of fairs.entries()) {
      await editorCall('PUT', `/api/editor/exhibitions/${String(id)}`, {
        name: { zh: `增量展览${String(index)}`, en: `Incremental Expo ${String(index)}` },
        intro: { zh: '<p>新的介绍</p>', en: '<p>A new introduction</p>' },
      });
    }
    const run = await exportRun('incremental-1', ['--since', join(base, 'zh', metaFileName)]);
    first = run.out;
    const whole = await exportRun('whole-1');
    expectSameExport(first, whole.out);
    for (const edition of editions) {
      const meta = readExportMeta(first, edition);
      const record = meta.incremental;
      if (record === undefined) throw new Error('no incremental record');
      const rendered = new Set(record.renderedPaths);
      const total = Object.keys(meta.pages).length;
      expect(record.fullReason).toBeUndefined();
      expect(record).toMatchObject({ rendered: rendered.size, reused: total - rendered.size });
      // Every page whose bytes changed was rendered (the rest were copied: equal to the whole export above).
      for (const path of changedPages(base, whole.out, edition)) expect(rendered.has(path), path).toBe(true);
      // Every page showing a changed fair was rendered; pages showing neither fair nor listing
      // fairs untagged were reused: other fairs' pages at the same venue or by the same
      // organiser, news, wiki, visa pages, the lists of other kinds.
      const basePages = readExportMeta(base, edition).pages;
      // What the API says changed since the base export (the fairs' tags and the letter tags
      // their new names send), as the export itself read it.
      const changed = changedInputs(
        await readExportVersions(api.url, readExportMeta(base, edition).inputs?.cursor ?? 0),
      );
      for (const id of fairs) expect(changed.tags.has(`exhibition:${String(id)}`)).toBe(true);
      for (const [path, page] of Object.entries(basePages)) {
        if (page.tags.some((tag) => fairs.some((id) => tag === `exhibition:${String(id)}`)))
          expect(rendered.has(path), path).toBe(true);
        if (!needsRender(page.tags, changed) && !page.tags.includes('home'))
          expect(rendered.has(path), path).toBe(false);
      }
      for (const family of [
        /^\/(en\/|zh\/)?wiki\//,
        /^\/(en\/|zh\/)?visa\//,
        /^\/(en\/|zh\/)?information-/,
      ]) {
        const pages = Object.keys(basePages).filter((path) => family.test(path));
        expect(pages.length, String(family)).toBeGreaterThan(0);
        expect(
          pages.filter((path) => rendered.has(path)),
          String(family),
        ).toEqual([]);
      }
      expect(rendered.size).toBeLessThan(total / 3);
      console.log(
        `[incremental-export] text edits of ${String(fairs.length)} fairs, ${edition}: ${String(rendered.size)} of ${String(total)} pages rendered, ${String(changedPages(base, whole.out, edition).length)} changed`,
      );
    }
    expect(run.output).toMatch(/\[export\] incremental: \d+ pages rendered, \d+ reused from the last export/);
  });

  it('after a new date, a new venue and a new fair renders the lists too, identical to a whole export', async () => {
    const [a, b] = fairs as [number, number];
    const detail = await editorCall<{ venue: { id: number } }>('GET', `/api/exhibitions/${String(a)}`);
    await editorCall('PUT', `/api/editor/exhibitions/${String(a)}`, {
      pavilionId: detail.venue.id === 1 ? 2 : 1,
    });
    await editorCall('PUT', `/api/editor/exhibitions/${String(b)}`, {
      startDate: '2020-01-02',
      endDate: '2020-01-05',
    });
    await editorCall('POST', '/api/editor/exhibitions', {
      name: { zh: '增量新展', en: 'Incremental New Show' },
      intro: { zh: '<p>简介</p>', en: '<p>Intro</p>' },
      scope: { zh: '机床', en: 'Machine tools' },
      shortName: 'INS',
      subIndustryId: 25,
      cityId: 1,
      pavilionId: 1,
      organiserId: 1,
      startDate: '2000-03-01',
      endDate: '2000-03-04',
      images: ['/oss/images/exhibition/new.jpg'],
      frequency: 'annual',
      areaSqm: 50000,
      exhibitors: 300,
      visitors: 20000,
    });
    const run = await exportRun('incremental-2', ['--since', first]);
    const whole = await exportRun('whole-2');
    second = whole.out;
    expectSameExport(run.out, whole.out);
    for (const edition of editions) {
      const meta = readExportMeta(run.out, edition);
      const rendered = new Set(meta.incremental?.renderedPaths);
      for (const [path, page] of Object.entries(readExportMeta(first, edition).pages)) {
        if (page.tags.includes('list:exhibition')) expect(rendered.has(path), path).toBe(true);
      }
      for (const path of changedPages(first, whole.out, edition)) expect(rendered.has(path), path).toBe(true);
      expect(rendered.size).toBeLessThan(Object.keys(meta.pages).length);
    }
  });

  it('works on one shard: --shard 1/2 --since a whole export equals a fresh export of that shard', async () => {
    const [a] = fairs as [number];
    await editorCall('PUT', `/api/editor/exhibitions/${String(a)}`, {
      intro: { zh: '<p>分片介绍</p>', en: '<p>Shard intro</p>' },
    });
    const shard = await exportRun('incremental-shard', ['--shard', '1/2', '--since', second]);
    const fresh = await exportRun('shard', ['--shard', '1/2']);
    expectSameExport(shard.out, fresh.out);
    const meta = readExportMeta(shard.out, 'zh');
    expect(meta.shard).toEqual({ index: 1, count: 2 });
    expect(meta.incremental?.reused).toBeGreaterThan(0);
  });

  it('--since the folder it writes lays only the rendered files over it, identical to a whole export', async () => {
    live = join(tempDir('in-place'), 'static');
    cpSync(base, live, { recursive: true });
    const [a, b] = fairs as [number, number];
    await editorCall('PUT', `/api/editor/exhibitions/${String(a)}`, {
      intro: { zh: '<p>原地介绍</p>', en: '<p>In place intro</p>' },
    });
    // Offline: its pages leave the inventory, so their files must leave the folder.
    await editorCall('POST', `/api/editor/exhibitions/${String(b)}/offline`);
    const inode = (edition: string, file: string) => statSync(join(live, edition, file)).ino;
    const before = new Map(
      editions.map((edition) => [
        edition,
        new Map(
          Object.values(readExportMeta(live, edition).pages).map((page) => [
            page.file,
            inode(edition, page.file),
          ]),
        ),
      ]),
    );
    // The offline fair moved the lists: the inventory is read from the API again.
    expect(await exportInPlace('incremental-in-place', live)).toMatch(/items from the API/);
    const whole = await exportRun('whole-in-place');
    expectSameExport(live, whole.out);
    for (const edition of editions) {
      const meta = readExportMeta(live, edition);
      const rendered = new Set(meta.incremental?.renderedPaths);
      expect(meta.incremental?.fullReason).toBeUndefined();
      expect(rendered.size).toBeLessThan(Object.keys(meta.pages).length);
      // A reused page's file is the very file the folder held: nothing was copied.
      for (const [path, page] of Object.entries(meta.pages))
        if (!rendered.has(path))
          expect(inode(edition, page.file), path).toBe(before.get(edition)?.get(page.file));
      expect(Object.keys(meta.pages)).not.toContain(`/exhibition/${String(b)}.html`);
    }
  });
  it('in place after text edits of fairs alone takes the inventory from the last record, identical to a whole export', async () => {
    const [a] = fairs as [number];
    await editorCall('PUT', `/api/editor/exhibitions/${String(a)}`, {
      name: { zh: '记录展览', en: 'Recorded Expo' },
      intro: { zh: '<p>记录介绍</p>', en: '<p>Recorded intro</p>' },
    });
    const output = await exportInPlace('incremental-record', live);
    // No change moved a fair in a list: the pages are those of the last record.
    expect(output).toMatch(/phase inventory: \d+ ms \(\d+ items from the last records\)/);
    const whole = await exportRun('whole-record');
    expectSameExport(live, whole.out);
    for (const edition of editions) {
      const rendered = new Set(readExportMeta(live, edition).incremental?.renderedPaths);
      expect(rendered.has(`/exhibition/${String(a)}.html`)).toBe(true);
      expect(rendered.size).toBeLessThan(Object.keys(readExportMeta(live, edition).pages).length / 3);
    }
  });

  it('in place after a news edit renders the pages showing the article, identical to a whole export', async () => {
    const id = Object.keys(readExportMeta(live, 'zh').pages).flatMap(
      (path) => /^\/information\/(\d+)\.html$/.exec(path)?.[1] ?? [],
    )[0];
    if (id === undefined) throw new Error('no article in the export');
    await editorCall('PUT', `/api/editor/news/${id}`, {
      title: { zh: `增量新闻${id}`, en: `Incremental news ${id}` },
    });
    const before = join(tempDir('before-news'), 'static');
    cpSync(live, before, { recursive: true });
    await exportInPlace('incremental-news', live);
    const whole = await exportRun('whole-news');
    expectSameExport(live, whole.out);
    for (const edition of editions) {
      const meta = readExportMeta(live, edition);
      const rendered = new Set(meta.incremental?.renderedPaths);
      expect(meta.incremental?.fullReason).toBeUndefined();
      for (const [path, page] of Object.entries(readExportMeta(before, edition).pages))
        if (page.tags.includes(`news:${id}`)) expect(rendered.has(path), path).toBe(true);
      for (const path of changedPages(before, whole.out, edition))
        expect(rendered.has(path), path).toBe(true);
      expect(rendered.size).toBeLessThan(Object.keys(meta.pages).length);
    }
  });

  it('after a lookup table changed behind the API renders everything, identical to a whole export', async () => {
    const before = join(tempDir('before-lookup'), 'static');
    cpSync(live, before, { recursive: true });
    // No editor writes the lookup tables: changed in the database while the API is stopped.
    await api.stop();
    const database = await openDatabase({ dataDir: apiData });
    await database.db
      .update(newsTypes)
      .set({ nameZh: '增量类型', nameEn: 'Incremental type' })
      .where(eq(newsTypes.id, 1));
    await database.close();
    await startApiAndLogIn();
    await exportInPlace('incremental-lookup', live);
    const whole = await exportRun('whole-lookup');
    expectSameExport(live, whole.out);
    for (const edition of editions) {
      expect(readExportMeta(live, edition).incremental?.fullReason).toMatch(/lookup tables/);
      // The new name shows: pages changed that no change feed named.
      expect(changedPages(before, whole.out, edition).length).toBeGreaterThan(0);
    }
  });
});
