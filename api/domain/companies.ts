import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyListQuerySchema } from '../../src/lib/contract/content.ts';
import type { Database } from '../db/database.ts';
import {
  companies,
  exhibitions,
  fairExhibitors,
  follows,
  halls,
  pavilions,
  periodicalExhibitors,
  periodicals,
  stands,
} from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { readOrganisedSummaries } from './exhibitions.ts';
import { loadGeo, type Geo } from './geo-cache.ts';
import { groupBy, named } from './named.ts';
import { companyOnline, fairOnline, periodicalOnline, venueOnline } from './online.ts';
import { pageOf, pageOffset } from './paging.ts';

type CompanyRow = typeof companies.$inferSelect;

/** A company as lists show it, in the request's language. */
export function companySummary(row: CompanyRow, geo: Geo, locale: Locale) {
  return {
    id: row.id,
    kind: row.kind as 'organiser' | 'exhibitor' | 'service',
    name: pick(locale, row.nameZh, row.nameEn),
    logo: row.logo,
    industry: named(locale, geo.industries.get(row.industryId)),
    country: named(locale, geo.countries.get(row.countryId)),
    city: named(locale, geo.cities.get(row.cityId)),
  };
}

/** Companies, by kind and industry. */
export async function listCompanies(
  db: Database,
  query: z.output<typeof companyListQuerySchema>,
  locale: Locale,
) {
  const conditions: SQL[] = [companyOnline];
  if (query.kind !== undefined) conditions.push(eq(companies.kind, query.kind));
  if (query.industryId > 0) conditions.push(eq(companies.industryId, query.industryId));
  const where = and(...conditions);
  const [rows, totals, geo] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(companies).where(where),
    loadGeo(db),
  ]);
  return pageOf(
    rows.map((row) => companySummary(row, geo, locale)),
    query,
    totals,
  );
}

/** Company summaries of the given ids, in that order. */
export async function companySummariesByIds(db: Database, ids: readonly number[], locale: Locale) {
  if (ids.length === 0) return [];
  const [rows, geo] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(and(inArray(companies.id, [...ids]), companyOnline)),
    loadGeo(db),
  ]);
  const map = new Map(rows.map((row) => [row.id, companySummary(row, geo, locale)]));
  return ids.flatMap((id) => map.get(id) ?? []);
}

/** How many fairs a company detail lists: the first page of its organised fairs, its newest exhibitor entries. */
const organisedCount = 20;
const exhibitsAtCount = 50;

/**
 * Companies of the given ids, in that order (duplicates once, unknown ids left out), with the
 * fairs they organise (the first page of the exhibition list with organiserId), the fairs they
 * exhibit at (newest first, from the printed directories), their stands at fairs (newest first,
 * from the exhibitor directories: fair_exhibitors) and their follower counts. Eleven queries
 * however many ids: the companies, the lookup tables (six), and one each for organised,
 * exhibitsAt, stands and followers, the top-N lists ranked per company with row_number(). In
 * either language.
 */
