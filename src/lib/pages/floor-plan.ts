import type { ApiClient } from '../api/client.ts';
import { cacheTags } from '../contract/cache-tags.ts';
import { standCodeSchema, type FloorPlan, type PlanHall, type PlanStand } from '../contract/exhibitors.ts';
import { getFloorPlan } from '../endpoints/exhibitor-directory.ts';
import { standTextMatches } from '../map/floor-plan-search.ts';
import { parseListPage } from '../validate/route-params.ts';
import { hallEntrance } from '../contract/visit-plan.ts';
import { aisleGrid, type AisleGrid } from '../visit-plan/aisle-path.ts';
import { venueRoute } from '../visit-plan/walking-order.ts';
import { PageNotFoundError } from './load-page.ts';

// /pavilion/{id}/plan.html: a venue's halls with their stands. Query: `hall` shows one hall,
// `exhibition` whose exhibitors stand on it (default: the venue's current or next fair), `stands`
// the visitor's chosen stands ("where am I going", comma-separated codes: other features link
// here with them), `q` words that highlight stands by code or exhibitor. A junk number or an
// unknown hall is the 404 page; stand codes that are not codes are ignored.

/** The longest search text the plan keeps. */
const maxQueryLength = 60;
/** The most chosen stands a link carries. */
const maxChosenStands = 40;

/** What the plan's query asks for. */
export interface FloorPlanFilters {
  hall: number;
  exhibition: number;
  stands: string[];
  q: string;
}

/** A stand as the plan draws it: whether the search found it and whether the visitor chose it. */
interface DrawnStand extends PlanStand {
  match: boolean;
  chosen: boolean;
}

/** A hall as the plan draws it. */
export interface DrawnHall extends Omit<PlanHall, 'stands'> {
  stands: DrawnStand[];
}

/** A point of a hall's drawing, in the hall's metres. */
interface PlanPoint {
  x: number;
  y: number;
}

/** One stop of the walking route over the chosen stands. */
interface RouteStop {
  /** 1 for the first stand to visit. */
  position: number;
  stand: DrawnStand;
  hall: DrawnHall;
  /** Metres walked to it from the stop before (from the entrance for the first). */
  metres: number;
  /** Where the drawing puts the stop's number, in its hall's metres. */
  at: PlanPoint;
}

/** The walking route over the chosen stands, as the visit plan orders them (venueRoute). */
export interface PlanRoute {
  stops: RouteStop[];
  totalMetres: number;
  /** Per hall number: the lines of the route drawn in it (from or to its entrance when the route enters or leaves it). */
  lines: Map<number, PlanPoint[][]>;
  /** Per hall number: its entrance when the route passes it. */
  entrances: Map<number, PlanPoint>;
}

/** What the plan page shows. */
export interface FloorPlanPageData {
  plan: FloorPlan;
  filters: FloorPlanFilters;
  /** The halls shown (all, or the one asked for). */
  halls: DrawnHall[];
  /** The walking route over the chosen stands found on the plan (no stops when none is). */
  route: PlanRoute;
  /** Chosen codes the venue has no stand for. */
  missing: string[];
  /** How many stands the search found (in the halls shown). */
  matches: number;
}

/**
 * The plan's query; undefined when `hall` or `exhibition` is not a canonical positive integer.
 * @example parseFloorPlanQuery(new URLSearchParams('hall=2&stands=2B07,x,1A01')) // { hall: 2, exhibition: 0, stands: ['2B07', '1A01'], q: '' }
 */
export function parseFloorPlanQuery(query: URLSearchParams): FloorPlanFilters | undefined {
  const number = (name: string) => {
    const raw = query.get(name);
    return raw === null ? 0 : parseListPage(raw);
  };
  const hall = number('hall');
  const exhibition = number('exhibition');
  if (hall === undefined || exhibition === undefined) return undefined;
  const stands = [
    ...new Set(
      (query.get('stands') ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => standCodeSchema.safeParse(code).success),
    ),
  ].slice(0, maxChosenStands);
  const q = Array.from((query.get('q') ?? '').trim())
    .slice(0, maxQueryLength)
    .join('');
  return { hall, exhibition, stands, q };
}

/** Where a stop's number sits: a little above the stand's centre, so its code stays readable below it. */
function stopPoint(stand: DrawnStand): PlanPoint {
  return { x: stand.x + stand.width / 2, y: stand.y + stand.depth / 2 - 1 };
}

/**
 * The chosen stands in walking order (the visit plan's venueRoute over the venue's halls, a hall
 * known by its number) and the lines to draw: along the aisles from stop to stop inside a hall,
 * through the entrances between halls, from the first hall's entrance to the first stop.
 */
