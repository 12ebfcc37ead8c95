import { describe, expect, it } from 'vitest';
import { comparePages, normaliseBuildNoise } from '../../../../scripts/delivery/compare-exports.ts';

const page = (styles: string[], body: string) =>
  `<html><head>${styles.map((css) => `<style>${css}</style>`).join('')}</head><body>${body}</body></html>`;

describe('normaliseBuildNoise', () => {
  it('hides bundle hashes, inline-script CSP hashes and island ids, nothing else', () => {
    expect(
      normaliseBuildNoise(
        `<script src="/_astro/client.BrDikjgA.js"></script><meta content="script-src 'sha256-abc+/='"><astro-island uid="Z2l5cDR" x="/_astro/page.css">`,
      ),
    ).toBe(
      `<script src="/_astro/client.HASH.js"></script><meta content="script-src 'sha256-X'"><astro-island uid="U" x="/_astro/page.css">`,
    );
  });
});

describe('comparePages', () => {
  const scopedA = 'h1[data-astro-cid-aaaa]{color:red}';
  const scopedB = '.card[data-astro-cid-bbbb]{margin:0}';
  const global = '.user-menu{display:flex}';

  it('finds two builds of the same page identical', () => {
    const html = page(
      [scopedA],
      '<astro-island uid="abc" component-url="/_astro/A.12345678.js"></astro-island>',
    );
    const rebuilt = page(
      [scopedA],
      '<astro-island uid="xyz" component-url="/_astro/A.abcdefgh.js"></astro-island>',
    );
    expect(comparePages(html, rebuilt)).toBe('identical');
  });

  it('tells a reordering of scoped style blocks from a change', () => {
    expect(comparePages(page([scopedA, scopedB, global], 'x'), page([scopedB, scopedA, global], 'x'))).toBe(
      'style-order',
    );
  });

  it('counts a moved global rule, a changed rule or changed markup as a difference', () => {
    expect(
      comparePages(page([global, scopedA, '.b{top:0}'], 'x'), page(['.b{top:0}', scopedA, global], 'x')),
    ).toBe('differs');
    expect(comparePages(page([scopedA], 'x'), page(['h1[data-astro-cid-aaaa]{color:blue}'], 'x'))).toBe(
      'differs',
    );
    expect(comparePages(page([scopedA], '<p>a</p>'), page([scopedA], '<p>b</p>'))).toBe('differs');
  });
});
