import { z } from 'zod';
import { idParamsSchema } from '../../src/lib/contract/common.ts';
import { specialTopicSchema } from '../../src/lib/contract/content.ts';
import { getSpecialTopic, listSpecialTopics } from '../domain/special-topics.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Special topics: all of them and one with its fairs and news. */
export const specialTopicRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/special-topics',
    tag: 'pages',
    summary: 'All special topics',
    auth: 'none',
    response: z.array(z.object({ id: z.number(), title: z.string(), cover: z.string() })),
    handler: ({ ctx, locale }) => listSpecialTopics(ctx.db, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/special-topics/:id',
    tag: 'pages',
    summary: 'Special topic with its fairs and news',
    auth: 'none',
    params: idParamsSchema,
    response: specialTopicSchema,
    handler: ({ ctx, params, locale }) => getSpecialTopic(ctx.db, params.id, locale, ctx.now()),
  }),
];
