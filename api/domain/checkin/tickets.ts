import { and, eq, inArray } from 'drizzle-orm';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import type { Database } from '../../db/database.ts';
import { exhibitions, ticketOrders, ticketTiers, tickets, visitors } from '../../db/schema.ts';
import { notFound } from '../../server/api-error.ts';
import type { AdmissionFair } from './admissibility.ts';

// What the gate reads of ticket orders and fairs: statuses, the holder's name per ticket, the
// ticket kind and tier in the caller's language. Bulk reads, so a sync of thousands of scans or the
// day's list of a large fair is a handful of queries.

/** A ticket order as the gate sees it. */
export interface GateOrder {
  id: number;
  orderNo: string;
  userId: number;
  status: string;
  exhibitionId: number;
  quantity: number;
  /** Ticket numbers the buyer cancelled (refunds): they no longer admit. */
  cancelledTickets: unknown;
  contactName: string;
  /** Ticket kind and tier in the caller's language ('Trade visitor · Early bird'). */
  tier: string;
  /** The visitor named on each ticket (index 0 = ticket 1), null where none is named. */
  visitorNames: (string | null)[];
}

/** The fair of a gate, with its name in the caller's language. */
export type GateFair = AdmissionFair & { name: string };

/** The fair a gate admits to; 404 when there is none. */
export async function gateFair(db: Database, fairId: number, locale: Locale): Promise<GateFair> {
  const [row] = await db
    .select({
      id: exhibitions.id,
      nameZh: exhibitions.nameZh,
      nameEn: exhibitions.nameEn,
      startDate: exhibitions.startDate,
      endDate: exhibitions.endDate,
    })
    .from(exhibitions)
    .where(eq(exhibitions.id, fairId));
  if (row === undefined) throw notFound('exhibition', fairId);
  return {
    id: row.id,
    name: pick(locale, row.nameZh, row.nameEn),
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/** The name of a fair in the caller's language ('' when it does not exist). */
export async function fairName(db: Database, fairId: number, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ nameZh: exhibitions.nameZh, nameEn: exhibitions.nameEn })
    .from(exhibitions)
    .where(eq(exhibitions.id, fairId));
  return row === undefined ? '' : pick(locale, row.nameZh, row.nameEn);
}

/** The holder printed on ticket `index` (1-based): its visitor, else the order's contact. */
export function holderOf(order: GateOrder, index: number): string {
  return order.visitorNames[index - 1] ?? order.contactName;
}

/** Ticket orders by number or by fair, with what the gate shows of each. */
export async function gateOrders(
  db: Database,
  where: { orderNos: readonly string[] } | { fairId: number },
  locale: Locale,
): Promise<Map<string, GateOrder>> {
  if ('orderNos' in where && where.orderNos.length === 0) return new Map();
  const rows = await db
    .select({
      id: ticketOrders.id,
      orderNo: ticketOrders.orderNo,
      userId: ticketOrders.userId,
      status: ticketOrders.status,
      exhibitionId: ticketOrders.exhibitionId,
      quantity: ticketOrders.quantity,
      cancelledTickets: ticketOrders.cancelledTickets,
      contactName: ticketOrders.contactName,
      visitorIds: ticketOrders.visitorIds,
      kindZh: tickets.nameZh,
      kindEn: tickets.nameEn,
      tierZh: ticketTiers.nameZh,
      tierEn: ticketTiers.nameEn,
    })
    .from(ticketOrders)
    .innerJoin(tickets, eq(tickets.id, ticketOrders.ticketId))
    .innerJoin(ticketTiers, eq(ticketTiers.id, ticketOrders.tierId))
    .where(
      'orderNos' in where
        ? inArray(ticketOrders.orderNo, [...new Set(where.orderNos)])
        : and(
            eq(ticketOrders.exhibitionId, where.fairId),
            // Orders that have tickets, or whose tickets must be refused (refunded or cancelled).
            inArray(ticketOrders.status, ['paid', 'free', 'refunded', 'cancelled']),
          ),
    );
  const visitorIds = rows.flatMap((row) => idsOf(row.visitorIds));
  const names = new Map<string, string>();
  for (let start = 0; start < visitorIds.length; start += 5000) {
    const chunk = visitorIds.slice(start, start + 5000);
    const found = await db
      .select({ id: visitors.id, userId: visitors.userId, name: visitors.name })
      .from(visitors)
      .where(inArray(visitors.id, chunk));
    for (const visitor of found) names.set(`${String(visitor.userId)}:${String(visitor.id)}`, visitor.name);
  }
  const orders = new Map<string, GateOrder>();
  for (const row of rows) {
    const kind = pick(locale, row.kindZh, row.kindEn).trim();
    const tierName = pick(locale, row.tierZh, row.tierEn).trim();
    const ids = idsOf(row.visitorIds);
    orders.set(row.orderNo, {
      id: row.id,
      orderNo: row.orderNo,
      userId: row.userId,
      status: row.status,
      exhibitionId: row.exhibitionId,
      quantity: row.quantity,
      cancelledTickets: row.cancelledTickets,
      contactName: row.contactName,
      tier: [...new Set([kind, tierName])].filter((part) => part !== '').join(' · '),
      // Only the owner's visitors: an id that no longer belongs to them prints as the contact.
      visitorNames: Array.from(
        { length: row.quantity },
        (_, position) => names.get(`${String(row.userId)}:${String(ids[position] ?? 0)}`) ?? null,
      ),
    });
  }
  return orders;
}

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}
