import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { industryPictogram, industryPictograms } from './pictograms.ts';
import { loadSvgFonts } from '../../src/lib/typeset/svg-text.ts';
import { fitText, posterSvg as posterWith, type Poster } from './poster-svg.ts';
import { renderWebp } from './render-picture.ts';

const fonts = await loadSvgFonts();
const posterSvg = (poster: Poster): string => posterWith(poster, fonts);

const fair: Poster = {
  width: 960,
  height: 540,
  hue: 137,
  pictogram: industryPictogram(1),
  title: 'CIMT2027',
  lines: ['北京 · Beijing', '2027.04.12 – 04.17', 'Machinery'],
};

/** The mean of each colour channel of a decoded picture. */
async function meanColour(bytes: Uint8Array): Promise<number[]> {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('posterSvg', () => {
  it('draws hostile names as paths: nothing in the document is their text or markup', async () => {
    const svg = posterSvg({
      ...fair,
      title: `<b>&"'`,
      // Long enough to be cut with an ellipsis.
      lines: ['a\u0000b', `Fair <script>alert("x")</script> & 'Co' ]]> <!-- and so on and on`],
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('alert');
    expect(svg).not.toContain('\u0000');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('font-family');
    // librsvg refuses a document that is not well-formed XML: rendering proves it parses.
    const meta = await sharp(await renderWebp(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 540]);
  });

  it('draws every character of a Chinese and English headline from the npm font', () => {
    const one = posterSvg({ ...fair, title: '博览会', lines: [] });
    const other = posterSvg({ ...fair, title: '展览会', lines: [] });
    // One path per drawn glyph; a different first character draws a different outline.
    expect(one.match(/<path /g)?.length).toBe(3);
    expect(one).not.toBe(other);
    expect(posterSvg({ ...fair, title: 'Expo', lines: [] }).match(/<path /g)?.length).toBe(4);
  });

  it('gives every industry its own pictogram and wraps ids beyond the table', () => {
    expect(new Set(industryPictograms).size).toBe(industryPictograms.length);
    expect(industryPictogram(industryPictograms.length + 2)).toBe(industryPictogram(2));
    expect(posterSvg(fair)).toContain(industryPictogram(1));
    expect(posterSvg({ ...fair, pictogram: industryPictogram(2) })).not.toContain(industryPictogram(1));
  });
});

describe('fitText', () => {
  it('shrinks a long headline to the smallest size, then cuts it with an ellipsis', () => {
    expect(fitText(fonts.bold, 'CIMT2027', 600, 100, 40)).toEqual({ text: 'CIMT2027', size: 100 });
    const long = fitText(
      fonts.bold,
      'International Exhibition of Everything Under The Sun 2027',
      300,
      60,
      30,
    );
    expect(long.size).toBe(30);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.text.length).toBeLessThan(20);
  });

  it('measures the real glyphs: a headline of narrow letters keeps a larger size than one of wide ones', () => {
    expect(fitText(fonts.bold, 'iiiiiiii', 200, 100, 10).size).toBeGreaterThan(
      fitText(fonts.bold, 'WWWWWWWW', 200, 100, 10).size,
    );
  });
});

describe('renderWebp', () => {
  it('renders a poster as a WebP of its size, the same bytes every time', async () => {
    const first = await renderWebp(posterSvg(fair));
    const second = await renderWebp(posterSvg(fair));
    expect(String.fromCharCode(...first.slice(0, 4), ...first.slice(8, 12))).toBe('RIFFWEBP');
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 540]);
    // Flat colour and type stay small.
    expect(first.length).toBeLessThan(60_000);
  });

  it('draws the palette of the hue it is given', async () => {
    const green = await meanColour(await renderWebp(posterSvg({ ...fair, hue: 120 })));
    const red = await meanColour(await renderWebp(posterSvg({ ...fair, hue: 0 })));
    expect(green[1]).toBeGreaterThan(green[0] ?? 0);
    expect(red[0]).toBeGreaterThan(red[1] ?? 0);
  });
});
