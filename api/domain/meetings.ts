import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  companies,
  companyMembers,
  exhibitions,
  meetingRequests,
  memberMessages,
  pavilions,
  users,
} from '../db/schema.ts';
import { CALENDAR_FEED_MAX_ENTRIES } from '../../src/lib/contract/calendar-feed.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { meetingBodySchema, type Meeting, type MeetingStatus } from '../../src/lib/contract/meeting.ts';
import type { z } from 'zod';
import { fieldIssue, illegalParameter, notFound, refused } from '../server/api-error.ts';
import { apiText } from '../server/api-messages.ts';
import { fairOnline } from './online.ts';
import { companyHasMembers, companyOfMember } from './company-members.ts';
import { minuteOfDay, slotProblem, slotsOverlap, timeOfDay, type MeetingSlot } from './meeting-slots.ts';
import { companyExhibitsAt, standPlaces } from './fair-exhibitors.ts';

// Meeting requests: a buyer asks an exhibiting company for a slot during a fair; a member of
// the company accepts or declines; the buyer may cancel. Every read and write is scoped to the
// caller: a buyer reaches only the meetings they asked for, a company member only those asked of
// their company, and anyone else's id answers as an unknown one (404).

type MeetingRow = typeof meetingRequests.$inferSelect;

/** Requested and accepted meetings hold their slot; declined and cancelled ones free it. */
const holdingSlot: MeetingStatus[] = ['requested', 'accepted'];

const meetingColumns = {
  m: meetingRequests,
  e: {
    id: exhibitions.id,
    nameZh: exhibitions.nameZh,
    nameEn: exhibitions.nameEn,
    startDate: exhibitions.startDate,
    endDate: exhibitions.endDate,
  },
  c: { id: companies.id, nameZh: companies.nameZh, nameEn: companies.nameEn },
  buyer: users.nickname,
  pavilionId: exhibitions.pavilionId,
};

interface MeetingJoin {
  m: MeetingRow;
  e: { id: number; nameZh: string; nameEn: string; startDate: string; endDate: string };
  c: { id: number; nameZh: string; nameEn: string };
  buyer: string;
}

function meetingOf(row: MeetingJoin, locale: Locale): Meeting {
  const { m, e, c } = row;
  return {
    id: m.id,
    exhibition: {
      id: e.id,
      name: pick(locale, e.nameZh, e.nameEn),
      startDate: e.startDate,
      endDate: e.endDate,
    },
    company: { id: c.id, name: pick(locale, c.nameZh, c.nameEn) },
    buyer: row.buyer,
    day: m.day,
    start: timeOfDay(m.startMinute),
    minutes: m.minutes,
    note: m.note,
    status: m.status as MeetingStatus,
    createdAt: m.createdAt.toISOString(),
  };
}

function selectMeetings(db: Database) {
  return db
    .select(meetingColumns)
    .from(meetingRequests)
    .innerJoin(exhibitions, eq(exhibitions.id, meetingRequests.exhibitionId))
    .innerJoin(companies, eq(companies.id, meetingRequests.companyId))
    .innerJoin(users, eq(users.id, meetingRequests.buyerId));
}

const meetingOrder = [asc(meetingRequests.day), asc(meetingRequests.startMinute), asc(meetingRequests.id)];

/** The meetings I asked for and, when I belong to a company, those asked of it. */
export async function listMeetings(db: Database, userId: number, locale: Locale) {
  const company = await companyOfMember(db, userId, locale);
  const [asBuyer, asExhibitor] = await Promise.all([
    selectMeetings(db)
      .where(eq(meetingRequests.buyerId, userId))
      .orderBy(...meetingOrder),
    company === undefined
      ? Promise.resolve([])
      : selectMeetings(db)
          .where(eq(meetingRequests.companyId, company.id))
          .orderBy(...meetingOrder),
  ]);
  return {
    asBuyer: asBuyer.map((row) => meetingOf(row, locale)),
    asExhibitor: asExhibitor.map((row) => meetingOf(row, locale)),
  };
}

/** One meeting by id, as listed. */
async function meetingById(db: Database, id: number, locale: Locale): Promise<Meeting> {
  const [row] = await selectMeetings(db).where(eq(meetingRequests.id, id));
  if (row === undefined) throw notFound('meeting', id);
  return meetingOf(row, locale);
}

