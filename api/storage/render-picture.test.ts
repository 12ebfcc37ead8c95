import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { industryPictogram, industryPictograms } from './pictograms.ts';
import { escapeXml, fitText, posterSvg, type Poster } from './poster-svg.ts';
import { keptPicture, renderWebp } from './render-picture.ts';

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
  it('escapes hostile names so the document stays well-formed and shows them as text', async () => {
    const svg = posterSvg({
      ...fair,
      title: `<b>&"'`,
      // Long enough to be cut: the cut happens before escaping, so no entity is split.
      lines: ['a\u0000b', `Fair <script>alert("x")</script> & 'Co' ]]> <!-- and so on and on`],
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('\u0000');
    expect(svg).toContain('>&lt;b&gt;&amp;&quot;&apos;</text>');
    expect(svg).toContain('>Fair &lt;script&gt;');
    // librsvg refuses a document that is not well-formed XML: rendering proves it parses.
    const meta = await sharp(await renderWebp(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 540]);
  });

  it('gives every industry its own pictogram and wraps ids beyond the table', () => {
    expect(new Set(industryPictograms).size).toBe(industryPictograms.length);
    expect(industryPictogram(industryPictograms.length + 2)).toBe(industryPictogram(2));
    expect(posterSvg(fair)).toContain(industryPictogram(1));
    expect(posterSvg({ ...fair, pictogram: industryPictogram(2) })).not.toContain(industryPictogram(1));
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops code points XML forbids', () => {
    expect(escapeXml(`a<b>&"c"'d'\u0001\uFFFF`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    expect(escapeXml('\uD83D\uDE00 \uD83D')).toBe('\uD83D\uDE00 ');
  });
});

describe('fitText', () => {
  it('shrinks a long headline to the smallest size, then cuts it with an ellipsis', () => {
    expect(fitText('CIMT2027', 600, 100, 40)).toEqual({ text: 'CIMT2027', size: 100 });
    const long = fitText('International Exhibition of Everything Under The Sun 2027', 300, 60, 30);
    expect(long.size).toBe(30);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.text.length).toBeLessThan(20);
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

describe('keptPicture', () => {
  it('renders an address once and answers later requests from the kept bytes', async () => {
    let calls = 0;
    const make = () => {
      calls += 1;
      return Promise.resolve(posterSvg({ ...fair, title: 'KEPT' }));
    };
    const [a, b] = await Promise.all([keptPicture('test/kept', make), keptPicture('test/kept', make)]);
    const c = await keptPicture('test/kept', make);
    expect(calls).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });
});
