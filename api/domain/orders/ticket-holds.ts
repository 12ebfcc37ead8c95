import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { PayKind } from '../../../src/lib/contract/codes.ts';
import type { Database } from '../../db/database.ts';
import {
  exhibitions,
  memberMessages,
  ticketOrders,
  ticketTiers,
  tickets,
  users,
  waitingList,
} from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { newOrderNo } from '../idempotency.ts';
import { queueMail } from '../mail-outbox.ts';
import { apiText } from '../../server/api-messages.ts';

// Ticket holds: a pending ticket order holds its tickets for `holdMinutes`; then it expires and
// its tickets go back to stock, where the waiting list of the tier gets them first. No cron is
// needed: every path that reads availability or takes stock sweeps first (`releaseExpiredHolds`),
// and the API process also sweeps on a timer (`startHoldSweeper`).

/** How long a pending ticket order holds its tickets. */
export const holdMinutes = 15;
/** The same in milliseconds. */
const holdMs = holdMinutes * 60_000;
/** How often the API process sweeps expired holds besides the lazy sweeps. */
export const holdSweepIntervalMs = 30_000;

/** When a hold taken at `now` ends. */
function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + holdMs);
}

/** The UTC day of a time, as the API compares sale windows ('YYYY-MM-DD'). */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Why a tier of `ticket` cannot be sold on `now`'s day: 'not-yet' before its sale window,
 * 'closed' after the window or once the exhibition's last day has passed; null when on sale.
 */
function saleRefusal(
  ticket: { saleStart: string; saleEnd: string },
  exhibitionEnd: string,
  now: Date,
): 'not-yet' | 'closed' | null {
  const today = dayOf(now);
  if (today > ticket.saleEnd || today > exhibitionEnd) return 'closed';
  if (today < ticket.saleStart) return 'not-yet';
  return null;
}

/**
 * A tier with its ticket, when it can be sold on `now`'s day: a missing tier is not found, a tier
 * outside its sale window (or of an exhibition that has ended) is refused with the reason.
 */
export async function tierOnSale(db: Database, tierId: number, now: Date) {
  const [row] = await db
    .select({ tier: ticketTiers, ticket: tickets, exhibitionEnd: exhibitions.endDate })
    .from(ticketTiers)
    .innerJoin(tickets, eq(tickets.id, ticketTiers.ticketId))
    .innerJoin(exhibitions, eq(exhibitions.id, tickets.exhibitionId))
    .where(eq(ticketTiers.id, tierId));
  if (row === undefined) throw notFound('ticketTier', tierId);
  const refusal = saleRefusal(row.ticket, row.exhibitionEnd, now);
  if (refusal === 'closed') throw refused(apiText('apiMessage.ticket.salesClosed'));
  if (refusal === 'not-yet')
    throw refused(
      apiText('apiMessage.ticket.salePeriod', { from: row.ticket.saleStart, to: row.ticket.saleEnd }),
    );
  return row;
}

/** The columns of a new ticket order of `quantity` tickets of a tier, held from `now` unless free. */
export function ticketOrderValues(
  tier: { id: number; priceMinor: number; currency: string },
  ticket: { id: number; exhibitionId: number; payKind: number },
  quantity: number,
  now: Date,
) {
  const free = ticket.payKind === PayKind.free || tier.priceMinor === 0;
  return {
    orderNo: newOrderNo('T', now),
    amountMinor: tier.priceMinor * quantity,
    currency: tier.currency,
    status: free ? 'free' : 'pending',
    exhibitionId: ticket.exhibitionId,
    ticketId: ticket.id,
    tierId: tier.id,
    quantity,
    unitPriceMinor: tier.priceMinor,
    payKind: free ? PayKind.free : PayKind.pay,
    holdExpiresAt: free ? null : holdExpiry(now),
  };
}

/**
 * Expires every pending ticket order whose hold has ended at `now`, gives its tickets back and
 * offers them to the tier's waiting list, all in one transaction. Returns how many expired.
 * Cheap when nothing is due (one indexed read, no transaction). Safe to run concurrently: an
 * order turns expired once (conditional update), so its tickets come back once.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  const due = and(eq(ticketOrders.status, 'pending'), lte(ticketOrders.holdExpiresAt, now));
  const [any] = await db.select({ id: ticketOrders.id }).from(ticketOrders).where(due).limit(1);
  if (any === undefined) return 0;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const expired = await tx
      .update(ticketOrders)
      .set({ status: 'expired' })
      .where(due)
      .returning({ tierId: ticketOrders.tierId, quantity: ticketOrders.quantity });
    const back = new Map<number, number>();
    for (const { tierId, quantity } of expired) back.set(tierId, (back.get(tierId) ?? 0) + quantity);
    // Tiers in id order, so two transactions never wait on each other's tiers in a cycle.
    for (const [tierId, quantity] of [...back].sort(([a], [b]) => a - b)) {
      await giveBack(tx, tierId, quantity, now);
    }
    return expired.length;
  });
}

/**
 * Inside a transaction: puts `quantity` tickets of a tier back into stock, then offers what is
 * available to the tier's waiting list (so nobody outside the line can take it in between).
 */
export async function giveBack(tx: Database, tierId: number, quantity: number, now: Date): Promise<void> {
  await tx
    .update(ticketTiers)
    .set({ sold: sql`${ticketTiers.sold} - ${quantity}` })
    .where(eq(ticketTiers.id, tierId));
  await offerToWaitingList(tx, tierId, now);
}

