// `npm run export`: renders the URL inventory of both editions through the built app on
// worker threads and writes the files under {out}/{edition}/, replacing the last good export
// only when every page rendered. A worker that dies fails the whole export (the staging folder
// is removed, the last good export stays); pages that rendered with a content warning count as
// rendered and are listed.
import { existsSync } from 'node:fs';
import { constants, copyFile, cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { EnvConfig } from '../../env/index.ts';
import type { Edition } from '../../src/lib/edition.ts';
import {
  findExportMeta,
  metaFileName,
  readBuildId,
  setPageWarnings,
  writeExportMeta,
  type ContentWarning,
  type ExportMeta,
} from './export-meta.ts';
import {
  changedInputs,
  exportInputs,
  fullRenderReason,
  planPages,
  readExportVersions,
  type PagePlan,
} from './incremental.ts';
import type { ExportVersions } from '../../src/lib/contract/export-versions.ts';
import { buildInventory, type InventoryItem } from './inventory.ts';
import { swapInEditions } from './export-swap.ts';
import { shardReason, type Shard } from './shards.ts';
import { editionRequestOrigin, editions, fileOfPath } from './paths.ts';
import { formatDuration, Progress } from './progress.ts';
import type { PrefetchStats } from './prefetch.ts';
import { mapLimit } from './bounded-work.ts';
import { RenderPool } from './render-pool.ts';
import type { RenderResult } from './render-worker.ts';
import { indexNowKeyFile } from './search-ping.ts';

/** What an export needs. */
export interface ExportOptions {
  /** The build's output folder (dist or PORTAL_DIST). */
  dist: string;
  /** Where the editions' folders go (default {dist}/static). */
  out: string;
  config: EnvConfig;
  /** Worker threads (default: one per core). */
  workers?: number;
  /** Renders in flight per worker. */
  inFlight?: number;
  /** Inventory items per chunk sent to a worker (a multiple of 4 keeps a page's variants together). */
  chunkSize?: number;
  /** Fetch detail reads in batches (default true; false renders every page with its own API read). */
  batchReads?: boolean;
  /** Caps each entity type and list (quick exports for tests); default everything. */
  limit?: number;
  /** Renders every n-th page only (benchmarks: the whole inventory's mix in less time). */
  sampleEvery?: number;
  /** The render worker module; tests only (a stand-in that dies on cue). */
  workerScript?: URL;
  /** IndexNow key: each edition gets the key file the engines read to trust our pings. */
  indexNowKey?: string;
  /** Renders one slice of the inventory (scripts/delivery/shards.ts); the export is then partial. */
  shard?: Shard;
  /**
   * The last export's folder (holding `{zh,en}/`): renders only the pages whose inputs changed
   * since it and copies the others' files from it (scripts/delivery/incremental.ts).
   */
  since?: string;
}

/** What an export did. */
export interface ExportSummary {
  /** Pages rendered. */
  pages: number;
  /** Pages whose file was reused from the last export (`since`). */
  reused: number;
  /** Per edition, why an incremental export rendered everything. */
  fullReasons: string[];
  failures: { url: string; reason: string }[];
  seconds: number;
  pagesPerSecond: number;
  bytes: number;
  /** Detail reads answered by batch reads, and planned ones the pages still fetched. */
  prefetch: PrefetchStats;
  /** Pages that rendered with content replaced by a notice (both editions). */
  warnings: ContentWarning[];
  /** Set when the export left pages out on purpose (then it is recorded as partial). */
  partialReason?: string;
}

/** Why an export with these options renders less than the whole inventory; undefined if it does not. */
export function partialReasonOf(
  options: Pick<ExportOptions, 'limit' | 'sampleEvery' | 'shard'>,
): string | undefined {
  const reasons = [
    ...(options.limit !== undefined && Number.isFinite(options.limit)
      ? [`--limit ${String(options.limit)}`]
      : []),
    ...(options.sampleEvery !== undefined && options.sampleEvery > 1
      ? [`--sample-every ${String(options.sampleEvery)}`]
      : []),
    ...(options.shard !== undefined && options.shard.count > 1 ? [shardReason(options.shard)] : []),
  ];
  return reasons.length === 0 ? undefined : reasons.join(' ');
}

/** Throws unless a count option is a whole number of at least 1 (a 0 chunk size never ends). */
function requirePositive(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
    throw new Error(`${name} must be a whole number of at least 1, got ${String(value)}`);
  }
}

/** Collects the content warnings of rendered pages, per edition and for the summary. */
export class WarningCollector {
  readonly all: ContentWarning[] = [];

