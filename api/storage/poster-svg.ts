// The generated catalogue pictures as SVG: a poster with a palette and a pictogram of its
// industry (or kind) and its facts in type (a fair's short name, city and dates; a venue's name
// and city). Pure and deterministic: the same poster gives the same bytes, so renders, exports
// and their ETags stay stable. The type is drawn as paths in the npm font (src/lib/typeset), so
// no machine's fonts change a picture and no name is ever markup; render-picture.ts turns the
// document into WebP.
import type { Font } from 'fontkit';
import { measureText, textPath, type SvgFonts, type TextAnchor } from '../../src/lib/typeset/svg-text.ts';

/** What one picture shows. */
export interface Poster {
  width: number;
  height: number;
  /** Base hue of the palette, in degrees. */
  hue: number;
  /** Inner SVG of a 100 x 100 line pictogram (pictograms.ts). */
  pictogram: string;
  /** The headline: a fair's short name, a venue's or company's name. */
  title: string;
  /** Smaller lines under the headline (city, dates, industry). */
  lines: readonly string[];
}

// Code points XML 1.0 forbids (controls, lone surrogates, U+FFFE/U+FFFF): dropped from a name
// before it is laid out, as no font draws them.
const forbiddenInXml =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The font size and text that fit `maxWidth` in `font`: the size shrinks down to `minSize`, then
 * the text is cut with an ellipsis (between graphemes, so an emoji or a combined letter is never
 * split in two). Code points XML forbids are dropped first.
 */
export function fitText(
  font: Font,
  text: string,
  maxWidth: number,
  size: number,
  minSize: number,
): { text: string; size: number } {
  const clean = text.replace(forbiddenInXml, '').replace(/\s+/g, ' ').trim();
  const ems = measureText(font, clean, 1);
  const fitted = Math.max(minSize, Math.min(size, Math.floor(maxWidth / Math.max(ems, 1))));
  if (ems * fitted <= maxWidth) return { text: clean, size: fitted };
  const chars = Array.from(new Intl.Segmenter().segment(clean), (part) => part.segment);
  while (chars.length > 1 && measureText(font, `${chars.join('')}…`, fitted) > maxWidth) chars.pop();
  return { text: `${chars.join('').trimEnd()}…`, size: fitted };
}

const num = (value: number): string => String(Math.round(value * 100) / 100);

function textElement(
  font: Font,
  x: number,
  y: number,
  size: number,
  text: string,
  anchor: TextAnchor = 'start',
): string {
  return textPath(font, text, size, x, y, '#fff', anchor);
}

function pictogramElement(x: number, y: number, size: number, opacity: number, pictogram: string): string {
  const scale = size / 100;
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${num(scale)})" fill="none" stroke="#fff" stroke-opacity="${num(opacity)}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>`;
}

/** The text block of a wide poster (fairs, venues, articles): headline and lines on the left. */
function wideText(poster: Poster, fonts: SvgFonts, pad: number): string {
  const maxWidth = poster.width * 0.6 - pad;
  const title = fitText(fonts.bold, poster.title, maxWidth, poster.height * 0.2, poster.height * 0.09);
  const parts = [textElement(fonts.bold, pad, poster.height * 0.42, title.size, title.text)];
  poster.lines.slice(0, 3).forEach((line, index) => {
    const fitted = fitText(fonts.regular, line, maxWidth, poster.height * 0.075, poster.height * 0.05);
    parts.push(
      textElement(fonts.regular, pad, poster.height * (0.58 + index * 0.11), fitted.size, fitted.text),
    );
  });
  return parts.join('');
}

/** The text block of a tall or square poster (periodicals, logos): centred under the pictogram. */
function narrowText(poster: Poster, fonts: SvgFonts, pad: number): string {
  const maxWidth = poster.width - 2 * pad;
  const cx = poster.width / 2;
  // A logo (no lines under it) is mostly its initials.
  const titleSize = poster.width * (poster.lines.length === 0 ? 0.22 : 0.13);
  const title = fitText(fonts.bold, poster.title, maxWidth, titleSize, poster.width * 0.07);
  const titleY = poster.height * (poster.lines.length === 0 ? 0.86 : 0.72);
  const parts = [textElement(fonts.bold, cx, titleY, title.size, title.text, 'middle')];
  poster.lines.slice(0, 2).forEach((line, index) => {
    const fitted = fitText(fonts.regular, line, maxWidth, poster.width * 0.07, poster.width * 0.05);
    parts.push(
      textElement(
        fonts.regular,
        cx,
        poster.height * (0.82 + index * 0.08),
        fitted.size,
        fitted.text,
        'middle',
      ),
    );
  });
  return parts.join('');
}

/**
 * The poster as an SVG document: a diagonal gradient in the palette of its hue, a thin frame, the
 * pictogram large and faint on the right of a wide picture (on top of a narrow one) and the type.
 */
export function posterSvg(poster: Poster, fonts: SvgFonts): string {
  const { width, height } = poster;
  const hue = ((Math.round(poster.hue) % 360) + 360) % 360;
  const from = `hsl(${String(hue)}, 62%, 26%)`;
  const to = `hsl(${String((hue + 28) % 360)}, 58%, 46%)`;
  const accent = `hsl(${String((hue + 180) % 360)}, 80%, 70%)`;
  const wide = width > height * 1.2;
  const pad = Math.min(width, height) * 0.1;
  const artSize = Math.min(width * 0.24, height * 0.56);
  const art = wide
    ? pictogramElement(width * 0.7, (height - artSize) / 2, artSize, 0.85, poster.pictogram)
    : pictogramElement(width / 2 - width * 0.25, height * 0.1, width * 0.5, 0.9, poster.pictogram);
  const body = wide ? wideText(poster, fonts, pad) : narrowText(poster, fonts, pad);
  const rule = wide
    ? `<rect x="${num(pad)}" y="${num(height * 0.18)}" width="${num(width * 0.08)}" height="${num(Math.max(3, height * 0.012))}" fill="${accent}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>` +
    `<rect x="${num(pad / 3)}" y="${num(pad / 3)}" width="${num(width - (2 * pad) / 3)}" height="${num(height - (2 * pad) / 3)}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
    art +
    rule +
    body +
    `</svg>`
  );
}
