import { describe, expect, it } from 'vitest';
import {
  isSameTarget,
  keywordPattern,
  linkKeywords,
  maxKeywordLinks,
  selectKeywords,
} from '../../../../src/lib/content/keywords.ts';

describe('linkKeywords', () => {
  it('links the first occurrence of a keyword once', () => {
    expect(
      linkKeywords('<p>进博会开幕。进博会闭幕。</p>', [{ url: '/expo/1.html', content: '进博会' }]),
    ).toBe('<p><a href="/expo/1.html">进博会</a>开幕。进博会闭幕。</p>');
  });

  it(`links at most ${String(maxKeywordLinks)} keywords per article`, () => {
    const entries = ['展会', '门票', '签证', '酒店', '航班'].map((content, index) => ({
      url: `/k/${String(index)}`,
      content,
    }));
    const output = linkKeywords('<p>展会门票签证酒店航班</p>', entries);
    expect(output.match(/<a /g)).toHaveLength(3);
    expect(output).toBe(
      '<p><a href="/k/0">展会</a><a href="/k/1">门票</a><a href="/k/2">签证</a>酒店航班</p>',
    );
  });

  it('never links inside an existing link, and links a later occurrence instead', () => {
    expect(
      linkKeywords('<p><a href="/x">广交会</a>与广交会</p>', [{ url: '/canton', content: '广交会' }]),
    ).toBe('<p><a href="/x">广交会</a>与<a href="/canton">广交会</a></p>');
  });

  it('skips headings and code', () => {
    expect(
      linkKeywords('<h2>展会</h2><pre>展会</pre><p><code>展会</code>展会</p>', [
        { url: '/fair', content: '展会' },
      ]),
    ).toBe('<h2>展会</h2><pre>展会</pre><p><code>展会</code><a href="/fair">展会</a></p>');
  });

  it('never matches inside tags or attributes', () => {
    const html = '<p title="展会"><img src="/展会.jpg" alt="展会">图片</p>';
    expect(linkKeywords(html, [{ url: '/fair', content: '展会' }])).toBe(html);
    expect(linkKeywords('<p class="title">a title</p>', [{ url: '/t', content: 'title' }])).toBe(
      '<p class="title">a <a href="/t">title</a></p>',
    );
  });

  it('lets a longer keyword win over a shorter one it contains', () => {
    const entries = [
      { url: '/ecommerce', content: '电商' },
      { url: '/cross-border', content: '跨境电商' },
    ];
    expect(linkKeywords('<p>跨境电商峰会，电商平台</p>', entries)).toBe(
      '<p><a href="/cross-border">跨境电商</a>峰会，<a href="/ecommerce">电商</a>平台</p>',
    );
  });

  it('ignores shorter duplicates for the same url', () => {
    const entries = [
      { url: '/canton', content: '广交会' },
      { url: '/canton', content: '中国进出口商品交易会' },
    ];
    expect(linkKeywords('<p>广交会即中国进出口商品交易会</p>', entries)).toBe(
      '<p>广交会即<a href="/canton">中国进出口商品交易会</a></p>',
    );
  });

  it('matches English keywords case-insensitively and keeps the original spelling', () => {
    expect(linkKeywords('<p>The CANTON fair</p>', [{ url: '/canton', content: 'Canton Fair' }])).toBe(
      '<p>The <a href="/canton">CANTON fair</a></p>',
    );
  });

  it('matches English keywords on word boundaries only', () => {
    expect(linkKeywords('<p>a party, then art</p>', [{ url: '/art', content: 'art' }])).toBe(
      '<p>a party, then <a href="/art">art</a></p>',
    );
    expect(linkKeywords('<p>参加Expo展</p>', [{ url: '/expo', content: 'expo' }])).toBe(
      '<p>参加<a href="/expo">Expo</a>展</p>',
    );
  });

  it('matches Chinese keywords without word boundaries', () => {
    expect(linkKeywords('<p>第138届广交会开幕</p>', [{ url: '/canton', content: '广交会' }])).toBe(
      '<p>第138届<a href="/canton">广交会</a>开幕</p>',
    );
  });

  it('treats regular-expression metacharacters in keywords literally', () => {
    const entries = [
      { url: '/cpp', content: 'C++' },
      { url: '/q', content: '(AI)?' },
      { url: '/dot', content: 'a.b' },
    ];
    expect(linkKeywords('<p>C++ and (AI)? and axb and a.b</p>', entries)).toBe(
      '<p><a href="/cpp">C++</a> and <a href="/q">(AI)?</a> and axb and <a href="/dot">a.b</a></p>',
    );
  });

  it('escapes HTML-special characters in keywords and urls', () => {
    expect(linkKeywords('<p>R&amp;D 中心</p>', [{ url: '/rd?a=1&b="2"', content: 'R&D' }])).toBe(
      '<p><a href="/rd?a=1&amp;b=&quot;2&quot;">R&amp;D</a> 中心</p>',
    );
    expect(linkKeywords('<p>a &lt;b&gt; c</p>', [{ url: '/b', content: '<b>' }])).toBe(
      '<p>a <a href="/b">&lt;b&gt;</a> c</p>',
    );
  });

  it('does not link the current page', () => {
    const entries = [{ url: 'https://www.expo.cn/expo/1.html', content: '进博会' }];
    expect(linkKeywords('<p>进博会</p>', entries, { currentUrl: '/expo/1.html' })).toBe('<p>进博会</p>');
    expect(linkKeywords('<p>进博会</p>', entries, { currentUrl: '/expo/2.html' })).toBe(
      '<p><a href="https://www.expo.cn/expo/1.html">进博会</a></p>',
    );
  });

  it('refuses entries whose url could run script', () => {
    expect(linkKeywords('<p>展会</p>', [{ url: 'javascript:alert(1)', content: '展会' }])).toBe(
      '<p>展会</p>',
    );
  });

  it('returns the input unchanged when nothing matches, and handles empty input', () => {
    const html = '<p>没有关键词</p>';
    expect(linkKeywords(html, [{ url: '/x', content: '展会' }])).toBe(html);
    expect(linkKeywords(html, [])).toBe(html);
    expect(linkKeywords('', [{ url: '/x', content: '展会' }])).toBe('');
  });

  it('does not match across element boundaries', () => {
    expect(linkKeywords('<p>进<b>博会</b></p>', [{ url: '/x', content: '进博会' }])).toBe(
      '<p>进<b>博会</b></p>',
    );
  });

  it('gives the same result when called again (cached)', () => {
    const entries = [{ url: '/expo', content: '展会' }];
    const first = linkKeywords('<p>展会</p>', entries);
    expect(linkKeywords('<p>展会</p>', entries)).toBe(first);
  });
});

