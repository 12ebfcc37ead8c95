import { z } from 'zod';
import { idParamsSchema } from '../../../src/lib/contract/common.ts';
import { myNewsBodySchema, myNewsSchema } from '../../../src/lib/contract/manager.ts';
import { deleteMyNews, listMyNews, submitNews } from '../../domain/manager/my-news.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** Articles a member submits for editor review (news-my). */
export const myNewsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/news',
    tag: 'manager',
    auth: 'user',
    summary: 'Articles I submitted (news-my)',
    response: z.array(myNewsSchema),
    handler: ({ ctx, user, locale }) => listMyNews(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/news',
    tag: 'manager',
    auth: 'user',
    summary: 'Submit an article for editor review',
    body: myNewsBodySchema,
    response: myNewsSchema,
    handler: ({ ctx, user, body }) => submitNews(ctx.db, user.id, body, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    // A withdrawn article that was published leaves the search.
    changesSearch: true,
    path: '/api/manager/news/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Withdraw one of my articles',
    params: idParamsSchema,
    response: z.null(),
    handler: ({ ctx, user, params }) => deleteMyNews(ctx.db, user.id, params.id),
  }),
];
