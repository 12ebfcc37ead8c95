// The image size rule: uploads must be at least 600 wide and 800 high
// unless a form sets other minimums.
import { valid, type ValidationResult } from './messages.ts';

/** i18n key of the image size failure message. */
export const imageSizeMessageKey = 'validation.imageSize';
/** The spec's Chinese text of the image size failure message. */
export const imageSizeMessage = '尺寸大小不合适';
/** Default minimum width of an uploaded image, in pixels. */
export const defaultMinImageWidth = 600;
/** Default minimum height of an uploaded image, in pixels. */
export const defaultMinImageHeight = 800;

/** Minimum dimensions for `checkImageSize`. */
export interface ImageSizeLimits {
  readonly minWidth?: number;
  readonly minHeight?: number;
}

/**
 * Checks an image's natural size against the minimums (inclusive); unknown or non-numeric sizes fail.
 * @example checkImageSize({ width: 600, height: 800 }) // { ok: true }
 */
export function checkImageSize(
  size: { readonly width: number; readonly height: number },
  limits: ImageSizeLimits = {},
): ValidationResult {
  const minWidth = limits.minWidth ?? defaultMinImageWidth;
  const minHeight = limits.minHeight ?? defaultMinImageHeight;
  const fits =
    Number.isFinite(size.width) &&
    Number.isFinite(size.height) &&
    size.width >= minWidth &&
    size.height >= minHeight;
  return fits ? valid : { ok: false, key: imageSizeMessageKey, message: imageSizeMessage };
}
