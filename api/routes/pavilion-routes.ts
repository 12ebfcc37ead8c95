import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  pavilionDetailSchema,
  pavilionListQuerySchema,
  pavilionPageSchema,
} from '../../src/lib/contract/pavilion.ts';
import { getPavilion, listPavilions } from '../domain/pavilions.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Convention centres: the venue list with its filters and a venue with its next fairs. */
export const pavilionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/pavilions',
    tag: 'pavilions',
    summary:
      'Convention centres: g continent, p country, c city; f, s, t keep venues hosting a matching fair',
    auth: 'none',
    query: pavilionListQuerySchema,
    response: pavilionPageSchema,
    handler: ({ ctx, query, locale }) => listPavilions(ctx.db, query, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/pavilions/:id',
    tag: 'pavilions',
    summary: 'Convention centre with address, coordinates and upcoming fairs',
    auth: 'none',
    params: idParamsSchema,
    response: pavilionDetailSchema,
    handler: ({ ctx, params, locale }) => getPavilion(ctx.db, params.id, locale, ctx.now()),
  }),
];
