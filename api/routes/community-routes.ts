import { idParamsSchema } from '../../src/lib/contract/common.ts';
import { communitySchema, publicUserSchema } from '../../src/lib/contract/content.ts';
import { getCommunity, getPublicUser } from '../domain/communities.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Communities and users' public pages, both made of community posts. */
export const communityRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/communities/:id',
    tag: 'pages',
    summary: 'Community with posts and upcoming fairs of its industry',
    auth: 'none',
    params: idParamsSchema,
    response: communitySchema,
    handler: ({ ctx, params, locale }) => getCommunity(ctx.db, params.id, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/expo-users/:id',
    tag: 'pages',
    summary: "A user's public page (/expouser/{id}.html)",
    auth: 'none',
    params: idParamsSchema,
    response: publicUserSchema,
    handler: ({ ctx, params }) => getPublicUser(ctx.db, params.id),
  }),
];
