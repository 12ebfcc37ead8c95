// Periodicals (exhibitor directories and show dailies) of the fairs: lists, details with their
// exhibitors by booth, and the first page of each fair's periodicals for the export's batches.
import { asc, count, desc, eq, inArray, type SQL, and } from 'drizzle-orm';
import type { z } from 'zod';
import type { periodicalListQuerySchema } from '../../src/lib/contract/content.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import type { Database } from '../db/database.ts';
import { companies, exhibitions, periodicalExhibitors, periodicals } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { groupBy, named } from './named.ts';
import { companyOnline, periodicalOnline } from './online.ts';
import { pageOf, pageOffset } from './paging.ts';

type PeriodicalRow = typeof periodicals.$inferSelect;

function periodicalSummary(
  row: PeriodicalRow,
  fair: { id: number; nameZh: string; nameEn: string },
  locale: Locale,
) {
  return {
    id: row.id,
    kind: row.kind as 'directory' | 'magazine',
    title: pick(locale, row.titleZh, row.titleEn),
    year: row.year,
    cover: row.cover,
    pages: row.pages,
    exhibition: named(locale, fair),
  };
}

/** Periodicals with the names of their fairs, as summaries show them. */
function periodicalsWithFairs(db: Database) {
  return db
    .select({
      p: periodicals,
      e: { id: exhibitions.id, nameZh: exhibitions.nameZh, nameEn: exhibitions.nameEn },
    })
    .from(periodicals)
    .innerJoin(exhibitions, eq(exhibitions.id, periodicals.exhibitionId));
}

/** The lists' order: newest year first, then by id. */
const newestFirst = [desc(periodicals.year), asc(periodicals.id)] as const;

/** Periodicals and directories, newest year first. */
export async function listPeriodicals(
  db: Database,
  query: z.output<typeof periodicalListQuerySchema>,
  locale: Locale,
) {
  const conditions: SQL[] = [periodicalOnline];
  if (query.exhibitionId > 0) conditions.push(eq(periodicals.exhibitionId, query.exhibitionId));
  if (query.kind !== undefined) conditions.push(eq(periodicals.kind, query.kind));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    periodicalsWithFairs(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(periodicals).where(where),
  ]);
  return pageOf(
    rows.map((r) => periodicalSummary(r.p, r.e, locale)),
    query,
    totals,
  );
}

/**
 * Page 1 of GET /api/periodicals?exhibitionId= for each of the given exhibitions, as listPeriodicals
 * answers it (same order, same total), in either language: one query for all of them instead of
 * two per exhibition.
 */
export async function readPeriodicalsOfExhibitions(
  db: Database,
  exhibitionIds: readonly number[],
  pageSize: number,
) {
  const wanted = [...new Set(exhibitionIds)];
  const rows =
    wanted.length === 0
      ? []
      : await periodicalsWithFairs(db)
          .where(and(inArray(periodicals.exhibitionId, wanted), periodicalOnline))
          .orderBy(...newestFirst);
  const byExhibition = groupBy(rows, (row) => row.p.exhibitionId);
  const page = { pageNum: 1, pageSize };
  return (locale: Locale) =>
    wanted.map((exhibitionId) => {
      const found = byExhibition.get(exhibitionId) ?? [];
      const records = found.slice(0, pageSize).map((r) => periodicalSummary(r.p, r.e, locale));
      return { exhibitionId, page: pageOf(records, page, [{ total: found.length }]) };
    });
}

/**
 * Periodicals of the given ids, in that order (duplicates once, unknown ids left out), with their
 * exhibitor lists by booth, in either language. Two queries however many ids.
 */
export async function readPeriodicals(db: Database, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const rows =
    wanted.length === 0
      ? []
      : await periodicalsWithFairs(db).where(and(inArray(periodicals.id, wanted), periodicalOnline));
  if (rows.length === 0) return (): never[] => [];
  const listed = await db
    .select({
      periodicalId: periodicalExhibitors.periodicalId,
      id: companies.id,
      nameZh: companies.nameZh,
      nameEn: companies.nameEn,
      booth: periodicalExhibitors.booth,
    })
    .from(periodicalExhibitors)
    .innerJoin(companies, eq(companies.id, periodicalExhibitors.companyId))
    .where(
      and(
        inArray(
          periodicalExhibitors.periodicalId,
          rows.map((row) => row.p.id),
        ),
        companyOnline,
      ),
    )
    .orderBy(asc(periodicalExhibitors.booth), asc(periodicalExhibitors.id));
  const listedOf = groupBy(listed, (c) => c.periodicalId);
  return (locale: Locale) => {
    const details = new Map(
      rows.map((row) => [
        row.p.id,
        {
          ...periodicalSummary(row.p, row.e, locale),
          intro: pick(locale, row.p.introZh, row.p.introEn),
          exhibitors: (listedOf.get(row.p.id) ?? []).map((c) => ({
            company: named(locale, c),
            booth: c.booth,
          })),
          updatedAt: row.p.updatedAt.toISOString(),
        },
      ]),
    );
    return wanted.flatMap((id) => details.get(id) ?? []);
  };
}

/** A periodical with its exhibitor list. */
export async function getPeriodical(db: Database, id: number, locale: Locale) {
  const [detail] = (await readPeriodicals(db, [id]))(locale);
  if (detail === undefined) throw notFound('periodical', id);
  return detail;
}
