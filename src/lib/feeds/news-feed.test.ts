import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadXssCorpus } from '../../../tests/support/xss-corpus.ts';
import { atomFeed, rssFeed, xmlText, type FeedInput } from './news-feed.ts';

// The feeds are read back with jsdom's XML parser (saxes: strict, namespace-aware), the way a
// feed reader's XML layer would: a document that is not well-formed is a parser error, not a
// best guess. No feed-format library is installed (see the report of this change).

function parseXml(body: string): Document {
  const { window } = new JSDOM('');
  const parsed = new window.DOMParser().parseFromString(body, 'application/xml');
  const error = parsed.getElementsByTagName('parsererror')[0];
  if (error !== undefined) throw new Error(`not well-formed XML: ${error.textContent}`);
  return parsed;
}

const hostile = loadXssCorpus().map((item) => item.payload);
// Code points XML 1.0 cannot carry, and markup-looking text.
const controls = 'Fair\u0000 \u0007bell\u001b \ud800lone ]]> <![CDATA[x]]> &amp; &#0; <b>"\'</b>';

function sample(titles: string[]): FeedInput {
  return {
    title: 'Industry news - ExpoPortal & <Co>',
    description: 'The latest "news"',
    link: 'https://en.expoportal.cn/information/',
    selfUrl: 'https://en.expoportal.cn/information/rss.xml',
    language: 'en',
    items: titles.map((title, index) => ({
      id: `https://en.expoportal.cn/information/${String(index + 1)}.html`,
      title,
      link: `https://en.expoportal.cn/information/${String(index + 1)}.html`,
      summary: `${title} summary`,
      published: new Date(Date.UTC(2026, 10, 1 + (index % 28), 8)).toISOString(),
      category: title,
    })),
  };
}

/** What a title reads as once the characters XML cannot hold are gone. */
const readable = (value: string) =>
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are exactly these
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udfff]/g, '');

describe('xmlText', () => {
  it('escapes the XML specials and drops forbidden code points', () => {
    expect(xmlText('<b>"R&D"\'</b>\u0007')).toBe('&lt;b&gt;&quot;R&amp;D&quot;&apos;&lt;/b&gt;');
    expect(xmlText('😀 展会')).toBe('😀 展会');
  });
});

describe('rssFeed', () => {
  it('is a well-formed RSS 2.0 channel whose every hostile title reads back as written', () => {
    const titles = [controls, ...hostile];
    const doc = parseXml(rssFeed(sample(titles)));
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    expect(channel?.getElementsByTagName('title')[0]?.textContent).toBe('Industry news - ExpoPortal & <Co>');
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe('https://en.expoportal.cn/information/rss.xml');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(titles.length);
    items.forEach((item, index) => {
      const text = (name: string) => item.getElementsByTagName(name)[0]?.textContent;
      expect(text('title')).toBe(readable(titles[index] ?? ''));
      expect(text('description')).toBe(readable(`${titles[index] ?? ''} summary`));
      expect(text('link')).toBe(`https://en.expoportal.cn/information/${String(index + 1)}.html`);
      expect(text('guid')).toBe(text('link'));
      // RFC 822 as RSS 2.0 asks: "Sun, 01 Nov 2026 08:00:00 GMT".
      expect(text('pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    });
  });

  it('leaves an unreadable date out rather than inventing one', () => {
    const feed = sample(['One']);
    const doc = parseXml(
      rssFeed({ ...feed, items: feed.items.map((item) => ({ ...item, published: 'soon' })) }),
    );
    expect(doc.getElementsByTagName('item')[0]?.getElementsByTagName('pubDate')).toHaveLength(0);
  });
});

describe('atomFeed', () => {
  it('is a well-formed Atom 1.0 feed with ids, links, dates and hostile titles intact', () => {
    const titles = [controls, ...hostile];
    const doc = parseXml(atomFeed(sample(titles)));
    const atom = 'http://www.w3.org/2005/Atom';
    expect(doc.documentElement.namespaceURI).toBe(atom);
    expect(doc.documentElement.localName).toBe('feed');
    const feedChildren = [...doc.documentElement.children];
    const child = (name: string) => feedChildren.find((element) => element.localName === name);
    expect(child('id')?.textContent).toBe('https://en.expoportal.cn/information/rss.xml');
    expect(child('updated')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(child('author')?.textContent).not.toBe('');
    const entries = [...doc.getElementsByTagNameNS(atom, 'entry')];
    expect(entries).toHaveLength(titles.length);
    entries.forEach((entry, index) => {
      const text = (name: string) => entry.getElementsByTagNameNS(atom, name)[0]?.textContent;
      expect(text('title')).toBe(readable(titles[index] ?? ''));
      expect(text('id')).toBe(`https://en.expoportal.cn/information/${String(index + 1)}.html`);
      expect(entry.getElementsByTagNameNS(atom, 'link')[0]?.getAttribute('href')).toBe(text('id'));
      expect(text('updated')).toBe(text('published'));
      expect(entry.getElementsByTagNameNS(atom, 'category')[0]?.getAttribute('term')).toBe(
        readable(titles[index] ?? ''),
      );
    });
  });
});
