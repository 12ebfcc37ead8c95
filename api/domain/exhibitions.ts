import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { ExhibitionListQuery } from '../../src/lib/contract/exhibition.ts';
import type { Database } from '../db/database.ts';
import { cities, continents, countries, exhibitions, industries, pavilions, tickets } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { fairState, timeWindowRange } from './time-windows.ts';
import { containsKeyword, groupBy } from './named.ts';
import { pageOf, pageOffset } from './paging.ts';

/** The filter part of the list query; pavilionId and organiserId may be left out. */
export type ExhibitionFilter = Omit<
  ExhibitionListQuery,
  'pageNum' | 'pageSize' | 'pavilionId' | 'organiserId' | 'sort' | 'free'
> & { pavilionId?: number; organiserId?: number; free?: number };

/** The first image of an image field (one address or a JSON list). */
export function imageList(field: string): string[] {
  if (field.startsWith('[')) {
    try {
      const list = JSON.parse(field) as unknown;
      if (Array.isArray(list)) return list.filter((x): x is string => typeof x === 'string');
    } catch {
      return [];
    }
  }
  return field === '' ? [] : [field];
}

/** SQL conditions of the exhibition list filters (0 = all). */
export function exhibitionFilters(query: ExhibitionFilter, today: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.f > 0) conditions.push(eq(exhibitions.industryId, query.f));
  if (query.s > 0) conditions.push(eq(exhibitions.subIndustryId, query.s));
  if (query.g > 0) conditions.push(eq(exhibitions.continentId, query.g));
  if (query.p > 0) conditions.push(eq(exhibitions.countryId, query.p));
  if (query.c > 0) conditions.push(eq(exhibitions.cityId, query.c));
  if ((query.pavilionId ?? 0) > 0) conditions.push(eq(exhibitions.pavilionId, query.pavilionId ?? 0));
  if ((query.organiserId ?? 0) > 0) conditions.push(eq(exhibitions.organiserId, query.organiserId ?? 0));
  const range = timeWindowRange(query.t, today);
  if (range.from !== null) conditions.push(gte(exhibitions.startDate, range.from));
  if (range.to !== null) conditions.push(lte(exhibitions.startDate, range.to));
  // A fair that has ended also started before that day: the bound on start_date lets the past
  // list walk the start index from that day back instead of skipping every upcoming fair first
  // (200 ms at 100,000 fairs before, under 1 ms after).
  if (range.endedBefore !== undefined)
    conditions.push(lt(exhibitions.endDate, range.endedBefore), lt(exhibitions.startDate, range.endedBefore));
  if (range.ongoingOn !== undefined)
    conditions.push(lte(exhibitions.startDate, range.ongoingOn), gte(exhibitions.endDate, range.ongoingOn));
  if (query.free === 1) {
    conditions.push(
      sql`exists (select 1 from ${tickets} where ${tickets.exhibitionId} = ${exhibitions.id} and ${tickets.payKind} = 2)`,
    );
  }
  const byKeyword = containsKeyword(
    query.keyword,
    exhibitions.nameZh,
    exhibitions.nameEn,
    exhibitions.shortName,
  );
  if (byKeyword !== undefined) conditions.push(byKeyword);
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** A lookup table of names (industries, continents, countries, cities). */
interface NamedTable {
  id: PgColumn;
  nameZh: PgColumn;
  nameEn: PgColumn;
}

/**
 * `(select name from table where id = fk)`: a name looked up per row by primary key, '' if the
 * row is gone. Joined instead, the four lookup tables (five with the sub-industry) made the
 * summary an 8-table join whose planning was most of a list's database time: the list page's
 * statement took 6.0 ms to bind (plan) and 0.6 ms to run at 20,000 fairs on PostgreSQL, against
 * 1.0 ms and 1.9 ms with these subqueries (server log, medians of 20 on one connection).
 */
function nameIn(table: NamedTable & SQLWrapper, name: 'nameZh' | 'nameEn', key: PgColumn): SQL<string> {
  return sql<string>`coalesce((select ${table[name]} from ${table} where ${table.id} = ${key}), '')`;
}

const summaryColumns = {
  id: exhibitions.id,
  nameZh: exhibitions.nameZh,
  nameEn: exhibitions.nameEn,
  shortName: exhibitions.shortName,
  images: exhibitions.images,
  startDate: exhibitions.startDate,
  endDate: exhibitions.endDate,
  frequency: exhibitions.frequency,
  views: exhibitions.views,
  industryId: exhibitions.industryId,
  industryZh: nameIn(industries, 'nameZh', exhibitions.industryId),
  industryEn: nameIn(industries, 'nameEn', exhibitions.industryId),
  subId: exhibitions.subIndustryId,
  subZh: nameIn(industries, 'nameZh', exhibitions.subIndustryId),
  subEn: nameIn(industries, 'nameEn', exhibitions.subIndustryId),
  continentId: exhibitions.continentId,
  continentZh: nameIn(continents, 'nameZh', exhibitions.continentId),
  continentEn: nameIn(continents, 'nameEn', exhibitions.continentId),
  countryId: exhibitions.countryId,
  countryZh: nameIn(countries, 'nameZh', exhibitions.countryId),
  countryEn: nameIn(countries, 'nameEn', exhibitions.countryId),
  cityId: exhibitions.cityId,
  cityZh: nameIn(cities, 'nameZh', exhibitions.cityId),
  cityEn: nameIn(cities, 'nameEn', exhibitions.cityId),
  pavilionId: pavilions.id,
  pavilionZh: pavilions.nameZh,
  pavilionEn: pavilions.nameEn,
};

