import { idParamsSchema } from '../../src/lib/contract/common.ts';
import { tripListQuerySchema, tripPageSchema, tripSchema } from '../../src/lib/contract/content.ts';
import { getTrip, listTrips } from '../domain/trips.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Group trips to fairs: the list and one trip with its itinerary. */
export const tripRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/trips',
    tag: 'trips',
    summary: 'Group trips, soonest first: exhibitionId',
    auth: 'none',
    query: tripListQuerySchema,
    response: tripPageSchema,
    handler: ({ ctx, query, locale }) => listTrips(ctx.db, query, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/trips/:id',
    tag: 'trips',
    summary: 'Group trip with itinerary and remaining places',
    auth: 'none',
    params: idParamsSchema,
    response: tripSchema,
    handler: ({ ctx, params, locale }) => getTrip(ctx.db, params.id, locale, ctx.now()),
  }),
];
