import type { EnvConfig } from '../../../env/index.ts';
import { ossOrigin } from '../security/csp.ts';
import { placeholderImage, storageImageUrl, type ImageOptions } from '../content/image.ts';

/**
 * The address an `<img>` uses: images on the product's storage (absolute on the OSS host, or
 * the storage path /oss/..., made absolute on it) get the webp conversion query with the
 * display size (and a style suffix when asked); anything else is used as it is; no address gives
 * the placeholder.
 */
export function imageSrc(
  src: string | undefined,
  options: ImageOptions,
  config: Pick<EnvConfig, 'ossHost' | 'security'>,
): string {
  if (src === undefined || src.trim() === '') return placeholderImage;
  return storageImageUrl(src, options, ossOrigin(config));
}