/** What a selected field gives: a column's data type, or an SQL expression's type. */
type FieldData<F> = F extends SQL<infer T> ? T : F extends PgColumn ? F['_']['data'] : never;
type SummaryRow = { [K in keyof typeof summaryColumns]: FieldData<(typeof summaryColumns)[K]> };

function summarySelect(db: Database) {
  return summarySelectWith(db, {});
}

/**
 * The summary columns plus extra ones, from the fair joined to its venue; the names of its
 * industries and places are looked up per row (`nameIn`).
 */
export function summarySelectWith<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(exhibitions)
    .innerJoin(pavilions, eq(pavilions.id, exhibitions.pavilionId));
}

/** Shapes a joined row into the summary contract in the request's language. */
export function toSummary(row: SummaryRow, locale: Locale, today: Date) {
  return {
    id: row.id,
    name: pick(locale, row.nameZh, row.nameEn),
    shortName: row.shortName,
    cover: imageList(row.images)[0] ?? '',
    startDate: row.startDate,
    endDate: row.endDate,
    industry: { id: row.industryId, name: pick(locale, row.industryZh, row.industryEn) },
    subIndustry: { id: row.subId, name: pick(locale, row.subZh, row.subEn) },
    continent: { id: row.continentId, name: pick(locale, row.continentZh, row.continentEn) },
    country: { id: row.countryId, name: pick(locale, row.countryZh, row.countryEn) },
    city: { id: row.cityId, name: pick(locale, row.cityZh, row.cityEn) },
    pavilion: { id: row.pavilionId, name: pick(locale, row.pavilionZh, row.pavilionEn) },
    frequency: row.frequency,
    views: row.views,
    state: fairState(row.startDate, row.endDate, today),
  };
}

/**
 * One page of exhibitions: past-window lists newest first, all others soonest first. The page
 * and the total are two queries on purpose: a window count over the joined rows costs a full
 * join of every match (80 ms at 20,000 fairs), the count on the fair table alone 3 ms.
 */
export async function listExhibitions(
  db: Database,
  query: ExhibitionFilter & { pageNum: number; pageSize: number; sort?: 'date' | 'views' },
  locale: Locale,
  today: Date,
) {
  const where = exhibitionFilters(query, today);
  const order =
    query.sort === 'views'
      ? [desc(exhibitions.views), asc(exhibitions.id)]
      : query.t === 7
        ? [desc(exhibitions.startDate), desc(exhibitions.id)]
        : [asc(exhibitions.startDate), asc(exhibitions.id)];
  // A deferred join: the page's ids come from the fair table alone (its indexes), and only
  // those rows are joined, so a deep page costs an index walk instead of a join of every row
  // before it (80 ms for page 900 of 20,000 fairs before, under 10 ms after).
  const pageIds = db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [rows, totals] = await Promise.all([
    summarySelect(db)
      .where(inArray(exhibitions.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(exhibitions).where(where),
  ]);
  return pageOf(
    rows.map((row) => toSummary(row, locale, today)),
    query,
    totals,
  );
}

/** Summaries of the given ids, in the given order (follows, special topics). */
export async function exhibitionSummariesByIds(
  db: Database,
  ids: readonly number[],
  locale: Locale,
  today: Date,
) {
  if (ids.length === 0) return [];
  const rows = await summarySelect(db).where(inArray(exhibitions.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row, locale, today)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The first `limit` fairs of each organiser as the list with organiserId sorts them (start date,
 * then id), as summaries by organiser id: one query with a row number per organiser.
 */
export async function organisedSummaries(
  db: Database,
  organiserIds: readonly number[],
  limit: number,
  locale: Locale,
  today: Date,
) {
  if (organiserIds.length === 0) return new Map<number, ReturnType<typeof toSummary>[]>();
  const ranked = db
    .select({
      id: exhibitions.id,
      rn: sql<number>`row_number() over (partition by ${exhibitions.organiserId} order by ${exhibitions.startDate}, ${exhibitions.id})`.as(
        'rn',
      ),
    })
    .from(exhibitions)
    .where(inArray(exhibitions.organiserId, [...organiserIds]))
    .as('organised_ranked');
  const rows = await summarySelectWith(db, { organiserId: exhibitions.organiserId })
    .innerJoin(ranked, eq(ranked.id, exhibitions.id))
    .where(lte(ranked.rn, limit))
    .orderBy(asc(exhibitions.startDate), asc(exhibitions.id));
  return new Map(
    [...groupBy(rows, (r) => r.organiserId)].map(([id, list]) => [
      id,
      list.map((row) => toSummary(row, locale, today)),
    ]),
  );
}
