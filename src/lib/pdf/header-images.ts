import { encodePng, type Rgb } from './png.ts';

/** Which header a PDF export carries: `tianxi` when the query has type=tianxi, else the standard one. */
export type HeaderVariant = 'standard' | 'tianxi';

/** A header image with its pixel size (the PDF keeps the aspect ratio). */
export interface HeaderImage {
  variant: HeaderVariant;
  png: Uint8Array;
  width: number;
  height: number;
}

// The two headers differ in size as well as in colour, so a PDF parser can tell them apart
// from the image operator alone.
const HEADER_WIDTH = 1190;
const HEADER_HEIGHTS: Record<HeaderVariant, number> = { standard: 140, tianxi: 180 };

function mix(from: Rgb, to: Rgb, ratio: number): Rgb {
  const channel = (a: number, b: number): number => Math.round(a + (b - a) * ratio);
  return [channel(from[0], to[0]), channel(from[1], to[1]), channel(from[2], to[2])];
}

function standardPixel(x: number, y: number): Rgb {
  return mix([23, 64, 160], [14, 150, 210], (x + y) / (HEADER_WIDTH + HEADER_HEIGHTS.standard));
}

function tianxiPixel(x: number, y: number): Rgb {
  // Red with diagonal gold bands: the partner edition's colours.
  const band = Math.floor((x + y) / 40) % 2 === 0;
  const base = mix([176, 20, 28], [214, 40, 40], y / HEADER_HEIGHTS.tianxi);
  return band ? base : mix(base, [236, 180, 60], 0.35);
}

const cache = new Map<HeaderVariant, HeaderImage>();

/**
 * The header variant a request asks for.
 * @example headerVariant(new URLSearchParams('type=tianxi')) // 'tianxi'
 */
export function headerVariant(query: URLSearchParams): HeaderVariant {
  return query.get('type') === 'tianxi' ? 'tianxi' : 'standard';
}

/** The header image of a variant, drawn once per process. */
export function headerImage(variant: HeaderVariant): HeaderImage {
  const cached = cache.get(variant);
  if (cached) return cached;
  const height = HEADER_HEIGHTS[variant];
  const png = encodePng(HEADER_WIDTH, height, variant === 'tianxi' ? tianxiPixel : standardPixel);
  const image = { variant, png, width: HEADER_WIDTH, height };
  cache.set(variant, image);
  return image;
}
