import type { halls, stands } from '../db/schema.ts';
import { createRandom, seedFor, type Random } from './random.ts';
import type { WithId } from './seed-rows.ts';

// Floor plans of the venues: a few halls per venue side by side on the site plan, each filled with
// rows of stands between aisles. Stands are laid out in whole metres from the hall's top-left
// corner, so "inside the hall" and "no two overlap" hold by construction (seed-floorplans.test.ts).

/** The halls and stands of every venue. */
export interface FloorPlanSet {
  halls: WithId<typeof halls.$inferInsert>[];
  stands: WithId<typeof stands.$inferInsert>[];
}

/** The most halls a venue gets a plan for, whatever its hall count. */
export const maxPlannedHalls = 3;
/** Stands per hall, both inclusive. */
export const standsPerHall = { min: 20, max: 32 } as const;
/** Width of every aisle, and of the margin along the hall's walls. */
const aisle = 4;
/** Stands side by side before a cross aisle. */
const standsPerBlock = 4;
/** The gap between two halls on the site plan. */
const hallGap = 12;

interface Rect {
  x: number;
  y: number;
  width: number;
  depth: number;
}

/**
 * Rows of stands in a hall `width` metres wide, until `count` stands are placed; the hall's depth
 * is where the last row ends plus the wall margin.
 */
function layStands(random: Random, width: number, count: number): { rects: Rect[]; depth: number } {
  const standDepth = random.pick([6, 8, 9]);
  const rects: Rect[] = [];
  let y = aisle;
  let row = 0;
  while (rects.length < count) {
    let x = aisle;
    let inBlock = 0;
    for (;;) {
      const standWidth = random.pick([6, 6, 8, 9, 12]);
      if (x + standWidth > width - aisle || rects.length >= count) break;
      rects.push({ x, y, width: standWidth, depth: standDepth });
      x += standWidth;
      inBlock += 1;
      if (inBlock === standsPerBlock) {
        x += aisle;
        inBlock = 0;
      }
    }
    // Rows face each other in pairs, back to back; an aisle follows every pair.
    y += standDepth + (row % 2 === 1 ? aisle : 0);
    row += 1;
  }
  const last = rects.at(-1);
  const bottom = last === undefined ? y : last.y + last.depth;
  return { rects, depth: bottom + aisle };
}

/** The row letter of a stand: A for the hall's first row, then B, C, ... */
function rowLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** Halls with stands for every venue (at most `maxPlannedHalls` each). */
export function generateFloorPlans(venues: readonly { id: number; halls: number }[]): FloorPlanSet {
  const random = createRandom(seedFor('floorplans'));
  const out: FloorPlanSet = { halls: [], stands: [] };
  for (const venue of venues) {
    let venueX = 0;
    for (let number = 1; number <= Math.min(venue.halls, maxPlannedHalls); number++) {
      const hallId = out.halls.length + 1;
      const width = random.int(8, 12) * 10;
      const { rects, depth } = layStands(random, width, random.int(standsPerHall.min, standsPerHall.max));
      out.halls.push({
        id: hallId,
        pavilionId: venue.id,
        number,
        nameZh: `${String(number)}号馆`,
        nameEn: `Hall ${String(number)}`,
        widthM: width,
        depthM: depth,
        venueXM: venueX,
        venueYM: 0,
      });
      venueX += width + hallGap;
      const rows = [...new Set(rects.map((rect) => rect.y))];
      const inRow = new Map<number, number>();
      for (const rect of rects) {
        const place = (inRow.get(rect.y) ?? 0) + 1;
        inRow.set(rect.y, place);
        out.stands.push({
          id: out.stands.length + 1,
          hallId,
          code: `${String(number)}${rowLetter(rows.indexOf(rect.y))}${String(place).padStart(2, '0')}`,
          xM: rect.x,
          yM: rect.y,
          widthM: rect.width,
          depthM: rect.depth,
        });
      }
    }
  }
  return out;
}
