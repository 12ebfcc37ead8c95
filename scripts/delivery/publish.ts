// Uploads an export to the bucket: objects `{edition}/{path}` with Content-Type and
// Cache-Control, only those whose bytes differ from what the bucket holds (the publish
// journal, or with `verify` the bucket's own listing: ETag = MD5 of a single-part upload),
// deletions only with `prune` (never from a partial export: its absent pages are not gone),
// bounded concurrency and retries with backoff. Every object is
// written by one atomic PUT and journaled right after, so an interrupted run leaves whole
// objects and a re-run uploads only what is still missing or different.
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Bucket } from '../../src/lib/cache/s3-client.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { mapLimit, withRetry } from './bounded-work.ts';
import {
  localObjects,
  putObject,
  remoteEtags,
  type LocalObject,
  type PublishConfig,
} from './bucket-objects.ts';
import { formatDuration, Progress } from './progress.ts';
import type { PublishJournal } from './publish-journal.ts';
import { PartialExportError, partialEditions } from './prune-rules.ts';

/** How to publish. */
export interface PublishOptions {
  /** Folder holding `{edition}/` trees (dist/static). */
  root: string;
  editions: readonly Edition[];
  config: PublishConfig;
  dryRun?: boolean;
  prune?: boolean;
  concurrency?: number;
  /** Attempts per request before giving up. */
  attempts?: number;
  /** Prints progress lines (off for rebuilds, which log one line). */
  quiet?: boolean;
  /** Keys per listing call (OSS and S3: at most 1000). */
  listPageSize?: number;
  /** What the bucket holds (the stored manifest). */
  journal: PublishJournal;
  /** Compare against the bucket's listing instead of the journal (and rewrite the journal). */
  verify?: boolean;
}

/** What a publish did (or, dry, would do). */
export interface PublishSummary {
  uploaded: string[];
  unchanged: number;
  deleted: string[];
  bytes: number;
  retries: number;
  seconds: number;
  dryRun: boolean;
}

/** An empty summary, to count a publish into. */
function newSummary(dryRun: boolean | undefined): PublishSummary {
  return {
    uploaded: [],
    unchanged: 0,
    deleted: [],
    bytes: 0,
    retries: 0,
    seconds: 0,
    dryRun: dryRun ?? false,
  };
}

/** Runs one bucket request with the publish's retries, counting them into the summary. */
function retried<T>(task: () => Promise<T>, options: PublishOptions, summary: PublishSummary): Promise<T> {
  return withRetry(task, options.attempts ?? 5, () => {
    summary.retries += 1;
  });
}

/** Uploads the objects whose bytes differ from what the journal says the bucket holds; counts into the summary. */
async function uploadChanged(
  bucket: Bucket,
  objects: readonly LocalObject[],
  options: PublishOptions,
  summary: PublishSummary,
): Promise<void> {
  const progress = options.quiet ? undefined : new Progress('[publish]', objects.length);
  await mapLimit(objects, options.concurrency ?? 16, async (object) => {
    const body = await readFile(object.file);
    const md5 = createHash('md5').update(body).digest();
    if (options.journal.objects.get(object.key) === md5.toString('hex')) {
      summary.unchanged += 1;
    } else {
      if (!options.dryRun) {
        await retried(() => putObject(bucket, object.key, body, md5, options.config), options, summary);
        options.journal.put(object.key, md5.toString('hex'));
      }
      summary.uploaded.push(object.key);
      summary.bytes += body.byteLength;
    }
    progress?.tick();
  });
}

/** Publishes whole editions: compares against the bucket's listing, uploads, prunes on request. */
export async function publishExport(bucket: Bucket, options: PublishOptions): Promise<PublishSummary> {
  if (options.prune) {
    const partial = partialEditions(options.root, options.editions);
    if (partial.length > 0) throw new PartialExportError(partial);
  }
  const started = performance.now();
  const summary = newSummary(options.dryRun);
  const { journal } = options;
  for (const edition of options.editions) {
    const prefix = `${edition}/`;
    if (options.verify) journal.reset(prefix, await remoteEtags(bucket, prefix, options.listPageSize));
    const objects = await localObjects(options.root, edition);
    await uploadChanged(bucket, objects, options, summary);
    if (options.prune) {
      const local = new Set(objects.map((object) => object.key));
      const stale = [...journal.objects.keys()].filter((key) => key.startsWith(prefix) && !local.has(key));
      await mapLimit(stale, options.concurrency ?? 16, async (key) => {
        if (!options.dryRun) {
          const command = new DeleteObjectCommand({ Bucket: bucket.name, Key: key });
          await retried(() => bucket.client.send(command), options, summary);
          journal.delete(key);
        }
        summary.deleted.push(key);
      });
    }
  }
  // With staticPrefix, pages load the build's assets from the static host, which serves the
  // bucket's shared _astro/ (the same files in every edition's folder).
  const [first] = options.editions;
  if (options.config.staticPrefix && first !== undefined) {
    const assets = (await localObjects(options.root, first))
      .filter((object) => object.key.startsWith(`${first}/_astro/`))
      .map((object) => ({ key: object.key.slice(first.length + 1), file: object.file }));
    await uploadChanged(bucket, assets, options, summary);
  }
  if (!options.dryRun) journal.compact();
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/**
 * Publishes some objects of an export (a rebuild's re-rendered files): uploads only those
 * whose bytes differ from what the journal says the bucket holds.
 */
export async function publishKeys(
  bucket: Bucket,
  keys: readonly string[],
  options: Omit<PublishOptions, 'editions' | 'prune'>,
): Promise<PublishSummary> {
  const started = performance.now();
  const summary = newSummary(options.dryRun);
  const objects = keys.map((key) => ({ key, file: join(options.root, ...key.split('/')) }));
  await uploadChanged(bucket, objects, { ...options, editions: [], quiet: true }, summary);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/** The closing line of a publish. */
export function formatPublishSummary(summary: PublishSummary): string {
  const verb = summary.dryRun ? 'would upload' : 'uploaded';
  const remove = summary.dryRun ? 'would delete' : 'deleted';
  return `[publish] ${verb} ${String(summary.uploaded.length)}, unchanged ${String(summary.unchanged)}, ${remove} ${String(summary.deleted.length)}, ${(summary.bytes / 1e6).toFixed(2)} MB, ${String(summary.retries)} retries, ${formatDuration(summary.seconds)}`;
}
