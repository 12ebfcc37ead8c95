// Sharded exports: `npm run export -- --shard i/n` renders the pages whose locale-free path hashes
// to slice i of n (the four variants of a page, two editions x two locales, share that path, so
// they stay together; the slice depends on the path alone, never on run order or inventory
// size), and `mergeShardExports` combines shard folders into one export (files and records),
// which publish then uploads like any export (`npm run publish -- --shard-root dir ...`).
import { createHash } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Edition } from '../../src/lib/edition.ts';
import { swapInEditions } from './export-swap.ts';
import { readExportMeta, writeExportMeta, type ExportMeta, type ExportedPage } from './export-meta.ts';

/** Slice `index` (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** Most shards an export may be cut into. */
const maxShards = 1000;

/** `--shard i/n` as typed: 1 <= i <= n <= 1000. */
export const shardArgument = z
  .string()
  .regex(/^[0-9]+\/[0-9]+$/, 'must be i/n, e.g. 2/3')
  .transform((text): Shard => {
    const [index, count] = text.split('/').map(Number);
    return { index: index ?? 0, count: count ?? 0 };
  })
  .refine(
    (shard) => shard.count >= 1 && shard.count <= maxShards,
    `n must be between 1 and ${String(maxShards)}`,
  )
  .refine((shard) => shard.index >= 1 && shard.index <= shard.count, 'i must be between 1 and n');

/** How a shard is written in options and records: `2/3`. */
function formatShard(shard: Shard): string {
  return `${String(shard.index)}/${String(shard.count)}`;
}

/**
 * The shard (1-based) of a locale-free path among `count`: the first 32 bits of its SHA-256,
 * modulo `count`. Stable across runs, machines and inventories.
 */
export function shardOfPath(path: string, count: number): number {
  return (createHash('sha256').update(path).digest().readUInt32BE(0) % count) + 1;
}

/** Whether a locale-free path belongs to a shard (always, without one). */
export function inShard(path: string, shard: Shard | undefined): boolean {
  return shard === undefined || shardOfPath(path, shard.count) === shard.index;
}

/** The partial reason a shard adds to an export's record. */
export function shardReason(shard: Shard): string {
  return `--shard ${formatShard(shard)}`;
}

