import { idParamsSchema } from '../../src/lib/contract/common.ts';
import { visaDetailSchema, visaListQuerySchema, visaPageSchema } from '../../src/lib/contract/visa.ts';
import { getVisa, listVisas } from '../domain/visas.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Visa products: the list with its filters and a visa with fees and documents. */
export const visaRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/visas',
    tag: 'visas',
    summary: 'Visa list: visaAreaId continent, areaId country, type, bizType consular district',
    auth: 'none',
    query: visaListQuerySchema,
    response: visaPageSchema,
    handler: ({ ctx, query, locale }) => listVisas(ctx.db, query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/visas/:id',
    tag: 'visas',
    summary: 'Visa detail with fees and required documents per applicant kind',
    auth: 'none',
    params: idParamsSchema,
    response: visaDetailSchema,
    handler: ({ ctx, params, locale }) => getVisa(ctx.db, params.id, locale),
  }),
];