describe('selectKeywords', () => {
  it('drops empty and unsafe entries, keeps the longest per url and orders longest first', () => {
    expect(
      selectKeywords([
        { url: '/a', content: '展' },
        { url: '/a', content: '展会' },
        { url: '/b', content: '国际展会' },
        { url: '', content: 'x' },
        { url: '/c', content: '  ' },
        { url: 'data:text/html,x', content: 'y' },
      ]),
    ).toEqual([
      { url: '/b', content: '国际展会' },
      { url: '/a', content: '展会' },
    ]);
  });

  it('keeps one entry per keyword regardless of case, the first listed', () => {
    expect(
      selectKeywords([
        { url: '/1', content: 'Expo' },
        { url: '/2', content: 'EXPO' },
      ]),
    ).toEqual([{ url: '/1', content: 'Expo' }]);
  });
});

describe('isSameTarget', () => {
  it('compares path and query, ignoring hash and a trailing slash', () => {
    expect(isSameTarget('/news/1.html', 'https://www.expo.cn/news/1.html#top')).toBe(true);
    expect(isSameTarget('/wiki/', '/wiki')).toBe(true);
    expect(isSameTarget('/news/1.html', '/news/2.html')).toBe(false);
    expect(isSameTarget('https://a.cn/x', 'https://b.cn/x')).toBe(false);
  });
});

describe('keywordPattern', () => {
  it('builds a case-insensitive literal matcher', () => {
    expect(keywordPattern('a+b').test('A+B')).toBe(true);
    expect(keywordPattern('a+b').test('aab')).toBe(false);
    expect(keywordPattern('x-y').test('X-Y')).toBe(true);
  });
});
