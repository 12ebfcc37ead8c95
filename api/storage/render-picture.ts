// SVG posters to WebP with sharp (libvips and librsvg), the format the storage host's
// x-oss-process conversion hands browsers in production. Rendering costs tens of milliseconds,
// so pictures are rendered when first asked for and kept (by address) instead of at seed time:
// the API starts as fast as before, and a page shows only the pictures it asks for.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** WebP quality: posters are flat colour and type, which this keeps sharp at a few KB. */
export const pictureQuality = 86;

/** The WebP bytes of an SVG document, the same bytes for the same document. */
export async function renderWebp(svg: string): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(svg), { density: 72 })
    .webp({ quality: pictureQuality, effort: 4 })
    .toBuffer();
  return new Uint8Array(buffer);
}

/** Rendered pictures by address, bounded by bytes, not entries (posters differ in size). */
const rendered = new LRUCache<string, Uint8Array>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => Math.max(1, bytes.length),
});
const pending = new Map<string, Promise<Uint8Array>>();

/**
 * The picture kept under `key`, rendered by `make` the first time; concurrent first requests for
 * one address share a single render.
 */
export async function keptPicture(key: string, make: () => Promise<string>): Promise<Uint8Array> {
  const kept = rendered.get(key);
  if (kept !== undefined) return kept;
  const running = pending.get(key);
  if (running !== undefined) return running;
  const work = make()
    .then(renderWebp)
    .then((bytes) => {
      rendered.set(key, bytes);
      return bytes;
    })
    .finally(() => pending.delete(key));
  pending.set(key, work);
  return work;
}