/** A partial reason without its shard part ('' when nothing else made the export partial). */
function withoutShardReason(reason: string | undefined): string {
  return (reason ?? '')
    .replace(/--shard \d+\/\d+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a merge did. */
export interface MergeSummary {
  /** Shards merged, per their records (e.g. [1, 2, 3] of 3). */
  shards: number[];
  count: number;
  pages: number;
  /** Why the merged export is still partial (a shard missing, --limit in the shards). */
  partialReason?: string;
}

/**
 * Merges shard exports (each a folder of `{edition}/` trees written by `--shard i/n`) into one
 * export in `out`, replacing its editions only when the merge succeeds. Refuses shards of
 * different builds (their pages would reference different bundles), of different counts, the
 * same shard twice, and a URL recorded by two shards. The merged record lists every page; it is
 * complete when every shard 1..n is there and none was partial for another reason, else partial
 * with the reason (so `publish --prune` refuses a merge with a shard missing).
 */
export async function mergeShardExports(
  shardRoots: readonly string[],
  out: string,
  editions: readonly Edition[],
): Promise<MergeSummary> {
  if (shardRoots.length === 0) throw new Error('no shard folders to merge');
  const staging = join(out, `.merge-${String(process.pid)}`);
  await rm(staging, { recursive: true, force: true });
  let summary: MergeSummary | undefined;
  try {
    for (const edition of editions) {
      const metas = shardRoots.map((root) => ({ root, meta: readExportMeta(root, edition) }));
      const merged = mergeRecords(edition, metas);
      summary ??= merged.summary;
      for (const { root } of metas) {
        // Pages are disjoint (checked); assets and key files are the same build's bytes.
        await cp(join(root, edition), join(staging, edition), { recursive: true, force: true });
      }
      await writeExportMeta(staging, merged.meta);
    }
    await swapInEditions(staging, out, editions);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  if (summary === undefined) throw new Error('no edition to merge');
  return summary;
}

/** The merged record of one edition, and what it says; throws when the shards do not fit. */
function mergeRecords(
  edition: Edition,
  metas: readonly { root: string; meta: ExportMeta }[],
): { meta: ExportMeta; summary: MergeSummary } {
  const [first] = metas;
  if (first === undefined) throw new Error('no shard folders to merge');
  const count = first.meta.shard?.count;
  const seen = new Map<number, string>();
  const pages: Record<string, ExportedPage> = {};
  const owner = new Map<string, string>();
  const otherReasons = new Set<string>();
  for (const { root, meta } of metas) {
    const where = `${root}/${edition}`;
    if (meta.shard === undefined)
      throw new Error(`${where} is not a shard export (no --shard in its record)`);
    if (meta.shard.count !== count) {
      throw new Error(`${where} is shard ${formatShard(meta.shard)}, the others are of ${String(count)}`);
    }
    if (meta.buildId !== first.meta.buildId) {
      throw new Error(
        `${where} was rendered by build ${meta.buildId}, ${first.root} by ${first.meta.buildId}: shards must come from one build`,
      );
    }
    const twice = seen.get(meta.shard.index);
    if (twice !== undefined)
      throw new Error(`shard ${formatShard(meta.shard)} given twice: ${twice} and ${root}`);
    seen.set(meta.shard.index, root);
    for (const [url, page] of Object.entries(meta.pages)) {
      const other = owner.get(url);
      if (other !== undefined) throw new Error(`${url} (${edition}) is in two shards: ${other} and ${root}`);
      owner.set(url, root);
      pages[url] = page;
    }
    const other = withoutShardReason(meta.partialReason);
    if (other !== '') otherReasons.add(other);
  }
  const total = count ?? 0;
  const shards = [...seen.keys()].sort((a, b) => a - b);
  const missing = Array.from({ length: total }, (_, index) => index + 1).filter((index) => !seen.has(index));
  const reasons = [
    ...otherReasons,
    ...(missing.length > 0 ? [`shards ${missing.join(',')} of ${String(total)} missing`] : []),
  ];
  const partialReason = reasons.length > 0 ? reasons.join(' ') : undefined;
  const meta: ExportMeta = {
    edition,
    // The oldest shard's time: the merged export is no newer than its oldest part.
    exportedAt: metas.map(({ meta: shard }) => shard.exportedAt).sort()[0] ?? first.meta.exportedAt,
    buildId: first.meta.buildId,
    pages,
    partial: partialReason !== undefined,
    ...(partialReason !== undefined && { partialReason }),
    warnings: metas.flatMap(({ meta: shard }) => shard.warnings),
    ...mergedInputs(metas.map(({ meta: shard }) => shard)),
  };
  return {
    meta,
    summary: {
      shards,
      count: total,
      pages: Object.keys(pages).length,
      ...(partialReason !== undefined && { partialReason }),
    },
  };
}

/**
 * The inputs of merged shards when they agree (same database, settings and day), with the
 * oldest cursor: a page of any shard was rendered from at least that much of the change feed,
 * so an incremental export from the merge re-renders whatever changed after it.
 */
function mergedInputs(metas: readonly ExportMeta[]): Pick<ExportMeta, 'inputs'> {
  const inputs = metas.map((meta) => meta.inputs);
  const [first] = inputs;
  if (first === undefined) return {};
  const agree = inputs.every(
    (other) => other?.database === first.database && other.config === first.config && other.day === first.day,
  );
  if (!agree) return {};
  return { inputs: { ...first, cursor: Math.min(...inputs.map((other) => other?.cursor ?? 0)) } };
}

/** One line about a merge. */
export function formatMergeSummary(summary: MergeSummary, out: string): string {
  const line = `merged shards ${summary.shards.join(',')} of ${String(summary.count)} into ${out} (${String(summary.pages)} pages per edition)`;
  return summary.partialReason === undefined
    ? `${line}: complete`
    : `${line}: PARTIAL (${summary.partialReason}); publish --prune refuses it`;
}
