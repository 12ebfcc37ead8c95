// Pathological input: the cleaner never throws, stays fast, and keeps its output safe.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  capNestingDepth,
  guardRichTextInput,
  maxInputLength,
  maxNestingDepth,
  maxStartTags,
  RichTextLimitError,
} from '../../../../src/lib/content/input-guard.ts';
import { cleanStyle } from '../../../../src/lib/content/inline-style.ts';
import { clearSanitizeCache, sanitizeRichText } from '../../../../src/lib/content/sanitize.ts';
import { findExecutableContent } from '../../../../tests/support/executable-content.ts';

// Cleans and collects what `onError` is told, so a test can tell "cleaned" from "gave up".
function cleanReporting(html: string): { html: string; errors: unknown[] } {
  const errors: unknown[] = [];
  const output = sanitizeRichText(html, {
    productHosts: ['expo.cn'],
    onError: (error) => errors.push(error),
  });
  return { html: output, errors };
}

// A fixed-seed generator (mulberry32), so the "random" inputs are the same on every run.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function elapsed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function depthOf(html: string): number {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  let deepest = 0;
  const walk: [Element, number][] = [[document.body, 0]];
  for (let item = walk.pop(); item; item = walk.pop()) {
    const [element, depth] = item;
    deepest = Math.max(deepest, depth);
    for (const child of element.children) walk.push([child, depth + 1]);
  }
  return deepest;
}

describe('sanitizeRichText on pathological input', () => {
  it('cleans a document that is a frameset (DOMPurify returns no body for it)', () => {
    for (const html of [
      '<frameset onload=alert(1)><frame src="javascript:alert(2)"></frameset>',
      '<div id="31"><frameset onload=alert(31)>//["\'`-->]]>]</div>',
      '<html><head></head><frameset cols="50%,50%"><frame src="https://evil.test/"><noframes><p>Text</p></noframes></frameset></html>',
      '  <frameset>',
    ]) {
      const result = cleanReporting(html);
      expect(result.errors).toEqual([]);
      expect(findExecutableContent(result.html)).toEqual([]);
      expect(result.html).not.toMatch(/frame|alert\(1\)|evil/);
    }
    expect(cleanReporting('<div>before<frameset><p>after</p>').html).toBe('<div>before<p>after</p></div>');
  });

  it('cleans 10,000 nested elements quickly, flattening what is deeper than the limit', () => {
    for (const tag of ['div', 'b', 'span', 'table', 'li']) {
      const html = `<${tag}>`.repeat(10_000) + 'deep text' + `</${tag}>`.repeat(10_000);
      let result = { html: '', errors: [] as unknown[] };
      const ms = elapsed(() => (result = cleanReporting(html)));
      expect(result.errors).toEqual([]);
      expect(findExecutableContent(result.html)).toEqual([]);
      if (tag !== 'table') expect(result.html).toContain('deep text');
      expect(depthOf(result.html)).toBeLessThanOrEqual(maxNestingDepth * 3);
      // Before the depth limit, 10,000 <b> took minutes on jsdom.
      expect(ms).toBeLessThan(5_000);
    }
  });

  it('keeps text of unclosed tags nested 30,000 deep and drops their script', () => {
    const html = '<p><span title="x" onclick="alert(1)">'.repeat(30_000) + 'end<script>alert(2)</script>';
    const result = cleanReporting(html);
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('end');
    expect(findExecutableContent(result.html)).toEqual([]);
  });

  it('replaces lone surrogates and drops NUL, keeping the text around them', () => {
    const result = cleanReporting(
      '<p>a\uD800b\uDC00c\uD83D\uDE00d\u0000e</p><p title="x\uDBFF\u0000y">t</p>',
    );
    expect(result.errors).toEqual([]);
    expect(result.html).toBe('<p>a\uFFFDb\uFFFDc\uD83D\uDE00de</p><p title="x\uFFFD\uFFFDy">t</p>');
    expect(result.html.isWellFormed()).toBe(true);
  });

  it('survives 20,000 random characters from markup-heavy and full-unicode alphabets', () => {
    const random = seeded(11);
    const markup = [
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      '&',
      '#',
      ';',
      ' ',
      '\n',
      '!',
      '-',
      '[',
      ']',
      '?',
      'a',
      'b',
      'p',
      'script',
      'svg',
      'on',
      'javascript:',
      'frameset',
      'table',
      'td',
      'style',
    ];
    for (let round = 0; round < 6; round += 1) {
      let html = '';
      while (html.length < 20_000) {
        html +=
          round % 2 === 0
            ? (markup[Math.floor(random() * markup.length)] ?? '')
            : String.fromCharCode(Math.floor(random() * 0x10000));
      }
      const result = cleanReporting(html);
      expect(result.errors).toEqual([]);
      expect(findExecutableContent(result.html)).toEqual([]);
      expect(findExecutableContent(sanitizeRichText(result.html))).toEqual([]);
    }
  });

  it('handles huge attribute values and styles in linear time', () => {
    const cases = [
      `<p title="${'a'.repeat(2_000_000)}">x</p>`,
      `<img src="data:image/png;base64,${'A'.repeat(4_000_000)}">`,
      `<a href="javascript:${'/'.repeat(1_000_000)}alert(1)">x</a>`,
      `<p style="color: rgb(${' '.repeat(200_000)}">x</p>`,
      `<p style="${'color: red;'.repeat(100_000)}">x</p>`,
    ];
    for (const html of cases) {
      let result = { html: '', errors: [] as unknown[] };
      const ms = elapsed(() => (result = cleanReporting(html)));
      expect(result.errors).toEqual([]);
      expect(findExecutableContent(result.html)).toEqual([]);
      expect(ms).toBeLessThan(5_000);
    }
    // The colour-function pattern once backtracked quadratically on a run of spaces (seconds);
    // linear, it takes a few milliseconds. The bound leaves room for a busy CI machine.
    expect(elapsed(() => cleanStyle(`color: rgb(${' '.repeat(200_000)}`))).toBeLessThan(2_000);
  });

  it('reports input over the size limits through onError and returns nothing, not the raw input', () => {
    clearSanitizeCache();
    const tooLong = `<p>${'x'.repeat(maxInputLength)}</p><script>alert(1)</script>`;
    const long = cleanReporting(tooLong);
    expect(long.html).toBe('');
    expect(long.errors).toHaveLength(1);
    expect(long.errors[0]).toBeInstanceOf(RichTextLimitError);
    const tooManyTags = cleanReporting('<i>x</i>'.repeat(maxStartTags + 1));
    expect(tooManyTags.html).toBe('');
    expect(tooManyTags.errors[0]).toBeInstanceOf(RichTextLimitError);
    // Without onError the caller still gets no exception.
    expect(sanitizeRichText(tooLong)).toBe('');
  });

  it('returns empty output for non-string input instead of throwing', () => {
    expect(sanitizeRichText(undefined as unknown as string)).toBe('');
    expect(sanitizeRichText(42 as unknown as string)).toBe('');
  });
});

