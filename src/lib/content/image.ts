// Image addresses: the image field, the storage host's webp
// conversion, lazy loading and the error placeholder. Pure and DOM-free except
// `showPlaceholder`, so pages and islands can both use it.

/** How far outside the viewport a lazy image starts loading (an IntersectionObserver rootMargin). */
export const lazyRootMargin = '50px';

/** The picture shown when an image fails to load (served from `public/`). */
export const placeholderImage = '/images/placeholder.svg';

/** Quality of the storage host's webp conversion. */
const webpQuality = 100;

// Widths and heights beyond the storage service's resize limit are refused by it; clamp instead.
const maxResize = 16384;

// An address is absolute http(s), protocol-relative, root-relative or a plain relative path;
// anything with whitespace, quotes, angle brackets or another scheme (javascript:, data:) is not.
const addressPattern = /^(?:https?:\/\/|\/\/|\/|(?![a-z][a-z0-9+.-]*:))[^\s"'<>`\\]+$/i;

function cleanAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const address = value.trim();
  return addressPattern.test(address) ? address : undefined;
}

/**
 * The addresses of an image field: one address, or a JSON-encoded list of addresses; anything else gives [].
 * @example parseImageField('["https://a/1.jpg","https://a/2.jpg"]') // ['https://a/1.jpg', 'https://a/2.jpg']
 */
export function parseImageField(value: unknown): string[] {
  const list = Array.isArray(value) ? (value as unknown[]) : undefined;
  if (list) return list.map(cleanAddress).filter((address) => address !== undefined);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[') || text.startsWith('"')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return [];
    }
    return Array.isArray(parsed) || typeof parsed === 'string' ? parseImageField(parsed) : [];
  }
  const single = cleanAddress(text);
  return single === undefined ? [] : [single];
}

/**
 * The cover of an image field: its first address, or undefined when it has none.
 * @example coverImage('["/a.jpg","/b.jpg"]') // '/a.jpg'
 */
export function coverImage(value: unknown): string | undefined {
  return parseImageField(value)[0];
}

/** Optional target size of a converted image, in CSS pixels. */
export interface ImageSize {
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

/**
 * The storage's named image styles a converted address may carry as a suffix: `thumbnail` (the
 * bucket's small preview) or `webp` (its stored webp rendition).
 */
type ImageSuffix = 'thumbnail' | 'webp';

/** How a storage image is asked for: an optional size and an optional style suffix. */
export interface ImageOptions extends ImageSize {
  readonly suffix?: ImageSuffix | undefined;
}

/** Separator between an object's name and a style name (the storage service's `!` style separator). */
const imageStyleSeparator = '!';

function resizeValue(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const rounded = Math.round(value);
  return rounded >= 1 ? Math.min(rounded, maxResize) : undefined;
}

/**
 * The storage service's processing instruction for webp: `image/format,webp/quality,q_100`,
 * then `/resize,w_{w}` `/resize,h_{h}` or `/resize,w_{w},h_{h}` (fit within the box, ratio kept).
 * @example webpProcess({ width: 400 }) // 'image/format,webp/quality,q_100/resize,w_400'
 */
export function webpProcess(size: ImageSize = {}): string {
  const width = resizeValue(size.width);
  const height = resizeValue(size.height);
  const resize: string[] = [];
  if (width !== undefined) resize.push(`w_${String(width)}`);
  if (height !== undefined) resize.push(`h_${String(height)}`);
  const quality = `image/format,webp/quality,q_${String(webpQuality)}`;
  return resize.length > 0 ? `${quality}/resize,${resize.join(',')}` : quality;
}

// Vector images cannot be rasterised usefully and animated gifs would lose their animation.
const unconvertible = /\.(?:svg|gif)$/i;

/**
 * Adds the webp conversion query (`x-oss-process=...`, see `webpProcess`) to an image on one of
 * the storage hosts (exact host match, case-insensitive), and the style suffix when one is asked
 * for (`a.jpg!thumbnail`); every other address comes back unchanged, as do addresses that already
 * carry a processing instruction, svg and gif files. The address keeps its form (absolute or
 * protocol-relative), other query parameters and hash.
 * @example webpUrl('https://img.expo.cn/a.jpg?v=2', { width: 300 }, ['img.expo.cn']) // 'https://img.expo.cn/a.jpg?v=2&x-oss-process=image/format,webp/quality,q_100/resize,w_300'
 * @example webpUrl('https://img.expo.cn/a.jpg', { suffix: 'thumbnail' }, ['img.expo.cn']) // 'https://img.expo.cn/a.jpg!thumbnail?x-oss-process=image/format,webp/quality,q_100'
 */
export function webpUrl(url: string, options: ImageOptions, storageHosts: readonly string[]): string {
  const address = url.trim();
  const protocolRelative = address.startsWith('//');
  if (!protocolRelative && !/^https?:\/\//i.test(address)) return url;
  let parsed: URL;
  try {
    parsed = new URL(protocolRelative ? `https:${address}` : address);
  } catch {
    return url;
  }
  const host = parsed.hostname.toLowerCase();
  if (!storageHosts.some((storage) => storage.trim().toLowerCase() === host)) return url;
  if (unconvertible.test(parsed.pathname) || parsed.searchParams.has('x-oss-process')) return url;
  // Appended by hand, not through URLSearchParams, which would percent-encode the ',' and '/'
  // of the instruction and re-encode the existing query.
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt < 0 ? address : address.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : address.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt);
  const styled = options.suffix === undefined ? path : `${path}${imageStyleSeparator}${options.suffix}`;
  const joiner = query === '' ? '?' : query.endsWith('?') || query.endsWith('&') ? '' : '&';
  return `${styled}${query}${joiner}x-oss-process=${webpProcess(options)}${hash}`;
}

/**
 * The address of a picture on the product's storage, as pages and article bodies use it: the
 * storage path (`/oss/...`) made absolute on `storageOrigin`, then `webpUrl` for that host.
 * Other addresses pass through `webpUrl` unchanged.
 * @example storageImageUrl('/oss/a.jpg', { width: 400 }, 'https://static.expo.cn') // 'https://static.expo.cn/oss/a.jpg?x-oss-process=image/format,webp/quality,q_100/resize,w_400'
 */
export function storageImageUrl(src: string, options: ImageOptions, storageOrigin: string): string {
  if (storageOrigin === '') return src;
  let host: string;
  try {
    host = new URL(storageOrigin).hostname;
  } catch {
    return src;
  }
  const absolute = src.startsWith('/oss/') ? `${storageOrigin}${src}` : src;
  return webpUrl(absolute, options, [host]);
}

/**
 * Swaps a failed image for the placeholder, once (a failing placeholder does not loop).
 * @example <img onError={(event) => showPlaceholder(event.currentTarget)} />
 */
export function showPlaceholder(
  image: Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'>,
): void {
  if (image.getAttribute('src') === placeholderImage) return;
  // A srcset candidate would win over src and keep showing the broken address.
  image.removeAttribute('srcset');
  image.setAttribute('src', placeholderImage);
}
