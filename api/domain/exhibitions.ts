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
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { ExhibitionListQuery } from '../../src/lib/contract/exhibition.ts';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/database.ts';
import { cities, continents, countries, exhibitions, industries, pavilions, tickets } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { fairState, isoDay, timeWindowRange } from './time-windows.ts';
import { groupBy, likePattern, matchesPattern, type Localized } from './named.ts';
import { fairOnline } from './online.ts';
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

/** The value of each filter a list query sets, by the name of its placeholder (absent: not set). */
export interface FilterValues {
  f?: number;
  s?: number;
  g?: number;
  p?: number;
  c?: number;
  pavilionId?: number;
  organiserId?: number;
  from?: string;
  to?: string;
  endedBefore?: string;
  ongoingOn?: string;
  free?: number;
  pattern?: string;
}

/** The filters a query sets (0 = all), with the dates of its time window on `today`. */
function filterValues(query: ExhibitionFilter, today: Date): FilterValues {
  const values: FilterValues = {};
  const ids = { f: query.f, s: query.s, g: query.g, p: query.p, c: query.c };
  for (const [name, id] of Object.entries(ids) as [keyof typeof ids, number][]) if (id > 0) values[name] = id;
  const { pavilionId = 0, organiserId = 0 } = query;
  if (pavilionId > 0) values.pavilionId = pavilionId;
  if (organiserId > 0) values.organiserId = organiserId;
  const range = timeWindowRange(query.t, today);
  if (range.from !== null) values.from = range.from;
  if (range.to !== null) values.to = range.to;
  if (range.endedBefore !== undefined) values.endedBefore = range.endedBefore;
  if (range.ongoingOn !== undefined) values.ongoingOn = range.ongoingOn;
  if (query.free === 1) values.free = 1;
  if (query.keyword !== undefined && query.keyword !== '') values.pattern = likePattern(query.keyword);
  return values;
}

/** How a filter's value enters the SQL: itself, or a placeholder of a prepared statement. */
type Bind = <T extends number | string>(name: keyof FilterValues, value: T) => T | Placeholder;

