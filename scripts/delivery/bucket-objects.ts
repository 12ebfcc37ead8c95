// The objects of a publish on both sides: the export's files as object keys, what the bucket
// lists under a prefix, and one object's upload with the headers the edge serves it with.
import { ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { EnvConfig } from '../../env/index.ts';
import type { Bucket } from '../../src/lib/cache/s3-client.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { metaFileName } from './export-meta.ts';
import { cacheControlOf, contentTypeOf } from './paths.ts';

/** What of the environment's settings a publish reads (the objects' Cache-Control, the assets' host). */
export type PublishConfig = Pick<EnvConfig, 'name' | 'cache'> & Partial<Pick<EnvConfig, 'staticPrefix'>>;

/** A local object: its key and file. */
export interface LocalObject {
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

/** Uploads one object with its headers and Content-MD5 (the server checks the bytes). */
export async function putObject(
  bucket: Bucket,
  key: string,
  body: Buffer,
  md5: Buffer,
  config: PublishConfig,
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
