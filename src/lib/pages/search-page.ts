import type { ApiClient } from '../api/client.ts';
import {
  isCjkWord,
  normalizeSearchQuery,
  searchTypeFilterSchema,
  searchWords,
  type SearchPage,
  type SearchTypeFilter,
} from '../contract/search.ts';
import { searchPageSize, searchSite } from '../endpoints/search.ts';

/** What /search?q=&type=&window=&page= asks for, every part checked (a bad part falls back to its default). */
export interface SearchParams {
  q: string;
  type: SearchTypeFilter;
  window: number;
  page: number;
}

/** Exhibition time windows the search page offers (the `t` of GET /api/lookups timeWindows), with their labels. */
export const searchWindows = [
  [0, 'search.window.0'],
  [1, 'search.window.1'],
  [2, 'search.window.2'],
  [3, 'search.window.3'],
  [4, 'search.window.4'],
  [5, 'search.window.5'],
  [6, 'search.window.6'],
  [7, 'search.window.7'],
] as const;

/**
 * Reads the search page's query string. Never fails: a junk query is normalised (NUL, control
 * characters, length), an unknown kind is all, a bad window 0, a bad page 1.
 * @example parseSearchParams(new URLSearchParams('q=expo&type=fairs&page=x')) // { q: 'expo', type: 'all', window: 0, page: 1 }
 */
export function parseSearchParams(query: URLSearchParams): SearchParams {
  const type = searchTypeFilterSchema.safeParse(query.get('type') ?? 'all');
  const window = Number(query.get('window') ?? '0');
  const page = query.get('page') ?? '1';
  return {
    q: normalizeSearchQuery(query.get('q') ?? ''),
    type: type.success ? type.data : 'all',
    window: Number.isInteger(window) && window >= 0 && window <= 7 ? window : 0,
    page: /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
  };
}

/** What the search page shows: nothing to search for, or a page of results. */
export type SearchPageData =
  | { kind: 'empty'; params: SearchParams }
  | { kind: 'results'; params: SearchParams; result: SearchPage; pageCount: number };

/** Loads a search page; a query with no letters or digits searches nothing and says how to search. */
export async function loadSearchPage(api: ApiClient, params: SearchParams): Promise<SearchPageData> {
  if (searchWords(params.q).length === 0) return { kind: 'empty', params };
  const result = await searchSite(api, params);
  return { kind: 'results', params, result, pageCount: Math.ceil(result.total / searchPageSize) };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);
}

/** The [start, end) ranges of `text` a word of the query matched (case-insensitive). */
function matchedRanges(text: string, words: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const word of words) {
    let at = lower.indexOf(word);
    if (at !== -1) {
      for (; at !== -1; at = lower.indexOf(word, at + word.length)) ranges.push([at, at + word.length]);
    } else if (isCjkWord(word)) {
      // Matched character by character, in order: mark each character where it was found.
      let from = 0;
      for (const ch of word) {
        const found = lower.indexOf(ch, from);
        if (found === -1) break;
        ranges.push([found, found + ch.length]);
        from = found + ch.length;
      }
    }
  }
  return ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/**
 * A text as HTML with the query's words wrapped in <mark>: the text is escaped piece by piece,
 * never after marking, so nothing in the text or the query can become markup. The lower-cased
 * text keeps the original's offsets for the alphabets names use (a few characters like İ grow
 * when lower-cased: then nothing is marked rather than the wrong letters).
 * @example highlightHtml('Shanghai <Expo>', 'expo') // 'Shanghai &lt;<mark>Expo</mark>&gt;'
 */
export function highlightHtml(text: string, query: string): string {
  const words = searchWords(query);
  if (words.length === 0 || text.toLowerCase().length !== text.length) return escapeHtml(text);
  let html = '';
  let done = 0;
  for (const [start, end] of matchedRanges(text, words)) {
    if (end <= done) continue;
    const from = Math.max(start, done);
    html += `${escapeHtml(text.slice(done, from))}<mark>${escapeHtml(text.slice(from, end))}</mark>`;
    done = end;
  }
  return html + escapeHtml(text.slice(done));
}
