import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { Locale } from '../../src/lib/contract/locale.ts';
import {
  searchTypes,
  searchWords,
  type SearchPage,
  type SearchQuery,
  type SearchSuggestions,
  type SearchType,
} from '../../src/lib/contract/search.ts';
import { searchAnswersOf } from './search/answer-cache.ts';
import { details, detailRowSchema, emptyCounts, toRecord } from './search/display.ts';
import { rankColumns, rankOrder } from './search/ranking.ts';
import {
  narrowedSettings,
  runSteps,
  thresholdSetting,
  strictThenTypos,
  walkSettings,
  type SearchStep,
} from './search/steps.ts';
import { all, isoDay, matchOf, narrowable, startsWith, termsOf, type Typos } from './search/terms.ts';

// Site search over search_entries: one row per searchable exhibition, venue, published news item,
// wiki article, company and visa, with lower-cased names, the searched text (`hay`), the English
// tsvector, the CJK characters and the name lengths. Triggers on the six tables write it in the
// same transaction as the change (migration 0007_scale_sql.sql), so an editor's change is found
// by the next request. The ranked ids are then joined to their rows for display. The parts:
// search/terms.ts (the words as SQL), search/ranking.ts, search/display.ts (what a match shows)
// and search/steps.ts (planner settings, one transaction per request).
//
// Matching, per word of the query (searchWords): a CJK word matches when its characters appear in
// order (上海汽车 finds 上海国际汽车工业展览会: Chinese has no spaces to split on; the GIN index on
// `chars` narrows to the rows having them all); another word when it is contained in either name
// (the trigram index from 3 letters on), when it matches an English word by stem (to_tsvector
// 'english': "expos" finds "Expo"), or, from 4 letters on and found in no name as typed, when a
// name contains one of the names' words within trigram word similarity of it (pg_trgm `<%` on
// search_words, threshold 0.5: one typo; search/steps.ts typoWordsOf). Every word must match; both
// languages' names are searched whatever the caller's language. Ranking: exact name, name
// prefix, the whole query contained, every word contained or stemmed, near matches; then
// upcoming and ongoing fairs before past fairs and other kinds; then the closer fit (how much of
// a whole name the query covers, in tenths of the shorter length over the longer: a short name
// that is mostly the query before a long title mentioning it); then the most viewed.
//
// A page ranks every match (its counts and later pages need them all). Suggestions rank a
// bounded set of candidates per kind instead, so a two-letter prefix matching thousands of rows
// costs a few index walks: every exact name match, and of each kind the `candidates` most viewed
// name-prefix matches and the `candidates` most viewed matches (of fairs, also of the upcoming
// ones). The ranking among them is the page's; a less viewed match outside them can be missed
// only when a kind has more than `candidates` name-prefix matches.

/** How many of the most viewed matches per kind (and per source) suggestions rank. */
const suggestCandidates = 40;
/** How many of a kind's most viewed rows the suggestions' walk tests. */
const walkDepth = 300;

const pageRowSchema = z.object({ records: z.string().nullable(), counts: z.string().nullable() });

/** The step of a search page (null: the query has no words); exported for EXPLAIN. */
export function searchStatement(query: SearchQuery, now: Date, typos: Typos): SearchStep | null {
  const terms = termsOf(query.q, typos);
  if (terms.words.length === 0) return null;
  const types = query.type === 'all' ? searchTypes : [query.type];
  const offset = (query.pageNum - 1) * query.pageSize;
  const statement = sql`with hits as materialized (select ${rankColumns(terms, now)} from "search_entries"
        where ${matchOf(terms, query.window, now)}),
      ranked as (select * from hits where type in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )}) order by ${rankOrder} limit ${query.pageSize} offset ${offset}),
      shown as (${details})
      select (select json_agg(shown order by ${rankOrder})::text from shown) as records,
        (select json_object_agg(type, total)::text
          from (select type, count(*)::int as total from hits group by type) per_type) as counts`;
  return {
    statement,
    settings: narrowable(terms)
      ? narrowedSettings(terms.words.length)
      : { ...thresholdSetting, enable_hashjoin: 'off', enable_mergejoin: 'off' },
  };
}

/**
 * A page of results of every kind or one, best first, with the matches per kind: one statement
 * (the matches are found once, then both ranked and counted), answering its two parts as JSON.
 */
