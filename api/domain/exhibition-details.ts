import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { builtOnce, inIds } from '../db/built-once.ts';
import type { Database } from '../db/database.ts';
import { companies, exhibitionEditions, exhibitions, pavilions, periodicals, trips } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { imageList, summarySelectWith, toSummary } from './exhibitions.ts';
import { groupBy } from './named.ts';
import { editionOnline, periodicalOnline } from './online.ts';
import { readTicketsOfMany } from './tickets.ts';

/** The titles of a fair's periodicals or trips, of the exhibitions bound to `ids`, by id. */
function titlesSelect(db: Database, table: typeof periodicals | typeof trips, visible?: SQL) {
  return db
    .select({
      id: table.id,
      exhibitionId: table.exhibitionId,
      titleZh: table.titleZh,
      titleEn: table.titleEn,
    })
    .from(table)
    .where(and(inIds(table.exhibitionId, 'ids'), visible))
    .orderBy(asc(table.id));
}

/** A titled row as the detail lists it: its id and its title in the request's language. */
function titled(row: { id: number; titleZh: string; titleEn: string }, locale: Locale) {
  return { id: row.id, name: pick(locale, row.titleZh, row.titleEn) };
}

/** The five statements of readExhibitions, built once per database (api/db/built-once.ts). */
const detailStatements = builtOnce((db) => ({
  fairs: summarySelectWith(db, { full: exhibitions, venue: pavilions, organiser: companies })
    .innerJoin(companies, eq(companies.id, exhibitions.organiserId))
    .where(inIds(exhibitions.id, 'ids'))
    .prepare('exhibition_details'),
  editions: db
    .select()
    .from(exhibitionEditions)
    .where(and(inIds(exhibitionEditions.exhibitionId, 'ids'), editionOnline))
    .orderBy(desc(exhibitionEditions.startDate), asc(exhibitionEditions.id))
    .prepare('exhibition_detail_editions'),
  periodicals: titlesSelect(db, periodicals, periodicalOnline).prepare('exhibition_detail_periodicals'),
  trips: titlesSelect(db, trips).prepare('exhibition_detail_trips'),
}));

/**
 * Full exhibition details of the given ids, in that order (duplicates once, unknown ids left out),
 * in either language: venue with coordinates, organiser, editions (online ones), tickets, periodicals, trips.
 * Five queries however many ids: one joined query for the fairs, their venues and organisers, then
 * one per list.
 */
export async function readExhibitions(db: Database, ids: readonly number[], today: Date) {
  const wanted = [...new Set(ids)];
  const statements = detailStatements(db);
  const rows = wanted.length === 0 ? [] : await statements.fairs.execute({ ids: wanted });
  if (rows.length === 0) return (): never[] => [];
  const found = { ids: rows.map((row) => row.id) };
  const [editionRows, ticketsIn, periodicalRows, tripRows] = await Promise.all([
    statements.editions.execute(found),
    readTicketsOfMany(db, found.ids, today),
    statements.periodicals.execute(found),
    statements.trips.execute(found),
  ]);
  const editionsOf = groupBy(editionRows, (e) => e.exhibitionId);
  const periodicalsOf = groupBy(periodicalRows, (p) => p.exhibitionId);
  const tripsOf = groupBy(tripRows, (t) => t.exhibitionId);
  return (locale: Locale) => {
    const ticketLists = ticketsIn(locale);
    const details = new Map(
      rows.map((row) => {
        const { full, venue, organiser } = row;
        return [
          row.id,
          {
            ...toSummary(row, locale, today),
            images: imageList(full.images),
            intro: pick(locale, full.introZh, full.introEn),
            scope: pick(locale, full.scopeZh, full.scopeEn),
            areaSqm: full.areaSqm,
            exhibitors: full.exhibitors,
            visitors: full.visitors,
            organiser: {
              id: organiser.id,
              name: pick(locale, organiser.nameZh, organiser.nameEn),
              website: organiser.website,
              email: organiser.email,
              logo: organiser.logo,
              online: !organiser.offline,
            },
            venue: {
              id: venue.id,
              name: pick(locale, venue.nameZh, venue.nameEn),
              address: pick(locale, venue.addressZh, venue.addressEn),
              lat: venue.lat,
              lng: venue.lng,
            },
            editions: (editionsOf.get(row.id) ?? []).map((e) => toEdition(e, locale)),
            tickets: ticketLists.get(row.id) ?? [],
            periodicals: (periodicalsOf.get(row.id) ?? []).map((p) => titled(p, locale)),
            trips: (tripsOf.get(row.id) ?? []).map((t) => titled(t, locale)),
            updatedAt: full.updatedAt.toISOString(),
            status: exhibitionStatus(full.status),
          },
        ] as const;
      }),
    );
    return wanted.flatMap((id) => details.get(id) ?? []);
  };
}

/** The full exhibition detail: venue with coordinates, organiser, editions, tickets, periodicals, trips. */
export async function getExhibition(db: Database, id: number, locale: Locale, today: Date) {
  const [detail] = (await readExhibitions(db, [id], today))(locale);
  if (detail === undefined) throw notFound('exhibition', id);
  return detail;
}

/** Answers not-found unless the exhibition exists. */
export async function assertExhibitionExists(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ id: exhibitions.id }).from(exhibitions).where(eq(exhibitions.id, id));
  if (row === undefined) throw notFound('exhibition', id);
}

/** The stored status of a fair as the contract spells it; anything unknown reads as scheduled. */
export function exhibitionStatus(value: string): 'scheduled' | 'postponed' | 'cancelled' {
  return value === 'postponed' || value === 'cancelled' ? value : 'scheduled';
}

/** An edition row as the contract shows it (editionSchema). */
function toEdition(e: typeof exhibitionEditions.$inferSelect, locale: Locale) {
  return {
    id: e.id,
    edition: e.edition,
    year: e.year,
    startDate: e.startDate,
    endDate: e.endDate,
    exhibitors: e.exhibitors,
    visitors: e.visitors,
    areaSqm: e.areaSqm,
    summary: pick(locale, e.summaryZh, e.summaryEn),
  };
}

/**
 * One edition of a recurring exhibition by its own id, with the exhibition it belongs to; not
 * found when an editor took it offline.
 */
export async function getEdition(db: Database, id: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(exhibitionEditions)
    .where(and(eq(exhibitionEditions.id, id), editionOnline));
  if (row === undefined) throw notFound('edition', id);
  return { ...toEdition(row, locale), exhibitionId: row.exhibitionId };
}

/**
 * Editions of the given ids as getEdition answers each, in that order (duplicates once, unknown
 * and offline ids left out), in either language. One query however many ids.
 */
export async function readEditions(db: Database, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(exhibitionEditions)
          .where(and(inArray(exhibitionEditions.id, wanted), editionOnline));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (locale: Locale) =>
    wanted.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [{ ...toEdition(row, locale), exhibitionId: row.exhibitionId }];
    });
}
