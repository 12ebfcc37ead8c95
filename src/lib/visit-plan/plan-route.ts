import type { VisitPlan, VisitPlanItem } from '../contract/visit-plan.ts';
import { venueRoute } from './walking-order.ts';

// A fair's visit plan in walking order: the placed stands as the route walks them (from the
// entrance of the hall with the lowest number among the plan's halls), then the companies the
// fair has not placed yet, in the order they were added.

/** One visit of the route: the planned item, its place in the order and the metres walked to it (null: not placed). */
export interface RouteVisit {
  item: VisitPlanItem;
  position: number;
  metres: number | null;
}

/** The plan's visits in walking order and the metres of the whole walk. */
export function planRoute(plan: Pick<VisitPlan, 'items'>): { visits: RouteVisit[]; totalMetres: number } {
  const route = venueRoute(
    plan.items.flatMap((item) =>
      item.stand === null ? [] : [{ key: item, hall: item.stand.hall, rect: item.stand.rect }],
    ),
  );
  const visits: RouteVisit[] = route.stops.map((stop, index) => ({
    item: stop.key,
    position: index + 1,
    metres: stop.metres,
  }));
  for (const item of plan.items)
    if (item.stand === null) visits.push({ item, position: visits.length + 1, metres: null });
  return { visits, totalMetres: route.totalMetres };
}
