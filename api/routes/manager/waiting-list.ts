import { z } from 'zod';
import { idParamsSchema } from '../../../src/lib/contract/common.ts';
import {
  memberMessagePageSchema,
  memberMessageQuerySchema,
  waitingListBodySchema,
  waitingListEntrySchema,
} from '../../../src/lib/contract/waiting-list.ts';
import {
  joinWaitingList,
  leaveWaitingList,
  listMessages,
  listWaitingList,
} from '../../domain/manager/waiting-list.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** A member's waiting lists of sold-out ticket tiers and in-site messages. */
export const waitingListRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/waiting-list',
    tag: 'manager',
    auth: 'user',
    summary:
      'My waiting-list entries (waiting with my place in line, or offered with the order holding the tickets)',
    response: z.array(waitingListEntrySchema),
    handler: ({ ctx, user, locale }) => listWaitingList(ctx.db, user.id, locale, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/waiting-list',
    tag: 'manager',
    auth: 'user',
    limit: { name: 'orderUser', by: 'user' },
    summary:
      'Join the waiting list of a sold-out tier for 1-20 tickets (one entry per member and tier; refused while tickets are left or once sales have closed)',
    body: waitingListBodySchema,
    response: waitingListEntrySchema,
    handler: ({ ctx, user, body, locale }) => joinWaitingList(ctx.db, user.id, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/waiting-list/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Leave a waiting list (an offered hold stays as it is)',
    params: idParamsSchema,
    response: z.null(),
    handler: ({ ctx, user, params }) => leaveWaitingList(ctx.db, user.id, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/messages',
    tag: 'manager',
    auth: 'user',
    summary: 'My in-site messages, newest first (waitlist-hold: tickets held for me from a waiting list)',
    query: memberMessageQuerySchema,
    response: memberMessagePageSchema,
    handler: ({ ctx, user, query, locale }) => listMessages(ctx.db, user.id, query, locale, ctx.now()),
  }),
];
