import { and, asc, count, eq, exists, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { pavilionListQuerySchema } from '../../src/lib/contract/pavilion.ts';
import type { Database } from '../db/database.ts';
import { exhibitions, pavilions } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { exhibitionFilters, listExhibitions } from './exhibitions.ts';
import { loadGeo, type Geo } from './geo-cache.ts';
import { containsKeyword, named } from './named.ts';
import { venueOnline } from './online.ts';
import { pageOf, pageOffset } from './paging.ts';

type PavilionRow = typeof pavilions.$inferSelect;

function toSummary(row: PavilionRow, geo: Geo, locale: Locale) {
  return {
    id: row.id,
    name: pick(locale, row.nameZh, row.nameEn),
    address: pick(locale, row.addressZh, row.addressEn),
    image: row.image,
    lat: row.lat,
    lng: row.lng,
    areaSqm: row.areaSqm,
    halls: row.halls,
    continent: named(locale, geo.continents.get(row.continentId)),
    country: named(locale, geo.countries.get(row.countryId)),
    city: named(locale, geo.cities.get(row.cityId)),
  };
}

/** Convention centres; f, s and t keep venues that host a matching fair. */
export async function listPavilions(
  db: Database,
  query: z.output<typeof pavilionListQuerySchema>,
  locale: Locale,
  today: Date,
) {
  const conditions: SQL[] = [venueOnline];
  if (query.g > 0) conditions.push(eq(pavilions.continentId, query.g));
  if (query.p > 0) conditions.push(eq(pavilions.countryId, query.p));
  if (query.c > 0) conditions.push(eq(pavilions.cityId, query.c));
  const byKeyword = containsKeyword(query.keyword, pavilions.nameZh, pavilions.nameEn);
  if (byKeyword !== undefined) conditions.push(byKeyword);
  if (query.f > 0 || query.s > 0 || query.t > 0) {
    const fairs = exhibitionFilters({ f: query.f, s: query.s, g: 0, p: 0, c: 0, t: query.t }, today);
    conditions.push(
      exists(
        db
          .select({ one: exhibitions.id })
          .from(exhibitions)
          .where(and(eq(exhibitions.pavilionId, pavilions.id), fairs)),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals, geo] = await Promise.all([
    db
      .select()
      .from(pavilions)
      .where(where)
      .orderBy(asc(pavilions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(pavilions).where(where),
    loadGeo(db),
  ]);
  return pageOf(
    rows.map((row) => toSummary(row, geo, locale)),
    query,
    totals,
  );
}

/** A convention centre with its next fairs. */
export async function getPavilion(db: Database, id: number, locale: Locale, today: Date) {
  const [row] = await db
    .select()
    .from(pavilions)
    .where(and(eq(pavilions.id, id), venueOnline));
  if (row === undefined) throw notFound('pavilion', id);
  const geo = await loadGeo(db);
  const upcoming = await listExhibitions(
    db,
    { f: 0, s: 0, g: 0, p: 0, c: 0, t: 1, pavilionId: row.id, pageNum: 1, pageSize: 12 },
    locale,
    today,
  );
  return {
    ...toSummary(row, geo, locale),
    intro: pick(locale, row.introZh, row.introEn),
    website: row.website,
    upcoming: upcoming.records,
    updatedAt: row.updatedAt.toISOString(),
  };
}
