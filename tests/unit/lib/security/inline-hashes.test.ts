import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePolicy } from '../../../../src/lib/security/csp.ts';
import { inlineElementHashes, withPresentHashes } from '../../../../src/lib/security/inline-hashes.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const encode = (html: string) => new TextEncoder().encode(html);

describe('inline element hashes', () => {
  it('hashes the text of every script and style element as UTF-8, and nothing else', () => {
    const script = 'document.title = "展会 — café 🎪";';
    const style = 'a{color:red}\n.b > .c{}';
    const hashes = inlineElementHashes(
      encode(
        `<html><head><style>${style}</style><scripts>not a script</scripts><styled>x</styled></head>` +
          `<body><script type="module">${script}</script><script\tdefer>b()</script><p>&lt;script&gt;</p></body></html>`,
      ),
    );
    expect(hashes).toEqual(new Set([hashOf(style), hashOf(script), hashOf('b()')]));
  });

  it('reads an element at the very start or end, a script with src, and stops at one never closed', () => {
    expect(inlineElementHashes(encode('<script>a()</script>'))).toEqual(new Set([hashOf('a()')]));
    expect(inlineElementHashes(encode('<script src="/x.js"></script>'))).toEqual(new Set([hashOf('')]));
    expect(inlineElementHashes(encode('<style>a{}</style><script>never closed'))).toEqual(
      new Set([hashOf('a{}')]),
    );
    expect(inlineElementHashes(encode('<script'))).toEqual(new Set());
    expect(inlineElementHashes(encode(''))).toEqual(new Set());
  });

  it('leaves out JSON data blocks, which never run, and hashes every other script type', () => {
    const page = encode(
      '<script type="application/ld+json">{"@type":"Event","name":"</p>"}</script>' +
        "<script type='application/json'>{}</script><script type=application/ld+json>[]</script>" +
        '<script type="importmap">{"imports":{}}</script><script type="text/javascript">c()</script>' +
        '<script data-type="application/json">d()</script>',
    );
    expect(inlineElementHashes(page)).toEqual(
      new Set([hashOf('{"imports":{}}'), hashOf('c()'), hashOf('d()')]),
    );
  });

  it('answers a text seen before from memory, and a text of the same length by its own bytes', () => {
    const style = 'main{color:#123456}'.repeat(200);
    const changed = `${style.slice(0, -2)}7}`;
    expect(changed).toHaveLength(style.length);
    for (let page = 0; page < 3; page += 1) {
      expect(inlineElementHashes(encode(`<style>${style}</style><style>${changed}</style>`))).toEqual(
        new Set([hashOf(style), hashOf(changed)]),
      );
    }
    // The page's buffer can be changed (or transferred) afterwards: what was kept is a copy.
    const page = encode(`<style>${style}</style>`);
    inlineElementHashes(page);
    page.set(encode('x'), '<style>'.length);
    expect(inlineElementHashes(page)).toEqual(new Set([hashOf(`x${style.slice(1)}`)]));
  });

  it('reads a view into a larger buffer from its own start', () => {
    const whole = encode('xxxx<style>p{}</style>');
    expect(inlineElementHashes(whole.subarray(4))).toEqual(new Set([hashOf('p{}')]));
  });
});

describe('a policy narrowed to the present hashes', () => {
  const policy =
    "default-src 'self'; script-src 'self' https://cdn.example 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic'; " +
    "style-src 'self' 'sha256-CCC=' 'sha256-DDD='; style-src-attr 'unsafe-inline'; img-src 'self' data:";

  it('keeps only the hashes the page holds, and every other source and directive', () => {
    expect(withPresentHashes(policy, new Set(["'sha256-BBB='", "'sha256-CCC='", "'sha256-ZZZ='"]))).toBe(
      "default-src 'self'; script-src 'self' https://cdn.example 'sha256-BBB=' 'strict-dynamic'; " +
        "style-src 'self' 'sha256-CCC='; style-src-attr 'unsafe-inline'; img-src 'self' data:",
    );
    expect(withPresentHashes(policy, new Set())).toBe(
      "default-src 'self'; script-src 'self' https://cdn.example 'strict-dynamic'; style-src 'self'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' data:",
    );
  });

  it('never adds a hash, whatever the page holds', () => {
    const known = ["'sha256-AAA='", "'sha256-BBB='", "'sha256-CCC='", "'sha256-DDD='", "'sha256-EEE='"];
    fc.assert(
      fc.property(fc.subarray(known), (present) => {
        const narrowed = parsePolicy(withPresentHashes(policy, new Set(present)));
        const before = parsePolicy(policy);
        for (const [name, sources] of narrowed) {
          for (const source of sources) expect(before.get(name)).toContain(source);
          const dropped = (before.get(name) ?? []).filter((source) => !sources.includes(source));
          for (const source of dropped) expect(present).not.toContain(source);
        }
        expect([...narrowed.keys()]).toEqual([...before.keys()]);
      }),
    );
  });
});
