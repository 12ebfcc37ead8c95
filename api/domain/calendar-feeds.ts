import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CALENDAR_FEED_MAX_ENTRIES,
  CALENDAR_FEED_TOKEN_BYTES,
  isCalendarFeedToken,
} from '../../src/lib/contract/calendar-feed.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import type { Database } from '../db/database.ts';
import { calendarFeeds, companies, exhibitions, follows, pavilions, reminders } from '../db/schema.ts';
import { ApiError } from '../server/api-error.ts';
import { hashToken, randomToken } from '../server/tokens.ts';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { exhibitionStatus } from './exhibition-details.ts';
import { summarySelectWith } from './exhibitions.ts';
import { apiText } from '../server/api-messages.ts';
import { acceptedMeetingsOf } from './meetings.ts';
import { listVisitPlans } from './visit-plans.ts';

// A member's private calendar feed. The token is 256 random bits, shown once when issued and
// stored only as its SHA-256 hash (a database leak gives no working feed URL). One token per
// member: issuing again replaces the hash, so the old URL answers 404 at once; turning the feed
// off deletes the row. The feed itself needs no login: the token in its path is the credential.

/** The one answer for a token that is malformed, unknown or revoked: nothing tells them apart. */
function feedNotFound(): ApiError {
  return new ApiError(ResponseCode.error, 404, apiText('apiMessage.calendarFeed.notFound'));
}

/** Whether my feed is on, and since when. */
export async function calendarFeedStatus(db: Database, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { enabled: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null };
}

/** Issues my feed token, replacing (revoking) the one before; the token is answered this once. */
export async function issueCalendarFeedToken(db: Database, userId: number, now: Date) {
  const token = randomToken(CALENDAR_FEED_TOKEN_BYTES);
  const tokenHash = hashToken(token);
  // One statement: two issues at once leave exactly one token, the last one written.
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
  return { enabled: true as const, createdAt: now.toISOString(), token };
}

/** Turns my feed off: its URL answers 404 from now on (idempotent). */
export async function disableCalendarFeed(db: Database, userId: number) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { enabled: false, createdAt: null };
}

/**
 * The owner of a feed token, or a 404 for anything else. A token that is not of the issued shape
 * is refused before any look-up; a well-formed one is looked up by its hash (an index probe).
 */
async function calendarFeedOwner(db: Database, token: string): Promise<{ userId: number; createdAt: Date }> {
  if (!isCalendarFeedToken(token)) throw feedNotFound();
  const [row] = await db
    .select({ userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (row === undefined) throw feedNotFound();
  return row;
}

/**
 * The feed of a member: every fair they follow or set a reminder on (the newest 500 by first
 * day), soonest first, each with its venue, place, organiser, status and the member's reminder.
 */
async function calendarFeedEntries(db: Database, userId: number, locale: Locale) {
  const [followed, reminded] = await Promise.all([
    db
      .select({ id: follows.targetId })
      .from(follows)
      .where(and(eq(follows.userId, userId), eq(follows.targetType, 'exhibition'))),
    db
      .select({ id: reminders.exhibitionId, daysBefore: reminders.daysBefore, channel: reminders.channel })
      .from(reminders)
      .where(eq(reminders.userId, userId)),
  ]);
  const followedIds = new Set(followed.map((row) => row.id));
  const reminderOf = new Map(reminded.map((row) => [row.id, row]));
  const ids = [...new Set([...followedIds, ...reminderOf.keys()])];
  if (ids.length === 0) return [];
  const rows = await summarySelectWith(db, {
    status: exhibitions.status,
    updatedAt: exhibitions.updatedAt,
    addressZh: pavilions.addressZh,
    addressEn: pavilions.addressEn,
    organiserId: companies.id,
    organiserZh: companies.nameZh,
    organiserEn: companies.nameEn,
    organiserEmail: companies.email,
    organiserOffline: companies.offline,
  })
    .innerJoin(companies, eq(companies.id, exhibitions.organiserId))
    .where(inArray(exhibitions.id, ids))
    .orderBy(desc(exhibitions.startDate), desc(exhibitions.id))
    .limit(CALENDAR_FEED_MAX_ENTRIES);
  return rows.reverse().map((row) => {
    const reminder = reminderOf.get(row.id);
    return {
      exhibition: {
        id: row.id,
        name: pick(locale, row.nameZh, row.nameEn),
        startDate: row.startDate,
        endDate: row.endDate,
        status: exhibitionStatus(row.status),
        updatedAt: row.updatedAt.toISOString(),
        venue: {
          name: pick(locale, row.pavilionZh, row.pavilionEn),
          address: pick(locale, row.addressZh, row.addressEn),
        },
        city: { id: row.cityId, name: pick(locale, row.cityZh, row.cityEn) },
        country: { id: row.countryId, name: pick(locale, row.countryZh, row.countryEn) },
        organiser: {
          id: row.organiserId,
          name: pick(locale, row.organiserZh, row.organiserEn),
          email: row.organiserEmail,
          online: !row.organiserOffline,
        },
      },
      followed: followedIds.has(row.id),
      reminder:
        reminder === undefined ? null : { daysBefore: reminder.daysBefore, channel: reminder.channel },
    };
  });
}

/**
 * GET /api/calendar/feeds/{token}: the feed of the token's owner (fairs, accepted meetings, visit plans). `admit` runs between the token's
 * look-up and the feed's queries (the per-member read limit), so an unknown token costs one probe.
 */
export async function readCalendarFeed(
  db: Database,
  token: string,
  locale: Locale,
  admit: (userId: number) => Promise<void>,
) {
  const owner = await calendarFeedOwner(db, token);
  await admit(owner.userId);
  const [entries, meetings, visitPlans] = await Promise.all([
    calendarFeedEntries(db, owner.userId, locale),
    acceptedMeetingsOf(db, owner.userId, locale),
    listVisitPlans(db, owner.userId, locale),
  ]);
  return { issuedAt: owner.createdAt.toISOString(), entries, meetings, visitPlans };
}
