import {
  batchIdsQuerySchema,
  companyBatchSchema,
  exhibitionBatchSchema,
  newsBatchSchema,
  periodicalBatchSchema,
} from '../../src/lib/contract/batch.ts';
import { getCompanies, getPeriodicals } from '../domain/companies.ts';
import { getExhibitions } from '../domain/exhibition-details.ts';
import { getNewsArticles } from '../domain/news.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

const idsNote = 'in the order of ids (1-100, comma-separated); unknown ids left out';

/** Detail reads of up to 100 ids at once, each with a fixed number of queries, for the static export. */
export const batchRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/batch/exhibitions',
    tag: 'batch',
    summary: `Exhibition details as GET /api/exhibitions/{id} answers them, ${idsNote}`,
    auth: 'none',
    query: batchIdsQuerySchema,
    response: exhibitionBatchSchema,
    handler: async ({ ctx, query, locale }) => ({
      records: await getExhibitions(ctx.db, query.ids, locale, ctx.now()),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/batch/news',
    tag: 'batch',
    summary: `Published news details as GET /api/news/{id} answers them, ${idsNote}`,
    auth: 'none',
    query: batchIdsQuerySchema,
    response: newsBatchSchema,
    handler: async ({ ctx, query, locale }) => ({
      records: await getNewsArticles(ctx.db, query.ids, locale),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/batch/companies',
    tag: 'batch',
    summary: `Company details as GET /api/companies/{id} answers them, ${idsNote}`,
    auth: 'none',
    query: batchIdsQuerySchema,
    response: companyBatchSchema,
    handler: async ({ ctx, query, locale }) => ({
      records: await getCompanies(ctx.db, query.ids, locale, ctx.now()),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/batch/periodicals',
    tag: 'batch',
    summary: `Periodical details as GET /api/periodicals/{id} answers them, ${idsNote}`,
    auth: 'none',
    query: batchIdsQuerySchema,
    response: periodicalBatchSchema,
    handler: async ({ ctx, query, locale }) => ({
      records: await getPeriodicals(ctx.db, query.ids, locale),
    }),
  }),
];
