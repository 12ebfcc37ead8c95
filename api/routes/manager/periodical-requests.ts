import { z } from 'zod';
import { periodicalRequestBodySchema, periodicalRequestSchema } from '../../../src/lib/contract/manager.ts';
import { listPeriodicalRequests, requestPeriodical } from '../../domain/manager/periodical-requests.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** A member's requests for printed periodicals (periodical-my). */
export const periodicalRequestRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/periodicals',
    tag: 'manager',
    auth: 'user',
    summary: 'My periodical requests (periodical-my)',
    response: z.array(periodicalRequestSchema),
    handler: ({ ctx, user, locale }) => listPeriodicalRequests(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/periodicals',
    tag: 'manager',
    auth: 'user',
    summary: 'Request a copy of a periodical',
    body: periodicalRequestBodySchema,
    response: periodicalRequestSchema,
    handler: ({ ctx, user, body, locale }) => requestPeriodical(ctx.db, user.id, body, locale, ctx.now()),
  }),
];
