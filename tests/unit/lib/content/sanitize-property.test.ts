// Property test of the rich-text cleaner: HTML generated from a grammar of hostile markup
// (dangerous tags, event handlers, obfuscated script URLs, comments, CDATA, broken and unclosed
// tags, framesets, lone surrogates, random unicode) never makes it throw and never survives as
// executable content, even when the output is cleaned again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../../src/lib/content/sanitize.ts';
import { renderRichText } from '../../../../src/lib/pages/rich-text.ts';
import { findExecutableContent } from '../../../../tests/support/executable-content.ts';
import { testProductHosts } from '../../../../tests/support/product-hosts.ts';

const tags = [
  'div',
  'p',
  'span',
  'b',
  'i',
  'a',
  'img',
  'table',
  'tr',
  'td',
  'ul',
  'li',
  'h2',
  'pre',
  'code',
  'video',
  'source',
  'picture',
  'details',
  'summary',
  'select',
  'option',
  'script',
  'style',
  'svg',
  'math',
  'mi',
  'mtext',
  'mglyph',
  'malignmark',
  'annotation-xml',
  'foreignObject',
  'desc',
  'title',
  'use',
  'animate',
  'set',
  'image',
  'iframe',
  'frameset',
  'frame',
  'noframes',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'noscript',
  'noembed',
  'template',
  'xmp',
  'plaintext',
  'listing',
  'meta',
  'base',
  'link',
  'area',
  'map',
  'body',
  'html',
  'head',
  'isindex',
  'keygen',
  'x-custom',
];

const attributeNames = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'srcdoc',
  'style',
  'onerror',
  'onload',
  'ONCLICK',
  'onmouseover',
  'onfocus',
  'onbegin',
  'ontoggle',
  'autofocus',
  'open',
  'is',
  'http-equiv',
  'content',
  'xmlns',
  'xmlns:xlink',
  'attributeName',
  'values',
  'to',
  'id',
  'name',
  'class',
  'title',
  'target',
  'rel',
];

// `javascript:` as filters have been fooled into letting it through.
const scriptUrls = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' \u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&#0000106&#0000097vascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '\u2028javascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/png;base64,iVBORw0KGgo=',
  'https://www.expo.cn/a.html',
  'https://evil.example/a',
  '//evil.example/a',
  '/\\evil.example',
  '/information/1.html',
  'x.png 1x, javascript:alert(1) 2x',
  'alert(1)',
  'expression(alert(1))',
  'color: red; background: url(javascript:alert(1))',
  'behavior: url(#default#time2)',
  '-moz-binding: url(x.xml#xss)',
);

const oddCharacters = fc.constantFrom(
  '\uD800',
  '\uDFFF',
  '\uDBFF\uD800',
  '\u0000',
  '\uFFFD',
  '\u200B',
  '\u2028',
  '<',
  '>',
  '&',
  '"',
  "'",
  '`',
  '=',
  '/',
  '--',
  ']]>',
  '13812345678',
  'alert',
);

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  oddCharacters,
);

const attributeValue = fc.oneof(scriptUrls, text);

const attribute = fc
  .tuple(fc.constantFrom(...attributeNames), attributeValue, fc.constantFrom('"', "'", '', 'none'))
  .map(([name, value, quote]) => {
    if (quote === 'none') return ` ${name}`;
    const safeValue = quote === '' ? value.replace(/[\s>]/g, '') : value.replaceAll(quote, '');
    return ` ${name}=${quote}${safeValue}${quote}`;
  });

const tag = fc.constantFrom(...tags);

const { node } = fc.letrec<{ node: string; element: string; leaf: string }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('element'), tie('element')),
  leaf: fc.oneof(
    text,
    text.map((value) => `<!--${value}-->`),
    text.map((value) => `<!--${value}`),
    text.map((value) => `<![CDATA[${value}]]>`),
    text.map((value) => `<?xml ${value}?>`),
    fc.constantFrom('<!doctype html>', '<frameset onload=alert(1)>', '</p>', '</br>', '<br/>', '<'),
    tag.map((name) => `</${name}>`),
    fc
      .tuple(tag, fc.array(attribute, { maxLength: 3 }))
      .map(([name, attributes]) => `<${name}${attributes.join('')}`),
    fc
      .tuple(tag, fc.array(attribute, { maxLength: 3 }))
      .map(([name, attributes]) => `<${name}${attributes.join('')}/>`),
  ),
  element: fc
    .tuple(
      fc.constantFrom('', '/'),
      tag,
      fc.array(attribute, { maxLength: 4 }),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.boolean(),
    )
    .map(([gap, name, attributes, children, closed]) => {
      const open = `<${name}${gap === '/' ? '/' : ''}${attributes.join('')}>`;
      return `${open}${children.join('')}${closed ? `</${name}>` : ''}`;
    }),
}));

const document = fc.array(node, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

const hosts = testProductHosts;
const keywords = [{ url: '/exhibition/1.html', content: 'alert' }];

describe('sanitizeRichText on generated hostile HTML', () => {
  it('never throws and never outputs executable content, cleaned once or twice', () => {
    fc.assert(
      fc.property(document, (html) => {
        const errors: unknown[] = [];
        const options = { productHosts: ['expo.cn'], onError: (error: unknown) => errors.push(error) };
        const once = sanitizeRichText(html, options);
        const twice = sanitizeRichText(once, options);
        expect(errors).toEqual([]);
        expect(findExecutableContent(once)).toEqual([]);
        expect(findExecutableContent(twice)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('renders through renderRichText with keyword links without a warning', () => {
    fc.assert(
      fc.property(document, fc.integer({ min: 1, max: 9999 }), (html, id) => {
        const block = renderRichText(html, hosts, { type: 'news', id }, { keywords });
        expect(block.warning).toBeUndefined();
        expect(findExecutableContent(block.html)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
