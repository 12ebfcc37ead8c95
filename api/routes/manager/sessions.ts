import { z } from 'zod';
import { idParamsSchema } from '../../../src/lib/contract/common.ts';
import { managedSessionSchema, revokedSessionsSchema } from '../../../src/lib/contract/manager.ts';
import { listSessions, revokeOtherSessions, revokeOwnSession } from '../../domain/sessions.ts';
import { notFound } from '../../server/api-error.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** A member's logins: each device still signed in, and ending them. */
export const sessionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/sessions',
    tag: 'manager',
    auth: 'user',
    summary: 'My sessions still in use (created, last used, browser, address, the current one marked)',
    response: z.array(managedSessionSchema),
    handler: ({ ctx, user }) => listSessions(ctx.db, user.id, user.sessionId, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/sessions/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'End one of my sessions (its token answers 401 from then on)',
    params: idParamsSchema,
    response: z.null(),
    handler: async ({ ctx, user, params }) => {
      if (!(await revokeOwnSession(ctx.db, user.id, params.id, ctx.now())))
        throw notFound('session', params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/sessions',
    tag: 'manager',
    auth: 'user',
    summary: 'Log out everywhere else: end every session of mine but this one',
    response: revokedSessionsSchema,
    handler: async ({ ctx, user }) => ({
      revoked: await revokeOtherSessions(ctx.db, user.id, user.sessionId, ctx.now()),
    }),
  }),
];
