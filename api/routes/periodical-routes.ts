import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  periodicalDetailSchema,
  periodicalListQuerySchema,
  periodicalPageSchema,
} from '../../src/lib/contract/content.ts';
import { getPeriodical, listPeriodicals } from '../domain/periodicals.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Periodicals and exhibitor directories: the list and one with its exhibitors. */
export const periodicalRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/periodicals',
    tag: 'periodicals',
    summary: 'Periodicals and exhibitor directories: exhibitionId, kind',
    auth: 'none',
    query: periodicalListQuerySchema,
    response: periodicalPageSchema,
    handler: ({ ctx, query, locale }) => listPeriodicals(ctx.db, query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/periodicals/:id',
    tag: 'periodicals',
    summary: 'Periodical with its exhibitors and booths',
    auth: 'none',
    params: idParamsSchema,
    response: periodicalDetailSchema,
    handler: ({ ctx, params, locale }) => getPeriodical(ctx.db, params.id, locale),
  }),
];