/** The SQL conditions of the filters set in `values`. */
function conditionsOf(values: FilterValues, bind: Bind): SQL | undefined {
  const conditions: SQL[] = [fairOnline];
  const columns = {
    f: exhibitions.industryId,
    s: exhibitions.subIndustryId,
    g: exhibitions.continentId,
    p: exhibitions.countryId,
    c: exhibitions.cityId,
    pavilionId: exhibitions.pavilionId,
    organiserId: exhibitions.organiserId,
  };
  for (const [name, column] of Object.entries(columns) as [keyof typeof columns, PgColumn][]) {
    const id = values[name];
    if (id !== undefined) conditions.push(eq(column, bind(name, id)));
  }
  if (values.from !== undefined) conditions.push(gte(exhibitions.startDate, bind('from', values.from)));
  if (values.to !== undefined) conditions.push(lte(exhibitions.startDate, bind('to', values.to)));
  // A fair that has ended also started before that day: the bound on start_date lets the past
  // list walk the start index from that day back instead of skipping every upcoming fair first.
  if (values.endedBefore !== undefined) {
    const day = bind('endedBefore', values.endedBefore);
    conditions.push(lt(exhibitions.endDate, day), lt(exhibitions.startDate, day));
  }
  if (values.ongoingOn !== undefined) {
    const day = bind('ongoingOn', values.ongoingOn);
    conditions.push(lte(exhibitions.startDate, day), gte(exhibitions.endDate, day));
  }
  if (values.free !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${tickets} where ${tickets.exhibitionId} = ${exhibitions.id} and ${tickets.payKind} = 2)`,
    );
  }
  if (values.pattern !== undefined) {
    const pattern = bind('pattern', values.pattern);
    conditions.push(matchesPattern(pattern, exhibitions.nameZh, exhibitions.nameEn, exhibitions.shortName));
  }
  return and(...conditions);
}

/** SQL conditions of the exhibition list filters (0 = all), with the values in the text. */
export function exhibitionFilters(query: ExhibitionFilter, today: Date): SQL | undefined {
  return conditionsOf(filterValues(query, today), (_name, value) => value);
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
 * summary an 8-table join whose planning was most of a list's database time (docs/benchmarks.md
 * "Prepared statements").
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
    .innerJoin(pavilions, and(eq(pavilions.id, exhibitions.pavilionId), fairOnline));
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
 * The order of a list: by views (the top-100 list), popular (views, fairs one can still visit
 * first), newest first (the past window), soonest first (the upcoming windows) or current (no
 * window: upcoming and ongoing fairs soonest first, then past ones most recent first).
 */
type ListOrder = 'views' | 'popular' | 'newest' | 'soonest' | 'current';

/** The order of a query's sort and time window: the windows keep one state, so their order is simple. */
function listOrderOf(sort: ExhibitionListQuery['sort'] | undefined, t: number): ListOrder {
  if (sort === 'views') return 'views';
  if (sort === 'popular') return 'popular';
  if (t === 7) return 'newest';
  return t === 0 ? 'current' : 'soonest';
}

/** Whether a fair has ended on `today`, as `fairState` says (it started and its last day is before). */
function endedOn(today: string | Placeholder): SQL {
  return sql`(${exhibitions.startDate} <= ${today} and ${exhibitions.endDate} < ${today})`;
}

/**
 * The ORDER BY of a list. The current and popular orders put the fairs that have not ended first;
 * within them the current order goes by start date up, within the ended ones by start date down.
 */
function orderBy(order: ListOrder, today: string | Placeholder): SQL[] {
  if (order === 'views') return [desc(exhibitions.views), asc(exhibitions.id)];
  if (order === 'newest') return [desc(exhibitions.startDate), desc(exhibitions.id)];
  if (order === 'soonest') return [asc(exhibitions.startDate), asc(exhibitions.id)];
  const ended = endedOn(today);
  if (order === 'popular') return [sql`${ended}`, desc(exhibitions.views), asc(exhibitions.id)];
  return [
    sql`${ended}`,
    sql`case when not ${ended} then ${exhibitions.startDate} end`,
    desc(exhibitions.startDate),
    sql`case when not ${ended} then ${exhibitions.id} end`,
    desc(exhibitions.id),
  ];
}

/**
 * The ids of one page in the current order, as three index walks: ongoing and upcoming fairs up
 * the start index, ended ones down it, each no further than the page's end. One ORDER BY over
 * the state would sort every matching fair for each page instead.
 */
function currentPageIds(db: Database, where: SQL | undefined): SQL {
  const today = sql.placeholder('today');
  const reach = sql.placeholder('reach');
  const branch = (part: number, state: SQL, ...order: SQL[]) =>
    db
      .select({
        id: exhibitions.id,
        part: sql<number>`${part}::int`.as('part'),
        startDate: exhibitions.startDate,
      })
      .from(exhibitions)
      .where(and(where, state))
      .orderBy(...order)
      .limit(reach);
  const ongoing = branch(
    0,
    and(lte(exhibitions.startDate, today), gte(exhibitions.endDate, today)) ?? sql`true`,
    asc(exhibitions.startDate),
    asc(exhibitions.id),
  );
  const upcoming = branch(
    1,
    sql`${exhibitions.startDate} > ${today}`,
    asc(exhibitions.startDate),
    asc(exhibitions.id),
  );
  const ended = branch(
    2,
    and(lt(exhibitions.endDate, today), lte(exhibitions.startDate, today)) ?? sql`true`,
    desc(exhibitions.startDate),
    desc(exhibitions.id),
  );
  return sql`select id from ((${ongoing}) union all (${upcoming}) union all (${ended})) as current_first
    order by part, case when part < 2 then start_date end, start_date desc, case when part < 2 then id end, id desc
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
}

/**
 * The page and the total of one shape of list (which filters are set, and the order), built once:
 * the values are placeholders. A deferred join: the page's ids come from the fair table alone
 * (its indexes), and only those rows are joined, so a deep page costs an index walk instead of a
 * join of every row before it. The page and the total are two statements on purpose: a window
 * count over the joined rows costs a full join of every match, the count on the fair table alone
 * reads one index (docs/benchmarks.md "Indexes and list queries").
 */