export async function readCompanies(db: Database, ids: readonly number[], today: Date) {
  const wanted = [...new Set(ids)];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(companies)
          .where(and(inArray(companies.id, wanted), companyOnline));
  if (rows.length === 0) return (): never[] => [];
  const found = rows.map((row) => row.id);
  const ranked = db
    .select({
      id: periodicalExhibitors.id,
      rn: sql<number>`row_number() over (partition by ${periodicalExhibitors.companyId} order by ${exhibitions.startDate} desc, ${periodicalExhibitors.id})`.as(
        'rn',
      ),
    })
    .from(periodicalExhibitors)
    .innerJoin(periodicals, eq(periodicals.id, periodicalExhibitors.periodicalId))
    .innerJoin(exhibitions, eq(exhibitions.id, periodicals.exhibitionId))
    .where(and(inArray(periodicalExhibitors.companyId, found), periodicalOnline))
    .as('exhibits_at_ranked');
  const [geo, organisedIn, exhibitsAtRows, standRows, followerRows] = await Promise.all([
    loadGeo(db),
    readOrganisedSummaries(db, found, organisedCount, today),
    db
      .select({
        companyId: periodicalExhibitors.companyId,
        exhibitionId: exhibitions.id,
        nameZh: exhibitions.nameZh,
        nameEn: exhibitions.nameEn,
        periodicalId: periodicals.id,
        booth: periodicalExhibitors.booth,
      })
      .from(periodicalExhibitors)
      .innerJoin(ranked, eq(ranked.id, periodicalExhibitors.id))
      .innerJoin(periodicals, eq(periodicals.id, periodicalExhibitors.periodicalId))
      .innerJoin(exhibitions, eq(exhibitions.id, periodicals.exhibitionId))
      .where(lte(ranked.rn, exhibitsAtCount))
      .orderBy(desc(exhibitions.startDate), asc(periodicalExhibitors.id)),
    db
      .select({
        companyId: fairExhibitors.companyId,
        exhibition: {
          id: exhibitions.id,
          nameZh: exhibitions.nameZh,
          nameEn: exhibitions.nameEn,
          startDate: exhibitions.startDate,
          endDate: exhibitions.endDate,
        },
        pavilion: { id: pavilions.id, nameZh: pavilions.nameZh, nameEn: pavilions.nameEn },
        hall: { number: halls.number, nameZh: halls.nameZh, nameEn: halls.nameEn },
        code: stands.code,
      })
      .from(fairExhibitors)
      .innerJoin(exhibitions, eq(exhibitions.id, fairExhibitors.exhibitionId))
      .innerJoin(stands, eq(stands.id, fairExhibitors.standId))
      .innerJoin(halls, eq(halls.id, stands.hallId))
      .innerJoin(pavilions, eq(pavilions.id, halls.pavilionId))
      .where(and(inArray(fairExhibitors.companyId, found), fairOnline, venueOnline))
      .orderBy(desc(exhibitions.startDate), asc(exhibitions.id)),
    db
      .select({ targetId: follows.targetId, n: count() })
      .from(follows)
      .where(and(eq(follows.targetType, 'company'), inArray(follows.targetId, found)))
      .groupBy(follows.targetId),
  ]);
  const exhibitsAtOf = groupBy(exhibitsAtRows, (e) => e.companyId);
  const standsOf = groupBy(standRows, (e) => e.companyId);
  const followersOf = new Map(followerRows.map((f) => [f.targetId, f.n]));
  return (locale: Locale) => {
    const organised = organisedIn(locale);
    const details = new Map(
      rows.map((row) => [
        row.id,
        {
          ...companySummary(row, geo, locale),
          intro: pick(locale, row.introZh, row.introEn),
          website: row.website,
          organised: organised.get(row.id) ?? [],
          exhibitsAt: (exhibitsAtOf.get(row.id) ?? []).map((e) => ({
            exhibition: { id: e.exhibitionId, name: pick(locale, e.nameZh, e.nameEn) },
            periodicalId: e.periodicalId,
            booth: e.booth,
          })),
          stands: (standsOf.get(row.id) ?? []).slice(0, exhibitsAtCount).map((e) => ({
            exhibition: {
              ...named(locale, e.exhibition),
              startDate: e.exhibition.startDate,
              endDate: e.exhibition.endDate,
            },
            pavilion: named(locale, e.pavilion),
            hall: { number: e.hall.number, name: pick(locale, e.hall.nameZh, e.hall.nameEn) },
            code: e.code,
          })),
          followers: followersOf.get(row.id) ?? 0,
          updatedAt: row.updatedAt.toISOString(),
        },
      ]),
    );
    return wanted.flatMap((id) => details.get(id) ?? []);
  };
}

/** A company with the fairs it organises, the fairs it exhibits at and its follower count. */
export async function getCompany(db: Database, id: number, locale: Locale, today: Date) {
  const [detail] = (await readCompanies(db, [id], today))(locale);
  if (detail === undefined) throw notFound('company', id);
  return detail;
}

/** The exhibitors of a fair (from its directories), for /exhibitors/{id}.html. */
export async function listExhibitors(
  db: Database,
  exhibitionId: number,
  page: { pageNum: number; pageSize: number },
  locale: Locale,
) {
  const [fair] = await db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(and(eq(exhibitions.id, exhibitionId), fairOnline));
  if (fair === undefined) throw notFound('exhibition', exhibitionId);
  const where = eq(periodicals.exhibitionId, exhibitionId);
  const [rows, totals, geo] = await Promise.all([
    db
      .select({ company: companies, booth: periodicalExhibitors.booth, periodicalId: periodicals.id })
      .from(periodicalExhibitors)
      .innerJoin(periodicals, eq(periodicals.id, periodicalExhibitors.periodicalId))
      .innerJoin(companies, eq(companies.id, periodicalExhibitors.companyId))
      .where(and(where, companyOnline, periodicalOnline))
      .orderBy(asc(periodicalExhibitors.booth), asc(periodicalExhibitors.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(periodicalExhibitors)
      .innerJoin(periodicals, eq(periodicals.id, periodicalExhibitors.periodicalId))
      .innerJoin(companies, eq(companies.id, periodicalExhibitors.companyId))
      .where(and(where, companyOnline, periodicalOnline)),
    loadGeo(db),
  ]);
  return pageOf(
    rows.map((r) => ({
      company: companySummary(r.company, geo, locale),
      booth: r.booth,
      periodicalId: r.periodicalId,
    })),
    page,
    totals,
  );
}
