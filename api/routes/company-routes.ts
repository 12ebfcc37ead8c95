import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  companyDetailSchema,
  companyListQuerySchema,
  companyPageSchema,
  exhibitorPageSchema,
} from '../../src/lib/contract/content.ts';
import { pageQuerySchema } from '../../src/lib/contract/envelope.ts';
import { getCompany, listCompanies, listExhibitors } from '../domain/companies.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Companies: the list, a company, and the exhibitors of a fair. */
export const companyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/companies',
    tag: 'companies',
    summary: 'Companies by kind and industryId',
    auth: 'none',
    query: companyListQuerySchema,
    response: companyPageSchema,
    handler: ({ ctx, query, locale }) => listCompanies(ctx.db, query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/companies/:id',
    tag: 'companies',
    summary: 'Company with organised fairs, fairs it exhibits at and followers',
    auth: 'none',
    params: idParamsSchema,
    response: companyDetailSchema,
    handler: ({ ctx, params, locale }) => getCompany(ctx.db, params.id, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/exhibitions/:id/exhibitors',
    tag: 'companies',
    summary: 'Exhibitor list of a fair with booths (/exhibitors/{id}.html)',
    auth: 'none',
    params: idParamsSchema,
    query: pageQuerySchema,
    response: exhibitorPageSchema,
    handler: ({ ctx, params, query, locale }) => listExhibitors(ctx.db, params.id, query, locale),
  }),
];
