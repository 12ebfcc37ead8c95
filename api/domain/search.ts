import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
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

// Site search over the live tables, so an editor's change is found by the next request. Every
// kind is one branch of a UNION ALL that keeps the matching ids with their rank; the page of ids
// is then joined to its rows for display (a deferred join: the rank needs no joins).
//
// Matching, per word of the query (searchWords): a CJK word matches when its characters appear in
// order (上海汽车 finds 上海国际汽车工业展览会: Chinese has no spaces to split on); another word
// when it is contained in either name, when it matches an English word by stem (to_tsvector
// 'english': "expos" finds "Expo"), or, from 4 letters on, when a word of a name is within
// trigram word similarity (pg_trgm `<%`, threshold 0.5: one typo). Every word must match; both languages' names
// are searched whatever the caller's language. Ranking: exact name, name prefix, the whole query
// contained, every word contained or stemmed, near matches; then upcoming and ongoing fairs
// before past fairs and other kinds; then the closer fit (trigram similarity of the query to a
// whole name, in tenths: a short name that is mostly the query before a long title mentioning
// it); then the most viewed.

/** A kind of result as the union reads it; the expressions are those of the 0004 migration's indexes. */
interface Source {
  type: SearchType;
  table: string;
  /** Columns compared whole with the query (exact and prefix matches). */
  names: readonly string[];
  /** The lower-cased text searched, exactly as indexed with gin_trgm_ops. */
  hay: string;
  /** The English name, indexed as to_tsvector('english', ...). */
  english: string;
  /** Popularity (views, or none). */
  popularity: string;
  /** Rows that are public at all. */
  visible?: string;
}

const sources: Record<SearchType, Source> = {
  exhibition: {
    type: 'exhibition',
    table: 'exhibitions',
    names: ['name_zh', 'name_en', 'short_name'],
    hay: `lower("name_zh" || ' ' || "name_en" || ' ' || "short_name")`,
    english: '"name_en"',
    popularity: '"views"',
  },
  pavilion: {
    type: 'pavilion',
    table: 'pavilions',
    names: ['name_zh', 'name_en'],
    hay: `lower("name_zh" || ' ' || "name_en")`,
    english: '"name_en"',
    popularity: '0',
  },
  news: {
    type: 'news',
    table: 'news',
    names: ['title_zh', 'title_en'],
    hay: `lower("title_zh" || ' ' || "title_en")`,
    english: '"title_en"',
    popularity: '"views"',
    visible: `"status" = 'published'`,
  },
  wiki: {
    type: 'wiki',
    table: 'wiki_articles',
    names: ['title_zh', 'title_en'],
    hay: `lower("title_zh" || ' ' || "title_en")`,
    english: '"title_en"',
    popularity: '"views"',
  },
  company: {
    type: 'company',
    table: 'companies',
    names: ['name_zh', 'name_en'],
    hay: `lower("name_zh" || ' ' || "name_en")`,
    english: '"name_en"',
    popularity: '0',
  },
  visa: {
    type: 'visa',
    table: 'visas',
    names: ['title_zh', 'title_en'],
    hay: `lower("title_zh" || ' ' || "title_en")`,
    english: '"title_en"',
    popularity: '0',
  },
};

/** Escapes LIKE's wildcards and its escape character (backslash). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** What a query needs in SQL: the lower-cased whole and its words. */
interface Terms {
  whole: string;
  words: string[];
}

function termsOf(q: string): Terms {
  return { whole: q.toLowerCase(), words: searchWords(q) };
}

/** The word in the text: contained, or (not CJK) an English stem match. */
function wordMatch(source: Source, word: string): SQL {
  const contained = sql`${sql.raw(source.hay)} like ${`%${likeLiteral(word)}%`}`;
  if (isCjkWord(word)) return contained;
  return sql`(${contained} or to_tsvector('english', ${sql.raw(source.english)}) @@ plainto_tsquery('english', ${word}))`;
}

