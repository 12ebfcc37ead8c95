import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import type { MemberMessage } from '../../../src/lib/contract/waiting-list.ts';
import type { Database } from '../../db/database.ts';
import {
  exhibitions,
  memberMessages,
  ticketOrders,
  ticketTiers,
  tickets,
  waitingList,
} from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { lockTier, releaseExpiredHolds, tierOnSale } from '../orders/ticket-holds.ts';
import { pageOf, pageOffset, type Page } from '../paging.ts';
import { meetingsOfMessages } from '../meetings.ts';
import { deletedOrNotFound } from './owned-rows.ts';
import { apiText } from '../../server/api-messages.ts';

// A member's waiting lists and in-site messages. Offering returned tickets to the line is in
// orders/ticket-holds.ts (it runs inside the transaction that gives them back).

/** Names of tiers with their kind and fair, by tier id, in the request's language. */
async function tierNames(db: Database, tierIds: readonly number[], locale: Locale) {
  if (tierIds.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      tierId: ticketTiers.id,
      tier: { zh: ticketTiers.nameZh, en: ticketTiers.nameEn },
      ticket: { zh: tickets.nameZh, en: tickets.nameEn },
      exhibition: { id: exhibitions.id, zh: exhibitions.nameZh, en: exhibitions.nameEn },
    })
    .from(ticketTiers)
    .innerJoin(tickets, eq(tickets.id, ticketTiers.ticketId))
    .innerJoin(exhibitions, eq(exhibitions.id, tickets.exhibitionId))
    .where(inArray(ticketTiers.id, [...new Set(tierIds)]));
  return new Map(
    rows.map((r) => [
      r.tierId,
      {
        exhibition: { id: r.exhibition.id, name: pick(locale, r.exhibition.zh, r.exhibition.en) },
        ticketName: pick(locale, r.ticket.zh, r.ticket.en),
        tierName: pick(locale, r.tier.zh, r.tier.en),
      },
    ]),
  );
}

/** My waiting-list entries, newest first, with my place in each line I still wait in. */
export async function listWaitingList(db: Database, userId: number, locale: Locale, now: Date) {
  await releaseExpiredHolds(db, now);
  const mine = await db
    .select()
    .from(waitingList)
    .where(eq(waitingList.userId, userId))
    .orderBy(desc(waitingList.joinedAt), desc(waitingList.id));
  const waitingTiers = mine.filter((e) => e.status === 'waiting').map((e) => e.tierId);
  const lines =
    waitingTiers.length === 0
      ? []
      : await db
          .select({ id: waitingList.id, tierId: waitingList.tierId })
          .from(waitingList)
          .where(and(inArray(waitingList.tierId, waitingTiers), eq(waitingList.status, 'waiting')))
          .orderBy(asc(waitingList.joinedAt), asc(waitingList.id));
  const names = await tierNames(
    db,
    mine.map((e) => e.tierId),
    locale,
  );
  return mine.flatMap((entry) => {
    const named = names.get(entry.tierId);
    if (named === undefined) return [];
    const line = lines.filter((l) => l.tierId === entry.tierId);
    return [
      {
        id: entry.id,
        tierId: entry.tierId,
        ...named,
        quantity: entry.quantity,
        status: entry.status as 'waiting' | 'offered',
        position: entry.status === 'waiting' ? line.findIndex((l) => l.id === entry.id) + 1 : null,
        joinedAt: entry.joinedAt.toISOString(),
        offeredAt: entry.offeredAt?.toISOString() ?? null,
        orderNo: entry.orderNo,
      },
    ];
  });
}

/**
 * Joins the line of a sold-out tier for `quantity` tickets. Refused while the tier has tickets
 * left (order them instead) and once sales have closed. Joining again while waiting changes
 * the quantity and keeps the place; after an offer, joining again goes to the back of the line.
 * The tier's row is locked meanwhile, so a join and an offer of returned tickets never miss
 * each other.
 */
