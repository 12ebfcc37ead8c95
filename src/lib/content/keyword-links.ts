// Automatic internal linking of keywords in article bodies: at most three
// keywords per article, the longest entry per url, each keyword linked once at its first
// occurrence in ordinary text. Works on a DOM (the server's jsdom window, keywords.ts, or the
// browser's, browser-rich-text.ts), never on raw markup, so tags, attributes and existing links
// cannot be broken and every inserted value is escaped.
import { StringMemo } from './string-memo.ts';

/** One keyword-link entry of the API (`/ossApi/InnerChainInfo/key.json`): the target and its anchor text. */
export interface KeywordEntry {
  readonly url: string;
  readonly content: string;
}

/** Options of `linkKeywords`. */
interface LinkKeywordsOptions {
  /** The page being rendered: entries pointing at it are not linked. */
  readonly currentUrl?: string;
}

/** The most keywords linked in one article body. */
export const maxKeywordLinks = 3;

// Text inside these is never linked: links cannot nest, headings read badly as links and are
// already strong SEO signals, and code is literal.
const skippedAncestors = 'a, h1, h2, h3, h4, h5, h6, button, code, pre, script, style, textarea, title';

const relativeBase = 'https://relative.invalid';

function isLinkableUrl(url: string): boolean {
  try {
    const parsed = new URL(url, `${relativeBase}/`);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Whether two link targets name the same page; relative and absolute forms are compared by path and query.
 * @example isSameTarget('/news/1.html', 'https://www.expo.cn/news/1.html#top') // true
 */
export function isSameTarget(a: string, b: string): boolean {
  try {
    const first = new URL(a.trim(), `${relativeBase}/`);
    const second = new URL(b.trim(), `${relativeBase}/`);
    const path = (url: URL): string => `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
    const eitherRelative = first.origin === relativeBase || second.origin === relativeBase;
    return path(first) === path(second) && (eitherRelative || first.host === second.host);
  } catch {
    return false;
  }
}

/**
 * The entries that take part in linking, best first: valid, not the current page, only the
 * longest content per url, one entry per (case-insensitive) content, longest content first.
 * @example selectKeywords([{ url: '/a', content: '展会' }, { url: '/a', content: '国际展会' }]) // [{ url: '/a', content: '国际展会' }]
 */
export function selectKeywords(entries: readonly KeywordEntry[], currentUrl?: string): KeywordEntry[] {
  const longestByUrl = new Map<string, KeywordEntry>();
  for (const entry of entries) {
    if (typeof entry.url !== 'string' || typeof entry.content !== 'string') continue;
    const url = entry.url.trim();
    const content = entry.content.trim();
    if (content === '' || url === '' || !isLinkableUrl(url)) continue;
    if (currentUrl !== undefined && isSameTarget(url, currentUrl)) continue;
    const previous = longestByUrl.get(url);
    if (!previous || content.length > previous.content.length) longestByUrl.set(url, { url, content });
  }
  const byContent = new Map<string, KeywordEntry>();
  for (const entry of longestByUrl.values()) {
    const folded = entry.content.toLowerCase();
    if (!byContent.has(folded)) byContent.set(folded, entry);
  }
  // Array.prototype.sort is stable, so equally long keywords keep the order of the entry list.
  return [...byContent.values()].sort((a, b) => b.content.length - a.content.length);
}

// Only syntax characters: in a 'u' pattern an escaped '-' or letter is itself a syntax error.
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * A case-insensitive matcher for a keyword; ASCII letters and digits at its edges must not
 * continue into the neighbouring text ('art' does not match inside 'party'), while Chinese,
 * which has no word spaces, matches anywhere.
 */
export function keywordPattern(keyword: string): RegExp {
  const before = /^[A-Za-z0-9]/.test(keyword) ? '(?<![A-Za-z0-9])' : '';
  const after = /[A-Za-z0-9]$/.test(keyword) ? '(?![A-Za-z0-9])' : '';
  return new RegExp(`${before}${escapeRegExp(keyword)}${after}`, 'iu');
}

// Characters that sanitized markup spells as entities, so a raw-markup pre-check could miss them.
const markupEscaped = /[&<>"'\u00a0]/;

function linkInDom(
  parseFragment: (html: string) => HTMLElement,
  html: string,
  keywords: readonly KeywordEntry[],
): string {
  const root = parseFragment(html);
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, document.defaultView?.NodeFilter.SHOW_TEXT ?? 4);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(skippedAncestors)) texts.push(node as Text);
  }
  let linked = 0;
  for (const keyword of keywords) {
    if (linked >= maxKeywordLinks) break;
    const pattern = keywordPattern(keyword.content);
    for (let index = 0; index < texts.length; index += 1) {
      const text = texts[index];
      if (!text) continue;
      const match = pattern.exec(text.data);
      if (!match) continue;
      // splitText keeps `text` as the part before the match; the anchor takes the matched part,
      // original spelling kept; the rest stays an ordinary, still linkable text node.
      const matched = text.splitText(match.index);
      const rest = matched.splitText(match[0].length);
      const anchor = document.createElement('a');
      anchor.setAttribute('href', keyword.url);
      matched.replaceWith(anchor);
      anchor.appendChild(matched);
      texts.splice(index, 1, text, rest);
      linked += 1;
      break;
    }
  }
  return linked === 0 ? html : root.innerHTML;
}

/** Links up to `maxKeywordLinks` keywords in sanitized article HTML (see `linkKeywords`, keywords.ts). */
export type KeywordLinker = (
  html: string,
  entries: readonly KeywordEntry[],
  options?: LinkKeywordsOptions,
) => string;

/** A keyword linker working in the DOM `parseFragment` parses into (see `linkKeywords`). */
export function createKeywordLinker(parseFragment: (html: string) => HTMLElement): KeywordLinker {
  const memo = new StringMemo(128);
  return (html, entries, options = {}) => {
    if (typeof html !== 'string' || html === '') return '';
    // Cheap pre-check on the markup before paying for a DOM parse: a keyword free of
    // markup-escaped characters appears literally in the markup whenever it appears in the text.
    const candidates = selectKeywords(entries, options.currentUrl).filter(
      (entry) => markupEscaped.test(entry.content) || keywordPattern(entry.content).test(html),
    );
    if (candidates.length === 0) return html;
    const key = `${candidates.map((entry) => `${entry.url}\u0001${entry.content}`).join('\u0002')}\u0000${html}`;
    return memo.get(key, () => linkInDom(parseFragment, html, candidates));
  };
}