  /** Notes a rendered page's warnings in its edition's record and in the run's list. */
  note(meta: ExportMeta, url: string, entities: readonly string[]): void {
    setPageWarnings(meta, url, entities);
    this.all.splice(0, this.all.length, ...this.all.filter((warning) => warning.url !== url));
    if (entities.length > 0) this.all.push({ url, entities: [...entities] });
  }
}

/** Whether a failed render may succeed when tried again (the API was slow or away). */
function isTransient(failure: { status: number }): boolean {
  return failure.status === 503 || failure.status === 0;
}

/** The file of a rendered URL below an edition's folder. */
export function exportFileOf(root: string, edition: Edition, path: string): string {
  return join(root, edition, fileOfPath(path));
}

/** Writes one rendered body (creating folders). */
export async function writeExportFile(file: string, body: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
}

/**
 * Renders every URL of the inventory into a fresh tree beside the last export and swaps it
 * in per edition when nothing failed; on a failure the last good export stays untouched.
 */
export async function runExport(options: ExportOptions): Promise<ExportSummary> {
  const { out, config } = options;
  requirePositive('workers', options.workers);
  requirePositive('inFlight', options.inFlight);
  requirePositive('chunkSize', options.chunkSize);
  requirePositive('limit', options.limit === Infinity ? undefined : options.limit);
  requirePositive('sampleEvery', options.sampleEvery);
  const partialReason = partialReasonOf(options);
  const startedAt = new Date();
  // Read before the inventory and every render: a change after this cursor is seen by the next
  // incremental export, even when a page of this one already shows it.
  const bases = new Map(
    editions.map((edition) => [
      edition,
      options.since === undefined ? undefined : findExportMeta(options.since, edition),
    ]),
  );
  const baseCursors = [...bases.values()].flatMap((base) => base?.inputs?.cursor ?? []);
  const versions = await readExportVersions(
    config.apiBase,
    // A whole export needs only the cursor: no change is after the largest id.
    options.since === undefined ? Number.MAX_SAFE_INTEGER : Math.min(...baseCursors, Number.MAX_SAFE_INTEGER),
  ).catch((error: unknown) => {
    if (options.since !== undefined) throw error;
    console.warn(
      `[export] ${error instanceof Error ? error.message : String(error)}: the record will hold no versions`,
    );
    return undefined;
  });
  const inventory = await buildInventory(config.apiBase, options.limit, options.sampleEvery, options.shard);
  const staging = join(out, `.export-${String(process.pid)}`);
  try {
    return await renderInventory(options, inventory, staging, partialReason, {
      startedAt,
      versions,
      bases,
    });
  } finally {
    // Renamed into place on success; a failed or broken run leaves nothing behind.
    await rm(staging, { recursive: true, force: true });
  }
}

/** What the export read before rendering: the versions, and the last export's records (`since`). */
interface ExportStart {
  startedAt: Date;
  versions: ExportVersions | undefined;
  bases: Map<Edition, ExportMeta | undefined>;
}

/** Per edition, which pages to render and which to reuse from the last export. */
function planEditions(
  options: ExportOptions,
  inventory: readonly InventoryItem[],
  start: ExportStart,
): Map<Edition, PagePlan> | undefined {
  const { since } = options;
  if (since === undefined) return undefined;
  const { versions } = start;
  const buildId = readBuildId(options.dist);
  const plans = new Map<Edition, PagePlan>();
  for (const edition of editions) {
    const base = start.bases.get(edition);
    const paths = inventory.filter((item) => item.edition === edition).map((item) => item.path);
    const reason =
      versions === undefined
        ? 'no versions from the API'
        : fullRenderReason(base, buildId, exportInputs(versions, options.config, start.startedAt), versions);
    plans.set(
      edition,
      planPages(paths, base, changedInputs(versions ?? { tags: {} }), reason, (file) =>
        existsSync(join(since, edition, file)),
      ),
    );
  }
  return plans;
}

