// `npm run export`: renders the URL inventory of both editions through the built app on
// worker threads and writes the files under {out}/{edition}/, replacing the last good export
// only when every page rendered. A worker that dies fails the whole export (the staging folder
// is removed, the last good export stays); pages that rendered with a content warning count as
// rendered and are listed.
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Edition } from '../../src/lib/edition.ts';
import { WarningCollector, writeExportFile } from './export-files.ts';
import { findExportMeta, readBuildId, type ExportMeta } from './export-meta.ts';
import {
  partialReasonOf,
  requirePositive,
  stopAfterFailedInARow,
  type ExportOptions,
  type ExportSummary,
} from './export-options.ts';
import {
  exportsInPlace,
  goneFiles,
  planEditions,
  recordedInventory,
  reusePages,
  variantsTogether,
  type ExportStart,
} from './export-reuse.ts';
import { overlayEditions, swapInEditions } from './export-swap.ts';
import { exportInputs, readExportVersions, readLookupsDigest } from './incremental.ts';
import { buildInventory, type InventoryItem } from './inventory.ts';
import { editionRequestOrigin, editions, fileOfPath } from './paths.ts';
import type { PrefetchStats } from './prefetch.ts';
import { Progress } from './progress.ts';
import { PhaseClock } from './phases.ts';
import { PageRecordSpool, writeSpooledExportMeta } from './record-spool.ts';
import { RenderPool } from './render-pool.ts';
import type { RenderResult } from './render-worker.ts';
import { indexNowKeyFile } from './search-ping.ts';

