import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { cjkRanges } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import {
  isCjkWord,
  searchTypes,
  searchWords,
  type SearchCounts,
  type SearchPage,
  type SearchQuery,
  type SearchRecord,
  type SearchSuggestions,
  type SearchType,
} from '../../src/lib/contract/search.ts';
import { fairState, timeWindowRange } from './time-windows.ts';
import { wikiPath } from './wiki.ts';

// Site search over search_entries: one row per searchable exhibition, venue, published news item,
// wiki article, company and visa, with lower-cased names, the searched text (`hay`), the English
// tsvector, the CJK characters and the name lengths. Triggers on the six tables write it in the
// same transaction as the change (migration 0007_scale_sql.sql), so an editor's change is found
// by the next request. The ranked ids are then joined to their rows for display.
//
// Matching, per word of the query (searchWords): a CJK word matches when its characters appear in
// order (上海汽车 finds 上海国际汽车工业展览会: Chinese has no spaces to split on; the GIN index on
// `chars` narrows to the rows having them all); another word when it is contained in either name
// (the trigram index from 3 letters on), when it matches an English word by stem (to_tsvector
// 'english': "expos" finds "Expo"), or, from 4 letters on, when a word of a name is within
// trigram word similarity (pg_trgm `<%`, threshold 0.5: one typo). Every word must match; both
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
export const suggestCandidates = 40;
/** How many of a kind's most viewed rows the suggestions' walk tests. */
export const walkDepth = 300;

/** Escapes LIKE's wildcards and its escape character (backslash). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * What a query needs in SQL: the lower-cased whole, its length in characters, its words, and the
 * words that may match by a typo (see typoWordsOf).
 */
interface Terms {
  whole: string;
  length: number;
  words: string[];
  typos: ReadonlySet<string>;
}

function termsOf(q: string, typos: ReadonlySet<string> = new Set()): Terms {
  const whole = q.toLowerCase();
  return { whole, length: Array.from(whole).length, words: searchWords(q), typos };
}

/** Words of 4 letters or more (not CJK): those a typo match may be tried for. */
function typoCandidates(q: string): string[] {
  return [...new Set(searchWords(q).filter((word) => !isCjkWord(word) && Array.from(word).length >= 4))];
}

/** The text searched, written so that the trigram index is not used (patterns it cannot narrow). */
const hayUnindexed = sql.raw(`("hay" || '')`);

/** The word in the text: contained, or (not CJK) an English stem match. */
function wordMatch(word: string): SQL {
  const pattern = `%${likeLiteral(word)}%`;
  if (isCjkWord(word)) return sql`${hayUnindexed} like ${pattern}`;
  // A pattern of fewer than 3 characters has no trigram: the index would read all of itself.
  const contained =
    Array.from(word).length < 3 ? sql`${hayUnindexed} like ${pattern}` : sql`"hay" like ${pattern}`;
  return sql`(${contained} or "english" @@ plainto_tsquery('english', ${word}))`;
}

const cjkCharacter = new RegExp(`[${cjkRanges}]`, 'u');

/** A LIKE pattern of the word: its CJK characters in order, another word contained. */
function wordPattern(word: string): string {
  if (isCjkWord(word)) return `%${Array.from(word).map(likeLiteral).join('%')}%`;
  return `%${likeLiteral(word)}%`;
}

/** The word near the text: a word match, CJK characters in order, a word one typo away (if one of `typos`). */
function nearMatch(word: string, typos: ReadonlySet<string>): SQL {
  if (isCjkWord(word)) {
    const indexed = [...new Set(Array.from(word).filter((ch) => cjkCharacter.test(ch)))];
    const inOrder = sql`${hayUnindexed} like ${wordPattern(word)}`;
    if (indexed.length === 0) return inOrder;
    return sql`"chars" @> ${`{${indexed.join(',')}}`}::text[] and ${inOrder}`;
  }
  if (!typos.has(word)) return wordMatch(word);
  return sql`(${wordMatch(word)} or ${word} <% "hay")`;
}

