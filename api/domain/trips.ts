import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { trips } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { exhibitionSummariesByIds } from './exhibitions.ts';
import { pageOf, pageOffset } from './paging.ts';

type TripRow = typeof trips.$inferSelect;

async function toTrips(db: Database, rows: TripRow[], locale: Locale, today: Date) {
  const fairs = await exhibitionSummariesByIds(
    db,
    rows.map((r) => r.exhibitionId),
    locale,
    today,
  );
  const fairById = new Map(fairs.map((f) => [f.id, f]));
  return rows.flatMap((row) => {
    const fair = fairById.get(row.exhibitionId);
    if (fair === undefined) return [];
    return [
      {
        id: row.id,
        title: pick(locale, row.titleZh, row.titleEn),
        departure: pick(locale, row.departureZh, row.departureEn),
        startDate: row.startDate,
        endDate: row.endDate,
        priceMinor: row.priceMinor,
        currency: row.currency,
        quota: row.quota,
        remaining: row.quota - row.signed,
        exhibition: fair,
        itinerary: (row.itinerary as { day: number; zh: string; en: string }[]).map((d) => ({
          day: d.day,
          text: pick(locale, d.zh, d.en),
        })),
      },
    ];
  });
}

/** Group trips, soonest first, optionally of one fair. */
export async function listTrips(
  db: Database,
  query: { exhibitionId: number; pageNum: number; pageSize: number },
  locale: Locale,
  today: Date,
) {
  const where = query.exhibitionId > 0 ? eq(trips.exhibitionId, query.exhibitionId) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(trips)
      .where(where)
      .orderBy(asc(trips.startDate), asc(trips.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(trips).where(where),
  ]);
  return pageOf(await toTrips(db, rows, locale, today), query, totals);
}

/** One group trip. */
export async function getTrip(db: Database, id: number, locale: Locale, today: Date) {
  const rows = await db
    .select()
    .from(trips)
    .where(inArray(trips.id, [id]));
  const [trip] = await toTrips(db, rows, locale, today);
  if (trip === undefined) throw notFound('trip', id);
  return trip;
}
