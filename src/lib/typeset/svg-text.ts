import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { create as openFont, type Font } from 'fontkit';
import { cjkFontPath } from '../pdf/font.ts';

// Text drawn into generated pictures (share pictures, catalogue posters) as SVG paths, laid out
// with fontkit in Noto Sans Hans: the npm font the PDFs embed (Chinese and Latin), so a picture
// needs no system font and is the same, byte for byte, on every machine that renders it, and
// nothing in a name can be read by the renderer as markup.

/** The two weights pictures use. */
export interface SvgFonts {
  regular: Font;
  bold: Font;
}

let fonts: Promise<SvgFonts> | undefined;

/** Opens one of the package's .otf files as a single font. */
async function fontFile(path: string): Promise<Font> {
  const font = openFont(await readFile(path));
  if (!('layout' in font)) throw new Error(`${path} is a font collection`);
  return font;
}

/** Regular and bold Noto Sans Hans, parsed once per process (a failed read is tried again). */
export function loadSvgFonts(): Promise<SvgFonts> {
  fonts ??= Promise.all([
    fontFile(cjkFontPath()),
    fontFile(join(dirname(cjkFontPath()), 'NotoSansHans-Bold.otf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}

/** Width of a text in pixels at a size. */
export function measureText(font: Font, text: string, size: number): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** Where a line's x is: its start, its middle or its end. */
export type TextAnchor = 'start' | 'middle' | 'end';

/**
 * One line of text as SVG paths in a group, its baseline at y and its anchor at x. A character
 * the font lacks takes its place and draws nothing (no "tofu" box).
 */
export function textPath(
  font: Font,
  text: string,
  size: number,
  x: number,
  y: number,
  fill: string,
  anchor: TextAnchor = 'start',
): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const width = run.advanceWidth * scale;
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  let pen = 0;
  const parts = run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const offset = pen + (position?.xOffset ?? 0);
    pen += position?.xAdvance ?? glyph.advanceWidth;
    const d = glyph.id === 0 ? '' : glyph.path.toSVG();
    if (d === '') return '';
    return `<path transform="translate(${(left + offset * scale).toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`;
  });
  return `<g fill="${fill}">${parts.join('')}</g>`;
}