/** The word near the text: a word match, CJK characters in order, a word one typo away. */
function nearMatch(source: Source, word: string): SQL {
  if (isCjkWord(word)) {
    const pattern = `%${Array.from(word, likeLiteral).join('%')}%`;
    return sql`${sql.raw(source.hay)} like ${pattern}`;
  }
  if (Array.from(word).length < 4) return wordMatch(source, word);
  return sql`(${wordMatch(source, word)} or ${word} <% ${sql.raw(source.hay)})`;
}

function all(conditions: SQL[]): SQL {
  return sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

function any(conditions: SQL[]): SQL {
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** 0 exact name, 1 name prefix, 2 whole query contained, 3 every word matched, 4 near. */
function tierOf(source: Source, terms: Terms): SQL {
  const names = source.names.map((name) => sql.raw(`lower("${name}")`));
  const prefix = `${likeLiteral(terms.whole)}%`;
  return sql`case
    when ${any(names.map((name) => sql`${name} = ${terms.whole}`))} then 0
    when ${any(names.map((name) => sql`${name} like ${prefix}`))} then 1
    when ${sql.raw(source.hay)} like ${`%${likeLiteral(terms.whole)}%`} then 2
    when ${all(terms.words.map((word) => wordMatch(source, word)))} then 3
    else 4 end`;
}

/** Fairs that have not ended rank 0, past fairs and other kinds 1. */
function stateRankOf(source: Source, today: string): SQL {
  if (source.type !== 'exhibition') return sql`1`;
  return sql`case when "end_date" >= ${today}::date then 0 else 1 end`;
}

/** How close the query is to a whole name, in tenths of trigram similarity (the shorter, fitting name first). */
function closenessOf(source: Source, terms: Terms): SQL {
  const names = source.names.map((name) => sql`similarity(${terms.whole}, lower(${sql.raw(`"${name}"`)}))`);
  return sql`round(greatest(${sql.join(names, sql`, `)}) * 10)::int`;
}

/** The time window's conditions on fairs (none for other kinds). */
function windowOf(source: Source, window: number, now: Date): SQL[] {
  if (source.type !== 'exhibition' || window === 0) return [];
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

/** One kind's matches: type, id, tier, state rank, popularity. */
function branch(source: Source, terms: Terms, window: number, now: Date): SQL {
  const conditions = [
    ...terms.words.map((word) => nearMatch(source, word)),
    ...windowOf(source, window, now),
    ...(source.visible === undefined ? [] : [sql.raw(source.visible)]),
  ];
  return sql`select ${sql.raw(`'${source.type}'`)}::text as type, "id" as id, ${tierOf(source, terms)} as tier,
    ${stateRankOf(source, isoDay(now))} as state_rank, ${closenessOf(source, terms)} as closeness,
    ${sql.raw(source.popularity)} as popularity,
    ${sql.raw(String(searchTypes.indexOf(source.type)))} as type_order
    from ${sql.raw(`"${source.table}"`)} where ${all(conditions)}`;
}

function hitsOf(types: readonly SearchType[], terms: Terms, window: number, now: Date): SQL {
  return sql.join(
    types.map((type) => branch(sources[type], terms, window, now)),
    sql` union all `,
  );
}

const rankOrder = sql.raw('tier, state_rank, closeness desc, popularity desc, type_order, id');

// The display columns of a ranked id, from whichever kind it is.
const details = sql.raw(`
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    coalesce(e.name_zh, p.name_zh, n.title_zh, w.title_zh, co.name_zh, v.title_zh) as title_zh,
    coalesce(e.name_en, p.name_en, n.title_en, w.title_en, co.name_en, v.title_en) as title_en,
    case h.type
      when 'exhibition' then ec.name_zh || ' · ' || ep.name_zh
      when 'pavilion' then pc.name_zh
      when 'news' then nt.name_zh
      when 'wiki' then wc.name_zh
      when 'company' then cc.name_zh
      when 'visa' then vc.name_zh
    end as detail_zh,
    case h.type
      when 'exhibition' then ec.name_en || ' · ' || ep.name_en
      when 'pavilion' then pc.name_en
      when 'news' then nt.name_en
      when 'wiki' then wc.name_en
      when 'company' then cc.name_en
      when 'visa' then vc.name_en
    end as detail_en,
    coalesce(e.start_date::text, to_char(n.published_at at time zone 'UTC', 'YYYY-MM-DD')) as start_date,
    e.end_date::text as end_date,
    n.link as link,
    w.category_id as wiki_category, w.industry_id as wiki_industry, w.exhibition_id as wiki_exhibition
  from ranked h
  left join exhibitions e on h.type = 'exhibition' and e.id = h.id
  left join cities ec on ec.id = e.city_id
  left join pavilions ep on ep.id = e.pavilion_id
  left join pavilions p on h.type = 'pavilion' and p.id = h.id
  left join cities pc on pc.id = p.city_id
  left join news n on h.type = 'news' and n.id = h.id
  left join news_types nt on nt.id = n.type_id
  left join wiki_articles w on h.type = 'wiki' and w.id = h.id
  left join wiki_categories wc on wc.id = w.category_id
  left join companies co on h.type = 'company' and co.id = h.id
  left join cities cc on cc.id = co.city_id
  left join visas v on h.type = 'visa' and v.id = h.id
  left join countries vc on vc.id = v.area_id`);

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
const typoThreshold = 0.5;

/**
 * The rows of a search statement, whichever driver ran it (PGlite answers {rows}, postgres.js an
 * array). It runs in a transaction of its own so the typo threshold (`<%`) is set for it alone.
 */
async function rowsOf(db: Database, query: SQL): Promise<unknown[]> {
  const result: unknown = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${String(typoThreshold)}`));
    return tx.execute(query);
  });
  if (Array.isArray(result)) return result as unknown[];
  const { rows } = result as { rows?: unknown };
  return Array.isArray(rows) ? (rows as unknown[]) : [];
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
  const terms = termsOf(query.q);
  const empty = { records: [], pageNum: query.pageNum, pageSize: query.pageSize, total: 0, q: query.q };
  if (terms.words.length === 0) return { ...empty, counts: emptyCounts() };
  const types = query.type === 'all' ? searchTypes : [query.type];
  const offset = (query.pageNum - 1) * query.pageSize;
  const [row] = await rowsOf(
    db,
    sql`with hits as materialized (${hitsOf(searchTypes, terms, query.window, now)}),
      ranked as (select * from hits where type in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )}) order by ${rankOrder} limit ${query.pageSize} offset ${offset}),
      shown as (${details})
      select (select json_agg(shown order by ${rankOrder})::text from shown) as records,
        (select json_object_agg(type, total)::text
          from (select type, count(*)::int as total from hits group by type) per_type) as counts`,
  );
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

/** The best `limit` results of each kind, for the search box (one query). */
export async function suggest(
  db: Database,
  query: { q: string; limit: number },
  locale: Locale,
  now: Date,
): Promise<SearchSuggestions> {
  const terms = termsOf(query.q);
  if (terms.words.length === 0) return { q: query.q, groups: [] };
  const rows = await rowsOf(
    db,
    sql`with ranked as (select * from (select hits.*,
        row_number() over (partition by type order by ${rankOrder}) as rn
        from (${hitsOf(searchTypes, terms, 0, now)}) hits) numbered where rn <= ${query.limit})
      ${details} order by type_order, ${rankOrder}`,
  );
  const records = rows.map((row) => toRecord(detailRowSchema.parse(row), locale, now));
  const groups = searchTypes
    .map((type) => ({ type, records: records.filter((record) => record.type === type) }))
    .filter((group) => group.records.length > 0);
  return { q: query.q, groups };
}
