import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OrderType } from '../../../src/lib/contract/order.ts';
import type { Database } from '../../db/database.ts';
import {
  exhibitionApplications,
  exhibitions,
  flightOrders,
  ticketOrders,
  ticketTiers,
  tickets,
  tripSignups,
  trips,
  visaOrders,
  visas,
} from '../../db/schema.ts';
import { notFound } from '../../server/api-error.ts';
import { apiText } from '../../server/api-messages.ts';
import { orderTypeOf } from '../orders/order-tables.ts';

// What an invoice shows of its order: the lines (what was bought, how many, at what price, in
// both languages), the total and currency, and whether the order is paid. Read for its owner
// only: another member's order and an unknown number are alike not found.

/** One line of an invoice: the item in both languages, the quantity, the unit price and the line's amount. */
interface InvoiceLine {
  nameZh: string;
  nameEn: string;
  quantity: number;
  unitPriceMinor: number;
  amountMinor: number;
}

/** An order as its invoice needs it. */
export interface InvoiceOrder {
  orderNo: string;
  orderType: OrderType;
  userId: number;
  status: string;
  amountMinor: number;
  currency: string;
  paidAt: Date | null;
  lines: InvoiceLine[];
}

/** An order's statuses that mean its money was received (a flight stays paid once issued). */
const paidStatuses: ReadonlySet<string> = new Set(['paid', 'issued']);

/** Whether an order is paid (and not free: a free ticket has nothing to invoice). */
export function isPaidOrder(order: Pick<InvoiceOrder, 'status' | 'amountMinor'>): boolean {
  return paidStatuses.has(order.status) && order.amountMinor > 0;
}

/** A line of `quantity` items making up `amountMinor` (the unit price rounded to the minor unit). */
function lineOf(nameZh: string, nameEn: string, quantity: number, amountMinor: number): InvoiceLine {
  const count = Math.max(1, quantity);
  return { nameZh, nameEn, quantity: count, unitPriceMinor: Math.round(amountMinor / count), amountMinor };
}

/** The common columns of any order row. */
function common(
  type: OrderType,
  row: {
    orderNo: string;
    userId: number;
    status: string;
    amountMinor: number;
    currency: string;
    paidAt: Date | null;
  },
  lines: InvoiceLine[],
): InvoiceOrder {
  return {
    orderNo: row.orderNo,
    orderType: type,
    userId: row.userId,
    status: row.status,
    amountMinor: row.amountMinor,
    currency: row.currency,
    paidAt: row.paidAt,
    lines,
  };
}

/**
 * One of the user's orders with its invoice lines (any user's when `userId` is null: staff).
 * Booth applications are never paid, so they have no lines to invoice.
 */
export async function readInvoiceOrder(
  db: Database,
  userId: number | null,
  orderNo: string,
): Promise<InvoiceOrder> {
  const type = orderTypeOf(orderNo);
  const owner = (column: PgColumn) => (userId === null ? undefined : eq(column, userId));
  if (type === 'ticket') {
    const [row] = await db
      .select({
        o: ticketOrders,
        fair: { zh: exhibitions.nameZh, en: exhibitions.nameEn },
        kind: { zh: tickets.nameZh, en: tickets.nameEn },
        tier: { zh: ticketTiers.nameZh, en: ticketTiers.nameEn },
      })
      .from(ticketOrders)
      .innerJoin(exhibitions, eq(exhibitions.id, ticketOrders.exhibitionId))
      .innerJoin(tickets, eq(tickets.id, ticketOrders.ticketId))
      .innerJoin(ticketTiers, eq(ticketTiers.id, ticketOrders.tierId))
      .where(and(eq(ticketOrders.orderNo, orderNo), owner(ticketOrders.userId)));
    if (row === undefined) throw notFound('order', orderNo);
    const { o } = row;
    return common(type, o, [
      {
        nameZh: `${row.fair.zh} · ${row.kind.zh} · ${row.tier.zh}`,
        nameEn: `${row.fair.en} · ${row.kind.en} · ${row.tier.en}`,
        quantity: o.quantity,
        unitPriceMinor: o.unitPriceMinor,
        amountMinor: o.amountMinor,
      },
    ]);
  }
  if (type === 'visa') {
    const [row] = await db
      .select({ o: visaOrders, v: { zh: visas.titleZh, en: visas.titleEn } })
      .from(visaOrders)
      .innerJoin(visas, eq(visas.id, visaOrders.visaId))
      .where(and(eq(visaOrders.orderNo, orderNo), owner(visaOrders.userId)));
    if (row === undefined) throw notFound('order', orderNo);
    return common(type, row.o, [lineOf(row.v.zh, row.v.en, row.o.applicantCount, row.o.amountMinor)]);
  }
  if (type === 'trip') {
    const [row] = await db
      .select({ o: tripSignups, t: { zh: trips.titleZh, en: trips.titleEn } })
      .from(tripSignups)
      .innerJoin(trips, eq(trips.id, tripSignups.tripId))
      .where(and(eq(tripSignups.orderNo, orderNo), owner(tripSignups.userId)));
    if (row === undefined) throw notFound('order', orderNo);
    return common(type, row.o, [lineOf(row.t.zh, row.t.en, row.o.people, row.o.amountMinor)]);
  }
  if (type === 'flight') {
    const [row] = await db
      .select({ o: flightOrders, fair: { zh: exhibitions.nameZh, en: exhibitions.nameEn } })
      .from(flightOrders)
      .innerJoin(exhibitions, eq(exhibitions.id, flightOrders.exhibitionId))
      .where(and(eq(flightOrders.orderNo, orderNo), owner(flightOrders.userId)));
    if (row === undefined) throw notFound('order', orderNo);
    const passengers = Array.isArray(row.o.passengers) ? row.o.passengers.length : 1;
    const flights = apiText('apiMessage.invoice.flightLine', { city: row.o.departureCity });
    return common(type, row.o, [
      lineOf(
        `${row.fair.zh} · ${flights.zh}`,
        `${row.fair.en} · ${flights.en}`,
        passengers,
        row.o.amountMinor,
      ),
    ]);
  }
  // Booth applications: found for their owner, never paid, so nothing to invoice.
  const [row] = await db
    .select({ o: exhibitionApplications })
    .from(exhibitionApplications)
    .where(and(eq(exhibitionApplications.orderNo, orderNo), owner(exhibitionApplications.userId)));
  if (row === undefined) throw notFound('order', orderNo);
  return common(type, row.o, []);
}