function all(conditions: SQL[]): SQL {
  return sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

/** Every word of the query matches (and the time window, when one is asked, holds for fairs). */
function matchOf(terms: Terms, window: number, now: Date, typos = terms.typos): SQL {
  const conditions = terms.words.map((word) => nearMatch(word, typos));
  const range = windowOf(window, now);
  if (range.length > 0) conditions.push(sql`("type" <> 'exhibition' or (${all(range)}))`);
  return all(conditions);
}

/** A name starts with the whole query. */
function prefixOf(terms: Terms): SQL {
  const prefix = `${likeLiteral(terms.whole)}%`;
  return sql`("name_a" like ${prefix} or "name_b" like ${prefix} or "name_c" like ${prefix})`;
}

/** A name is the whole query. */
function exactOf(terms: Terms): SQL {
  return sql`("name_a" = ${terms.whole} or "name_b" = ${terms.whole} or "name_c" = ${terms.whole})`;
}

/** 0 exact name, 1 name prefix, 2 whole query contained, 3 every word matched, 4 near. */
function tierOf(terms: Terms): SQL {
  return sql`case
    when ${exactOf(terms)} then 0
    when ${prefixOf(terms)} then 1
    when ${hayUnindexed} like ${`%${likeLiteral(terms.whole)}%`} then 2
    when ${all(terms.words.map((word) => wordMatch(word)))} then 3
    else 4 end`;
}

/** Fairs that have not ended rank 0, past fairs and other kinds 1. */
function stateRankOf(today: string): SQL {
  return sql`case when "type" = 'exhibition' and "end_date" >= ${today}::date then 0 else 1 end`;
}

/**
 * How much of a name the query covers, in tenths: the characters of the name that the whole query
 * (or else each of its words found in that name, CJK words by their characters in order) account for, over the longer of name and query;
 * the best name counts. A short name that is mostly the query comes before a long title that
 * mentions it, like trigram similarity but without computing the trigrams of every match.
 */
function closenessOf(terms: Terms): SQL {
  const queryLength = Math.max(terms.length, 1);
  const ratio = (nameColumn: string, lengthColumn: string): SQL => {
    const name = sql.raw(`"${nameColumn}"`);
    const length = sql.raw(`"${lengthColumn}"`);
    const words = terms.words.map(
      (word) =>
        sql`case when ${name} like ${wordPattern(word)} then ${sql.raw(String(Array.from(word).length))} else 0 end`,
    );
    const covered = sql`case when ${name} like ${`%${likeLiteral(terms.whole)}%`} then ${sql.raw(
      String(queryLength),
    )} else ${sql.join(words, sql` + `)} end`;
    const longer = sql`greatest(${length}, ${sql.raw(String(queryLength))})`;
    return sql`(10 * least(${covered}, ${length}) + ${longer} / 2) / ${longer}`;
  };
  return sql`greatest(${ratio('name_a', 'len_a')}, ${ratio('name_b', 'len_b')}, ${ratio('name_c', 'len_c')})`;
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

/** The position of a kind in searchTypes (the order kinds are listed in). */
const typeOrder = sql.raw(
  `case "type" ${searchTypes.map((type, index) => `when '${type}' then ${String(index)}`).join(' ')} end`,
);

/** The rank columns of a matching entry: type, id, tier, state rank, closeness, popularity, kind order. */
function rankColumns(terms: Terms, now: Date): SQL {
  return sql`"type" as type, "id" as id, ${tierOf(terms)} as tier, ${stateRankOf(isoDay(now))} as state_rank,
    ${closenessOf(terms)} as closeness, "popularity" as popularity, ${typeOrder} as type_order`;
}

const rankOrder = sql.raw('tier, state_rank, closeness desc, popularity desc, type_order, id');

// The display columns of the ranked ids: one small join per kind (a single join of every kind's
// tables took PGlite longer to plan than to run).
const details = sql.raw(`
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.name_zh as title_zh, x.name_en as title_en, c.name_zh || ' · ' || v.name_zh as detail_zh, c.name_en || ' · ' || v.name_en as detail_en,
    x.start_date::text as start_date, x.end_date::text as end_date, null::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join exhibitions x on x.id = h.id left join cities c on c.id = x.city_id left join pavilions v on v.id = x.pavilion_id
  where h.type = 'exhibition'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.name_zh as title_zh, x.name_en as title_en, c.name_zh as detail_zh, c.name_en as detail_en,
    null as start_date, null as end_date, null::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join pavilions x on x.id = h.id left join cities c on c.id = x.city_id
  where h.type = 'pavilion'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.title_zh as title_zh, x.title_en as title_en, t.name_zh as detail_zh, t.name_en as detail_en,
    to_char(x.published_at at time zone 'UTC', 'YYYY-MM-DD') as start_date, null as end_date, x.link::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join news x on x.id = h.id left join news_types t on t.id = x.type_id
  where h.type = 'news'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.title_zh as title_zh, x.title_en as title_en, c.name_zh as detail_zh, c.name_en as detail_en,
    null as start_date, null as end_date, null::text as link,
    x.category_id::int as wiki_category, x.industry_id::int as wiki_industry, x.exhibition_id::int as wiki_exhibition
  from ranked h join wiki_articles x on x.id = h.id left join wiki_categories c on c.id = x.category_id
  where h.type = 'wiki'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.name_zh as title_zh, x.name_en as title_en, c.name_zh as detail_zh, c.name_en as detail_en,
    null as start_date, null as end_date, null::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join companies x on x.id = h.id left join cities c on c.id = x.city_id
  where h.type = 'company'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.title_zh as title_zh, x.title_en as title_en, c.name_zh as detail_zh, c.name_en as detail_en,
    null as start_date, null as end_date, null::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join visas x on x.id = h.id left join countries c on c.id = x.area_id
  where h.type = 'visa'`);

const detailRowSchema = z.object({
  type: z.enum(searchTypes),
  id: z.coerce.number().int(),
  title_zh: z.string().nullable(),
  title_en: z.string().nullable(),
  detail_zh: z.string().nullable(),
  detail_en: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  link: z.string().nullable(),
  wiki_category: z.coerce.number().int().nullable(),
  wiki_industry: z.coerce.number().int().nullable(),
  wiki_exhibition: z.coerce.number().int().nullable(),
});
type DetailRow = z.infer<typeof detailRowSchema>;

/** Word similarity from which a word counts as one typo away (pg_trgm's default 0.6 misses "colgne"). */
export const typoThreshold = 0.5;

/** A statement and the planner settings it runs under (for its transaction only). */
export interface SearchStep {
  statement: SQL;
  settings: Record<string, string>;
}

const thresholdSetting = { 'pg_trgm.word_similarity_threshold': String(typoThreshold) };
// The planner prices pg_trgm's operators like an equality, so it reads every row rather than the
// indexes (750 ms for "colgne" at 20,000 fairs on PostgreSQL instead of a few by the indexes):
// a query with a word an index can narrow runs with sequential scans off.
// The few ranked rows are joined to their display rows by primary key (nested loops), never by
// hashing or merging whole tables, which the planner tends to when it overestimates the matches.
const byIndexSettings = {
  ...thresholdSetting,
  enable_seqscan: 'off',
  enable_hashjoin: 'off',
  enable_mergejoin: 'off',
};
// Suggestions for a query matching more rows than suggestCap walk each kind's most viewed rows.
const walkSettings = { ...byIndexSettings, enable_bitmapscan: 'off' };

/** The rows of a result, whichever driver ran it (PGlite answers {rows}, postgres.js an array). */
function rowsIn(result: unknown): unknown[] {
  if (Array.isArray(result)) return result as unknown[];
  const { rows } = result as { rows?: unknown };
  return Array.isArray(rows) ? (rows as unknown[]) : [];
}

/** Runs search steps in one transaction, each after its planner settings (set_config ..., true). */
export async function runSteps<T>(
  db: Database,
  body: (run: (step: SearchStep) => Promise<unknown[]>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = new Map<string, string>();
    return body(async (step) => {
      // Only what changes since the previous step: each setting is a round trip less.
      const changed = Object.entries(step.settings).filter(([name, value]) => current.get(name) !== value);
      if (changed.length > 0) {
        await tx.execute(
          sql`select ${sql.join(
            changed.map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
            sql`, `,
          )}`,
        );
        for (const [name, value] of changed) current.set(name, value);
      }
      return rowsIn(await tx.execute(step.statement));
    });
  });
}

/**
 * The words of the query that may match by a typo: those of 4 letters or more that no row contains
 * or stems. A word found as typed is not also looked for one typo away: "cologne" is in hundreds
 * of names, and testing its trigram word similarity on the thousands that share a trigram with it
 * cost 170 ms at 20,000 fairs; "colgne" is in none, so it finds "Cologne".
 */
export async function typoWordsOf(
  run: (step: SearchStep) => Promise<unknown[]>,
  q: string,
): Promise<Set<string>> {
  const words = typoCandidates(q);
  if (words.length === 0) return new Set();
  const found = words.map((word) => sql`exists (select 1 from "search_entries" where ${wordMatch(word)})`);
  const [row] = await run({
    statement: sql`select json_build_array(${sql.join(found, sql`, `)})::text as found`,
    settings: byIndexSettings,
  });
  const flags = z.array(z.boolean()).parse(JSON.parse(z.object({ found: z.string() }).parse(row).found));
  return new Set(words.filter((_, index) => flags[index] !== true));
}

/** Whether an index can narrow some word: a CJK character it keeps, or 3 letters or more. */
function narrowable(terms: Terms): boolean {
  return terms.words.some((word) =>
    isCjkWord(word) ? cjkCharacter.test(word) : Array.from(word).length >= 3,
  );
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function toRecord(row: DetailRow, locale: Locale, now: Date): SearchRecord {
  const titleZh = row.title_zh ?? '';
  const titleEn = row.title_en ?? '';
  const fair = row.type === 'exhibition' && row.start_date !== null && row.end_date !== null;
  return {
    type: row.type,
    id: row.id,
    title: pick(locale, titleZh, titleEn),
    altTitle: pick(locale, titleEn, titleZh),
    detail: pick(locale, row.detail_zh ?? '', row.detail_en ?? ''),
    startDate: row.start_date,
    endDate: row.type === 'exhibition' ? row.end_date : null,
    state: fair ? fairState(row.start_date ?? '', row.end_date ?? '', now) : null,
    link: row.type === 'news' ? row.link : null,
    path:
      row.type === 'wiki'
        ? wikiPath({
            id: row.id,
            categoryId: row.wiki_category ?? 0,
            industryId: row.wiki_industry ?? 0,
            exhibitionId: row.wiki_exhibition ?? 0,
          })
        : null,
  };
}

function emptyCounts(): SearchCounts {
  return { exhibition: 0, pavilion: 0, news: 0, wiki: 0, company: 0, visa: 0 };
}

const pageRowSchema = z.object({ records: z.string().nullable(), counts: z.string().nullable() });

/** The step of a search page (null: the query has no words); exported for EXPLAIN. */
export function searchStatement(
  query: SearchQuery,
  now: Date,
  typos: ReadonlySet<string>,
): SearchStep | null {
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
      ? byIndexSettings
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
  const types = query.type === 'all' ? searchTypes : [query.type];
  const [row] = await runSteps(db, async (run) => {
    const statement = searchStatement(query, now, await typoWordsOf(run, query.q));
    return statement === null ? [] : run(statement);
  });
  const parsed = pageRowSchema.parse(row);
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
export const suggestCap = 500;

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
  typos: ReadonlySet<string>,
): { every: SearchStep | null; walk: SearchStep } | null {
  const terms = termsOf(query.q, typos);
  if (terms.words.length === 0) return null;
  const match = matchOf(terms, 0, now);
  // Which rows match is found first (ids only, at most suggestCap + 1); only when there are no more
  // than suggestCap are they ranked. One row: how many matched and the suggestions as JSON.
  const every = narrowable(terms)
    ? {
        statement: sql`with matched as materialized (select "type", "id" from "search_entries"
            where ${match} limit ${suggestCap + 1}),
          hits as (select ${rankColumns(terms, now)} from "search_entries"
            where ("type", "id") in (select "type", "id" from matched)
              and (select count(*) from matched) <= ${suggestCap}),
          ranked as (${rankedOf(query.limit)})
          select (select count(*) from matched)::int as matched,
            (select json_agg(shown order by type_order, ${rankOrder}) from (${details}) shown)::text as records`,
        settings: byIndexSettings,
      }
    : null;
  const upcoming = sql`"end_date" >= ${isoDay(now)}::date`;
  // A name that is the query, or starts with it, matches it: these read the name indexes alone.
  const names = ['name_a', 'name_b', 'name_c'].map((name) => sql.raw(`"${name}"`));
  const exact = names.map(
    (name) => sql`(select "type", "id" from "search_entries" where ${name} = ${terms.whole})`,
  );
  const prefix = `${likeLiteral(terms.whole)}%`;
  const prefixed = names.map(
    (name) => sql`(select "type", "id" from (select "type", "id", row_number() over (
        partition by "type", coalesce(${upcoming}, false) order by "popularity" desc, "id") as rn
      from "search_entries" where ${name} like ${prefix}) prefixed where rn <= ${suggestCandidates})`,
  );
  // The most viewed rows of a kind (or its upcoming fairs) that match, among its first walkDepth
  // by views: the depth bounds the cost of a kind the query hardly matches; the typo operator,
  // the dearest test, is left out (near matches rank last). A kind with `limit` names that are
  // or start with the query is not walked: nothing else can rank above them.
  const loose = matchOf(terms, 0, now, new Set());
  const walk = (type: SearchType, extra: SQL[]): SQL =>
    sql`(select "type", "id" from (select "type", "id", "hay", "english", "chars" from "search_entries"
        where ${all([sql`"type" = ${type}`, ...extra])}
        order by "popularity" desc nulls last, "shortest", "id" limit ${walkDepth}) walked
      where ${loose} and (select count(*) from named where named.type = ${type}) < ${query.limit}
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
): Promise<SearchSuggestions> {
  if (searchWords(query.q).length === 0) return { q: query.q, groups: [] };
  const rows = await runSteps(db, async (run) => {
    const steps = suggestStatements(query, now, await typoWordsOf(run, query.q));
    if (steps === null) return [];
    if (steps.every !== null) {
      const [row] = await run(steps.every);
      const every = everyRowSchema.parse(row);
      if (every.matched <= suggestCap) return z.array(z.unknown()).parse(JSON.parse(every.records ?? '[]'));
    }
    return run(steps.walk);
  });
  const records = rows.map((row) => toRecord(detailRowSchema.parse(row), locale, now));
  const groups = searchTypes
    .map((type) => ({ type, records: records.filter((record) => record.type === type) }))
    .filter((group) => group.records.length > 0);
  return { q: query.q, groups };
}
