import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharePicturePng, sharePictureSize, wrapText } from './share-picture.ts';

// The picture is decoded again (sharp/libvips reads the PNG), never compared byte for byte:
// what matters is a 1200 x 630 PNG with the brand band and dark text where the title goes.

async function decode(png: Uint8Array) {
  const image = sharp(png);
  const meta = await image.metadata();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };
  /** Share of dark pixels in a band of rows (text drawn there). */
  const inkIn = (top: number, bottom: number) => {
    let dark = 0;
    for (let y = top; y < bottom; y += 1)
      for (let x = 0; x < info.width; x += 1) if ((pixel(x, y)[0] ?? 255) < 100) dark += 1;
    return dark / ((bottom - top) * info.width);
  };
  return { meta, pixel, inkIn };
}

describe('sharePicturePng', () => {
  it('draws a 1200 x 630 PNG with the brand band and the title, Chinese and hostile text included', async () => {
    const png = await sharePicturePng({
      title: '第二十届中国国际进口博览会 <script>alert(1)</script> "&amp;',
      details: '2026年11月5日 - 10日 · 上海',
      brand: '展会门户',
      host: 'www.expoportal.cn',
    });
    const { meta, pixel, inkIn } = await decode(png);
    expect(meta.format).toBe('png');
    expect({ width: meta.width, height: meta.height }).toEqual(sharePictureSize);
    expect(pixel(5, 5)).toEqual([200, 16, 46]);
    expect(pixel(600, 625)).toEqual([200, 16, 46]);
    expect(inkIn(160, 250)).toBeGreaterThan(0.05);
    expect(inkIn(580, 600)).toBe(0);
  });

  it('leaves the title rows empty when there is no title (the ink above is the text)', async () => {
    const { inkIn } = await decode(await sharePicturePng({ title: '', details: '', brand: 'B', host: 'h' }));
    expect(inkIn(160, 250)).toBe(0);
  });
});

describe('wrapText', () => {
  // Every test character is one code unit (ASCII and BMP Chinese), so length counts them.
  const fitsIn = (chars: number) => (line: string) => line.length <= chars;

  it('breaks at spaces, between Chinese characters, and ends a cut text with an ellipsis', () => {
    expect(wrapText('one two three', fitsIn(7), 3)).toEqual(['one two', 'three']);
    expect(wrapText('中国国际进口博览会', fitsIn(4), 3)).toEqual(['中国国际', '进口博览', '会']);
    expect(wrapText('中国国际进口博览会', fitsIn(4), 2)).toEqual(['中国国际', '进口博…']);
  });
});
