import type { EnvConfig } from '../../../env/index.ts';
import { ossOrigin } from '../security/csp.ts';
import { placeholderImage, webpProcess, webpUrl, type ImageSize } from '../content/image.ts';

/**
 * The address an `<img>` uses: images on the product's storage (absolute on the OSS host, or
 * the storage path /oss/..., made absolute on it) get the webp conversion query with the
 * display size; anything else is used as it is; no address gives the placeholder.
 */
export function imageSrc(
  src: string | undefined,
  size: ImageSize,
  config: Pick<EnvConfig, 'ossHost' | 'security'>,
): string {
  if (src === undefined || src.trim() === '') return placeholderImage;
  if (src.startsWith('/oss/')) {
    return `${ossOrigin(config)}${src}${src.includes('?') ? '&' : '?'}x-oss-process=${webpProcess(size)}`;
  }
  const [host = ''] = config.ossHost.split(':');
  return webpUrl(src, size, [host]);
}