/** Copies the reused pages' files from the last export into staging and records them. */
async function reusePages(
  since: string,
  staging: string,
  plans: Map<Edition, PagePlan>,
  start: ExportStart,
  metas: Map<Edition, ExportMeta>,
  config: EnvConfig,
): Promise<void> {
  for (const edition of editions) {
    const base = start.bases.get(edition);
    const meta = metas.get(edition);
    const plan = plans.get(edition);
    if (base === undefined || meta === undefined || plan === undefined) continue;
    const origin = editionRequestOrigin(edition, config);
    const reusedUrls = new Set(plan.reuse.map((path) => `${origin}${path}`));
    await mapLimit(plan.reuse, 16, async (path) => {
      const page = base.pages[path];
      if (page === undefined) return;
      const target = join(staging, edition, page.file);
      await mkdir(dirname(target), { recursive: true });
      // A copy-on-write clone where the file system has them, a copy elsewhere; never a hard
      // link (a rebuild writes files in place, which would change the last export too).
      await copyFile(join(since, edition, page.file), target, constants.COPYFILE_FICLONE);
      meta.pages[path] = page;
    });
    meta.warnings.push(...base.warnings.filter((warning) => reusedUrls.has(warning.url)));
  }
}

/** Renders the inventory into `staging` and swaps it in when every page rendered. */
async function renderInventory(
  options: ExportOptions,
  fullInventory: readonly InventoryItem[],
  staging: string,
  partialReason: string | undefined,
  start: ExportStart,
): Promise<ExportSummary> {
  const { dist, out, config } = options;
  await rm(staging, { recursive: true, force: true });
  for (const edition of editions) {
    // Static assets are the same for both editions; pages written later win over them.
    await cp(join(dist, 'client'), join(staging, edition), { recursive: true });
  }
  const plans = planEditions(options, fullInventory, start);
  const toRender =
    plans === undefined
      ? new Set<string>()
      : new Set([...plans].flatMap(([edition, plan]) => plan.render.map((path) => `${edition} ${path}`)));
  const inventory =
    plans === undefined
      ? fullInventory
      : fullInventory.filter((item) => toRender.has(`${item.edition} ${item.path}`));
  const pool = await RenderPool.start(dist, {
    ...(options.workers !== undefined && { size: options.workers }),
    ...(options.inFlight !== undefined && { inFlight: options.inFlight }),
    ...(options.batchReads !== false && { apiBase: config.apiBase }),
    ...(options.workerScript !== undefined && { script: options.workerScript }),
  });
  const progress = new Progress('[export]', inventory.length);
  const exportedAt = start.startedAt.toISOString();
  const { versions } = start;
  const metas = new Map<Edition, ExportMeta>(
    editions.map((edition) => [
      edition,
      {
        edition,
        exportedAt,
        buildId: readBuildId(options.dist),
        pages: {},
        partial: partialReason !== undefined,
        ...(partialReason !== undefined && { partialReason }),
        warnings: [],
        ...(options.shard !== undefined && { shard: options.shard }),
        ...(versions !== undefined && { inputs: exportInputs(versions, config, start.startedAt) }),
      },
    ]),
  );
  if (plans !== undefined && options.since !== undefined) {
    await reusePages(options.since, staging, plans, start, metas, config);
    for (const [edition, plan] of plans) {
      const meta = metas.get(edition);
      const base = start.bases.get(edition);
      if (meta === undefined) continue;
      meta.incremental = {
        since: base?.exportedAt ?? 'none',
        sinceCursor: base?.inputs?.cursor ?? 0,
        rendered: plan.render.length,
        reused: plan.reuse.length,
        ...(plan.fullReason === undefined ? { renderedPaths: plan.render } : { fullReason: plan.fullReason }),
      };
    }
  }
  const warnings = new WarningCollector();
  const failures: (ExportSummary['failures'][number] & { item: InventoryItem; status: number })[] = [];
  let bytes = 0;
  let next = 0;
  let prefetch: PrefetchStats;

  function settle(item: InventoryItem, url: string, result: RenderResult): Promise<void> | undefined {
    if (result.status !== (item.status ?? 200)) {
      failures.push({
        url,
        item,
        status: result.status,
        reason: result.error ?? `HTTP ${String(result.status)}`,
      });
      return undefined;
    }
    const file = item.file ?? fileOfPath(item.path);
    bytes += result.body.byteLength;
    const meta = metas.get(item.edition);
    if (meta) {
      meta.pages[item.path] = { file, tags: result.tags };
      warnings.note(meta, url, result.warnings);
    }
    return writeExportFile(join(staging, item.edition, file), result.body);
  }

  /** Renders items as one chunk on one worker and writes what rendered. */
  async function exportChunk(items: readonly InventoryItem[]): Promise<void> {
    const urls = items.map((item) => `${editionRequestOrigin(item.edition, config)}${item.path}`);
    const outcomes = await Promise.allSettled(
      pool.renderChunk(urls).map(async (pending, index) => {
        const item = items[index];
        const url = urls[index];
        if (item === undefined || url === undefined) return;
        await settle(item, url, await pending);
        progress.tick();
      }),
    );
    const broken = outcomes.find((outcome) => outcome.status === 'rejected');
    if (broken) throw broken.reason;
  }

  const chunkSize = options.chunkSize ?? 100;
  async function lane(): Promise<void> {
    while (next < inventory.length) {
      const start = next;
      next += chunkSize;
      await exportChunk(inventory.slice(start, start + chunkSize));
    }
  }

  try {
    // Two chunks per worker: one renders while the next one's batch reads load. Every lane
    // settles before a failure is thrown, so no write lands in staging after it is removed.
    const lanes = await Promise.allSettled(Array.from({ length: pool.size * 2 }, lane));
    const broken = lanes.find((outcome) => outcome.status === 'rejected');
    if (broken) throw broken.reason;
    // A 503 means the API did not answer in time (or was down for a moment): such pages get
    // two more tries, one at a time, before they count as failures.
    for (let attempt = 0; attempt < 2 && failures.some(isTransient); attempt += 1) {
      const retry = failures.filter(isTransient).map((failure) => failure.item);
      failures.splice(0, failures.length, ...failures.filter((failure) => !isTransient(failure)));
      for (const item of retry) await exportChunk([item]);
    }
    prefetch = await pool.prefetchStats();
  } finally {
    await pool.close();
  }
  const seconds = progress.elapsed;
  if (failures.length === 0) {
    for (const meta of metas.values()) await writeExportMeta(staging, meta);
    if (options.indexNowKey !== undefined) {
      const keyFile = indexNowKeyFile(options.indexNowKey);
      for (const edition of editions)
        await writeExportFile(join(staging, edition, keyFile.name), Buffer.from(keyFile.body));
    }
    await swapInEditions(staging, out, editions);
  }
  return {
    pages: inventory.length,
    reused: fullInventory.length - inventory.length,
    fullReasons:
      plans === undefined
        ? []
        : [...plans].flatMap(([edition, plan]) =>
            plan.fullReason === undefined ? [] : [`${edition}: ${plan.fullReason}`],
          ),
    failures: failures.map(({ url, reason }) => ({ url, reason })),
    seconds,
    pagesPerSecond: inventory.length / Math.max(seconds, 1e-3),
    bytes,
    prefetch,
    warnings: warnings.all,
    ...(partialReason !== undefined && { partialReason }),
  };
}

