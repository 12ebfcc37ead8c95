import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../../src/lib/content/plain-text.ts';
import { escapeHtml } from '../../../../src/lib/pages/search-page.ts';
import { loadXssCorpus } from '../../../support/xss-corpus.ts';

describe('plainText', () => {
  it('drops tags, decodes entities and collapses white space', () => {
    expect(
      plainText('<p>Tom &amp; Jerry&nbsp;&nbsp;<b>live</b></p>\n<p>&lt;3 &eacute;t&#233; &#x4E2D;</p>'),
    ).toBe('Tom & Jerry live <3 été 中');
    expect(plainText('<div title="a > b" data-x=\'>\' hidden>x</div>')).toBe('x');
    expect(plainText('<p title=a>b</p>')).toBe('b');
    expect(plainText('')).toBe('');
  });

  it('drops comments, scripts and styles with their text, and keeps a "<" that opens no tag', () => {
    expect(plainText('a<!-- hidden -->b<script>alert(1)</script>c<STYLE>p{}</style >d')).toBe('a b c d');
    expect(plainText('1 < 2 and 3 <= 4')).toBe('1 < 2 and 3 <= 4');
    expect(plainText('shown <!-- never closed')).toBe('shown');
    expect(plainText('shown <script>never closed')).toBe('shown');
    expect(plainText('shown <b never closed')).toBe('shown');
    expect(plainText('shown <b title="never closed>hidden')).toBe('shown');
  });

  it('cuts long text with an ellipsis, never between the halves of a surrogate pair', () => {
    expect(plainText('abcdef', 4)).toBe('abc…');
    expect(plainText('abcd', 4)).toBe('abcd');
    expect(plainText('ab😀cd', 4)).toBe('ab…');
    expect(plainText(`<p>${'word '.repeat(10_000)}</p>`, 160)).toHaveLength(160);
  });

  it('gives back any text an editor wrote, escaped, as written', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(plainText(`<p>${escapeHtml(text)}</p>`, Number.POSITIVE_INFINITY)).toBe(
          text.replace(/\s+/gu, ' ').trim(),
        );
      }),
    );
  });

  // Each would take minutes with a pattern that restarts at every "<" (160,000 "<" took 19 s):
  // these finish within the test's timeout only if the scan is linear.
  it('reads hostile input in one pass', () => {
    const size = 2_000_000;
    for (const unit of [
      '<',
      '<a',
      '<a=',
      '<a="',
      '<a x="1" ',
      '<!--',
      '<script',
      '<style>',
      '&',
      '&#',
      ' ',
    ]) {
      const hostile = unit.repeat(Math.ceil(size / unit.length));
      expect(plainText(hostile).length, unit).toBeLessThanOrEqual(160);
      expect(plainText(hostile, Number.POSITIVE_INFINITY).length, unit).toBeLessThanOrEqual(size);
    }
  });

  it('never throws on the XSS corpus and keeps to its length', () => {
    const corpus = loadXssCorpus();
    expect(corpus.length).toBeGreaterThan(100);
    for (const { payload } of corpus) {
      // Entities may decode to "<script>" as text: the page escapes text where it writes it.
      expect(plainText(payload, 300).length).toBeLessThanOrEqual(300);
    }
  });
});
