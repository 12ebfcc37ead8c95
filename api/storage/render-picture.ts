// SVG posters to WebP with sharp (libvips and librsvg), the format the storage host's
// x-oss-process conversion hands browsers in production. Pictures are rendered when first asked
// for and then kept (api/domain/rendered-pictures.ts) instead of at seed time: the API starts as
// fast as before, and a page shows only the pictures it asks for.
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
