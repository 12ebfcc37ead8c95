// Every payload of the public XSS corpora (tests/fixtures/xss: DOMPurify's fixtures, html5sec,
// the OWASP filter-evasion cheat sheet) through the cleaner and the page renderer.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../../src/lib/content/sanitize.ts';
import { renderRichText } from '../../../../src/lib/pages/rich-text.ts';
import { findExecutableContent } from '../../../../tests/support/executable-content.ts';
import { loadXssCorpus, xssCorpusSources } from '../../../../tests/support/xss-corpus.ts';
import { testProductHosts } from '../../../../tests/support/product-hosts.ts';

const corpus = loadXssCorpus();
const hosts = testProductHosts;
// Keywords that occur in many payloads, so linking runs over the cleaned corpus too.
const keywords = [
  { url: '/exhibition/1.html', content: 'alert' },
  { url: '/information/2.html', content: 'XSS' },
  { url: 'https://www.expo.cn/wiki/3.html', content: 'test' },
];

describe('the XSS corpora', () => {
  it('holds every source with its payloads', () => {
    expect(xssCorpusSources()).toEqual(['dompurify', 'h5sc', 'owasp']);
    const perSource = Object.groupBy(corpus, (item) => item.source);
    expect(perSource.dompurify?.length).toBe(223);
    expect(perSource.h5sc?.length).toBe(149);
    expect(perSource.owasp?.length).toBe(110);
  });

  it('is hostile: the checker finds executable content in most raw payloads', () => {
    // Guards the checker itself: if it found nothing in the raw corpus, the clean results
    // below would prove nothing.
    const flagged = corpus.filter(({ payload }) => findExecutableContent(payload).length > 0);
    expect(flagged.length).toBeGreaterThan(300);
    expect(findExecutableContent('<a href=" jav&#x09;ascript:alert(1)">x</a>')).toHaveLength(1);
    expect(findExecutableContent('<img srcset="a.png 1x, javascript:alert(1) 2x">')).toHaveLength(1);
  });
});

describe('sanitizeRichText over the corpora', () => {
  it('never throws and leaves no executable content, cleaned once or twice', () => {
    const failures: string[] = [];
    for (const { source, payload } of corpus) {
      const errors: unknown[] = [];
      const options = { productHosts: ['expo.cn'], onError: (error: unknown) => errors.push(error) };
      const once = sanitizeRichText(payload, options);
      const twice = sanitizeRichText(once, options);
      const findings = [...findExecutableContent(once), ...findExecutableContent(twice)];
      if (errors.length > 0 || findings.length > 0) {
        failures.push(
          `${source}: ${payload.slice(0, 80)} -> ${[...findings, ...errors.map(String)].join('; ')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('cleans the frameset payloads that used to make it throw', () => {
    const framesets = corpus.filter(({ payload }) => /<frameset/i.test(payload));
    expect(framesets.length).toBeGreaterThanOrEqual(4);
    for (const { payload } of framesets) {
      let error: unknown;
      const html = sanitizeRichText(payload, { onError: (caught) => (error = caught) });
      expect(error).toBeUndefined();
      expect(html).not.toMatch(/frame|onload|onpageshow|javascript/i);
    }
  });
});

describe('renderRichText over the corpora', () => {
  it('renders every payload with keyword links and no executable content or warning', () => {
    const failures: string[] = [];
    let linked = 0;
    for (const [index, { source, payload }] of corpus.entries()) {
      const block = renderRichText(payload, hosts, { type: 'news', id: index }, { keywords });
      if (block.html.includes('<a href="/exhibition/1.html">')) linked += 1;
      const findings = findExecutableContent(block.html);
      if (block.warning !== undefined || findings.length > 0) {
        failures.push(`${source}: ${payload.slice(0, 80)} -> ${block.warning ?? ''} ${findings.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(linked).toBeGreaterThan(10);
  });
});