describe('capNestingDepth', () => {
  it('leaves input within the limit untouched, including sloppy unclosed paragraphs and list items', () => {
    const sloppy =
      '<p>a'.repeat(1_000) + '<ul>' + '<li>b'.repeat(1_000) + '</ul>' + '<div><p>c<div>d</div></div>';
    expect(capNestingDepth(sloppy)).toBe(sloppy);
    const nested = '<div>'.repeat(maxNestingDepth) + 'x' + '</div>'.repeat(maxNestingDepth);
    expect(capNestingDepth(nested)).toBe(nested);
  });

  it('drops only the start tags past the limit, keeping text and end tags', () => {
    expect(capNestingDepth('<b><i><u>x</u></i></b>', 2)).toBe('<b><i>x</u></i></b>');
    expect(capNestingDepth('<div/><div/><div/>x', 2)).toBe('<div/><div/>x');
    expect(capNestingDepth('<p><br><img src=a><p>x', 1)).toBe('<p><br><img src=a><p>x');
  });

  it('does not let end tags that the parser ignores reset the count', () => {
    // </div> inside a table cell closes nothing in a browser: the count must keep growing.
    const html = '<div><table><td></div>'.repeat(400);
    const capped = capNestingDepth(html);
    expect(capped).not.toBe(html);
    expect(depthOf(capped)).toBeLessThanOrEqual(maxNestingDepth * 3);
  });

  it('guardRichTextInput makes the input well formed', () => {
    expect(guardRichTextInput('a\uD800')).toBe('a\uFFFD');
  });
});
