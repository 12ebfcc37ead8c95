import type { MessageKey } from '../i18n/messages.ts';
import { checkImageSize, type ImageSizeLimits } from '../validate/image-size.ts';

// Checks a document image before it is uploaded: an image type the API accepts, at most the
// API's 5 MB, and the spec's minimum size (600 x 800 unless a form says otherwise).

/** Image types the API stores for visa documents. */
const documentImageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The API's upload limit in bytes. */
const maxUploadBytes = 5 * 1024 * 1024;

/** Why a file cannot be a document image, or undefined when its type and size are fine. */
export function checkDocumentFile(
  file: Pick<File, 'type' | 'size'>,
): { key: MessageKey; values?: Record<string, string | number> } | undefined {
  if (!documentImageTypes.includes(file.type)) return { key: 'visaOrder.error.notImage' };
  if (file.size > maxUploadBytes) return { key: 'visaOrder.error.tooLarge', values: { max: 5 } };
  if (file.size === 0) return { key: 'visaOrder.error.notImage' };
  return undefined;
}

/** The natural size of an image file, or undefined when the browser cannot decode it. */
async function readImageSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Checks type, bytes and pixel size; the message key of the first rule that fails. */
export async function validateDocumentImage(
  file: File,
  limits: ImageSizeLimits = {},
  measure: (file: Blob) => Promise<{ width: number; height: number } | undefined> = readImageSize,
): Promise<{ key: MessageKey; values?: Record<string, string | number> } | undefined> {
  const basic = checkDocumentFile(file);
  if (basic !== undefined) return basic;
  const size = await measure(file);
  if (size === undefined) return { key: 'visaOrder.error.notImage' };
  const result = checkImageSize(size, limits);
  return result.ok ? undefined : { key: 'validation.imageSize' };
}
