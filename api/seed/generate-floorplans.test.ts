import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate-catalogue.ts';
import { maxPlannedHalls, standsPerHall } from './generate-floorplans.ts';

const catalogue = generateCatalogue(1, '2026-06-01');
const { halls, stands } = catalogue.floorPlans;
const hallById = new Map(halls.map((hall) => [hall.id, hall]));

describe('generateFloorPlans', () => {
  it('plans every venue with up to its hall count of halls, side by side on the site plan', () => {
    for (const venue of catalogue.pavilions) {
      const own = halls.filter((hall) => hall.pavilionId === venue.id);
      expect(own.map((hall) => hall.number)).toEqual(
        Array.from({ length: Math.min(venue.halls, maxPlannedHalls) }, (_, i) => i + 1),
      );
      own.slice(1).forEach((hall, i) => {
        const before = own[i];
        expect(before).toBeDefined();
        if (before !== undefined) expect(hall.venueXM).toBeGreaterThan(before.venueXM + before.widthM);
      });
    }
  });

  it('puts every stand inside its hall', () => {
    for (const stand of stands) {
      const hall = hallById.get(stand.hallId);
      expect(hall, stand.code).toBeDefined();
      if (hall === undefined) continue;
      expect(stand.xM).toBeGreaterThanOrEqual(0);
      expect(stand.yM).toBeGreaterThanOrEqual(0);
      expect(stand.xM + stand.widthM).toBeLessThanOrEqual(hall.widthM);
      expect(stand.yM + stand.depthM).toBeLessThanOrEqual(hall.depthM);
    }
  });

  it('lets no two stands of a hall overlap and gives each a code unique in its venue', () => {
    const byHall = Map.groupBy(stands, (stand) => stand.hallId);
    for (const [hallId, own] of byHall) {
      expect(own.length).toBeGreaterThanOrEqual(standsPerHall.min);
      expect(own.length).toBeLessThanOrEqual(standsPerHall.max);
      for (const [i, a] of own.entries())
        for (const b of own.slice(i + 1)) {
          const apart =
            a.xM + a.widthM <= b.xM ||
            b.xM + b.widthM <= a.xM ||
            a.yM + a.depthM <= b.yM ||
            b.yM + b.depthM <= a.yM;
          expect(apart, `${a.code} and ${b.code} in hall ${String(hallId)}`).toBe(true);
        }
    }
    const byVenue = Map.groupBy(stands, (stand) => hallById.get(stand.hallId)?.pavilionId ?? 0);
    for (const own of byVenue.values()) expect(new Set(own.map((s) => s.code)).size).toBe(own.length);
  });
});

describe('generateFairExhibitors', () => {
  const { exhibitors, exhibitorCategories, categories } = catalogue.fairExhibitors;
  const standById = new Map(stands.map((stand) => [stand.id, stand]));
  const fairById = new Map(catalogue.exhibitions.exhibitions.map((fair) => [fair.id, fair]));

  it("puts every exhibitor on an existing stand of its fair's venue, one exhibitor per stand", () => {
    expect(exhibitors.length).toBeGreaterThan(0);
    for (const exhibitor of exhibitors) {
      const stand = standById.get(exhibitor.standId);
      expect(stand, `stand of exhibitor ${String(exhibitor.id)}`).toBeDefined();
      const venue = hallById.get(stand?.hallId ?? 0)?.pavilionId;
      expect(venue).toBe(fairById.get(exhibitor.exhibitionId)?.pavilionId);
    }
    const taken = exhibitors.map((e) => `${String(e.exhibitionId)}:${String(e.standId)}`);
    expect(new Set(taken).size).toBe(taken.length);
  });

  it("links every exhibitor to categories of its fair's industry", () => {
    const categoryById = new Map(categories.map((category) => [category.id, category]));
    const exhibitorById = new Map(exhibitors.map((exhibitor) => [exhibitor.id, exhibitor]));
    for (const link of exhibitorCategories) {
      const exhibitor = exhibitorById.get(link.fairExhibitorId);
      const fair = fairById.get(exhibitor?.exhibitionId ?? 0);
      expect(categoryById.get(link.categoryId)?.industryId).toBe(fair?.industryId);
    }
    expect(new Set(exhibitorCategories.map((link) => link.fairExhibitorId)).size).toBe(exhibitors.length);
  });

  it('names every category and profile in both languages', () => {
    for (const row of [
      ...categories.map((c) => [c.nameZh, c.nameEn]),
      ...exhibitors.map((e) => [e.profileZh, e.profileEn]),
    ]) {
      expect(row[0]).toMatch(/[\u4e00-\u9fff]/);
      expect(row[1]).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