/** The closing lines of an export run. */
export function formatExportSummary(summary: ExportSummary, out: string): string {
  const { prefetch } = summary;
  const lines = [
    `[export] ${String(summary.pages)} pages in ${formatDuration(summary.seconds)} (${summary.pagesPerSecond.toFixed(0)} pages/s), ${(summary.bytes / 1e6).toFixed(1)} MB`,
    `[export] detail reads from ${String(prefetch.batches)} batch requests: ${String(prefetch.hits)} answered, ${String(prefetch.misses)} missed`,
  ];
  if (summary.reused > 0 || summary.fullReasons.length > 0) {
    lines.push(
      `[export] incremental: ${String(summary.pages)} pages rendered, ${String(summary.reused)} reused from the last export`,
    );
    for (const reason of summary.fullReasons) lines.push(`[export] rendered everything in ${reason}`);
  }
  if (summary.failures.length > 0) {
    lines.push(
      `[export] FAILED: ${String(summary.failures.length)} pages did not render; ${out} left as it was`,
    );
    for (const failure of summary.failures.slice(0, 50)) lines.push(`  ${failure.url}: ${failure.reason}`);
    if (summary.failures.length > 50) lines.push(`  ... and ${String(summary.failures.length - 50)} more`);
  } else {
    lines.push(`[export] written to ${out}/{${editions.join(',')}} (${metaFileName} records tags per URL)`);
    if (summary.partialReason !== undefined) {
      lines.push(
        `[export] PARTIAL export (${summary.partialReason}): recorded in ${metaFileName}; publish --prune refuses it`,
      );
    }
  }
  if (summary.warnings.length > 0) {
    lines.push(
      `[export] content warnings: ${String(summary.warnings.length)} pages rendered with content replaced by a notice (not a failure)`,
    );
    for (const warning of summary.warnings.slice(0, 50)) {
      lines.push(`  ${warning.url}: ${warning.entities.join(', ')}`);
    }
    if (summary.warnings.length > 50) lines.push(`  ... and ${String(summary.warnings.length - 50)} more`);
  }
  return lines.join('\n');
}
