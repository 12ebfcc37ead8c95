// The query's words as SQL: what matches a word, the whole query, a time window.
import { sql, type SQL } from 'drizzle-orm';
import { cjkRanges } from '../../db/schema.ts';
import { isCjkWord, searchWords } from '../../../src/lib/contract/search.ts';
import { timeWindowRange } from '../time-windows.ts';

/** Escapes LIKE's wildcards and its escape character (backslash). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The words of a query found in no name, each with the words of names one typo away from it
 * (see typoWordsOf).
 */
export type Typos = ReadonlyMap<string, readonly string[]>;

/** No word corrected. */
export const noTypos: Typos = new Map();

/**
 * What a query needs in SQL: the lower-cased whole, its length in characters, its words, and the
 * words that match by a typo.
 */
export interface Terms {
  whole: string;
  length: number;
  words: string[];
  typos: Typos;
}

/** The terms of a query, with the words that match by a typo. */
export function termsOf(q: string, typos: Typos = noTypos): Terms {
  const whole = q.toLowerCase();
  return { whole, length: Array.from(whole).length, words: searchWords(q), typos };
}

/** Words of 4 letters or more (not CJK): those a typo match may be tried for. */
export function typoCandidates(q: string): string[] {
  return [...new Set(searchWords(q).filter((word) => !isCjkWord(word) && Array.from(word).length >= 4))];
}

/** The text searched, written so that the trigram index is not used (patterns it cannot narrow). */
export const hayUnindexed = sql.raw(`("hay" || '')`);

/** The word in the text: contained, or (not CJK) an English stem match. */
export function wordMatch(word: string): SQL {
  const pattern = `%${likeLiteral(word)}%`;
  if (isCjkWord(word)) return sql`${hayUnindexed} like ${pattern}`;
  // A pattern of fewer than 3 characters has no trigram: the index would read all of itself.
  const contained =
    Array.from(word).length < 3 ? sql`${hayUnindexed} like ${pattern}` : sql`"hay" like ${pattern}`;
  return sql`(${contained} or ${stemMatch(word)})`;
}

/** The word's English stem among the stems of the row's `english` tsvector. */
export function stemMatch(word: string): SQL {
  // A scalar subquery: computed once per statement, where a cached generic plan would call
  // plainto_tsquery on the parameter for every row it tests.
  return sql`"english" @@ (select plainto_tsquery('english', ${word}))`;
}

/** One character of the CJK ranges the `chars` index keeps. */
const cjkCharacter = new RegExp(`[${cjkRanges}]`, 'u');

/** A LIKE pattern of the word: its CJK characters in order, another word contained. */
export function wordPattern(word: string): string {
  if (isCjkWord(word)) return `%${Array.from(word).map(likeLiteral).join('%')}%`;
  return `%${likeLiteral(word)}%`;
}

/**
 * The word near the text: a word match, CJK characters in order, or (a word of `typos`, found in no
 * name) one of the names' words one typo away from it contained.
 */
function nearMatch(word: string, typos: Typos): SQL {
  if (isCjkWord(word)) {
    const indexed = [...new Set(Array.from(word).filter((ch) => cjkCharacter.test(ch)))];
    const inOrder = sql`${hayUnindexed} like ${wordPattern(word)}`;
    if (indexed.length === 0) return inOrder;
    return sql`"chars" @> ${`{${indexed.join(',')}}`}::text[] and ${inOrder}`;
  }
  const near = typos.get(word);
  if (near === undefined || near.length === 0) return wordMatch(word);
  const contained = near.map((nearWord) => sql`"hay" like ${`%${likeLiteral(nearWord)}%`}`);
  return sql`(${sql.join(contained, sql` or `)})`;
}

/** Every condition holds. */
export function all(conditions: SQL[]): SQL {
  return sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

/** Every word of the query matches (and the time window, when one is asked, holds for fairs). */
export function matchOf(terms: Terms, window: number, now: Date, typos = terms.typos): SQL {
  const conditions = terms.words.map((word) => nearMatch(word, typos));
  const range = windowOf(window, now);
  if (range.length > 0) conditions.push(sql`("type" <> 'exhibition' or (${all(range)}))`);
  return all(conditions);
}

/** A name starts with the whole query. */
export function prefixOf(terms: Terms): SQL {
  const prefix = `${likeLiteral(terms.whole)}%`;
  return sql`("name_a" like ${prefix} or "name_b" like ${prefix} or "name_c" like ${prefix})`;
}

/** The last code point: every text that starts with a prefix sorts before the prefix followed by it. */
const lastCodePoint = String.fromCodePoint(0x10ffff);

/**
 * The name column starts with the text, as a range of the column's text_pattern_ops index (which a
 * cached generic plan can use, unlike `like` with a parameter) and the `like` that makes it exact.
 */
export function startsWith(name: SQL, text: string): SQL {
  return sql`${name} ~>=~ ${text} and ${name} ~<~ ${text + lastCodePoint} and ${name} like ${`${likeLiteral(text)}%`}`;
}

/** A name is the whole query. */
export function exactOf(terms: Terms): SQL {
  return sql`("name_a" = ${terms.whole} or "name_b" = ${terms.whole} or "name_c" = ${terms.whole})`;
}

/** The time window's conditions on fairs. */
function windowOf(window: number, now: Date): SQL[] {
  if (window === 0) return [];
  const range = timeWindowRange(window, now);
  const conditions: SQL[] = [];
  if (range.from !== null) conditions.push(sql`"start_date" >= ${range.from}::date`);
  if (range.to !== null) conditions.push(sql`"start_date" <= ${range.to}::date`);
  if (range.endedBefore !== undefined) conditions.push(sql`"end_date" < ${range.endedBefore}::date`);
  if (range.ongoingOn !== undefined)
    conditions.push(
      sql`"start_date" <= ${range.ongoingOn}::date`,
      sql`"end_date" >= ${range.ongoingOn}::date`,
    );
  return conditions;
}

/** Whether an index can narrow some word: a CJK character it keeps, or 3 letters or more. */
export function narrowable(terms: Terms): boolean {
  return terms.words.some((word) =>
    isCjkWord(word) ? cjkCharacter.test(word) : Array.from(word).length >= 3,
  );
}

/** The date's day as ISO (yyyy-mm-dd), in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
