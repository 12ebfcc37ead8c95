// Uploads an export to the bucket: objects `{edition}/{path}` with Content-Type and
// Cache-Control, only those whose bytes differ from what the bucket holds (the publish
// journal, or with `verify` the bucket's own listing: ETag = MD5 of a single-part upload),
// deletions only with `prune` (never from a partial export: its absent pages are not gone),
// bounded concurrency and retries with backoff. Every object is
// written by one atomic PUT and journaled right after, so an interrupted run leaves whole
// objects and a re-run uploads only what is still missing or different.
import { DeleteObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { EnvConfig } from '../../env/index.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { findExportMeta, metaFileName } from './export-meta.ts';
import { cacheControlOf, contentTypeOf } from './paths.ts';
import { formatDuration, Progress } from './progress.ts';
import { PublishJournal } from './publish-journal.ts';
import type { Bucket } from '../../src/lib/cache/s3-client.ts';

/** How to publish. */
export interface PublishOptions {
  /** Folder holding `{edition}/` trees (dist/static). */
  root: string;
  editions: readonly Edition[];
  config: Pick<EnvConfig, 'name' | 'cache'> & Partial<Pick<EnvConfig, 'staticPrefix'>>;
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

/**
 * Prefixes of the bucket that publishing never deletes: the route cache's bucket store
 * (src/lib/cache/bucket-store.ts) keeps its entries and invalidation journal there. Pruning only
 * looks at the edition prefixes anyway; this holds even if an edition were ever named like it.
 */
export const reservedPrefixes = ['_cache/'] as const;

/** Whether publishing may delete an object. */
export function isPrunable(key: string): boolean {
  return !reservedPrefixes.some((prefix) => key.startsWith(prefix));
}

/** An edition whose export rendered less than the whole inventory, and why. */
export interface PartialEdition {
  edition: Edition;
  reason: string;
}

/**
 * The editions among `editions` whose `.portal-export.json` says partial. A folder without a
 * record (not written by the exporter) is not known to be partial.
 */
export function partialEditions(root: string, editions: readonly Edition[]): PartialEdition[] {
  return editions.flatMap((edition) => {
    const meta = findExportMeta(root, edition);
    return meta?.partial ? [{ edition, reason: meta.partialReason ?? 'unknown options' }] : [];
  });
}

/** Why `--prune` refuses these partial editions, in one line. */
export function partialPruneRefusal(partial: readonly PartialEdition[]): string {
  const list = partial.map(({ edition, reason }) => `${edition} (${reason})`).join(', ');
  return `refusing --prune: the export of ${list} is partial, so pruning would delete every page it left out; run a full npm run export first, or publish without --prune`;
}

/** Thrown by a prune of a partial export, before anything was uploaded or deleted. */
export class PartialExportError extends Error {
  constructor(partial: readonly PartialEdition[]) {
    super(partialPruneRefusal(partial));
    this.name = 'PartialExportError';
  }
}

/** A local object: its key, file and MD5. */
interface LocalObject {
  key: string;
  file: string;
}

/** The files of an edition's export as object keys (the export's own record excluded). */
export async function localObjects(root: string, edition: Edition): Promise<LocalObject[]> {
  const base = join(root, edition);
  const entries = await readdir(base, { recursive: true, withFileTypes: true });
  const objects: LocalObject[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const path = relative(base, file).split(sep).join('/');
    if (path === metaFileName) continue;
    objects.push({ key: `${edition}/${path}`, file });
  }
  return objects;
}

/**
 * The ETags (MD5 hex for single-part uploads) of every object under a prefix. ListObjects (v1,
 * paged by marker) rather than v2: OSS answers both, and s3rver's v2 fails on Node 24 (its
 * continuation tokens use DES, which Node 24's OpenSSL lacks).
 */
export async function remoteEtags(
  bucket: Bucket,
  prefix: string,
  pageSize = 1000,
): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  let marker: string | undefined;
  let previous = '';
  for (;;) {
    const page = await bucket.client.send(
      new ListObjectsCommand({ Bucket: bucket.name, Prefix: prefix, Marker: marker, MaxKeys: pageSize }),
    );
    const contents = page.Contents ?? [];
    for (const object of contents) {
      if (object.Key === undefined) continue;
      // Marker paging is only sound when keys come in order; s3rver lists in directory-walk
      // order, which would silently skip keys: refuse rather than re-upload or miss deletions.
      if (object.Key < previous) {
        throw new Error(`the server lists ${prefix} out of key order: --verify cannot page through it`);
      }
      previous = object.Key;
      etags.set(object.Key, (object.ETag ?? '').replaceAll('"', ''));
    }
    const last = contents.at(-1)?.Key;
    if (!page.IsTruncated || last === undefined) break;
    marker = page.NextMarker ?? last;
  }
  return etags;
}

/** Whether an error is worth another attempt (network, throttling, server side). */
function isRetryable(error: unknown): boolean {
  // S3 errors carry the HTTP status in $metadata; other HTTP calls (search pings) in `status`.
  const failed = error as { $metadata?: { httpStatusCode?: number }; status?: unknown };
  const status = typeof failed.status === 'number' ? failed.status : failed.$metadata?.httpStatusCode;
  if (status === undefined) return true;
  return status >= 500 || status === 429 || status === 408;
}

/** Runs `task` up to `attempts` times with exponential backoff and jitter. */
export async function withRetry<T>(
  task: () => Promise<T>,
  attempts: number,
  onRetry: () => void,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      onRetry();
      const delay = 200 * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((done) => setTimeout(done, delay));
    }
  }
}

