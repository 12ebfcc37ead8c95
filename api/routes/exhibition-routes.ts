import { z } from 'zod';
import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  editionDetailSchema,
  exhibitionDetailSchema,
  exhibitionListQuerySchema,
  exhibitionPageSchema,
  ticketSchema,
} from '../../src/lib/contract/exhibition.ts';
import { lookupsSchema } from '../../src/lib/contract/lookup.ts';
import { assertExhibitionExists, getEdition, getExhibition } from '../domain/exhibition-details.ts';
import { listExhibitions } from '../domain/exhibitions.ts';
import { ticketsOf } from '../domain/tickets.ts';
import { getLookups } from '../domain/lookups.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Lookups, the exhibition list with its filters, exhibition detail and its tickets. */
export const exhibitionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/lookups',
    tag: 'lookups',
    summary:
      'Industries with sub-industries, continents with countries and cities, time windows, news types, wiki categories, visa types and consular districts',
    auth: 'none',
    response: lookupsSchema,
    handler: ({ ctx, locale }) => getLookups(ctx.db, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/exhibitions',
    tag: 'exhibitions',
    summary:
      'Exhibition list: f industry, s sub-industry, g continent, p country, c city, t time window (0 = all), keyword, sort (date, popular or views), free (1 = free tickets only), pageNum, pageSize',
    auth: 'none',
    query: exhibitionListQuerySchema,
    response: exhibitionPageSchema,
    handler: ({ ctx, query, locale }) => listExhibitions(ctx.db, query, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/exhibitions/:id',
    tag: 'exhibitions',
    summary:
      'Exhibition detail with venue (coordinates), organiser, editions, tickets with price tiers, periodicals and trips',
    auth: 'none',
    params: idParamsSchema,
    response: exhibitionDetailSchema,
    handler: ({ ctx, params, locale }) => getExhibition(ctx.db, params.id, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/editions/:id',
    tag: 'exhibitions',
    summary:
      'One edition of a recurring exhibition by its id, with its exhibitionId (the /exhibition/periodical/{id}.html page)',
    auth: 'none',
    params: idParamsSchema,
    response: editionDetailSchema,
    handler: ({ ctx, params, locale }) => getEdition(ctx.db, params.id, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/exhibitions/:id/tickets',
    tag: 'exhibitions',
    summary: 'Ticket kinds and price tiers with remaining stock (the /ticket/{id}.html page)',
    auth: 'none',
    params: idParamsSchema,
    response: z.array(ticketSchema),
    handler: async ({ ctx, params, locale }) => {
      await assertExhibitionExists(ctx.db, params.id);
      return ticketsOf(ctx.db, params.id, locale, ctx.now());
    },
  }),
];