export async function joinWaitingList(
  db: Database,
  userId: number,
  body: { tierId: number; quantity: number },
  locale: Locale,
  now: Date,
) {
  await releaseExpiredHolds(db, now);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await lockTier(tx, body.tierId);
    const row = await tierOnSale(tx, body.tierId, now);
    const left = row.tier.stock - row.tier.sold;
    if (left > 0) throw refused(apiText('apiMessage.waitingList.available', { tickets: left }));
    await tx
      .insert(waitingList)
      .values({ userId, tierId: body.tierId, quantity: body.quantity, status: 'waiting', joinedAt: now })
      .onConflictDoUpdate({
        target: [waitingList.userId, waitingList.tierId],
        set: {
          quantity: body.quantity,
          status: 'waiting',
          // Still waiting: keep the place. Offered before: back of the line.
          joinedAt: sql`case when ${waitingList.status} = 'waiting' then ${waitingList.joinedAt} else excluded.joined_at end`,
          offeredAt: null,
          orderNo: null,
        },
      });
  });
  const entries = await listWaitingList(db, userId, locale, now);
  const entry = entries.find((e) => e.tierId === body.tierId);
  if (entry === undefined) throw notFound('waitingListTier', body.tierId);
  return entry;
}

/** Leaves a waiting list (or clears an entry that was offered; its order stays as it is). */
export async function leaveWaitingList(db: Database, userId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(waitingList)
    .where(and(eq(waitingList.id, id), eq(waitingList.userId, userId)))
    .returning({ id: waitingList.id });
  return deletedOrNotFound(deleted, 'waitingListEntry', id);
}

interface HoldMessageData {
  orderNo: string;
  tierId: number;
  quantity: number;
  holdExpiresAt: string | null;
}

/** My in-site messages, newest first: held tickets with their order's status now, meetings asked of my company as they are now. */
export async function listMessages(db: Database, userId: number, page: Page, locale: Locale, now: Date) {
  await releaseExpiredHolds(db, now);
  const where = eq(memberMessages.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(memberMessages)
      .where(where)
      .orderBy(desc(memberMessages.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(memberMessages).where(where),
  ]);
  const holds = rows.flatMap((r) =>
    r.kind === 'waitlist-hold' ? [{ row: r, data: r.data as HoldMessageData }] : [],
  );
  const meetingIds = rows.flatMap((r) =>
    r.kind === 'meeting-request' ? [(r.data as { meetingId: number }).meetingId] : [],
  );
  const [names, meetings] = await Promise.all([
    tierNames(
      db,
      holds.map((d) => d.data.tierId),
      locale,
    ),
    meetingsOfMessages(db, userId, meetingIds, locale),
  ]);
  const orderNos = holds.map((d) => d.data.orderNo);
  const orders =
    orderNos.length === 0
      ? []
      : await db
          .select({ orderNo: ticketOrders.orderNo, status: ticketOrders.status })
          .from(ticketOrders)
          .where(and(eq(ticketOrders.userId, userId), inArray(ticketOrders.orderNo, orderNos)));
  const records = rows.flatMap((row): MemberMessage[] => {
    if (row.kind === 'meeting-request') {
      const meeting = meetings.get((row.data as { meetingId: number }).meetingId);
      if (meeting === undefined) return [];
      return [
        { id: row.id, kind: 'meeting-request' as const, createdAt: row.createdAt.toISOString(), meeting },
      ];
    }
    const d = row.data as HoldMessageData;
    const named = names.get(d.tierId);
    if (named === undefined) return [];
    return [
      {
        id: row.id,
        kind: 'waitlist-hold' as const,
        createdAt: row.createdAt.toISOString(),
        orderNo: d.orderNo,
        ...named,
        quantity: d.quantity,
        holdExpiresAt: d.holdExpiresAt,
        orderStatus: orders.find((o) => o.orderNo === d.orderNo)?.status ?? 'cancelled',
      },
    ];
  });
  return pageOf(records, page, totals);
}
