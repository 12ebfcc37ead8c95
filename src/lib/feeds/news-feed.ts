import { escapeUTF8 } from 'entities';

// RSS 2.0 and Atom 1.0 documents of the news lists. No feed library is installed (the `feed`
// package would be the maintained choice), so the two formats are written here, small and
// strict: every text and attribute value goes through `xmlText`, which escapes the five XML
// specials (entities' escapeUTF8), writes tabs and line breaks as character references, and first drops the code points XML 1.0 cannot carry at all
// (C0 controls other than tab and newlines, lone surrogates, U+FFFE/U+FFFF): an editor's
// title with a stray control character must not make the whole feed unreadable.

/** One article of a feed. */
interface FeedItem {
  /** Stable identifier (the article's canonical URL). */
  id: string;
  title: string;
  /** Absolute URL of the article's page. */
  link: string;
  summary: string;
  /** When it was published (ISO 8601). */
  published: string;
  category?: string | undefined;
}

/** A feed: the channel and its newest items. */
export interface FeedInput {
  title: string;
  description: string;
  /** Absolute URL of the list page the feed follows. */
  link: string;
  /** Absolute URL of this feed document (rel=self). */
  selfUrl: string;
  /** BCP 47 language of the items (zh-CN, en). */
  language: string;
  items: readonly FeedItem[];
}

const notXmlChar =
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are exactly these
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A string as XML character data or an attribute value.
 * @example xmlText('<b>"R&D"</b>\u0007') // '&lt;b&gt;&quot;R&amp;D&quot;&lt;/b&gt;'
 */
export function xmlText(value: string): string {
  // Tabs and line breaks as character references: a parser keeps those as written, where it
  // would turn a raw CR LF into LF and raw whitespace in an attribute into spaces.
  return escapeUTF8(value.replace(notXmlChar, '')).replace(
    /[\t\n\r]/g,
    (char) => `&#${String(char.charCodeAt(0))};`,
  );
}

/** A date as RFC 822 (RSS pubDate); an unreadable date is left out rather than guessed. */
function rfc822(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}

/** A date as RFC 3339 (Atom), or undefined when unreadable. */
function rfc3339(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The newest publication date of the items, or the epoch when there are none. */
function newest(items: readonly FeedItem[]): string {
  const times = items.map((item) => new Date(item.published).getTime()).filter((time) => !Number.isNaN(time));
  return new Date(times.length === 0 ? 0 : Math.max(...times)).toISOString();
}

/** An RSS 2.0 document (with atom:link rel=self, as validators ask). */
export function rssFeed(feed: FeedInput): string {
  const items = feed.items.map((item) => {
    const date = rfc822(item.published);
    return [
      '<item>',
      `<title>${xmlText(item.title)}</title>`,
      `<link>${xmlText(item.link)}</link>`,
      `<guid isPermaLink="true">${xmlText(item.id)}</guid>`,
      `<description>${xmlText(item.summary)}</description>`,
      ...(item.category === undefined ? [] : [`<category>${xmlText(item.category)}</category>`]),
      ...(date === undefined ? [] : [`<pubDate>${date}</pubDate>`]),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlText(feed.title)}</title>`,
    `<link>${xmlText(feed.link)}</link>`,
    `<description>${xmlText(feed.description)}</description>`,
    `<language>${xmlText(feed.language)}</language>`,
    `<lastBuildDate>${new Date(newest(feed.items)).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlText(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** An Atom 1.0 document. */
export function atomFeed(feed: FeedInput): string {
  const updated = newest(feed.items);
  const entries = feed.items.map((item) => {
    const date = rfc3339(item.published) ?? updated;
    return [
      '<entry>',
      `<id>${xmlText(item.id)}</id>`,
      `<title type="text">${xmlText(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${xmlText(item.link)}"/>`,
      `<published>${date}</published>`,
      `<updated>${date}</updated>`,
      `<summary type="text">${xmlText(item.summary)}</summary>`,
      ...(item.category === undefined ? [] : [`<category term="${xmlText(item.category)}"/>`]),
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">`,
    `<id>${xmlText(feed.selfUrl)}</id>`,
    `<title type="text">${xmlText(feed.title)}</title>`,
    `<subtitle type="text">${xmlText(feed.description)}</subtitle>`,
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(feed.link)}"/>`,
    `<author><name>${xmlText(feed.title)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
