import { z } from 'zod';
import { idSchema } from '../../../src/lib/contract/common.ts';
import { pageQuerySchema, pageSchema } from '../../../src/lib/contract/envelope.ts';
import {
  fanSchema,
  followBodySchema,
  followListQuerySchema,
  followSchema,
  followTargetSchema,
} from '../../../src/lib/contract/manager.ts';
import { follow, listFans, listFollows, unfollow } from '../../domain/manager/follows.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

const followStateSchema = z.object({
  targetType: followTargetSchema,
  targetId: z.number().int(),
  following: z.boolean(),
});

/** What a member follows (fairs, companies, news, users, industries) and who follows them. */
export const followRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/follows',
    tag: 'manager',
    auth: 'user',
    summary: 'What I follow of one type: exhibition, company, news, user, industry',
    query: followListQuerySchema,
    response: pageSchema(followSchema),
    handler: ({ ctx, user, query, locale }) =>
      listFollows(ctx.db, user.id, query.targetType, query, locale, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/follows',
    tag: 'manager',
    auth: 'user',
    summary: 'Follow something (idempotent)',
    body: followBodySchema,
    response: followStateSchema,
    handler: ({ ctx, user, body }) => follow(ctx.db, user.id, body, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/follows/:targetType/:targetId',
    tag: 'manager',
    auth: 'user',
    summary: 'Unfollow (idempotent)',
    params: z.object({ targetType: followTargetSchema, targetId: idSchema }),
    response: followStateSchema,
    handler: ({ ctx, user, params }) => unfollow(ctx.db, user.id, params.targetType, params.targetId),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/fans',
    tag: 'manager',
    auth: 'user',
    summary: 'Users following me',
    query: pageQuerySchema,
    response: pageSchema(fanSchema),
    handler: ({ ctx, user, query }) => listFans(ctx.db, user.id, query),
  }),
];
