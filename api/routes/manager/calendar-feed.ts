import {
  calendarFeedIssuedSchema,
  calendarFeedStatusSchema,
} from '../../../src/lib/contract/calendar-feed.ts';
import {
  calendarFeedStatus,
  disableCalendarFeed,
  issueCalendarFeedToken,
} from '../../domain/calendar-feeds.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** My private calendar feed: its state, a new token (revoking the old), turning it off. */
export const calendarFeedManagerRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/calendar-feed',
    tag: 'manager',
    auth: 'user',
    summary: 'Whether my private calendar feed is on, and since when (the token is never shown again)',
    response: calendarFeedStatusSchema,
    handler: ({ ctx, user }) => calendarFeedStatus(ctx.db, user.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/calendar-feed',
    tag: 'manager',
    auth: 'user',
    limit: { name: 'calendarTokenUser', by: 'user' },
    summary: 'Issue a new feed token (shown this once; the previous one stops working)',
    response: calendarFeedIssuedSchema,
    handler: ({ ctx, user }) => issueCalendarFeedToken(ctx.db, user.id, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/calendar-feed',
    tag: 'manager',
    auth: 'user',
    summary: 'Turn my calendar feed off: its URL answers 404 from now on',
    response: calendarFeedStatusSchema,
    handler: ({ ctx, user }) => disableCalendarFeed(ctx.db, user.id),
  }),
];
