// @vitest-environment jsdom
import { render } from '@testing-library/react';
import encodeQR from 'qr';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { QrCode } from '../../../../src/islands/ui/QrCode.tsx';
import { QR_QUIET_ZONE, qrGeometry, qrSvgMarkup } from '../../../../src/lib/qr/qr-code.ts';

// The QR helpers draw the module matrix of the `qr` encoder: the path must paint exactly the dark
// modules of the content's encoding, inside a quiet zone of 4 modules, and what it paints must
// read back as the content (the same package's decoder, on the path drawn as pixels).

/** The dark modules a path paints, as a matrix of the given side. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, width, back] = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
    expect(back).toBe(width);
    for (let dx = 0; dx < width; dx += 1) {
      const row = grid[y];
      if (row === undefined) throw new Error(`row ${String(y)} outside the code`);
      expect(row[x + dx]).toBe(false);
      row[x + dx] = true;
    }
  }
  return grid;
}

/** The painted modules as a grey image, `scale` pixels a module (what a camera would see, ideally). */
function pixels(grid: boolean[][], scale: number): { width: number; height: number; data: Uint8Array } {
  const side = grid.length * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  grid.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = ((y * scale + dy) * side + x * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
      }
    });
  });
  return { width: side, height: side, data };
}

describe('qrGeometry', () => {
  it.each([
    'weixin-sandbox://login?ticket=abcdefghijklmnopqrstuvwxyz012345',
    'weixin://wxpay/bizpayurl?pr=P20260101000000001',
    'https://www.expoportal.cn/exhibition/12.html',
    'ET1:T20260101000000001:0123456789abcdef',
    '中国国际进口博览会',
  ])('paints exactly the dark modules of %s', (content) => {
    const geometry = qrGeometry(content);
    const expected = encodeQR(content, 'raw', { ecc: 'medium', border: QR_QUIET_ZONE });
    expect(geometry.content).toBe(content);
    expect(geometry.size).toBe(expected.length);
    // 17 + 4 x version modules, plus the quiet zone on both sides.
    expect(geometry.size).toBe(17 + 4 * geometry.version + 2 * QR_QUIET_ZONE);
    expect(geometry.version).toBeGreaterThanOrEqual(1);
    expect(geometry.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const grid = paint(geometry.path, geometry.size);
    expect(grid).toEqual(expected);
    expect(decodeQR(pixels(grid, 4))).toBe(content);
  });

  it.each(['L', 'M', 'Q', 'H'] as const)(
    'reads back at error correction %s, a larger code for more',
    (ecc) => {
      const content = 'https://www.expoportal.cn/exhibition/periodical/10002.html';
      const geometry = qrGeometry(content, ecc);
      expect(decodeQR(pixels(paint(geometry.path, geometry.size), 3))).toBe(content);
      expect(geometry.version).toBeGreaterThanOrEqual(qrGeometry(content, 'L').version);
    },
  );

  it('keeps a quiet zone of 4 light modules and the finder patterns in the corners', () => {
    const { size, path } = qrGeometry('https://example.com/');
    const grid = paint(path, size);
    for (let i = 0; i < size; i += 1) {
      for (let edge = 0; edge < QR_QUIET_ZONE; edge += 1) {
        expect([
          grid[edge]?.[i],
          grid[size - 1 - edge]?.[i],
          grid[i]?.[edge],
          grid[i]?.[size - 1 - edge],
        ]).toEqual([false, false, false, false]);
      }
    }
    // The top-left finder: a dark 7x7 ring starting right after the quiet zone.
    expect(grid[QR_QUIET_ZONE]?.slice(QR_QUIET_ZONE, QR_QUIET_ZONE + 7)).toEqual(Array(7).fill(true));
  });

  it('gives different codes for different contents', () => {
    expect(qrGeometry('T1').path).not.toBe(qrGeometry('T2').path);
  });
});

describe('qrGeometry memo', () => {
  it('answers a code asked again from memory, per content and error correction, and forgets the oldest past 64', () => {
    const first = qrGeometry('https://example.com/exhibition/1.html');
    expect(qrGeometry('https://example.com/exhibition/1.html')).toBe(first);
    const stronger = qrGeometry('https://example.com/exhibition/1.html', 'Q');
    expect(stronger).not.toBe(first);
    expect(stronger.path).not.toBe(first.path);
    for (let id = 2; id <= 70; id += 1) qrGeometry(`https://example.com/exhibition/${String(id)}.html`);
    const again = qrGeometry('https://example.com/exhibition/1.html');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

describe('qrSvgMarkup', () => {
  it('is a square SVG with a white background, one path and an escaped accessible name', () => {
    const svg = qrSvgMarkup('hello', 'Ticket "A" <1> & co');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    const size = qrGeometry('hello').size;
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${String(size)} ${String(size)}`);
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getAttribute('aria-label')).toBe('Ticket "A" <1> & co');
    expect(root.children).toHaveLength(2);
    expect(root.querySelector('rect')?.getAttribute('fill')).toBe('#fff');
    expect(root.querySelector('path')?.getAttribute('d')).toBe(qrGeometry('hello').path);
  });
});

describe('QrCode (React)', () => {
  it('renders SVG elements from the content, never markup from it', () => {
    const hostile = '"><script>alert(1)</script>';
    const { container } = render(<QrCode value={hostile} label="Code" size={120} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('120');
    expect(svg?.getAttribute('aria-label')).toBe('Code');
    expect(svg?.getAttribute('data-qr-content')).toBe(hostile);
    expect(container.querySelector('script')).toBeNull();
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(qrGeometry(hostile).path);
  });
});
