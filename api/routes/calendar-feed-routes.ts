import { calendarFeedParamsSchema, calendarFeedSchema } from '../../src/lib/contract/calendar-feed.ts';
import { readCalendarFeed } from '../domain/calendar-feeds.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** The private calendar feed, read by its token (no login: calendar apps send no cookie). */
export const calendarFeedRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/calendar/feeds/:token',
    tag: 'calendar',
    auth: 'none',
    limit: { name: 'calendarFeedAddress', by: 'address' },
    summary:
      "A member's followed fairs, reminders, accepted meetings and visit plans by feed token; a malformed, unknown or revoked token is 404",
    params: calendarFeedParamsSchema,
    response: calendarFeedSchema,
    handler: ({ ctx, params, locale }) =>
      readCalendarFeed(ctx.db, params.token, locale, (userId) =>
        ctx.limits.consume('calendarFeedUser', `feed:u${String(userId)}`, locale),
      ),
  }),
];
