import type { z } from 'zod';
import {
  batchIdsQuerySchema,
  companyBatchSchema,
  editionBatchSchema,
  exhibitionBatchSchema,
  exhibitionPeriodicalsBatchQuerySchema,
  exhibitionPeriodicalsBatchSchema,
  newsBatchSchema,
  periodicalBatchSchema,
} from '../../src/lib/contract/batch.ts';
import { getCompanies } from '../domain/companies.ts';
import { getPeriodicals, listPeriodicalsOfExhibitions } from '../domain/periodicals.ts';
import { getEditions, getExhibitions } from '../domain/exhibition-details.ts';
import { getNewsArticles } from '../domain/news.ts';
import type { AppContext } from '../server/context.ts';
import type { Locale } from '../../src/lib/contract/locale.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

const idsNote = 'in the order of ids (1-100, comma-separated); unknown ids left out';

// Every batch answers the records of the ids asked for, as the detail endpoint answers each.
function batchRoute(route: {
  path: string;
  summary: string;
  response: z.ZodType;
  read: (ctx: AppContext, ids: number[], locale: Locale) => Promise<unknown[]>;
}): AnyRoute {
  return defineRoute({
    method: 'get',
    path: route.path,
    tag: 'batch',
    summary: `${route.summary}, ${idsNote}`,
    auth: 'none',
    query: batchIdsQuerySchema,
    response: route.response,
    handler: async ({ ctx, query, locale }) => ({ records: await route.read(ctx, query.ids, locale) }),
  });
}

/** Detail reads of up to 100 ids at once, each with a fixed number of queries, for the static export. */
export const batchRoutes: AnyRoute[] = [
  batchRoute({
    path: '/api/batch/exhibitions',
    summary: 'Exhibition details as GET /api/exhibitions/{id} answers them',
    response: exhibitionBatchSchema,
    read: (ctx, ids, locale) => getExhibitions(ctx.db, ids, locale, ctx.now()),
  }),
  batchRoute({
    path: '/api/batch/news',
    summary: 'Published news details as GET /api/news/{id} answers them',
    response: newsBatchSchema,
    read: (ctx, ids, locale) => getNewsArticles(ctx.db, ids, locale),
  }),
  batchRoute({
    path: '/api/batch/companies',
    summary: 'Company details as GET /api/companies/{id} answers them',
    response: companyBatchSchema,
    read: (ctx, ids, locale) => getCompanies(ctx.db, ids, locale, ctx.now()),
  }),
  batchRoute({
    path: '/api/batch/periodicals',
    summary: 'Periodical details as GET /api/periodicals/{id} answers them',
    response: periodicalBatchSchema,
    read: (ctx, ids, locale) => getPeriodicals(ctx.db, ids, locale),
  }),
  batchRoute({
    path: '/api/batch/editions',
    summary: 'Editions of recurring exhibitions as GET /api/editions/{id} answers them',
    response: editionBatchSchema,
    read: (ctx, ids, locale) => getEditions(ctx.db, ids, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/batch/exhibition-periodicals',
    tag: 'batch',
    summary: `Page 1 of GET /api/periodicals?exhibitionId= at pageSize for each exhibition id, ${idsNote.replace('unknown ids left out', 'one record per id')}`,
    auth: 'none',
    query: exhibitionPeriodicalsBatchQuerySchema,
    response: exhibitionPeriodicalsBatchSchema,
    handler: async ({ ctx, query, locale }) => ({
      records: await listPeriodicalsOfExhibitions(ctx.db, query.ids, query.pageSize, locale),
    }),
  }),
];
