import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  directoryQuerySchema,
  directorySchema,
  floorPlanQuerySchema,
  floorPlanSchema,
} from '../../src/lib/contract/exhibitors.ts';
import { readDirectory } from '../domain/exhibitors/directory.ts';
import { readFloorPlan } from '../domain/exhibitors/floor-plan.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Who exhibits what and where: a fair's exhibitor directory and a venue's floor plan. */
export const exhibitorDirectoryRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/exhibitions/:id/directory',
    tag: 'companies',
    summary:
      'Exhibitor directory of a fair: category tree, halls and countries with counts, one page filtered by category, hall, country and q (/exhibitors/{id}.html)',
    auth: 'none',
    params: idParamsSchema,
    query: directoryQuerySchema,
    response: directorySchema,
    handler: ({ ctx, params, query, locale }) => readDirectory(ctx.db, params.id, query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/pavilions/:id/plan',
    tag: 'pavilions',
    summary:
      "Floor plan of a venue: halls and stands in the hall's metres, each stand with its exhibitor at the venue's current or next fair (else the latest), or at ?exhibition= (404 for a fair of another venue; /pavilion/{id}/plan.html)",
    auth: 'none',
    params: idParamsSchema,
    query: floorPlanQuerySchema,
    response: floorPlanSchema,
    handler: ({ ctx, params, query, locale }) => readFloorPlan(ctx.db, params.id, query, locale, ctx.now()),
  }),
];
