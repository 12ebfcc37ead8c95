// The walking order of a visit plan: which stand to visit first, second, ... so that a buyer who
// starts at the venue's entrance walks the fewest metres. Stands sit in halls; a hall has a
// position in the venue and an entrance, a stand a rectangle in its hall's metres. Walking inside
// a hall follows the aisles (rectilinear distance between stand fronts); going to another hall
// means leaving by this hall's entrance, crossing the venue and entering by the other's. The tour
// is built nearest-neighbour first and then improved by 2-opt (reversing a stretch of the route
// while that shortens it); the route is open: it ends at the last stand, not back at the start.

/** A point in metres. */
interface Point {
  x: number;
  y: number;
}

/** A rectangle in metres: its top-left corner and its size. */
interface Rect extends Point {
  width: number;
  height: number;
}

/** A hall: where it lies in the venue and where its entrance is (in the hall's own metres). */
export interface HallLayout {
  id: number;
  /** The hall's top-left corner in the venue's metres. */
  position: Point;
  /** The entrance in the hall's metres; the hall's top-left corner when unknown. */
  entrance?: Point | undefined;
}

/** A stand to visit: an opaque key, its hall and its rectangle in that hall's metres. */
export interface PlannedStand<Key> {
  key: Key;
  hallId: number;
  rect: Rect;
}

/** One stop of the route: the stand and the metres walked to it from the stop before. */
interface RouteStop<Key> {
  key: Key;
  hallId: number;
  /** Metres from the previous stop (from the entrance for the first). */
  metres: number;
}

/** The route: the stops in walking order and the metres walked in all. */
export interface WalkingRoute<Key> {
  stops: RouteStop<Key>[];
  totalMetres: number;
}

/** A stand with its hall as the venue places it (a hall's entrance null when its plan names none). */
export interface VenueStand<Key> {
  key: Key;
  hall: { id: number; number: number; position: Point; entrance: Point | null };
  rect: Rect;
}

interface Node {
  hallId: number;
  /** The stand's centre in its hall's metres. */
  local: Point;
}

function manhattan(a: Point, b: Point): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

