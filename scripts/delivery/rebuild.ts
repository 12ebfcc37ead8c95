// Editors' rebuilds: given the cache tags the API emitted for a change (or paths), invalidate
// them in the route cache, re-render the exported URLs that show them in both editions, write
// the files whose bytes changed and publish only those. URLs that show the changed entity itself
// go first and are published before the broad ones (every list page, sitemaps, home), so the
// entity's page is live in seconds even when a list tag touches hundreds of pages.
import { appendFile, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EnvConfig } from '../../env/index.ts';
import { isBroadTag, parseEntityTag } from '../../src/lib/contract/cache-tags.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { pageFamily } from '../../src/lib/families/registry.ts';
import { localePrefixedPath } from '../../src/lib/paths/index.ts';
import { renderUrl, type RenderRequest } from './app.ts';
import {
  findExportMeta,
  setPageWarnings,
  writeExportMeta,
  type ContentWarning,
  type ExportMeta,
} from './export-meta.ts';
import { appendAll } from '../../src/lib/append-all.ts';
import { exportFileOf, writeExportFile } from './export-files.ts';
import { editionRequestOrigin, editions, fileOfPath, otherLocale } from './paths.ts';
import { mapLimit } from './bounded-work.ts';
import { PhaseUploads } from './rebuild-uploads.ts';
import type { EdgeRefresher } from './edge-refresh.ts';
import type { PingSummary } from './search-ping.ts';
import type { PublishJournal } from './publish-journal.ts';
import type { Bucket } from '../../src/lib/cache/s3-client.ts';

/** What to rebuild and who asked. */
export interface RebuildRequest {
  tags: string[];
  paths: string[];
  who: string;
}

/** What a rebuild needs from its host (the CLI or the origin server). */
export interface RebuildContext {
  render: RenderRequest;
  /** The export folder (dist/static). */
  root: string;
  config: EnvConfig;
  /** Invalidates tags and paths in the route cache (this process and the shared store). */
  invalidate: (tags: string[], paths: string[]) => Promise<void>;
  /** Where to publish; undefined writes the files only. */
  publish?: { bucket: Bucket; journal: PublishJournal };
  /** Tells search engines about published object keys (scripts/delivery/search-ping.ts). */
  notify?: (keys: string[]) => Promise<PingSummary | undefined>;
  /** Refreshes the edge's copies of uploaded objects (scripts/delivery/edge-refresh.ts). */
  refreshEdge?: EdgeRefresher;
}

/** What a rebuild did. */
export interface RebuildSummary {
  who: string;
  tags: string[];
  paths: string[];
  rendered: number;
  changed: string[];
  removed: string[];
  uploaded: string[];
  failures: { url: string; reason: string }[];
  /** Pages that rendered with content replaced by a notice (the export's content warnings). */
  warnings: ContentWarning[];
  /** Page URLs submitted to search engines. */
  notified: number;
  /** True when there was no export to re-render: only the route cache was refreshed. */
  noExport: boolean;
  /** Uploaded objects the edge read again at once (none without an edge to refresh). */
  refreshed: number;
  /** Ms until the pages showing the entity itself were in the bucket (and at the edge). */
  firstLiveMs: number;
  /** Ms until the last page was in the bucket (search engines are told after). */
  totalMs: number;
  /**
   * Per phase (own pages, pages showing them, broad pages): pages rendered, ms rendering (pages
   * upload as they are written) and ms after the last render until the phase was published.
   */
  phases: { name: string; rendered: number; renderMs: number; publishMs: number }[];
}

// The entity tags whose entity has a page of its own (the registry's family of that name builds
// its path), which a rebuild renders even when the last export did not have it yet.
const kindsWithOwnPage = new Set(['exhibition', 'edition', 'news', 'pavilion', 'company']);

/** The detail page of an entity tag, for an entity the last export did not have yet. */
export function entityPath(tag: string): string | undefined {
  const entity = parseEntityTag(tag);
  if (entity === undefined || !kindsWithOwnPage.has(entity.kind)) return undefined;
  return pageFamily(entity.kind).build?.(Number(entity.id));
}

/** Both locale variants of a locale-free path in an edition. */
function bothLocales(edition: Edition, path: string): string[] {
  return [path, localePrefixedPath(otherLocale(edition), path)];
}

/**
 * The exported URLs of an edition to re-render, split into entity pages and broad pages; `own`
 * is the part of `first` that is the changed entities' own pages (and the paths asked for).
 */
export function affectedPaths(
  meta: ExportMeta,
  request: RebuildRequest,
): { own: string[]; first: string[]; second: string[] } {
  const { tags } = request;
  const specific = new Set(tags.filter((tag) => !isBroadTag(tag)));
  const broad = new Set(tags.filter(isBroadTag));
  const own = new Set<string>();
  for (const path of request.paths) for (const variant of bothLocales(meta.edition, path)) own.add(variant);
  for (const tag of specific) {
    const page = entityPath(tag);
    if (page) for (const variant of bothLocales(meta.edition, page)) own.add(variant);
  }
  const first = new Set(own);
  const second = new Set<string>();
  for (const [path, page] of Object.entries(meta.pages)) {
    if (page.tags.some((tag) => specific.has(tag))) first.add(path);
    else if (page.tags.some((tag) => broad.has(tag))) second.add(path);
  }
  return { own: [...own], first: [...first], second: [...second].filter((path) => !first.has(path)) };
}

/** Whether two byte arrays are equal. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.compare(a, b) === 0;
}

/** One page of one edition to re-render. */
interface PageJob {
  meta: ExportMeta;
  path: string;
}

/**
 * Re-renders pages of every edition in one pool, writes the changed files (each handed to
 * `written` at once, to upload), drops pages that are gone (404), and returns the changed and
 * removed object keys.
 */