/** Whether a failed render may succeed when tried again (the API was slow or away). */
function isTransient(failure: { status: number }): boolean {
  return failure.status === 503 || failure.status === 0;
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
  requirePositive('stopAfterFailures', options.stopAfterFailures);
  const partialReason = partialReasonOf(options);
  const startedAt = new Date();
  const clock = new PhaseClock('[export]');
  // The workers load the app while this thread reads the records and the API.
  const poolStarting = RenderPool.start(options.dist, {
    ...(options.workers !== undefined && { size: options.workers }),
    ...(options.inFlight !== undefined && { inFlight: options.inFlight }),
    ...(options.batchReads !== false && { apiBase: config.apiBase }),
    ...(options.workerScript !== undefined && { script: options.workerScript }),
  });
  // Awaited below (and closed on every way out); a start that fails first is not unhandled.
  poolStarting.catch(() => undefined);
  const staging = join(out, `.export-${String(process.pid)}`);
  try {
    const start = await readStart(options, startedAt, clock);
    const recorded = recordedInventory(options, start, partialReason);
    const inventory =
      recorded ?? (await buildInventory(config.apiBase, options.limit, options.sampleEvery, options.shard));
    clock.end(
      'inventory',
      `${String(inventory.length)} items from ${recorded === undefined ? 'the API' : 'the last records'}`,
    );
    return await renderInventory(
      options,
      inventory,
      staging,
      partialReason,
      { ...start, inventoryFromRecords: recorded !== undefined },
      clock,
      poolStarting,
    );
  } finally {
    await (await poolStarting.catch(() => undefined))?.close();
    // Renamed into place on success; a failed or broken run leaves nothing behind.
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * What the export reads before its inventory: the last export's records (`since`), the versions
 * and the lookup tables' digest. Read before the inventory and every render: a change after
 * this cursor is seen by the next incremental export, even when a page of this one already
 * shows it.
 */
async function readStart(options: ExportOptions, startedAt: Date, clock: PhaseClock): Promise<ExportStart> {
  const { config, since } = options;
  const bases = new Map(
    editions.map((edition) => [edition, since === undefined ? undefined : findExportMeta(since, edition)]),
  );
  clock.end('last records', since ?? 'none');
  const baseCursors = [...bases.values()].flatMap((base) => base?.inputs?.cursor ?? []);
  /** A whole export records no versions or lookups it could not read; an incremental one stops. */
  const orNone = (what: string) => (error: unknown) => {
    if (since !== undefined) throw error;
    console.warn(
      `[export] ${error instanceof Error ? error.message : String(error)}: the record will hold no ${what}`,
    );
    return undefined;
  };
  const [versions, lookups] = await Promise.all([
    readExportVersions(
      config.apiBase,
      // A whole export needs only the cursor: no change is after the largest id.
      since === undefined ? Number.MAX_SAFE_INTEGER : Math.min(...baseCursors, Number.MAX_SAFE_INTEGER),
    ).catch(orNone('versions')),
    readLookupsDigest(config.apiBase).catch(orNone('lookups digest')),
  ]);
  clock.end(
    'versions',
    versions === undefined
      ? 'none'
      : `${String(Object.keys(versions.tags).length)} tags changed${versions.membership ? ', lists moved' : ''}`,
  );
  return { startedAt, versions, lookups, bases };
}

/** Renders the inventory into `staging` and swaps it in when every page rendered. */
async function renderInventory(
  options: ExportOptions,
  fullInventory: readonly InventoryItem[],
  staging: string,
  partialReason: string | undefined,
  start: ExportStart & { inventoryFromRecords: boolean },
  clock: PhaseClock,
  poolStarting: Promise<RenderPool>,
): Promise<ExportSummary> {
  const { dist, out, config } = options;
  await rm(staging, { recursive: true, force: true });
  const plans = planEditions(options, fullInventory, start);
  // An incremental export into the folder it starts from stages only what it renders and lays
  // it over the live export at the end; any other export stages a whole tree and swaps it in.
  const inPlace = exportsInPlace(options, plans, start);
  for (const edition of editions) {
    if (inPlace) await mkdir(join(staging, edition), { recursive: true });
    // Static assets are the same for both editions; pages written later win over them. The
    // same build (an in-place export's condition) has the same assets in the live export.
    else await cp(join(dist, 'client'), join(staging, edition), { recursive: true });
  }
  // Per edition, a set of the paths to render: looked up for every item of the inventory, so no
  // key is built per item.
  const toRender = new Map(
    plans === undefined ? [] : [...plans].map(([edition, plan]) => [edition, new Set(plan.render)]),
  );
  const rendered =
    plans === undefined
      ? fullInventory
      : fullInventory.filter((item) => toRender.get(item.edition)?.has(item.path) === true);
  const inventory = start.inventoryFromRecords ? variantsTogether(rendered) : rendered;
  clock.end('plan', `${String(inventory.length)} to render${inPlace ? ', in place' : ''}`);
  const pool = await poolStarting;
  clock.end('app load', `${String(pool.size)} workers (the rest of their start)`);
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
        ...(versions !== undefined && {
          inputs: exportInputs(versions, config, start.startedAt, start.lookups),
        }),
      },
    ]),
  );
  if (plans !== undefined && options.since !== undefined) {
    await reusePages(options.since, staging, plans, start, metas, config, !inPlace);
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
    clock.end('reuse', inPlace ? 'recorded, left in place' : 'copied');
  }
  // The rendered pages' entries go to a file per edition, not into memory (record-spool.ts).
  const spools = new Map(
    editions.map((edition) => [edition, new PageRecordSpool(join(staging, `.record-${edition}.part`))]),
  );
  const warnings = new WarningCollector();
  const failures: (ExportSummary['failures'][number] & { item: InventoryItem; status: number })[] = [];
  let bytes = 0;
  let next = 0;
  let prefetch: PrefetchStats;

  // Pages that failed in a row: past the bar the export stops (stopAfterFailedInARow).
  const stopAfter = options.stopAfterFailures ?? stopAfterFailedInARow;
  let failedInARow = 0;
  let stopped: string | undefined;
  /** Pages rendered (or failed) so far: all of the inventory unless the export stopped. */
  let settled = 0;

  function settle(item: InventoryItem, url: string, result: RenderResult): Promise<void> | undefined {
    settled += 1;
    if (result.status !== (item.status ?? 200)) {
      const failure = {
        url,
        item,
        status: result.status,
        reason: result.error ?? `HTTP ${String(result.status)}`,
      };
      failures.push(failure);
      failedInARow += 1;
      if (failedInARow === stopAfter) {
        stopped = `${String(stopAfter)} pages in a row did not render (the last: ${url}: ${failure.reason}); is the API answering?`;
      }
      return undefined;
    }
    failedInARow = 0;
    const file = item.file ?? fileOfPath(item.path);
    bytes += result.body.byteLength;
    const meta = metas.get(item.edition);
    spools.get(item.edition)?.add(item.path, { file, tags: result.tags });
    if (meta) warnings.note(meta, url, result.warnings);
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

  const chunkSize = options.chunkSize ?? 400;
  async function lane(): Promise<void> {
    while (next < inventory.length && stopped === undefined) {
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
    // two more tries, one at a time, before they count as failures; not when the export
    // stopped, and the tries stop when a tenth of the bar fail again in a row.
    const retryStopAfter = Math.max(1, Math.ceil(stopAfter / 10));
    for (let attempt = 0; attempt < 2 && stopped === undefined && failures.some(isTransient); attempt += 1) {
      const retry = failures.filter(isTransient);
      // Filtered in place: spreading a list of many failures into a call overflows the stack.
      let kept = 0;
      for (const failure of failures) if (!isTransient(failure)) failures[kept++] = failure;
      failures.length = kept;
      failedInARow = 0;
      for (const failure of retry) {
        if (failedInARow >= retryStopAfter) failures.push(failure);
        else await exportChunk([failure.item]);
      }
    }
    prefetch = await pool.prefetchStats();
  } finally {
    await pool.close();
    // Closed before staging can be removed, even when the run failed.
    await Promise.allSettled([...spools.values()].map((spool) => spool.close()));
  }
  const seconds = progress.elapsed;
  clock.end('render', `${String(settled)} pages`);
  if (failures.length === 0) {
    for (const [edition, spool] of spools) {
      const meta = metas.get(edition);
      if (meta) await writeSpooledExportMeta(staging, meta, spool);
    }
    clock.end('record');
    if (options.indexNowKey !== undefined) {
      const keyFile = indexNowKeyFile(options.indexNowKey);
      for (const edition of editions)
        await writeExportFile(join(staging, edition, keyFile.name), Buffer.from(keyFile.body));
    }
    if (inPlace && plans !== undefined) {
      // The files of the rendered pages: the reused ones keep their recorded file.
      const files = new Map(
        inventory.map((item) => [`${item.edition} ${item.path}`, item.file ?? fileOfPath(item.path)]),
      );
      const gone = goneFiles(
        plans,
        start,
        (edition, path) => files.get(`${edition} ${path}`) ?? fileOfPath(path),
      );
      const { moved, removed } = await overlayEditions(staging, out, editions, gone);
      clock.end('overlay', `${String(moved)} files laid over, ${String(removed)} removed`);
    } else {
      await swapInEditions(staging, out, editions);
      clock.end('swap');
    }
  }
  return {
    pages: stopped === undefined ? inventory.length : settled,
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
    ...(stopped !== undefined && { stopped }),
  };
}
