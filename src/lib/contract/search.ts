import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/** What the site search finds, in the order the search page and the suggestions list them. */
export const searchTypes = ['exhibition', 'pavilion', 'news', 'wiki', 'company', 'visa'] as const;
/** One kind of result. */
export type SearchType = (typeof searchTypes)[number];
/** A kind of result, as the `type` filter and each record spell it. */
const searchTypeSchema = z.enum(searchTypes);
/** The `type` filter: one kind, or every kind. */
export const searchTypeFilterSchema = z.enum(['all', ...searchTypes]);
/** The `type` filter's values. */
export type SearchTypeFilter = z.infer<typeof searchTypeFilterSchema>;

/** Characters of a query that are searched; the rest of a longer one is ignored. */
const maxSearchQueryLength = 100;
/** Characters a query may have on the wire before it is refused (longer ones are cut to maxSearchQueryLength). */
const maxSearchQueryInput = 100_000;

// NUL and other control characters, and the replacement character broken input turns into.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsearchable = /[\u0000-\u001f\u007f-\u009f\ufffd]/gu;

/**
 * What is searched for: NFKC (full-width letters and digits become ASCII), control characters and
 * NUL dropped, whitespace collapsed, at most maxSearchQueryLength characters (never half a
 * surrogate pair). Both ends use it: the API searches this text, pages show and highlight it.
 * @example normalizeSearchQuery('  Ｓｈａｎｇｈａｉ\u0000  expo ') // 'Shanghai expo'
 */
export function normalizeSearchQuery(raw: string): string {
  const cleaned = raw
    .slice(0, maxSearchQueryLength * 4)
    .toWellFormed()
    .normalize('NFKC');
  const text = cleaned.replace(unsearchable, ' ').replace(/\s+/gu, ' ').trim();
  return Array.from(text).slice(0, maxSearchQueryLength).join('').trim();
}

/**
 * The words of a query: runs of CJK characters (matched character by character, in order), runs
 * of other letters and digits (lower-cased); punctuation, symbols, emoji and LIKE wildcards
 * separate words and are never searched. At most 8 words.
 * @example searchWords('上海汽车 Expo-2026 %_') // ['上海汽车', 'expo', '2026']
 */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu);
  return (words ?? []).slice(0, 8);
}

/** Whether a word is CJK (matched character by character). */
export function isCjkWord(word: string): boolean {
  return /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word);
}

/** The query text: any length on the wire, normalised and cut (see normalizeSearchQuery). */
const searchTextSchema = z.string().max(maxSearchQueryInput).default('').transform(normalizeSearchQuery);

/**
 * Query of GET /api/search: q the text, type one kind or all, window a time window of the
 * exhibitions (the `t` of the exhibition list, see GET /api/lookups timeWindows), and paging.
 */
export const searchQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  type: searchTypeFilterSchema.default('all'),
  window: z.coerce.number().int().min(0).max(7).default(0),
});
/** A search request after validation. */
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Query of GET /api/search/suggest: q the text so far, limit the suggestions per kind. */
export const searchSuggestQuerySchema = z.object({
  q: searchTextSchema,
  limit: z.coerce.number().int().min(1).max(10).default(3),
});

/**
 * One result in the request's language. `detail` is a line of context (a fair's city and venue,
 * a venue's or company's city, a news type, a wiki category, a visa's country); `altTitle` the
 * name in the other language (a query may have matched it; the results page shows only the
 * page's language). Fairs carry their dates and state,
 * news its publication day in startDate and its outside `link` (null: its page on the site),
 * wiki articles their canonical `path`.
 */
const searchRecordSchema = z.object({
  type: searchTypeSchema,
  id: z.number().int(),
  title: z.string(),
  altTitle: z.string(),
  detail: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  state: z.enum(['upcoming', 'ongoing', 'past']).nullable(),
  link: z.string().nullable(),
  path: z.string().nullable(),
});
/** One search result. */
export type SearchRecord = z.infer<typeof searchRecordSchema>;

/** Matches per kind (the counts the type filter shows). */
const searchCountsSchema = z.object({
  exhibition: z.number().int(),
  pavilion: z.number().int(),
  news: z.number().int(),
  wiki: z.number().int(),
  company: z.number().int(),
  visa: z.number().int(),
});
/** Matches per kind. */
export type SearchCounts = z.infer<typeof searchCountsSchema>;

/**
 * data of GET /api/search: a page of results (best first: exact then prefix name matches, the
 * whole phrase, every word, near matches; upcoming fairs before other results before past fairs;
 * then the most viewed), `q` as searched (normalised) and the matches per kind (whatever `type`).
 */
export const searchPageSchema = pageSchema(searchRecordSchema).extend({
  q: z.string(),
  counts: searchCountsSchema,
});
/** data of GET /api/search. */
export type SearchPage = z.infer<typeof searchPageSchema>;

/** data of GET /api/search/suggest: `q` as searched and the best few of each kind that matched, in searchTypes order. */
export const searchSuggestionsSchema = z.object({
  q: z.string(),
  groups: z.array(z.object({ type: searchTypeSchema, records: z.array(searchRecordSchema) })),
});
/** data of GET /api/search/suggest. */
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
