import type { ApiClient } from '../api/client.ts';
import { cacheTags } from '../contract/cache-tags.ts';
import { standCodeSchema, type FloorPlan, type PlanHall, type PlanStand } from '../contract/exhibitors.ts';
import { getFloorPlan } from '../endpoints/exhibitor-directory.ts';
import { standTextMatches } from '../map/floor-plan-search.ts';
import { parseListPage } from '../validate/route-params.ts';
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
export interface DrawnStand extends PlanStand {
  match: boolean;
  chosen: boolean;
}

/** A hall as the plan draws it. */
export interface DrawnHall extends Omit<PlanHall, 'stands'> {
  stands: DrawnStand[];
}

/** What the plan page shows. */
export interface FloorPlanPageData {
  plan: FloorPlan;
  filters: FloorPlanFilters;
  /** The halls shown (all, or the one asked for). */
  halls: DrawnHall[];
  /** The chosen stands found on the plan, in the order asked, with their hall. */
  chosen: { stand: DrawnStand; hall: DrawnHall }[];
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

/** Marks each stand as found and chosen, and collects the chosen ones in the order asked. */
export function drawPlan(
  plan: FloorPlan,
  filters: FloorPlanFilters,
): Omit<FloorPlanPageData, 'plan' | 'filters'> {
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
    chosen: filters.stands.flatMap((code) => found.get(code) ?? []),
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
