import encodeQR, { type ErrorCorrection } from 'qr';

// QR codes drawn as SVG from the module matrix of `qr` (paulmillr's encoder: it scores the eight
// mask patterns on packed 32-bit words, where uqr, which it replaced, was a visible share of an
// exported detail page's CPU; docs/benchmarks.md): one <path> of unit squares, no canvas, no
// markup from outside. The React and Astro components render the path as elements, so nothing
// here ever reaches innerHTML; `qrSvgMarkup` is for places that need the SVG as text (tests,
// print views built as strings) and escapes what it writes.

/** Error correction: M (15 %) by default, enough for a screen or a printed ticket. */
export type QrEcc = 'L' | 'M' | 'Q' | 'H';

/** The geometry of one QR code: the side in modules (quiet zone included) and the dark modules as a path. */
export interface QrGeometry {
  /** The text the code encodes. */
  readonly content: string;
  /** Side of the square in modules, the quiet zone included (the SVG viewBox). */
  readonly size: number;
  /** QR version (1-40). */
  readonly version: number;
  /** SVG path data: one `M x y h1v1h-1z` square per dark module, runs merged per row. */
  readonly path: string;
}

/** Modules of white border around the code: the standard asks for 4. */
export const QR_QUIET_ZONE = 4;

/**
 * Encodes `content` and returns the path of its dark modules (rows scanned left to right,
 * adjacent dark modules merged into one rectangle).
 * @example qrGeometry('https://example.com').size // 33 (version 2 is 25 modules, plus 2 x 4)
 */
export function qrGeometry(content: string, ecc: QrEcc = 'M'): QrGeometry {
  const key = `${ecc} ${content}`;
  const known = recentGeometries.get(key);
  if (known !== undefined) return known;
  const geometry = encodeGeometry(content, ecc);
  // A Map keeps insertion order: past the bound, the oldest code goes (this module also runs in
  // islands, so no cache library is pulled into their bundles).
  if (recentGeometries.size >= recentGeometriesMax) {
    const [oldest] = recentGeometries.keys();
    if (oldest !== undefined) recentGeometries.delete(oldest);
  }
  recentGeometries.set(key, geometry);
  return geometry;
}

// A page's share code encodes its canonical URL, the same in both locales of an edition, and the
// export renders a page's variants one after another: encoding (eight mask patterns scored) was
// the costliest part of a detail page's render, so the last few codes are kept.
const recentGeometries = new Map<string, QrGeometry>();
const recentGeometriesMax = 64;

/** The library's name of each error correction level. */
const eccLevels: Readonly<Record<QrEcc, ErrorCorrection>> = {
  L: 'low',
  M: 'medium',
  Q: 'quartile',
  H: 'high',
};

function encodeGeometry(content: string, ecc: QrEcc): QrGeometry {
  // Rows of modules, top to bottom, the quiet zone included.
  const rows = encodeQR(content, 'raw', { ecc: eccLevels[ecc], border: QR_QUIET_ZONE });
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (row[x] !== true) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x] === true) x += 1;
      parts.push(`M${String(start)} ${String(y)}h${String(x - start)}v1h-${String(x - start)}z`);
    }
  });
  // A version-v symbol is 17 + 4v modules wide.
  const version = (rows.length - 2 * QR_QUIET_ZONE - 17) / 4;
  return { content, size: rows.length, version, path: parts.join('') };
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The code as standalone SVG text, `title` as its accessible name (escaped).
 * @example qrSvgMarkup('hello', 'Code') // '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" ...'
 */
export function qrSvgMarkup(content: string, title: string, ecc: QrEcc = 'M'): string {
  const { size, path } = qrGeometry(content, ecc);
  const side = String(size);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" ` +
    `aria-label="${escapeAttribute(title)}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
