import { loadSvgFonts, measureText as measure, textPath } from '../typeset/svg-text.ts';
import { sharePictureSize } from './share-picture-size.ts';

// The 1200 x 630 picture social networks show for a shared page (og:image): the page's name,
// a line of facts (dates, city) and the edition's brand, drawn, not photographed. The text is
// written as SVG paths (../typeset/svg-text.ts), so the picture is the same on every machine;
// sharp (libvips) turns the SVG into PNG. sharp comes with Astro's image service; it should be
// a declared dependency of the portal (see docs/architecture.md "Notable dependencies").

export { sharePictureSize };

/** What the picture says. */
export interface SharePictureText {
  /** The entity's name (fair, article title, venue). */
  title: string;
  /** Facts under the name: dates, city, venue. */
  details: string;
  /** The edition's brand (site name) and its host. */
  brand: string;
  host: string;
}

const brandRed = '#c8102e';
const margin = 80;
const textWidth = sharePictureSize.width - 2 * margin;

const segmenter = new Intl.Segmenter();

/** A text without its last `count` characters (as a reader counts them: graphemes). */
function dropLast(text: string, count: number): string {
  const parts = Array.from(segmenter.segment(text), (part) => part.segment);
  return parts.slice(0, Math.max(0, parts.length - count)).join('');
}

/**
 * Breaks a text into at most `maxLines` lines of `width` pixels: at spaces where the text has
 * them, between any two characters otherwise (Chinese has no spaces); the last line that does
 * not fit ends in an ellipsis.
 */
export function wrapText(text: string, fits: (line: string) => boolean, maxLines: number): string[] {
  const tokens =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^\s\u3000-\u9fff\uff00-\uffef]+\s?|\S\s?|\s/gu) ?? [];
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    const next = current + token;
    if (current === '' || fits(next.trimEnd())) {
      current = next;
      continue;
    }
    lines.push(current.trimEnd());
    current = token.trimStart();
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current.trim() !== '') lines.push(current.trimEnd());
  else if (lines.length === maxLines && current.trim() !== '') {
    let last = lines[maxLines - 1] ?? '';
    while (last !== '' && !fits(`${last}…`)) last = dropLast(last, 1);
    lines[maxLines - 1] = `${last.trimEnd()}…`;
  }
  // A single token wider than the line (a very long word) is cut to fit.
  return lines.map((line) => {
    let cut = line;
    while (dropLast(cut, 1) !== '' && !fits(cut)) cut = `${dropLast(cut.replace(/…$/, ''), 1)}…`;
    return cut;
  });
}

/** The picture as SVG (text as paths: nothing in it is read as markup or needs a font). */
export async function sharePictureSvg(text: SharePictureText): Promise<string> {
  const { regular, bold } = await loadSvgFonts();
  const { width, height } = sharePictureSize;
  const titleSize = 68;
  const titleLines = wrapText(text.title, (line) => measure(bold, line, titleSize) <= textWidth, 3);
  const detailLines = wrapText(text.details, (line) => measure(regular, line, 34) <= textWidth, 2);
  const brandLine = wrapText(text.brand, (line) => measure(bold, line, 36) <= textWidth - 320, 1);
  const hostLine = wrapText(text.host, (line) => measure(regular, line, 28) <= 300, 1);
  const hostText = hostLine[0] ?? '';
  const layers = [
    `<rect width="${String(width)}" height="${String(height)}" fill="#ffffff"/>`,
    `<rect width="${String(width)}" height="110" fill="${brandRed}"/>`,
    textPath(bold, brandLine[0] ?? '', 36, margin, 68, '#ffffff'),
    textPath(regular, hostText, 28, width - margin - measure(regular, hostText, 28), 66, '#ffffff'),
    ...titleLines.map((line, index) => textPath(bold, line, titleSize, margin, 230 + index * 88, '#1a1a1a')),
    ...detailLines.map((line, index) => textPath(regular, line, 34, margin, 500 + index * 48, '#555555')),
    `<rect y="${String(height - 16)}" width="${String(width)}" height="16" fill="${brandRed}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">${layers.join('')}</svg>`;
}

/** The picture as PNG bytes. */
export async function sharePicturePng(text: SharePictureText): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await sharePictureSvg(text);
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Uint8Array(png);
}