async function renderPhase(
  context: RebuildContext,
  jobs: readonly PageJob[],
  summary: RebuildSummary,
  written: (key: string) => void,
): Promise<{ changed: string[]; removed: string[] }> {
  const changed: string[] = [];
  const removed: string[] = [];
  await mapLimit(jobs, 8, async ({ meta, path }) => {
    const url = `${editionRequestOrigin(meta.edition, context.config)}${path}`;
    const page = await renderUrl(context.render, url).catch((error: unknown) => ({
      status: 0,
      body: new Uint8Array(),
      tags: [],
      location: String(error),
      warnings: [],
    }));
    summary.rendered += 1;
    const file = exportFileOf(context.root, meta.edition, path);
    const key = `${meta.edition}/${fileOfPath(path)}`;
    if (page.status === 404 && meta.pages[path]) {
      // The entity is gone (deleted or unpublished): its page leaves the export and the bucket.
      await rm(file, { force: true });
      Reflect.deleteProperty(meta.pages, path);
      setPageWarnings(meta, url, []);
      removed.push(key);
      return;
    }
    if (page.status !== 200) {
      if (meta.pages[path] || page.status !== 404)
        summary.failures.push({ url, reason: `HTTP ${String(page.status)}` });
      return;
    }
    meta.pages[path] = { file: fileOfPath(path), tags: page.tags };
    setPageWarnings(meta, url, page.warnings);
    if (page.warnings.length > 0) summary.warnings.push({ url, entities: [...page.warnings] });
    const before = await readFile(file).catch(() => undefined);
    if (before && sameBytes(before, page.body)) return;
    await writeExportFile(file, page.body);
    changed.push(key);
    written(key);
  });
  return { changed, removed };
}

/**
 * Runs one rebuild and logs it (who, what, how long) to stdout and {root}/rebuild.log;
 * `onFirstLive` hears the summary so far once the entity's own pages are published.
 */
export async function runRebuild(
  context: RebuildContext,
  request: RebuildRequest,
  onFirstLive?: (summary: RebuildSummary) => void,
): Promise<RebuildSummary> {
  const started = performance.now();
  const summary: RebuildSummary = {
    who: request.who,
    tags: request.tags,
    paths: request.paths,
    rendered: 0,
    changed: [],
    removed: [],
    uploaded: [],
    failures: [],
    warnings: [],
    notified: 0,
    refreshed: 0,
    noExport: false,
    firstLiveMs: 0,
    totalMs: 0,
    phases: [],
  };
  await context.invalidate(request.tags, request.paths);
  // An origin that has not exported yet (a fresh deploy) still serves the change at once from
  // the refreshed route cache; there are no files to re-render until the first export.
  const metas = editions.flatMap((edition) => findExportMeta(context.root, edition) ?? []);
  if (metas.length === 0) {
    summary.noExport = true;
    summary.totalMs = performance.now() - started;
    console.log(
      `[rebuild] no export in ${context.root}: the route cache was refreshed; npm run export writes the files`,
    );
    return summary;
  }
  const plans = metas.map((meta) => ({ meta, ...affectedPaths(meta, request) }));
  // Three phases, each published before the next renders: the changed entities' own pages (the
  // first page live), the other pages showing them, then the pages behind broad tags.
  const phases = {
    own: plans.flatMap(({ meta, own }) => own.map((path) => ({ meta, path }))),
    shown: plans.flatMap(({ meta, own, first }) => {
      const done = new Set(own);
      return first.filter((path) => !done.has(path)).map((path) => ({ meta, path }));
    }),
    broad: plans.flatMap(({ meta, second }) => second.map((path) => ({ meta, path }))),
  };
  for (const [name, jobs] of Object.entries(phases)) {
    const phaseStarted = performance.now();
    const rendered = summary.rendered;
    const uploads = new PhaseUploads(context);
    const result = await renderPhase(context, jobs, summary, (key) => {
      uploads.add(key);
    });
    const renderedAt = performance.now();
    const published = await uploads.finish(result.removed);
    appendAll(summary.changed, result.changed);
    appendAll(summary.removed, result.removed);
    appendAll(summary.uploaded, published.uploaded);
    summary.refreshed += published.refreshed;
    summary.phases.push({
      name,
      rendered: summary.rendered - rendered,
      renderMs: Math.round(renderedAt - phaseStarted),
      publishMs: Math.round(performance.now() - renderedAt),
    });
    // A change with no page of its own (a list-only tag) is first live with its other pages.
    if (summary.firstLiveMs === 0 && (name !== 'own' || jobs.length > 0)) {
      summary.firstLiveMs = performance.now() - started;
      onFirstLive?.(summary);
    }
  }
  for (const meta of metas) await writeExportMeta(context.root, meta);
  summary.totalMs = performance.now() - started;
  if (context.notify && summary.uploaded.length > 0) {
    const ping = await context.notify(summary.uploaded);
    summary.notified = (ping?.indexNow.submitted ?? 0) + (ping?.baidu.submitted ?? 0);
  }
  const line = JSON.stringify({
    at: new Date().toISOString(),
    who: summary.who,
    tags: summary.tags,
    paths: summary.paths,
    rendered: summary.rendered,
    changed: summary.changed.length,
    uploaded: summary.uploaded.length,
    refreshed: summary.refreshed,
    removed: summary.removed.length,
    failures: summary.failures.length,
    firstLiveMs: Math.round(summary.firstLiveMs),
    totalMs: Math.round(summary.totalMs),
    phases: summary.phases,
  });
  console.log(`[rebuild] ${line}`);
  await appendFile(join(context.root, 'rebuild.log'), `${line}\n`);
  return summary;
}
