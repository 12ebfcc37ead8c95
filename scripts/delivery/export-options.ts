// What an export takes and what it reports: its options, its summary and the closing lines.
import type { EnvConfig } from '../../env/index.ts';
import { metaFileName, type ContentWarning } from './export-meta.ts';
import { editions } from './paths.ts';
import type { PrefetchStats } from './prefetch.ts';
import { formatDuration } from './progress.ts';
import { shardReason, type Shard } from './shards.ts';

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
  /**
   * Failed pages in a row after which the export stops rendering (default
   * `stopAfterFailedInARow`); the retries of pages that answered 503 stop after a tenth of that.
   */
  stopAfterFailures?: number;
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
  /** Pages rendered (those tried, when the export stopped). */
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
  /** Set when so many pages in a row failed that the export stopped rendering (it failed). */
  stopped?: string;
}

/**
 * Failed pages in a row after which an export stops. An API that goes away mid-export fails
 * every page that follows (each after its client's retries), then each 503 is tried twice more,
 * one at a time: at scale 20,000 that would have taken hours to end in the same failure. Four
 * chunks of 400 are in flight, so 2,000 in a row is more than what was under way when the API
 * went, and far fewer than a run's pages.
 */
export const stopAfterFailedInARow = 2000;

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
export function requirePositive(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
    throw new Error(`${name} must be a whole number of at least 1, got ${String(value)}`);
  }
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
  if (summary.stopped !== undefined) lines.push(`[export] STOPPED: ${summary.stopped}`);
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
