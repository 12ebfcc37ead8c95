import { z } from 'zod';
import { namedSchema } from './common.ts';
import { meetingSchema } from './meeting.ts';
import { standPlaceSchema, visitPlanSchema } from './visit-plan.ts';

// A member's private calendar feed: a random token (stored hashed by the API) names a feed of the
// fairs the member follows and the reminders set on them. The token is the only secret of the
// feed URL, so it is shown once, when issued; a new one revokes the old.

/** Bytes of randomness in a feed token: 256 bits, as access tokens. */
export const CALENDAR_FEED_TOKEN_BYTES = 32;

/** A feed token as issued: 43 base64url characters (32 random bytes, no padding). */
const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether a path segment has the shape of a feed token (anything else is answered 404 without a
 * look-up).
 * @example isCalendarFeedToken('abc') // false
 */
export function isCalendarFeedToken(value: string | undefined): value is string {
  return value !== undefined && calendarFeedTokenPattern.test(value);
}

/**
 * Path params of GET /api/calendar/feeds/{token}. Any string up to 200 characters passes here; a
 * token that is not of the issued shape is answered like a revoked one (404), so a bad token and an
 * unknown token look the same.
 */
export const calendarFeedParamsSchema = z.object({ token: z.string().max(200) });

/** data of GET and DELETE /api/manager/calendar-feed: whether my feed is on, and since when. */
export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  /** When the current token was issued; null when the feed is off. */
  createdAt: z.string().nullable(),
});

/** data of POST /api/manager/calendar-feed: the new token, answered this once only. */
export const calendarFeedIssuedSchema = calendarFeedStatusSchema.extend({
  enabled: z.literal(true),
  createdAt: z.string(),
  token: z.string().regex(calendarFeedTokenPattern),
});

/** One fair of a feed: what the calendar event needs, whether it is followed and its reminder. */
const calendarFeedEntrySchema = z.object({
  exhibition: z.object({
    id: z.number().int(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(['scheduled', 'postponed', 'cancelled']),
    updatedAt: z.string(),
    venue: z.object({ name: z.string(), address: z.string() }),
    city: namedSchema,
    country: namedSchema,
    /** `online` false: an editor took the company offline, so the event does not name its page. */
    organiser: namedSchema.extend({ email: z.string().nullable(), online: z.boolean() }),
  }),
  /** The member follows the fair. */
  followed: z.boolean(),
  /** The member's reminder for the fair, if any. */
  reminder: z.object({ daysBefore: z.number().int(), channel: z.string() }).nullable(),
});

/** An accepted meeting of the member, as buyer or as a member of the exhibiting company. */
const calendarFeedMeetingSchema = meetingSchema.extend({
  role: z.enum(['buyer', 'exhibitor']),
  venue: z.object({ name: z.string(), address: z.string() }),
  stand: standPlaceSchema.nullable(),
  updatedAt: z.string(),
});

/** data of GET /api/calendar/feeds/{token}: the feed's fairs, soonest first. */
export const calendarFeedSchema = z.object({
  /** When the token was issued (a stable DTSTAMP fallback). */
  issuedAt: z.string(),
  entries: z.array(calendarFeedEntrySchema),
  /** The member's accepted meetings, soonest first. */
  meetings: z.array(calendarFeedMeetingSchema),
  /** The member's visit plans (one event per fair with the stands in walking order). */
  visitPlans: z.array(visitPlanSchema),
});

/** At most this many fairs in a feed (a calendar subscription has to stay small). */
export const CALENDAR_FEED_MAX_ENTRIES = 500;

export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export type CalendarFeedIssued = z.infer<typeof calendarFeedIssuedSchema>;
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export type CalendarFeedEntry = z.infer<typeof calendarFeedEntrySchema>;
export type CalendarFeedMeeting = z.infer<typeof calendarFeedMeetingSchema>;
