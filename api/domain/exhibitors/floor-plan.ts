import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { FloorPlanQuery } from '../../../src/lib/contract/exhibitors.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import type { Database } from '../../db/database.ts';
import { companies, exhibitions, fairExhibitors, halls, pavilions, stands } from '../../db/schema.ts';
import { notFound } from '../../server/api-error.ts';
import { named } from '../named.ts';
import { companyOnline, fairOnline, venueOnline } from '../online.ts';

// A venue's floor plan: every hall with its stands, each stand with its exhibitor at one fair of
// the venue (the one asked for, else the current or next one, else the latest past one).

const fairColumns = {
  id: exhibitions.id,
  nameZh: exhibitions.nameZh,
  nameEn: exhibitions.nameEn,
  startDate: exhibitions.startDate,
  endDate: exhibitions.endDate,
};

/** The fair whose exhibitors the plan shows; an asked-for fair of another venue is not found. */
async function planFair(db: Database, pavilionId: number, asked: number, today: Date) {
  const atVenue = and(eq(exhibitions.pavilionId, pavilionId), fairOnline);
  if (asked > 0) {
    const [fair] = await db
      .select(fairColumns)
      .from(exhibitions)
      .where(and(atVenue, eq(exhibitions.id, asked)));
    if (fair === undefined) throw notFound('exhibition', asked);
    return fair;
  }
  const day = today.toISOString().slice(0, 10);
  const [next] = await db
    .select(fairColumns)
    .from(exhibitions)
    .where(and(atVenue, gte(exhibitions.endDate, day)))
    .orderBy(asc(exhibitions.startDate), asc(exhibitions.id))
    .limit(1);
  if (next !== undefined) return next;
  const [latest] = await db
    .select(fairColumns)
    .from(exhibitions)
    .where(and(atVenue, lt(exhibitions.endDate, day)))
    .orderBy(desc(exhibitions.endDate), desc(exhibitions.id))
    .limit(1);
  return latest;
}

/** The plan of a venue; an unknown or offline venue is not found. */
export async function readFloorPlan(
  db: Database,
  pavilionId: number,
  query: FloorPlanQuery,
  locale: Locale,
  today: Date,
) {
  const [venue] = await db
    .select({ id: pavilions.id, nameZh: pavilions.nameZh, nameEn: pavilions.nameEn })
    .from(pavilions)
    .where(and(eq(pavilions.id, pavilionId), venueOnline));
  if (venue === undefined) throw notFound('pavilion', pavilionId);
  const fair = await planFair(db, venue.id, query.exhibition, today);
  const [hallRows, standRows, exhibitorRows] = await Promise.all([
    db.select().from(halls).where(eq(halls.pavilionId, venue.id)).orderBy(asc(halls.number)),
    db
      .select({ stand: stands })
      .from(stands)
      .innerJoin(halls, eq(halls.id, stands.hallId))
      .where(eq(halls.pavilionId, venue.id))
      .orderBy(asc(stands.code)),
    fair === undefined
      ? Promise.resolve([])
      : db
          .select({
            id: fairExhibitors.id,
            standId: fairExhibitors.standId,
            companyId: companies.id,
            nameZh: companies.nameZh,
            nameEn: companies.nameEn,
          })
          .from(fairExhibitors)
          .innerJoin(companies, eq(companies.id, fairExhibitors.companyId))
          // An offline company's stand shows empty: its page answers 404.
          .where(and(eq(fairExhibitors.exhibitionId, fair.id), companyOnline)),
  ]);
  const onStand = new Map(exhibitorRows.map((row) => [row.standId, row]));
  return {
    pavilion: named(locale, venue),
    exhibition:
      fair === undefined
        ? null
        : {
            id: fair.id,
            name: pick(locale, fair.nameZh, fair.nameEn),
            startDate: fair.startDate,
            endDate: fair.endDate,
          },
    halls: hallRows.map((hall) => ({
      number: hall.number,
      name: pick(locale, hall.nameZh, hall.nameEn),
      width: hall.widthM,
      depth: hall.depthM,
      venueX: hall.venueXM,
      venueY: hall.venueYM,
      stands: standRows
        .filter((row) => row.stand.hallId === hall.id)
        .map(({ stand }) => {
          const exhibitor = onStand.get(stand.id);
          return {
            code: stand.code,
            x: stand.xM,
            y: stand.yM,
            width: stand.widthM,
            depth: stand.depthM,
            exhibitor:
              exhibitor === undefined
                ? null
                : {
                    id: exhibitor.id,
                    company: {
                      id: exhibitor.companyId,
                      name: pick(locale, exhibitor.nameZh, exhibitor.nameEn),
                    },
                  },
          };
        }),
    })),
  };
}