/** The China-time wall clock of a time, for e-mails ('2026-05-01 14:30'). */
function chinaTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Inside a transaction that holds the tier's row (it just updated it): walks the tier's waiting
 * line in order of joining and, for each member whose quantity still fits what is available,
 * takes the tickets (a pending order held for 15 minutes, or a free order for a free tier),
 * marks the entry offered and tells the member: an in-site message, and an e-mail when the
 * account has an address. A member asking for more than is left keeps their place, and the
 * next one who fits is served (first fit). Nothing is offered once sales have closed.
 */
async function offerToWaitingList(tx: Database, tierId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ tier: ticketTiers, ticket: tickets, exhibition: exhibitions })
    .from(ticketTiers)
    .innerJoin(tickets, eq(tickets.id, ticketTiers.ticketId))
    .innerJoin(exhibitions, eq(exhibitions.id, tickets.exhibitionId))
    .where(eq(ticketTiers.id, tierId));
  if (row === undefined) return 0;
  if (saleRefusal(row.ticket, row.exhibition.endDate, now) !== null) return 0;
  let available = row.tier.stock - row.tier.sold;
  if (available <= 0) return 0;
  const line = await tx
    .select({
      entry: waitingList,
      user: { email: users.email, phone: users.phone, nickname: users.nickname },
    })
    .from(waitingList)
    .innerJoin(users, eq(users.id, waitingList.userId))
    .where(and(eq(waitingList.tierId, tierId), eq(waitingList.status, 'waiting')))
    .orderBy(asc(waitingList.joinedAt), asc(waitingList.id));
  let offered = 0;
  for (const { entry, user } of line) {
    if (available <= 0) break;
    if (entry.quantity > available) continue;
    const taken = await tx
      .update(ticketTiers)
      .set({ sold: sql`${ticketTiers.sold} + ${entry.quantity}` })
      .where(
        and(eq(ticketTiers.id, tierId), sql`${ticketTiers.stock} - ${ticketTiers.sold} >= ${entry.quantity}`),
      )
      .returning({ id: ticketTiers.id });
    if (taken.length === 0) break;
    const values = ticketOrderValues(row.tier, row.ticket, entry.quantity, now);
    await tx.insert(ticketOrders).values({
      ...values,
      userId: entry.userId,
      idempotencyKey: `waitlist-${String(entry.id)}-${String(now.getTime())}`,
      requestHash: 'waiting-list',
      contactName: user.nickname,
      contactPhone: user.phone ?? '',
      contactEmail: user.email,
      visitorIds: [],
      createdAt: now,
    });
    await tx
      .update(waitingList)
      .set({ status: 'offered', offeredAt: now, orderNo: values.orderNo })
      .where(eq(waitingList.id, entry.id));
    await tx.insert(memberMessages).values({
      userId: entry.userId,
      kind: 'waitlist-hold',
      data: {
        orderNo: values.orderNo,
        tierId,
        exhibitionId: row.exhibition.id,
        quantity: entry.quantity,
        holdExpiresAt: values.holdExpiresAt?.toISOString() ?? null,
      },
      createdAt: now,
    });
    if (user.email !== null && user.email !== '') {
      await queueMail(tx, waitlistMail(user.email, row, entry.quantity, values), now);
    }
    available -= entry.quantity;
    offered += 1;
  }
  return offered;
}

/** The e-mail of a waiting-list offer, in both languages (the account has no language of its own). */
function waitlistMail(
  to: string,
  row: {
    exhibition: { nameZh: string; nameEn: string };
    ticket: { nameZh: string; nameEn: string };
    tier: { nameZh: string; nameEn: string };
  },
  quantity: number,
  order: { orderNo: string; holdExpiresAt: Date | null },
) {
  const until = order.holdExpiresAt === null ? null : chinaTime(order.holdExpiresAt);
  const pay = `/payment?orderNo=${order.orderNo}`;
  const zh =
    until === null
      ? `您候补的「${row.exhibition.nameZh}」${row.ticket.nameZh}（${row.tier.nameZh}）${String(quantity)} 张门票已为您出票，订单号 ${order.orderNo}。`
      : `您候补的「${row.exhibition.nameZh}」${row.ticket.nameZh}（${row.tier.nameZh}）有票了：${String(quantity)} 张已为您保留至 ${until}（北京时间），订单号 ${order.orderNo}。请在此之前付款：${pay}，逾期门票将转给下一位候补者。`;
  const en =
    until === null
      ? `The ${String(quantity)} ticket(s) you waited for, ${row.ticket.nameEn} (${row.tier.nameEn}) for ${row.exhibition.nameEn}, are yours: order ${order.orderNo}.`
      : `Tickets are back for ${row.exhibition.nameEn}: ${String(quantity)} x ${row.ticket.nameEn} (${row.tier.nameEn}) are held for you until ${until} China time (UTC+8), order ${order.orderNo}. Pay before then at ${pay}; after that they go to the next person waiting.`;
  return {
    to,
    subject: `候补门票已为您保留 / Your waiting-list tickets: ${row.exhibition.nameEn}`,
    text: `${zh}\n\n${en}\n`,
    purpose: 'waitlist-hold',
  };
}

/** Locks a tier's row for the rest of the transaction (joining the line vs. offering stock). */
export async function lockTier(tx: Database, tierId: number): Promise<void> {
  await tx.execute(sql`select id from ticket_tiers where id = ${tierId} for update`);
}
