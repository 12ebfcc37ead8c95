import { and, desc, eq, lt } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import {
  editorPictureMaxPixels,
  editorPictureMinimum,
  editorPictureTypes,
  type EditorPicture,
} from '../../../src/lib/contract/editor-pictures.ts';
import type { Database } from '../../db/database.ts';
import { editorPictures } from '../../db/schema.ts';
import { ApiError, fieldIssue, notFound } from '../../server/api-error.ts';
import { apiText } from '../../server/api-messages.ts';
import { randomToken } from '../../server/tokens.ts';

// Editors' pictures: the bytes are read by sharp (never trusted from the content type), refused
// when they are no picture, too many pixels to decode or smaller than the spec's minimum, and
// kept as WebP at most 2400 px on the long side.

/** The longest side a stored picture keeps; larger ones are scaled down. */
const maxStoredSide = 2400;

// sharp's names of the accepted formats (editorPictureTypes).
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

function notAPicture(): ApiError {
  return new ApiError(ResponseCode.uploadFailure, 415, apiText('apiMessage.editorPicture.notImage'), [
    fieldIssue('body', 'apiMessage.editorPicture.notImage'),
  ]);
}

interface Size {
  readonly width: number;
  readonly height: number;
}

/** The picture's size as it will be shown (EXIF orientation applied), from its header only. */
async function measure(bytes: Uint8Array): Promise<Size> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAPicture();
  }
  if (!acceptedFormats.has(metadata.format)) throw notAPicture();
  // A HEIF container holding HEIC (not AVIF) is not one of the accepted types.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw notAPicture();
  const { width, height } = metadata.autoOrient;
  if (width * height > editorPictureMaxPixels)
    throw new ApiError(
      ResponseCode.uploadFailure,
      400,
      apiText('apiMessage.editorPicture.tooManyPixels', {
        width,
        height,
        maxPixels: editorPictureMaxPixels,
      }),
    );
  return { width, height };
}

function checkMinimum({ width, height }: Size): void {
  const { width: minWidth, height: minHeight } = editorPictureMinimum;
  if (width >= minWidth && height >= minHeight) return;
  throw new ApiError(
    ResponseCode.illegalParameter,
    400,
    apiText('apiMessage.editorPicture.tooSmall', { minWidth, minHeight, width, height }),
    [fieldIssue('body', 'apiMessage.editorPicture.tooSmall', { minWidth, minHeight, width, height })],
  );
}

async function toWebp(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: editorPictureMaxPixels, failOn: 'error' })
      .autoOrient()
      .resize({ width: maxStoredSide, height: maxStoredSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A header that promised a picture over data that does not decode as one.
    throw notAPicture();
  }
}

type PictureRow = typeof editorPictures.$inferSelect;

function answer(row: Omit<PictureRow, 'bytes' | 'userId'>): EditorPicture {
  return {
    id: row.id,
    url: `/oss/editor/${row.token}.webp`,
    fileName: row.fileName,
    width: row.width,
    height: row.height,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The content type header names a picture type (the bytes are checked by sharp either way). */
function checkContentType(contentType: string): void {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(editorPictureTypes as readonly string[]).includes(type))
    throw new ApiError(ResponseCode.illegalParameter, 415, apiText('apiMessage.editorPicture.type'), [
      fieldIssue('header.content-type', 'apiMessage.upload.unsupportedType'),
    ]);
}

/**
 * Checks, converts and stores one picture; answers its public storage path and stored size.
 * Throws `ApiError` (nothing stored) for a wrong type, bytes that are no picture, a decompression
 * bomb or a picture under the spec's minimum size (the error names both sizes).
 */
export async function storeEditorPicture(
  db: Database,
  userId: number,
  contentType: string,
  fileName: string,
  bytes: Uint8Array,
  now: Date,
): Promise<EditorPicture> {
  checkContentType(contentType);
  if (bytes.length === 0) throw notAPicture();
  checkMinimum(await measure(bytes));
  const webp = await toWebp(bytes);
  const [row] = await db
    .insert(editorPictures)
    .values({
      token: randomToken(18),
      userId,
      fileName,
      width: webp.width,
      height: webp.height,
      size: webp.data.length,
      bytes: new Uint8Array(webp.data),
      createdAt: now,
    })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return answer(row);
}

const listed = {
  id: editorPictures.id,
  token: editorPictures.token,
  fileName: editorPictures.fileName,
  width: editorPictures.width,
  height: editorPictures.height,
  size: editorPictures.size,
  createdAt: editorPictures.createdAt,
};

/** Every editor's pictures, newest first, for "choose an uploaded picture". */
export async function listEditorPictures(
  db: Database,
  query: { readonly limit: number; readonly before?: number | undefined },
): Promise<EditorPicture[]> {
  const rows = await db
    .select(listed)
    .from(editorPictures)
    .where(query.before === undefined ? undefined : lt(editorPictures.id, query.before))
    .orderBy(desc(editorPictures.id))
    .limit(query.limit);
  return rows.map(answer);
}

/** The WebP bytes of the picture at /oss/editor/{token}.webp. */
export async function readEditorPicture(db: Database, token: string): Promise<Uint8Array> {
  const [row] = await db
    .select({ bytes: editorPictures.bytes })
    .from(editorPictures)
    .where(and(eq(editorPictures.token, token)));
  if (row === undefined) throw notFound('picture', token);
  return row.bytes;
}
