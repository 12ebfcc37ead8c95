import { z } from 'zod';
import { validationKey } from './validation-key.ts';

// Pictures editors upload for rich text and image fields (role editor): checked against the
// spec's minimum size, converted to WebP and kept in the object storage at a public address.

/** The spec's minimum picture size (section 5, "Image size"): 600 wide and 800 high. */
export const editorPictureMinimum = { width: 600, height: 800 } as const;
/** The largest upload the API reads, in bytes. */
export const editorPictureMaxBytes = 10 * 1024 * 1024;
/** The most pixels a picture may have before it is decoded (refuses decompression bombs). */
export const editorPictureMaxPixels = 40_000_000;
/** The content types an editor may upload; every one is converted to WebP. */
export const editorPictureTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** Query of POST /api/editor/pictures (the body is the picture's bytes). */
export const editorPictureUploadQuerySchema = z.object({
  fileName: z
    .string()
    .trim()
    .regex(/^[^/\\]{1,120}$/, validationKey('apiMessage.validation.fileName'))
    .default('picture'),
});

/** The public address of a stored picture: /oss/editor/{token}.webp. */
const editorPicturePathPattern = /^\/oss\/editor\/[A-Za-z0-9_-]{16,64}\.webp$/;

/** One stored picture. */
export const editorPictureSchema = z.object({
  id: z.number().int(),
  /** Storage path (`/oss/editor/{token}.webp`); pages put the object-storage origin before it. */
  url: z.string().regex(editorPicturePathPattern),
  fileName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Size of the stored WebP in bytes. */
  size: z.number().int(),
  createdAt: z.string(),
});
export type EditorPicture = z.infer<typeof editorPictureSchema>;

/** Query of GET /api/editor/pictures: the newest first. */
export const editorPictureListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(40),
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