/** Runs tasks with at most `limit` at a time. */
export async function mapLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

/** Uploads one object with its headers and Content-MD5 (the server checks the bytes). */
async function putObject(
  bucket: Bucket,
  key: string,
  body: Buffer,
  md5: Buffer,
  config: PublishOptions['config'],
): Promise<void> {
  await bucket.client.send(
    new PutObjectCommand({
      Bucket: bucket.name,
      Key: key,
      Body: body,
      ContentType: contentTypeOf(key),
      CacheControl: cacheControlOf(key, config),
      ContentMD5: md5.toString('base64'),
      ContentLength: body.byteLength,
      // Answered as `x-amz-meta-portal-key` (OSS: `x-oss-meta-portal-key`): which object a
      // response came from, so a page served from the bucket can be told from the origin's.
      Metadata: { 'portal-key': key },
    }),
  );
}

/** Uploads the objects whose bytes differ from `etags`; counts into the summary. */
async function uploadChanged(
  bucket: Bucket,
  objects: readonly LocalObject[],
  etagOf: (key: string) => Promise<string | undefined>,
  options: PublishOptions,
  summary: PublishSummary,
): Promise<void> {
  const progress = options.quiet ? undefined : new Progress('[publish]', objects.length);
  const attempts = options.attempts ?? 5;
  await mapLimit(objects, options.concurrency ?? 16, async (object) => {
    const body = await readFile(object.file);
    const md5 = createHash('md5').update(body).digest();
    if ((await etagOf(object.key)) === md5.toString('hex')) {
      summary.unchanged += 1;
    } else {
      if (!options.dryRun) {
        await withRetry(
          () => putObject(bucket, object.key, body, md5, options.config),
          attempts,
          () => {
            summary.retries += 1;
          },
        );
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
  const summary: PublishSummary = {
    uploaded: [],
    unchanged: 0,
    deleted: [],
    bytes: 0,
    retries: 0,
    seconds: 0,
    dryRun: options.dryRun ?? false,
  };
  const { journal } = options;
  for (const edition of options.editions) {
    const prefix = `${edition}/`;
    if (options.verify) journal.reset(prefix, await remoteEtags(bucket, prefix, options.listPageSize));
    const objects = await localObjects(options.root, edition);
    await uploadChanged(
      bucket,
      objects,
      (key) => Promise.resolve(journal.objects.get(key)),
      options,
      summary,
    );
    if (options.prune) {
      const local = new Set(objects.map((object) => object.key));
      const stale = [...journal.objects.keys()].filter(
        (key) => key.startsWith(prefix) && !local.has(key) && isPrunable(key),
      );
      await mapLimit(stale, options.concurrency ?? 16, async (key) => {
        if (!options.dryRun) {
          await withRetry(
            () => bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key })),
            options.attempts ?? 5,
            () => {
              summary.retries += 1;
            },
          );
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
    await uploadChanged(bucket, assets, (key) => Promise.resolve(journal.objects.get(key)), options, summary);
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
  const summary: PublishSummary = {
    uploaded: [],
    unchanged: 0,
    deleted: [],
    bytes: 0,
    retries: 0,
    seconds: 0,
    dryRun: options.dryRun ?? false,
  };
  const objects = keys.map((key) => ({ key, file: join(options.root, ...key.split('/')) }));
  const etagOf = (key: string) => Promise.resolve(options.journal.objects.get(key));
  await uploadChanged(bucket, objects, etagOf, { ...options, editions: [], quiet: true }, summary);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/** The closing line of a publish. */
export function formatPublishSummary(summary: PublishSummary): string {
  const verb = summary.dryRun ? 'would upload' : 'uploaded';
  const remove = summary.dryRun ? 'would delete' : 'deleted';
  return `[publish] ${verb} ${String(summary.uploaded.length)}, unchanged ${String(summary.unchanged)}, ${remove} ${String(summary.deleted.length)}, ${(summary.bytes / 1e6).toFixed(2)} MB, ${String(summary.retries)} retries, ${formatDuration(summary.seconds)}`;
}
