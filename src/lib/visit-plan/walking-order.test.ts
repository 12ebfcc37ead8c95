import { describe, expect, it } from 'vitest';
import { walkingOrder, type HallLayout, type PlannedStand } from './walking-order.ts';

// Two halls side by side: hall 1 at the venue's origin, hall 2 one hundred metres east, both
// entered at their top-left corner.
const halls: HallLayout[] = [
  { id: 1, position: { x: 0, y: 0 }, entrance: { x: 0, y: 0 } },
  { id: 2, position: { x: 100, y: 0 }, entrance: { x: 0, y: 0 } },
];

function stand(key: string, hallId: number, x: number, y: number): PlannedStand<string> {
  return { key, hallId, rect: { x: x - 1, y: y - 1, width: 2, height: 2 } };
}

/** Every order of the stands, for checking small plans against the best possible route. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('walkingOrder', () => {
  it('answers an empty route for an empty plan', () => {
    expect(walkingOrder([], halls)).toEqual({ stops: [], totalMetres: 0 });
  });

  it('walks one hall before the next instead of crossing back and forth', () => {
    const stands = [
      stand('B1', 2, 10, 10),
      stand('A1', 1, 10, 10),
      stand('B2', 2, 20, 10),
      stand('A2', 1, 20, 10),
    ];
    const route = walkingOrder(stands, halls, 1);
    expect(route.stops.map((stop) => stop.key)).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(route.stops.map((stop) => stop.hallId)).toEqual([1, 1, 2, 2]);
  });

  it('measures each leg along the aisles and between halls through their entrances', () => {
    const route = walkingOrder([stand('A', 1, 10, 10), stand('B', 2, 5, 5)], halls, 1);
    // Entrance to A: 10 + 10. A back to hall 1's entrance (20), across to hall 2's (100), to B (10).
    expect(route.stops).toEqual([
      { key: 'A', hallId: 1, metres: 20 },
      { key: 'B', hallId: 2, metres: 130 },
    ]);
    expect(route.totalMetres).toBe(150);
  });

  it('improves a nearest-neighbour tour with 2-opt where greedy steps cost more', () => {
    // Greedy from the entrance takes the close stand at x=2 first, then must come back past the
    // entrance; the best open route runs along the row in one direction.
    const stands = [stand('far-east', 1, 30, 1), stand('west', 1, 1, 1), stand('east', 1, 4, 1)];
    const hall: HallLayout[] = [{ id: 1, position: { x: 0, y: 0 }, entrance: { x: 3, y: 1 } }];
    const route = walkingOrder(stands, hall);
    const bruteForce = Math.min(
      ...permutations([1, 30, 4]).map((xs) =>
        xs.reduce((sum, x, i) => sum + Math.abs(x - (i === 0 ? 3 : (xs[i - 1] ?? 0))), 0),
      ),
    );
    expect(route.totalMetres).toBe(bruteForce);
  });

  it('finds the best route of small plans (checked against every order)', () => {
    const stands = [
      stand('a', 1, 40, 5),
      stand('b', 2, 3, 30),
      stand('c', 1, 5, 35),
      stand('d', 2, 45, 2),
      stand('e', 1, 22, 18),
      stand('f', 2, 12, 12),
    ];
    const route = walkingOrder(stands, halls, 1);
    expect(new Set(route.stops.map((stop) => stop.key))).toEqual(new Set(['a', 'b', 'c', 'd', 'e', 'f']));
    const best = Math.min(...permutations(stands).map((order) => routeLength(order)));
    // Legs are rounded to whole metres, so the route may differ from the best by rounding only.
    expect(Math.abs(route.totalMetres - best)).toBeLessThanOrEqual(stands.length);
  });

  it('starts at the first stand’s hall when no start hall is given and keeps each key once', () => {
    const route = walkingOrder([stand('x', 2, 1, 1), stand('y', 1, 1, 1)], halls);
    expect(route.stops[0]?.key).toBe('x');
    expect(route.stops).toHaveLength(2);
  });
});

/** The length of an open route from hall 1's entrance, measured independently of the module. */
function routeLength(order: readonly PlannedStand<string>[]): number {
  const at = (s: PlannedStand<string>) => ({ hall: s.hallId, x: s.rect.x + 1, y: s.rect.y + 1 });
  let here = { hall: 1, x: 0, y: 0 };
  let total = 0;
  for (const next of order.map(at)) {
    if (here.hall === next.hall) total += Math.abs(here.x - next.x) + Math.abs(here.y - next.y);
    else total += here.x + here.y + Math.abs((here.hall - next.hall) * 100) + next.x + next.y;
    here = next;
  }
  return total;
}
