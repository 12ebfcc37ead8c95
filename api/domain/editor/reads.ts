import { and, count, desc, eq, exists, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  EditableEntity,
  EditorListItem,
  EditorListQuery,
} from '../../../src/lib/contract/editor-reads.ts';
import type { Database } from '../../db/database.ts';
import {
  cacheEvents,
  companies,
  exhibitionEditions,
  exhibitions,
  news,
  pavilions,
  periodicals,
  specialTopics,
  users,
  visas,
  wikiArticles,
} from '../../db/schema.ts';
import { containsKeyword } from '../named.ts';

type Table =
  | typeof exhibitions
  | typeof news
  | typeof pavilions
  | typeof wikiArticles
  | typeof companies
  | typeof periodicals
  | typeof exhibitionEditions
  | typeof specialTopics
  | typeof visas;

/**
 * When an edition last changed: it has no column of its own, so its last editor change, else its
 * fair's last change (the seed writes both at once).
 */
export const editionChangedAt: SQL<Date> = sql<Date>`coalesce(
  (select max(${cacheEvents.createdAt}) from ${cacheEvents}
    where ${cacheEvents.entity} = 'edition' and ${cacheEvents.entityId} = ${exhibitionEditions.id}),
  (select ${exhibitions.updatedAt} from ${exhibitions} where ${exhibitions.id} = ${exhibitionEditions.exhibitionId})
)`.mapWith((value: string | Date) => new Date(value));

/** How one entity's rows are listed for editors: its table, title columns and filter columns. */
interface ListedEntity {
  table: Table;
  /** The entity as the change feed names it (cache_events.entity). */
  record: string;
  titleZh: AnyPgColumn;
  titleEn: AnyPgColumn;
  industry?: AnyPgColumn;
  country?: AnyPgColumn;
  status?: AnyPgColumn;
  /** When a row last changed, when the table has no updated_at of its own. */
  changedAt?: SQL<Date>;
}

/** The rows each editor list reads; a filter an entity has no column for narrows nothing. */
export const listedEntities: Record<EditableEntity, ListedEntity> = {
  exhibitions: {
    table: exhibitions,
    record: 'exhibition',
    titleZh: exhibitions.nameZh,
    titleEn: exhibitions.nameEn,
    industry: exhibitions.industryId,
    country: exhibitions.countryId,
    status: exhibitions.status,
  },
  news: {
    table: news,
    record: 'news',
    titleZh: news.titleZh,
    titleEn: news.titleEn,
    industry: news.industryId,
    status: news.status,
  },
  pavilions: {
    table: pavilions,
    record: 'pavilion',
    titleZh: pavilions.nameZh,
    titleEn: pavilions.nameEn,
    country: pavilions.countryId,
  },
  wiki: {
    table: wikiArticles,
    record: 'wiki',
    titleZh: wikiArticles.titleZh,
    titleEn: wikiArticles.titleEn,
    industry: wikiArticles.industryId,
  },
  companies: {
    table: companies,
    record: 'company',
    titleZh: companies.nameZh,
    titleEn: companies.nameEn,
    industry: companies.industryId,
    country: companies.countryId,
  },
  periodicals: {
    table: periodicals,
    record: 'periodical',
    titleZh: periodicals.titleZh,
    titleEn: periodicals.titleEn,
  },
  editions: {
    table: exhibitionEditions,
    record: 'edition',
    // An edition's summary names it ("the 12th ..."): the list's title.
    titleZh: exhibitionEditions.summaryZh,
    titleEn: exhibitionEditions.summaryEn,
    changedAt: editionChangedAt,
  },
  specials: {
    table: specialTopics,
    record: 'special',
    titleZh: specialTopics.titleZh,
    titleEn: specialTopics.titleEn,
  },
  visas: {
    table: visas,
    record: 'visa',
    titleZh: visas.titleZh,
    titleEn: visas.titleEn,
    country: visas.areaId,
  },
};

function filterBy(column: AnyPgColumn | undefined, value: number | string | undefined): SQL | undefined {
  if (column === undefined || value === undefined || value === 0) return undefined;
  return eq(column, value);
}

/** The list's conditions: keyword in either language, the filters, and who changed it since when. */
function listConditions(db: Database, entity: ListedEntity, query: EditorListQuery): SQL | undefined {
  const changed =
    query.changedBy === 0 && query.changedSince === undefined
      ? undefined
      : exists(
          db
            .select({ one: cacheEvents.id })
            .from(cacheEvents)
            .where(
              and(
                eq(cacheEvents.entity, entity.record),
                eq(cacheEvents.entityId, entity.table.id),
                query.changedBy === 0 ? undefined : eq(cacheEvents.userId, query.changedBy),
                query.changedSince === undefined
                  ? undefined
                  : gte(cacheEvents.createdAt, new Date(query.changedSince)),
              ),
            ),
        );
  return and(
    containsKeyword(query.keyword, entity.titleZh, entity.titleEn),
    filterBy(entity.industry, query.industryId),
    filterBy(entity.country, query.countryId),
    // A status the entity does not have (a venue has none) matches no row rather than every row.
    query.status === undefined
      ? undefined
      : entity.status === undefined
        ? eq(entity.table.id, -1)
        : eq(entity.status, query.status),
    changed,
  );
}

/** The last editor change of each row: who and when. */
async function lastChanges(db: Database, record: string, ids: number[]) {
  if (ids.length === 0) return new Map<number, EditorListItem['lastChange']>();
  const rows = await db
    .selectDistinctOn([cacheEvents.entityId], {
      entityId: cacheEvents.entityId,
      userId: cacheEvents.userId,
      editor: users.nickname,
      at: cacheEvents.createdAt,
    })
    .from(cacheEvents)
    .leftJoin(users, eq(users.id, cacheEvents.userId))
    .where(and(eq(cacheEvents.entity, record), inArray(cacheEvents.entityId, ids)))
    .orderBy(cacheEvents.entityId, desc(cacheEvents.id));
  return new Map(
    rows.map((r) => [r.entityId, { userId: r.userId, editor: r.editor ?? '', at: r.at.toISOString() }]),
  );
}

/** One page of an editor's list, the most recently changed first. */
export async function listForEditor(db: Database, kind: EditableEntity, query: EditorListQuery) {
  const entity = listedEntities[kind];
  const where = listConditions(db, entity, query);
  const table = entity.table;
  const changedAt = entity.changedAt ?? ('updatedAt' in table ? table.updatedAt : editionChangedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        titleZh: entity.titleZh,
        titleEn: entity.titleEn,
        status: entity.status ?? table.id,
        updatedAt: changedAt,
      })
      .from(table)
      .where(where)
      .orderBy(desc(changedAt), desc(table.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  const changes = await lastChanges(
    db,
    entity.record,
    rows.map((r) => r.id),
  );
  const records: EditorListItem[] = rows.map((r) => ({
    id: r.id,
    title: { zh: String(r.titleZh), en: String(r.titleEn) },
    status: entity.status === undefined ? null : (r.status as EditorListItem['status']),
    updatedAt: r.updatedAt.toISOString(),
    lastChange: changes.get(r.id) ?? null,
  }));
  return { records, pageNum: query.pageNum, pageSize: query.pageSize, total: total?.n ?? 0 };
}