function prepareList(db: Database, values: FilterValues, order: ListOrder, label: string) {
  // Only which filters `values` sets shapes the statements: each value is a placeholder.
  const where = conditionsOf(values, (name) => sql.placeholder(name));
  const today = sql.placeholder('today');
  const pageIds =
    order === 'current'
      ? currentPageIds(db, where)
      : db
          .select({ id: exhibitions.id })
          .from(exhibitions)
          .where(where)
          .orderBy(...orderBy(order, today))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'));
  return {
    rows: summarySelect(db)
      .where(sql`${exhibitions.id} in (${pageIds})`)
      .orderBy(...orderBy(order, today))
      .prepare(`exhibition_list_${label}`),
    totals: db.select({ total: count() }).from(exhibitions).where(where).prepare(`exhibition_count_${label}`),
  };
}

/** Most list shapes a database keeps built (a filter bar has a few dozen in use). */
const listShapeLimit = 256;
/** The built list shapes of a database by shape key, the least recently used dropped past the limit. */
const listShapes = builtOnce(() => ({
  shapes: new LRUCache<string, ReturnType<typeof prepareList>>({ max: listShapeLimit }),
  built: 0,
}));

/** The built statements of a list shape on `db`, built on first use. */
function listShape(db: Database, values: FilterValues, order: ListOrder) {
  const kept = listShapes(db);
  const key = `${order}:${Object.keys(values).join(',')}`;
  let shape = kept.shapes.get(key);
  if (shape === undefined) {
    shape = prepareList(db, values, order, String(kept.built));
    kept.built += 1;
    kept.shapes.set(key, shape);
  }
  return shape;
}

/**
 * One page of exhibitions in the order of its sort and window (`listOrderOf`), relative to `today`
 * (the API's clock). Drizzle builds a list's SQL text once per shape (listShape), because building
 * it for every request was a large share of the API process's time on a list load.
 */
export async function listExhibitions(
  db: Database,
  query: ExhibitionFilter & { pageNum: number; pageSize: number; sort?: ExhibitionListQuery['sort'] },
  locale: Locale,
  today: Date,
) {
  const values = filterValues(query, today);
  const order = listOrderOf(query.sort, query.t);
  const shape = listShape(db, values, order);
  const bound: Record<string, unknown> = { ...values };
  const offset = pageOffset(query);
  const [rows, totals] = await Promise.all([
    shape.rows.execute({
      ...bound,
      today: isoDay(today),
      limit: query.pageSize,
      offset,
      reach: offset + query.pageSize,
    }),
    shape.totals.execute(bound),
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
 * The first `limit` fairs of each organiser as the list with organiserId sorts them (the current
 * order: upcoming and ongoing first), as summaries by organiser id, in either language: one query with a row number per
 * organiser.
 */
export async function readOrganisedSummaries(
  db: Database,
  organiserIds: readonly number[],
  limit: number,
  today: Date,
): Promise<Localized<Map<number, ReturnType<typeof toSummary>[]>>> {
  if (organiserIds.length === 0) return () => new Map();
  const order = orderBy('current', isoDay(today));
  const ranked = db
    .select({
      id: exhibitions.id,
      rn: sql<number>`row_number() over (partition by ${exhibitions.organiserId} order by ${sql.join(order, sql`, `)})`.as(
        'rn',
      ),
    })
    .from(exhibitions)
    .where(inArray(exhibitions.organiserId, [...organiserIds]))
    .as('organised_ranked');
  const rows = await summarySelectWith(db, { organiserId: exhibitions.organiserId })
    .innerJoin(ranked, eq(ranked.id, exhibitions.id))
    .where(lte(ranked.rn, limit))
    .orderBy(...order);
  const byOrganiser = [...groupBy(rows, (r) => r.organiserId)];
  return (locale) =>
    new Map(byOrganiser.map(([id, list]) => [id, list.map((row) => toSummary(row, locale, today))]));
}
