import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  wikiDetailQuerySchema,
  wikiDetailSchema,
  wikiHomeSchema,
  wikiListQuerySchema,
  wikiPageSchema,
} from '../../src/lib/contract/wiki.ts';
import { getWiki, listWiki, wikiHome } from '../domain/wiki.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** The wiki: its home, the article list and an article checked against its canonical URL. */
export const wikiRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/wiki',
    tag: 'wiki',
    summary: 'Wiki home: categories with counts, latest and most read',
    auth: 'none',
    response: wikiHomeSchema,
    handler: ({ ctx, locale }) => wikiHome(ctx.db, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/wiki/articles',
    tag: 'wiki',
    summary: 'Wiki list: s category (0 = all), keyword',
    auth: 'none',
    query: wikiListQuerySchema,
    response: wikiPageSchema,
    handler: ({ ctx, query, locale }) => listWiki(ctx.db, query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/wiki/articles/:id',
    tag: 'wiki',
    summary: 'Wiki article; a, h, aid from /wiki/{id}-{a}-{h}-{aid}.html are checked (canonical)',
    auth: 'none',
    params: idParamsSchema,
    query: wikiDetailQuerySchema,
    response: wikiDetailSchema,
    handler: ({ ctx, params, query, locale }) => getWiki(ctx.db, params.id, query, locale),
  }),
];
