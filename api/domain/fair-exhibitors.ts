import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { fairExhibitors, halls, stands } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { hallEntrance, type StandPlace } from '../../src/lib/contract/visit-plan.ts';

// What the visit plan and the meetings read of the exhibitor directory (api/db/schema/exhibitors.ts):
// whether a company exhibits at a fair, and where its stand is. Halls carry no entrance, so a
// hall is entered where hallEntrance says (the middle of its top edge).

/** Whether the company has a stand at the fair. */
export async function companyExhibitsAt(
  db: Database,
  exhibitionId: number,
  companyId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: fairExhibitors.id })
    .from(fairExhibitors)
    .where(and(eq(fairExhibitors.exhibitionId, exhibitionId), eq(fairExhibitors.companyId, companyId)));
  return row !== undefined;
}

/** The stands of companies at fairs, keyed `${exhibitionId}:${companyId}`. */
export async function standPlaces(
  db: Database,
  pairs: readonly { exhibitionId: number; companyId: number }[],
  locale: Locale,
): Promise<Map<string, StandPlace>> {
  const places = new Map<string, StandPlace>();
  const fairIds = [...new Set(pairs.map((pair) => pair.exhibitionId))];
  if (fairIds.length === 0) return places;
  const wanted = new Set(pairs.map((pair) => `${String(pair.exhibitionId)}:${String(pair.companyId)}`));
  const rows = await db
    .select({
      exhibitionId: fairExhibitors.exhibitionId,
      companyId: fairExhibitors.companyId,
      standId: stands.id,
      code: stands.code,
      x: stands.xM,
      y: stands.yM,
      width: stands.widthM,
      depth: stands.depthM,
      hallId: halls.id,
      hallNumber: halls.number,
      hallZh: halls.nameZh,
      hallEn: halls.nameEn,
      hallWidth: halls.widthM,
      venueX: halls.venueXM,
      venueY: halls.venueYM,
    })
    .from(fairExhibitors)
    .innerJoin(stands, eq(stands.id, fairExhibitors.standId))
    .innerJoin(halls, eq(halls.id, stands.hallId))
    .where(inArray(fairExhibitors.exhibitionId, fairIds));
  for (const row of rows) {
    const key = `${String(row.exhibitionId)}:${String(row.companyId)}`;
    if (!wanted.has(key)) continue;
    places.set(key, {
      id: row.standId,
      code: row.code,
      hall: {
        id: row.hallId,
        number: row.hallNumber,
        name: pick(locale, row.hallZh, row.hallEn),
        position: { x: row.venueX, y: row.venueY },
        entrance: hallEntrance(row.hallWidth),
      },
      rect: { x: row.x, y: row.y, width: row.width, height: row.depth },
    });
  }
  return places;
}