function centre(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/**
 * The walking distance between two places of the venue (symmetric, so 2-opt may reverse
 * stretches): along the aisles inside one hall, through both entrances between two halls.
 */
function distanceWith(halls: ReadonlyMap<number, HallLayout>): (a: Node, b: Node) => number {
  const entranceOf = (hallId: number): Point => halls.get(hallId)?.entrance ?? { x: 0, y: 0 };
  const venuePoint = (hallId: number, local: Point): Point => {
    const position = halls.get(hallId)?.position ?? { x: 0, y: 0 };
    return { x: position.x + local.x, y: position.y + local.y };
  };
  return (a, b) => {
    if (a.hallId === b.hallId) return manhattan(a.local, b.local);
    const exitA = entranceOf(a.hallId);
    const entryB = entranceOf(b.hallId);
    return (
      manhattan(a.local, exitA) +
      Math.hypot(
        venuePoint(a.hallId, exitA).x - venuePoint(b.hallId, entryB).x,
        venuePoint(a.hallId, exitA).y - venuePoint(b.hallId, entryB).y,
      ) +
      manhattan(entryB, b.local)
    );
  };
}

function nearestNeighbour(count: number, cost: (i: number, j: number) => number): number[] {
  // Index 0 is the start; 1..count are the stands.
  const order = [0];
  const left = new Set(Array.from({ length: count }, (_, i) => i + 1));
  let current = 0;
  while (left.size > 0) {
    let best = -1;
    let bestCost = Infinity;
    for (const candidate of left) {
      const c = cost(current, candidate);
      // Ties go to the lower index, so equal plans give equal routes.
      if (c < bestCost - 1e-9 || (Math.abs(c - bestCost) <= 1e-9 && candidate < best)) {
        best = candidate;
        bestCost = c;
      }
    }
    order.push(best);
    left.delete(best);
    current = best;
  }
  return order;
}

/** 2-opt on an open path whose first element stays put: reverse order[i..j] while that shortens it. */
function twoOpt(order: number[], cost: (i: number, j: number) => number): number[] {
  const route = [...order];
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < route.length - 1; i += 1) {
      for (let j = i + 1; j < route.length; j += 1) {
        const before = route[i - 1] ?? 0;
        const first = route[i] ?? 0;
        const last = route[j] ?? 0;
        const after = route[j + 1];
        const removed = cost(before, first) + (after === undefined ? 0 : cost(last, after));
        const added = cost(before, last) + (after === undefined ? 0 : cost(first, after));
        if (added < removed - 1e-9) {
          route.splice(i, j - i + 1, ...route.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return route;
}

/**
 * The order in which to walk to `stands`, starting at the entrance of `startHallId` (the first
 * stand's hall when not given), with the metres of each leg rounded to whole metres.
 * @example walkingOrder([{ key: 'a', hallId: 1, rect: { x: 10, y: 0, width: 2, height: 2 } }], [{ id: 1, position: { x: 0, y: 0 } }]) // { stops: [{ key: 'a', hallId: 1, metres: 12 }], totalMetres: 12 }
 */
export function walkingOrder<Key>(
  stands: readonly PlannedStand<Key>[],
  halls: readonly HallLayout[],
  startHallId?: number,
): WalkingRoute<Key> {
  const first = stands[0];
  if (first === undefined) return { stops: [], totalMetres: 0 };
  const hallMap = new Map(halls.map((hall) => [hall.id, hall]));
  const startHall = startHallId ?? first.hallId;
  const start: Node = { hallId: startHall, local: hallMap.get(startHall)?.entrance ?? { x: 0, y: 0 } };
  const nodes: Node[] = [
    start,
    ...stands.map((stand) => ({ hallId: stand.hallId, local: centre(stand.rect) })),
  ];
  const distance = distanceWith(hallMap);
  const matrix = nodes.map((a) => nodes.map((b) => distance(a, b)));
  const cost = (i: number, j: number): number => matrix[i]?.[j] ?? 0;
  const order = twoOpt(nearestNeighbour(stands.length, cost), cost);
  const stops = order.slice(1).map((index, k) => {
    const stand = stands[index - 1] ?? first;
    return { key: stand.key, hallId: stand.hallId, metres: Math.round(cost(order[k] ?? 0, index)) };
  });
  // The total is the sum of the legs as shown, so the page's figures add up.
  return { stops, totalMetres: stops.reduce((sum, stop) => sum + stop.metres, 0) };
}

/**
 * The route over stands of one venue, the one walking order of the portal (the visit plan, its PDF
 * and calendar, and the route drawn on the hall plan): from the entrance of the lowest-numbered
 * hall among them. The stands are first put in a fixed order (hall number, then top to bottom,
 * left to right), so the same stands give the same route whatever order they come in.
 */
export function venueRoute<Key>(
  stands: readonly VenueStand<Key>[],
): WalkingRoute<Key> & { startHallId: number | null } {
  const sorted = [...stands].sort(
    (a, b) =>
      a.hall.number - b.hall.number || a.hall.id - b.hall.id || a.rect.y - b.rect.y || a.rect.x - b.rect.x,
  );
  const halls = new Map(sorted.map((stand) => [stand.hall.id, stand.hall] as const));
  const startHallId = sorted[0]?.hall.id ?? null;
  const route = walkingOrder(
    sorted.map((stand) => ({ key: stand.key, hallId: stand.hall.id, rect: stand.rect })),
    [...halls.values()].map((hall) => ({
      id: hall.id,
      position: hall.position,
      entrance: hall.entrance ?? undefined,
    })),
    startHallId ?? undefined,
  );
  return { ...route, startHallId };
}
