import { describe, expect, it } from 'vitest';
import type { VisitPlanItem } from '../contract/visit-plan.ts';
import { planRoute } from './plan-route.ts';

function item(id: number, hallNumber: number | null, x = 0): VisitPlanItem {
  return {
    id,
    company: { id: id * 10, name: `Company ${String(id)}` },
    stand:
      hallNumber === null
        ? null
        : {
            id: id * 100,
            code: `${String(hallNumber)}A0${String(id)}`,
            hall: {
              id: hallNumber + 40,
              number: hallNumber,
              name: `Hall ${String(hallNumber)}`,
              position: { x: (hallNumber - 1) * 120, y: 0 },
              entrance: { x: 50, y: 0 },
            },
            rect: { x, y: 10, width: 4, height: 4 },
          },
  };
}

describe('planRoute', () => {
  it('walks the lowest-numbered hall first, then the next, unplaced companies last', () => {
    const { visits, totalMetres } = planRoute({
      items: [item(1, 2, 48), item(2, null), item(3, 1, 60), item(4, 1, 20)],
    });
    expect(visits.map((visit) => visit.item.id)).toEqual([3, 4, 1, 2]);
    expect(visits.map((visit) => visit.position)).toEqual([1, 2, 3, 4]);
    expect(visits[3]?.metres).toBeNull();
    expect(totalMetres).toBe(visits.reduce((sum, visit) => sum + (visit.metres ?? 0), 0));
    expect(visits[0]?.metres).toBe(24);
  });

  it('answers an empty route for a plan without stands', () => {
    expect(planRoute({ items: [] })).toEqual({ visits: [], totalMetres: 0 });
  });
});
