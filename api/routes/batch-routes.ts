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
import { readCompanies } from '../domain/companies.ts';
import { readEditions, readExhibitions } from '../domain/exhibition-details.ts';
import type { Localized } from '../domain/named.ts';
import { readNewsArticles } from '../domain/news.ts';
import { readPeriodicals, readPeriodicalsOfExhibitions } from '../domain/periodicals.ts';
import type { AppContext } from '../server/context.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { batchPaths } from '../../src/lib/contract/read-paths.ts';

const idsNote = 'in both locales (CN, EN), in the order of ids (1-100, comma-separated)';

/** The data of a batch: one read of the rows, answered in both API locales. */
function inBothLocales<T>(localized: Localized<T[]>): { CN: T[]; EN: T[] } {
  return { CN: localized('zh'), EN: localized('en') };
}

// Every batch answers the records of the ids asked for, as the detail endpoint answers each.
function batchRoute(route: {
  path: string;
  summary: string;
  response: z.ZodType;
  read: (ctx: AppContext, ids: number[]) => Promise<Localized<unknown[]>>;
}): AnyRoute {
  return defineRoute({
    method: 'get',
    path: route.path,
    tag: 'batch',
    summary: `${route.summary}, ${idsNote}; unknown ids left out`,
    auth: 'none',
    query: batchIdsQuerySchema,
    response: route.response,
    handler: async ({ ctx, query }) => inBothLocales(await route.read(ctx, query.ids)),
  });
}

/** Detail reads of up to 100 ids at once, each with a fixed number of queries, for the static export. */
export const batchRoutes: AnyRoute[] = [
  batchRoute({
    path: batchPaths.exhibitions,
    summary: 'Exhibition details as GET /api/exhibitions/{id} answers them',
    response: exhibitionBatchSchema,
    read: (ctx, ids) => readExhibitions(ctx.db, ids, ctx.now()),
  }),
  batchRoute({
    path: batchPaths.news,
    summary: 'Published news details as GET /api/news/{id} answers them',
    response: newsBatchSchema,
    read: (ctx, ids) => readNewsArticles(ctx.db, ids),
  }),
  batchRoute({
    path: batchPaths.companies,
    summary: 'Company details as GET /api/companies/{id} answers them',
    response: companyBatchSchema,
    read: (ctx, ids) => readCompanies(ctx.db, ids, ctx.now()),
  }),
  batchRoute({
    path: batchPaths.periodicals,
    summary: 'Periodical details as GET /api/periodicals/{id} answers them',
    response: periodicalBatchSchema,
    read: (ctx, ids) => readPeriodicals(ctx.db, ids),
  }),
  batchRoute({
    path: batchPaths.editions,
    summary: 'Editions of recurring exhibitions as GET /api/editions/{id} answers them',
    response: editionBatchSchema,
    read: (ctx, ids) => readEditions(ctx.db, ids),
  }),
  defineRoute({
    method: 'get',
    path: batchPaths.exhibitionPeriodicals,
    tag: 'batch',
    summary: `Page 1 of GET /api/periodicals?exhibitionId= at pageSize for each exhibition id, ${idsNote}; one record per id`,
    auth: 'none',
    query: exhibitionPeriodicalsBatchQuerySchema,
    response: exhibitionPeriodicalsBatchSchema,
    handler: async ({ ctx, query }) =>
      inBothLocales(await readPeriodicalsOfExhibitions(ctx.db, query.ids, query.pageSize)),
  }),
];
