import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExportLinks, siteTarget } from '../../../../scripts/edge/link-check.ts';

const hosts = {
  siteHost: 'localhost:4321',
  enSiteHost: 'en.localhost:4321',
  englishHosts: ['en.localhost'],
  chineseHosts: ['www.expo.cn'],
};

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'link-check-'));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), body);
  }
  return root;
}

describe('the exported tree link check', () => {
  it('finds a link to a page the export does not hold, and nothing else', async () => {
    const root = tree({
      'zh/index.html': [
        '<a href="/wiki">wiki</a>',
        '<a href="/exhibition/1.html#tickets">fair</a>',
        '<a href="/exhibition/2.html">missing fair</a>',
        '<a href="/login?redirect=%2F">login</a>',
        '<a href="/ticket/1.html">tickets</a>',
        '<img src="http://localhost:4321/oss/images/a.jpg">',
        '<a href="/exhibition-3-0-2-0-0-0-1/">filtered list</a>',
        '<a href="/wiki?page=2">by query</a>',
        '<a href="https://elsewhere.example/x">elsewhere</a>',
        '<a href="mailto:a@b.c">mail</a>',
        '<link rel="alternate" href="http://en.localhost:4321/wiki">',
        '<link rel="alternate" href="http://en.localhost:4321/gone">',
        '<a href="/a&amp;b.html">entity</a>',
      ].join('\n'),
      'zh/wiki/index.html': '<a href="/">home</a>',
      'zh/exhibition/1.html': '<a href="/wiki">wiki</a>',
      'zh/404.html': '<a href="/404">self</a>',
      'en/wiki/index.html': '',
    });
    const result = await checkExportLinks(root, ['zh', 'en'], hosts);
    expect(result.broken).toEqual([
      { page: 'zh/index.html', link: '/exhibition/2.html' },
      { page: 'zh/index.html', link: 'http://en.localhost:4321/gone' },
      { page: 'zh/index.html', link: '/a&b.html' },
    ]);
    // 404.html is the bucket's error document: its links are not checked.
    expect(result.pages).toBe(4);
  });

  it("resolves a link's edition by its host", () => {
    expect(siteTarget('http://en.localhost:4321/x', 'zh', hosts)?.edition).toBe('en');
    expect(siteTarget('/x', 'en', hosts)?.edition).toBe('en');
    expect(siteTarget('https://www.expo.cn/x', 'en', hosts)?.edition).toBe('zh');
    expect(siteTarget('javascript:alert(1)', 'zh', hosts)).toBeUndefined();
    expect(siteTarget('#top', 'zh', hosts)).toBeUndefined();
  });
});