export async function search(
  db: Database,
  query: SearchQuery,
  locale: Locale,
  now: Date,
): Promise<SearchPage> {
  const empty = { records: [], pageNum: query.pageNum, pageSize: query.pageSize, total: 0, q: query.q };
  if (searchWords(query.q).length === 0) return { ...empty, counts: emptyCounts() };
  // The answer depends on the day (upcoming, ongoing and past fairs), never on the time of day.
  const key = ['page', locale, isoDay(now), query.type, query.window, query.pageNum, query.pageSize, query.q];
  return searchAnswersOf(db).answer(JSON.stringify(key), () => searchUncached(db, query, locale, now, empty));
}

async function searchUncached(
  db: Database,
  query: SearchQuery,
  locale: Locale,
  now: Date,
  empty: Omit<SearchPage, 'counts'>,
): Promise<SearchPage> {
  const types = query.type === 'all' ? searchTypes : [query.type];
  const parsed = await runSteps(db, async (run) => {
    const page = async (typos: Typos) => {
      const statement = searchStatement(query, now, typos);
      return pageRowSchema.parse(
        statement === null ? { records: null, counts: null } : (await run(statement))[0],
      );
    };
    return strictThenTypos(run, query.q, page, (found) => found.counts !== null);
  });
  const counts = emptyCounts();
  const perType = z.record(z.string(), z.number().int()).parse(JSON.parse(parsed.counts ?? '{}'));
  for (const type of searchTypes) counts[type] = perType[type] ?? 0;
  const records = z.array(detailRowSchema).parse(JSON.parse(parsed.records ?? '[]'));
  let total = 0;
  for (const type of types) total += counts[type];
  return {
    ...empty,
    records: records.map((record) => toRecord(record, locale, now)),
    total,
    counts,
  };
}

const everyRowSchema = z.object({ matched: z.coerce.number().int(), records: z.string().nullable() });

/** Matches up to which suggestions rank every match; past it they rank candidates. */
const suggestCap = 500;

/** Queries of this many characters find name-prefix matches by the names' pair indexes. */
const pairLength = 2;

/**
 * The `suggestCandidates` most viewed rows of each kind (and of upcoming fairs and the others)
 * whose name starts with a two-character query, each read in views order from the pair index on
 * (kind, the name's first two characters, views), because a two-character prefix starts a large
 * share of all names and reading and sorting every match, as for longer queries, grows with them.
 */
function pairPrefixed(name: SQL, pair: string, upcoming: SQL): SQL[] {
  const byViews = (type: SearchType, extra: SQL[]): SQL =>
    sql`(select "type", "id" from "search_entries"
      where ${all([sql`"type" = ${type}`, sql`left(${name}, 2) = ${pair}`, ...extra])}
      order by "popularity" desc nulls last, "id" limit ${suggestCandidates})`;
  return searchTypes.flatMap((type) =>
    type === 'exhibition'
      ? [byViews(type, [upcoming]), byViews(type, [sql`not coalesce(${upcoming}, false)`])]
      : [byViews(type, [])],
  );
}

/** The best `limit` rows of each kind of `hits`. */
function rankedOf(limit: number): SQL {
  return sql`select * from (select *, row_number() over (partition by type order by ${rankOrder}) as rn
        from hits) numbered where rn <= ${limit}`;
}

/**
 * The steps of the suggestions (null: the query has no words); exported for EXPLAIN. `every`
 * ranks every match when an index narrows the query and there are at most suggestCap of them
 * (its row says how many matched); `walk` ranks the candidates instead.
 */