function walkRoute(chosen: readonly { stand: DrawnStand; hall: DrawnHall }[]): PlanRoute {
  const route = venueRoute(
    chosen.map((place) => ({
      key: place,
      hall: {
        id: place.hall.number,
        number: place.hall.number,
        position: { x: place.hall.venueX, y: place.hall.venueY },
        entrance: hallEntrance(place.hall.width),
      },
      rect: { x: place.stand.x, y: place.stand.y, width: place.stand.width, height: place.stand.depth },
    })),
  );
  const stops = route.stops.map((stop, index) => ({
    position: index + 1,
    stand: stop.key.stand,
    hall: stop.key.hall,
    metres: stop.metres,
    at: stopPoint(stop.key.stand),
  }));
  const lines = new Map<number, PlanPoint[][]>();
  const entrances = new Map<number, PlanPoint>();
  const halls = new Map(chosen.map(({ hall }) => [hall.number, hall] as const));
  const widths = new Map(chosen.map(({ hall }) => [hall.number, hall.width] as const));
  const grids = new Map<number, AisleGrid>();
  /** The stops of a hall joined along its aisles (aisle-path.ts). */
  const alongAisles = (number: number, points: PlanPoint[]): PlanPoint[] => {
    const drawn = halls.get(number);
    if (drawn === undefined) return points;
    let grid = grids.get(number);
    if (grid === undefined) {
      grid = aisleGrid(drawn.width, drawn.depth, drawn.stands);
      grids.set(number, grid);
    }
    const joined: PlanPoint[] = [];
    points.forEach((point, index) => {
      const next = points[index + 1];
      if (next === undefined) return;
      const leg = grid.path(point, next);
      joined.push(...(joined.length === 0 ? leg : leg.slice(1)));
    });
    return joined;
  };
  const entranceOf = (hall: number): PlanPoint => {
    const point = hallEntrance(widths.get(hall) ?? 0);
    entrances.set(hall, point);
    return point;
  };
  let hall = route.startHallId;
  let line: PlanPoint[] = hall === null ? [] : [entranceOf(hall)];
  const close = () => {
    if (hall !== null && line.length > 1)
      lines.set(hall, [...(lines.get(hall) ?? []), alongAisles(hall, line)]);
  };
  for (const stop of stops) {
    if (stop.hall.number !== hall) {
      if (hall !== null && line.length > 1) line.push(entranceOf(hall));
      close();
      hall = stop.hall.number;
      line = [entranceOf(hall)];
    }
    line.push(stop.at);
  }
  close();
  return { stops, totalMetres: route.totalMetres, lines, entrances };
}

/** Marks each stand as found and chosen, and collects the chosen ones in the order asked. */
function drawPlan(plan: FloorPlan, filters: FloorPlanFilters): Omit<FloorPlanPageData, 'plan' | 'filters'> {
  const chosenCodes = new Set(filters.stands);
  const all: DrawnHall[] = plan.halls.map((hall) => ({
    ...hall,
    stands: hall.stands.map((stand) => ({
      ...stand,
      match: standTextMatches(stand.code, stand.exhibitor?.company.name ?? '', filters.q),
      chosen: chosenCodes.has(stand.code),
    })),
  }));
  const found = new Map(
    all.flatMap((hall) => hall.stands.map((stand) => [stand.code, { stand, hall }] as const)),
  );
  const halls = filters.hall === 0 ? all : all.filter((hall) => hall.number === filters.hall);
  return {
    halls,
    route: walkRoute(filters.stands.flatMap((code) => found.get(code) ?? [])),
    missing: filters.stands.filter((code) => !found.has(code)),
    matches: halls.reduce((sum, hall) => sum + hall.stands.filter((stand) => stand.match).length, 0),
  };
}

/** Loads the venue's plan; an unknown hall (or venue, or a fair of another venue) is not found. */
export async function loadFloorPlanPage(
  api: ApiClient,
  pavilionId: string,
  filters: FloorPlanFilters,
): Promise<FloorPlanPageData> {
  const plan = await getFloorPlan(api, pavilionId, filters.exhibition);
  if (filters.hall > 0 && !plan.halls.some((hall) => hall.number === filters.hall))
    throw new PageNotFoundError('unknown hall');
  return { plan, filters, ...drawPlan(plan, filters) };
}

/** Cache tags of a plan page: the venue, its fair, the fair's directory and every company on it. */
export function floorPlanTags(data: FloorPlanPageData): string[] {
  const fair = data.plan.exhibition;
  const companies = new Set(
    data.plan.halls.flatMap((hall) => hall.stands.flatMap((stand) => stand.exhibitor?.company.id ?? [])),
  );
  return [
    cacheTags.pavilion(data.plan.pavilion.id),
    ...(fair === null ? [] : [cacheTags.exhibition(fair.id), cacheTags.exhibitors(fair.id)]),
    ...[...companies].map((id) => cacheTags.company(id)),
  ];
}