/** The slots held by the company's or the buyer's meetings on a day. */
async function heldSlots(db: Database, day: string, companyId: number, buyerId: number) {
  return db
    .select({
      companyId: meetingRequests.companyId,
      buyerId: meetingRequests.buyerId,
      day: meetingRequests.day,
      startMinute: meetingRequests.startMinute,
      minutes: meetingRequests.minutes,
    })
    .from(meetingRequests)
    .where(
      and(
        eq(meetingRequests.day, day),
        inArray(meetingRequests.status, holdingSlot),
        or(eq(meetingRequests.companyId, companyId), eq(meetingRequests.buyerId, buyerId)),
      ),
    );
}

/** Refuses a slot that overlaps a held slot of the company or of the buyer (409, in the caller's words). */
async function assertFree(db: Database, slot: MeetingSlot, companyId: number, buyerId: number) {
  const held = await heldSlots(db, slot.day, companyId, buyerId);
  for (const other of held) {
    if (!slotsOverlap(slot, other)) continue;
    if (other.buyerId === buyerId) throw refused(apiText('apiMessage.meeting.buyerBusy'));
    throw refused(apiText('apiMessage.meeting.companyBusy'));
  }
}

/**
 * Serialises writes that could book the same company's or buyer's time: transaction-scoped
 * advisory locks on both, always taken in the same order, so two requests cannot both pass the
 * overlap check.
 */
