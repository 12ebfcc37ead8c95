import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.ts';
import { renderedPictures } from '../db/schema.ts';
import { renderWebp } from '../storage/render-picture.ts';

// Catalogue posters kept where the reference object storage keeps uploads (the database), by the
// SHA-256 of their SVG document: the same facts give the same document and so one render, kept
// across restarts; a fair an editor renamed gives a new document, so its poster follows the edit
// with nothing to invalidate. A bounded in-memory map answers repeated requests without a read.

/** A stored picture: its WebP bytes and the hash that names them (the response's ETag). */
export interface StoredPicture {
  hash: string;
  bytes: Uint8Array;
}

/** Recently served pictures by hash, bounded by bytes, not entries (posters differ in size). */
const recent = new LRUCache<string, Uint8Array>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => Math.max(1, bytes.length),
});
const pending = new Map<string, Promise<Uint8Array>>();

/** The hash that names an SVG document's render. */
export function pictureHash(svg: string): string {
  return createHash('sha256').update(svg).digest('hex');
}

async function readOrRender(db: Database, hash: string, svg: string): Promise<Uint8Array> {
  const [row] = await db
    .select({ bytes: renderedPictures.bytes })
    .from(renderedPictures)
    .where(eq(renderedPictures.hash, hash));
  if (row !== undefined) return row.bytes;
  const bytes = await renderWebp(svg);
  // Two API processes may render the same poster at once: the bytes are the same, one row stays.
  await db
    .insert(renderedPictures)
    .values({ hash, size: bytes.length, bytes })
    .onConflictDoNothing({ target: renderedPictures.hash });
  return bytes;
}

/**
 * The WebP of an SVG poster: from memory, else from the store, else rendered and stored.
 * Concurrent first requests for one document share a single read and render.
 */
export async function storedPicture(db: Database, svg: string): Promise<StoredPicture> {
  const hash = pictureHash(svg);
  const kept = recent.get(hash);
  if (kept !== undefined) return { hash, bytes: kept };
  let work = pending.get(hash);
  if (work === undefined) {
    work = readOrRender(db, hash, svg)
      .then((bytes) => {
        recent.set(hash, bytes);
        return bytes;
      })
      .finally(() => pending.delete(hash));
    pending.set(hash, work);
  }
  return { hash, bytes: await work };
}