export function suggestStatements(
  query: { q: string; limit: number },
  now: Date,
  typos: Typos,
  cap = suggestCap,
): { every: SearchStep | null; walk: SearchStep } | null {
  const terms = termsOf(query.q, typos);
  if (terms.words.length === 0) return null;
  const match = matchOf(terms, 0, now);
  // Which rows match is found first (ids only, at most cap + 1); only when there are no more than
  // cap are they ranked. One row: how many matched and the suggestions as JSON. With a word
  // corrected, the cap + 1 found are ranked however many match: a query only runs with corrections
  // after it found nothing as typed, so a walk's candidates (the most viewed names matching it as
  // typed) would be none of them ("shangai p" suggested nothing).
  const capped = typos.size === 0 ? sql`and (select count(*) from matched) <= ${cap}` : sql``;
  const every = narrowable(terms)
    ? {
        statement: sql`with matched as materialized (select "type", "id" from "search_entries"
            where ${match} limit ${cap + 1}),
          hits as (select ${rankColumns(terms, now)} from "search_entries"
            where ("type", "id") in (select "type", "id" from matched) ${capped}),
          ranked as (${rankedOf(query.limit)})
          select (select count(*) from matched)::int as matched,
            (select json_agg(shown order by type_order, ${rankOrder}) from (${details}) shown)::text as records`,
        settings: narrowedSettings(terms.words.length),
      }
    : null;
  const upcoming = sql`"end_date" >= ${isoDay(now)}::date`;
  // A name that is the query, or starts with it, matches it: these read the name indexes alone.
  const names = ['name_a', 'name_b', 'name_c'].map((name) => sql.raw(`"${name}"`));
  const exact = names.map(
    (name) => sql`(select "type", "id" from "search_entries" where ${name} = ${terms.whole})`,
  );
  const prefixed = names.flatMap((name) =>
    terms.length === pairLength
      ? pairPrefixed(name, terms.whole, upcoming)
      : [
          sql`(select "type", "id" from (select "type", "id", row_number() over (
        partition by "type", coalesce(${upcoming}, false) order by "popularity" desc, "id") as rn
      from "search_entries" where ${startsWith(name, terms.whole)}) prefixed where rn <= ${suggestCandidates})`,
        ],
  );
  // The most viewed rows of a kind (or its upcoming fairs) that match, among its first walkDepth
  // by views: the depth bounds the cost of a kind the query hardly matches. A kind with `limit`
  // names that are or start with the query is not walked: nothing else can rank above them.
  const walk = (type: SearchType, extra: SQL[]): SQL =>
    sql`(select "type", "id" from (select "type", "id", "hay", "english", "chars" from "search_entries"
        where ${all([sql`"type" = ${type}`, ...extra])}
        order by "popularity" desc nulls last, "shortest", "id" limit ${walkDepth}) walked
      where ${match} and (select count(*) from named where named.type = ${type}) < ${query.limit}
      limit ${suggestCandidates})`;
  const statement = sql`with named as materialized (${sql.join([...exact, ...prefixed], sql` union `)}),
      candidates as (select "type", "id" from named union ${sql.join(
        [...searchTypes.map((type) => walk(type, [])), walk('exhibition', [upcoming])],
        sql` union `,
      )}),
      hits as (select ${rankColumns(terms, now)} from "search_entries"
        where ("type", "id") in (select "type", "id" from candidates)),
      ranked as (${rankedOf(query.limit)})
      select shown.* from (${details}) shown order by type_order, ${rankOrder}`;
  return { every, walk: { statement, settings: walkSettings } };
}

/** The best `limit` results of each kind, for the search box (one query). */
export async function suggest(
  db: Database,
  query: { q: string; limit: number },
  locale: Locale,
  now: Date,
  cap = suggestCap,
): Promise<SearchSuggestions> {
  if (searchWords(query.q).length === 0) return { q: query.q, groups: [] };
  const key = JSON.stringify(['suggest', locale, isoDay(now), query.limit, cap, query.q]);
  return searchAnswersOf(db).answer(key, () => suggestUncached(db, query, locale, now, cap));
}

async function suggestUncached(
  db: Database,
  query: { q: string; limit: number },
  locale: Locale,
  now: Date,
  cap: number,
): Promise<SearchSuggestions> {
  const rows = await runSteps(db, async (run) => {
    const ranked = async (typos: Typos) => {
      const steps = suggestStatements(query, now, typos, cap);
      if (steps === null) return [];
      if (steps.every !== null) {
        const [row] = await run(steps.every);
        const every = everyRowSchema.parse(row);
        if (every.matched <= cap || typos.size > 0)
          return z.array(z.unknown()).parse(JSON.parse(every.records ?? '[]'));
      }
      return run(steps.walk);
    };
    return strictThenTypos(run, query.q, ranked, (found) => found.length > 0);
  });
  const records = rows.map((row) => toRecord(detailRowSchema.parse(row), locale, now));
  const groups = searchTypes
    .map((type) => ({ type, records: records.filter((record) => record.type === type) }))
    .filter((group) => group.records.length > 0);
  return { q: query.q, groups };
}
