import type { ApiClient } from '../api/client.ts';
import {
  calendarFeedIssuedSchema,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  type CalendarFeed,
  type CalendarFeedIssued,
  type CalendarFeedStatus,
} from '../contract/calendar-feed.ts';
import type { QuietCall } from './quiet-call.ts';

// The private calendar feed: the member's calls under /api/manager/calendar-feed (state, a new
// token, turning it off) and the token-only read the origin's feed route makes.

/** Whether my feed is on, and since when. */
export function getCalendarFeedStatus(api: ApiClient, options: QuietCall = {}): Promise<CalendarFeedStatus> {
  return api.get('/api/manager/calendar-feed', { ...options, schema: calendarFeedStatusSchema });
}

/** Issues a new feed token (the old one stops working); the token is in this answer only. */
export function issueCalendarFeed(api: ApiClient): Promise<CalendarFeedIssued> {
  return api.post('/api/manager/calendar-feed', undefined, {
    schema: calendarFeedIssuedSchema,
    silent: true,
  });
}

/** Turns my feed off. */
export function disableCalendarFeed(api: ApiClient): Promise<CalendarFeedStatus> {
  return api.request('/api/manager/calendar-feed', {
    method: 'DELETE',
    schema: calendarFeedStatusSchema,
    silent: true,
  });
}

/**
 * The feed of a token, for the origin's feed route. `clientAddress` is the calendar app's
 * address, forwarded so the API's per-address limit counts it rather than the origin.
 */
export function getCalendarFeed(
  api: ApiClient,
  token: string,
  clientAddress?: string,
): Promise<CalendarFeed> {
  return api.get(`/api/calendar/feeds/${encodeURIComponent(token)}`, {
    schema: calendarFeedSchema,
    silent: true,
    ...(clientAddress !== undefined &&
      clientAddress !== '' && { headers: { 'X-Forwarded-For': clientAddress } }),
  });
}