async function lockSlots(tx: Database, companyId: number, buyerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${4_040_001}, ${companyId})`);
  await tx.execute(sql`select pg_advisory_xact_lock(${4_040_002}, ${buyerId})`);
}

/** A buyer asks a company exhibiting at a fair for a meeting slot. */
export async function requestMeeting(
  db: Database,
  buyerId: number,
  body: z.output<typeof meetingBodySchema>,
  locale: Locale,
  now: Date,
): Promise<Meeting> {
  const [fair] = await db
    .select({
      id: exhibitions.id,
      startDate: exhibitions.startDate,
      endDate: exhibitions.endDate,
      status: exhibitions.status,
    })
    .from(exhibitions)
    .where(and(eq(exhibitions.id, body.exhibitionId), fairOnline));
  if (fair === undefined) throw notFound('exhibition', body.exhibitionId);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, body.companyId));
  if (company === undefined) throw notFound('company', body.companyId);
  if (fair.status === 'cancelled') throw refused(apiText('apiMessage.meeting.fairCancelled'));
  if (!(await companyExhibitsAt(db, fair.id, company.id)))
    throw refused(apiText('apiMessage.meeting.notExhibiting'));
  if (!(await companyHasMembers(db, company.id)))
    throw refused(apiText('apiMessage.meeting.noCompanyMembers'));
  if ((await companyOfMember(db, buyerId, locale))?.id === company.id)
    throw refused(apiText('apiMessage.meeting.ownCompany'));
  const slot = { day: body.day, startMinute: minuteOfDay(body.start), minutes: body.minutes };
  const problem = slotProblem(slot, fair, now.toISOString().slice(0, 10));
  if (problem !== undefined)
    throw illegalParameter([
      fieldIssue(problem === 'apiMessage.meeting.outsideHours' ? 'start' : 'day', problem),
    ]);
  const id = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await lockSlots(tx, company.id, buyerId);
    await assertFree(tx, slot, company.id, buyerId);
    const [row] = await tx
      .insert(meetingRequests)
      .values({
        exhibitionId: fair.id,
        companyId: company.id,
        buyerId,
        ...slot,
        note: body.note,
        status: 'requested',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: meetingRequests.id });
    if (row === undefined) throw new Error('meeting insert returned nothing');
    // Each member of the company is told in their in-site messages (answered in /manager/meetings).
    const members = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company.id));
    if (members.length > 0)
      await tx.insert(memberMessages).values(
        members.map((member) => ({
          userId: member.userId,
          kind: 'meeting-request',
          data: { meetingId: row.id },
          createdAt: now,
        })),
      );
    return row.id;
  });
  return meetingById(db, id, locale);
}

/** A company member accepts or declines a request made of their company. */
export async function decideMeeting(
  db: Database,
  userId: number,
  id: number,
  decision: 'accept' | 'decline',
  locale: Locale,
  now: Date,
): Promise<Meeting> {
  const company = await companyOfMember(db, userId, locale);
  if (company === undefined) throw notFound('meeting', id);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [meeting] = await tx
      .select()
      .from(meetingRequests)
      .where(and(eq(meetingRequests.id, id), eq(meetingRequests.companyId, company.id)));
    if (meeting === undefined) throw notFound('meeting', id);
    if (meeting.status !== 'requested') throw refused(apiText('apiMessage.meeting.alreadyAnswered'));
    const [updated] = await tx
      .update(meetingRequests)
      .set({
        status: decision === 'accept' ? 'accepted' : 'declined',
        decidedBy: userId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(meetingRequests.id, id), eq(meetingRequests.status, 'requested')))
      .returning({ id: meetingRequests.id });
    if (updated === undefined) throw refused(apiText('apiMessage.meeting.alreadyAnswered'));
  });
  return meetingById(db, id, locale);
}

/** The buyer withdraws a request or cancels an accepted meeting (idempotent once cancelled). */
export async function cancelMeeting(db: Database, buyerId: number, id: number, locale: Locale, now: Date) {
  const [meeting] = await db
    .select({ status: meetingRequests.status })
    .from(meetingRequests)
    .where(and(eq(meetingRequests.id, id), eq(meetingRequests.buyerId, buyerId)));
  if (meeting === undefined) throw notFound('meeting', id);
  if (meeting.status === 'declined') throw refused(apiText('apiMessage.meeting.alreadyAnswered'));
  await db
    .update(meetingRequests)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(meetingRequests.id, id), eq(meetingRequests.buyerId, buyerId)));
  return meetingById(db, id, locale);
}

/** Accepted meetings in which a member takes part, as buyer or as a member of the company, with the venue and stand. */
export async function acceptedMeetingsOf(db: Database, userId: number, locale: Locale) {
  const company = await companyOfMember(db, userId, locale);
  const mine = eq(meetingRequests.buyerId, userId);
  const rows = await selectMeetings(db)
    .where(
      and(
        eq(meetingRequests.status, 'accepted'),
        company === undefined ? mine : or(mine, eq(meetingRequests.companyId, company.id)),
      ),
    )
    .orderBy(...meetingOrder)
    .limit(CALENDAR_FEED_MAX_ENTRIES);
  const venueIds = [...new Set(rows.map((row) => row.pavilionId))];
  const venues =
    venueIds.length === 0
      ? []
      : await db
          .select({
            id: pavilions.id,
            nameZh: pavilions.nameZh,
            nameEn: pavilions.nameEn,
            addressZh: pavilions.addressZh,
            addressEn: pavilions.addressEn,
          })
          .from(pavilions)
          .where(inArray(pavilions.id, venueIds));
  const venueOf = new Map(venues.map((venue) => [venue.id, venue]));
  const places = await standPlaces(
    db,
    rows.map((row) => ({ exhibitionId: row.m.exhibitionId, companyId: row.m.companyId })),
    locale,
  );
  return rows.map((row) => {
    const venue = venueOf.get(row.pavilionId);
    return {
      ...meetingOf(row, locale),
      role: row.m.buyerId === userId ? ('buyer' as const) : ('exhibitor' as const),
      venue: {
        name: venue === undefined ? '' : pick(locale, venue.nameZh, venue.nameEn),
        address: venue === undefined ? '' : pick(locale, venue.addressZh, venue.addressEn),
      },
      stand: places.get(`${String(row.m.exhibitionId)}:${String(row.m.companyId)}`) ?? null,
      updatedAt: row.m.updatedAt.toISOString(),
    };
  });
}

/**
 * The meetings of in-site messages, as they are now, keyed by id: only those asked of the
 * reader's company (a member who has left it no longer sees who asked).
 */
export async function meetingsOfMessages(
  db: Database,
  userId: number,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, Meeting>> {
  if (ids.length === 0) return new Map();
  const company = await companyOfMember(db, userId, locale);
  if (company === undefined) return new Map();
  const rows = await selectMeetings(db).where(
    and(inArray(meetingRequests.id, [...ids]), eq(meetingRequests.companyId, company.id)),
  );
  return new Map(rows.map((row) => [row.m.id, meetingOf(row, locale)]));
}
