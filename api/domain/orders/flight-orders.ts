import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { flightIssueBodySchema, flightQuoteBodySchema } from '../../../src/lib/contract/flight.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import {
  allowedFrom,
  type CabinClass,
  type flightOrderBodySchema,
  type OrderAction,
} from '../../../src/lib/contract/order.ts';
import type { Database } from '../../db/database.ts';
import { cities, exhibitions, flightOrders, visitors } from '../../db/schema.ts';
import { ApiError, fieldIssue, illegalParameter, notFound, refused } from '../../server/api-error.ts';
import { newOrderNo } from '../idempotency.ts';
import { pageOf, pageOffset, type Page } from '../paging.ts';
import { contactColumns, createOnce, type NewOrder } from './create-once.ts';
import { orderStateError } from './order-state.ts';
import { apiText, type ApiMessageKey } from '../../server/api-messages.ts';

// Flight orders: a member asks for flights to an exhibition's city for some of their visitors;
// staff (role editor) quote a price and the flights, the member pays the quote through the
// gateway (payments.ts), staff issue the tickets. Every move is one conditional UPDATE on the
// status it leaves, so two staff or a member and staff racing cannot both win.

type FlightRow = typeof flightOrders.$inferSelect;

/** A passenger as stored on the order: the visitor and the name when requested. */
interface Passenger {
  visitorId: number;
  name: string;
}

/** A date n days after an ISO date (UTC). */
function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function badDate(field: string, key: ApiMessageKey, values?: Record<string, string>): ApiError {
  return illegalParameter([fieldIssue(field, key, values)]);
}

/**
 * Records a flight request: the exhibition must not be over, the departure in the future and no
 * later than the fair's last day, the passengers the member's own visitors. Nothing to pay yet.
 */
export async function createFlightOrder(
  ctx: NewOrder,
  body: z.output<typeof flightOrderBodySchema>,
): Promise<string> {
  return createOnce(ctx, flightOrders, body, async (tx, head) => {
    const [fair] = await tx
      .select({ id: exhibitions.id, endDate: exhibitions.endDate })
      .from(exhibitions)
      .where(eq(exhibitions.id, body.exhibitionId));
    if (fair === undefined) throw notFound('exhibition', body.exhibitionId);
    const today = ctx.now.toISOString().slice(0, 10);
    if (fair.endDate < today) throw refused(apiText('apiMessage.exhibition.over'));
    if (body.departDate <= today) throw badDate('body.departDate', 'apiMessage.flight.departAfterToday');
    if (body.departDate > fair.endDate)
      throw badDate('body.departDate', 'apiMessage.flight.departByLastDay', { date: fair.endDate });
    if (body.returnDate !== null && body.returnDate > addDays(fair.endDate, 60))
      throw badDate('body.returnDate', 'apiMessage.flight.returnWithin60Days');
    const own = await tx
      .select({ id: visitors.id, name: visitors.name })
      .from(visitors)
      .where(and(eq(visitors.userId, ctx.userId), inArray(visitors.id, body.passengerIds)));
    if (own.length !== body.passengerIds.length)
      throw notFound('visitor', body.passengerIds.filter((id) => !own.some((o) => o.id === id)).join(','));
    const passengers: Passenger[] = body.passengerIds.map((id) => ({
      visitorId: id,
      name: own.find((o) => o.id === id)?.name ?? '',
    }));
    const orderNo = newOrderNo('F', ctx.now);
    await tx.insert(flightOrders).values({
      orderNo,
      ...head,
      // Priced by staff's quote; nothing can be paid before it.
      amountMinor: 0,
      currency: 'CNY',
      status: 'requested',
      ...contactColumns(body.contact),
      exhibitionId: fair.id,
      departureCity: body.departureCity,
      departDate: body.departDate,
      returnDate: body.returnDate,
      cabinClass: body.cabinClass,
      passengers,
      remark: body.remark,
    });
    return orderNo;
  });
}

/** The common fields and the `flight` part of flight orders matching `where`, oldest first. */
async function flightOrdersWhere(db: Database, where: SQL | undefined, locale: Locale, page?: Page) {
  const query = db
    .select({
      o: flightOrders,
      fair: { zh: exhibitions.nameZh, en: exhibitions.nameEn },
      city: { zh: cities.nameZh, en: cities.nameEn },
    })
    .from(flightOrders)
    .innerJoin(exhibitions, eq(exhibitions.id, flightOrders.exhibitionId))
    .innerJoin(cities, eq(cities.id, exhibitions.cityId))
    .where(where)
    .orderBy(asc(flightOrders.createdAt), asc(flightOrders.id));
  const rows = page === undefined ? await query : await query.limit(page.pageSize).offset(pageOffset(page));
  return rows.map((row) => presentFlight(row.o, pick(locale, row.fair.zh, row.fair.en), row.city, locale));
}

function presentFlight(o: FlightRow, fairName: string, city: { zh: string; en: string }, locale: Locale) {
  const destinationCity = pick(locale, city.zh, city.en);
  return {
    orderType: 'flight' as const,
    orderNo: o.orderNo,
    status: o.status as 'requested' | 'quoted' | 'paid' | 'issued' | 'cancelled',
    payKind: 1 as const,
    amountMinor: o.amountMinor,
    currency: o.currency,
    contact: { name: o.contactName, phone: o.contactPhone, email: o.contactEmail },
    title: pick(
      locale,
      `${o.departureCity} → ${destinationCity}：${fairName}`,
      `${o.departureCity} → ${destinationCity}: ${fairName}`,
    ),
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    flight: {
      exhibitionId: o.exhibitionId,
      departureCity: o.departureCity,
      destinationCity,
      departDate: o.departDate,
      returnDate: o.returnDate,
      cabinClass: o.cabinClass as CabinClass,
      passengers: o.passengers as Passenger[],
      remark: o.remark,
      quote:
        o.quotedFlights === null || o.quotedAt === null
          ? null
          : { flights: o.quotedFlights, quotedAt: o.quotedAt.toISOString() },
      ticketNumbers: o.ticketNumbers,
      issuedAt: o.issuedAt?.toISOString() ?? null,
    },
  };
}

/** One flight order, the member's own (userId) or any (null: staff); others are not found. */
export async function readFlightOrder(db: Database, userId: number | null, orderNo: string, locale: Locale) {
  const [order] = await flightOrdersWhere(
    db,
    userId === null
      ? eq(flightOrders.orderNo, orderNo)
      : and(eq(flightOrders.orderNo, orderNo), eq(flightOrders.userId, userId)),
    locale,
  );
  if (order === undefined) throw notFound('order', orderNo);
  return order;
}

/** Every member's flight orders for staff, oldest first (the queue to work through), of one status or all. */
export async function listFlightOrders(db: Database, status: string | undefined, page: Page, locale: Locale) {
  const where = status === undefined ? undefined : eq(flightOrders.status, status);
  const [records, totals] = await Promise.all([
    flightOrdersWhere(db, where, locale, page),
    db.select({ total: count() }).from(flightOrders).where(where),
  ]);
  return pageOf(records, page, totals);
}

/**
 * Moves a flight order from the status the action allows, setting `values`, in one conditional
 * update; a missing order is not found, one in another status the coded refusal.
 */
async function moveFlightOrder(
  db: Database,
  orderNo: string,
  action: OrderAction,
  values: Partial<typeof flightOrders.$inferInsert>,
): Promise<void> {
  const moved = await db
    .update(flightOrders)
    .set(values)
    .where(
      and(
        eq(flightOrders.orderNo, orderNo),
        inArray(flightOrders.status, [...allowedFrom('flight', action)]),
      ),
    )
    .returning({ id: flightOrders.id });
  if (moved.length > 0) return;
  const [current] = await db
    .select({ status: flightOrders.status })
    .from(flightOrders)
    .where(eq(flightOrders.orderNo, orderNo));
  if (current === undefined) throw notFound('order', orderNo);
  throw orderStateError(action, current.status);
}

/** Staff's quote of a requested flight order: the price for all its passengers and the flights offered. */
export async function quoteFlightOrder(
  db: Database,
  staffId: number,
  orderNo: string,
  body: z.output<typeof flightQuoteBodySchema>,
  now: Date,
): Promise<void> {
  await moveFlightOrder(db, orderNo, 'quote', {
    status: 'quoted',
    amountMinor: body.amountMinor,
    currency: body.currency,
    quotedFlights: body.flights,
    quotedAt: now,
    quotedBy: staffId,
  });
}

/** Staff issue the tickets of a paid flight order, writing their numbers on it. */
export async function issueFlightOrder(
  db: Database,
  staffId: number,
  orderNo: string,
  body: z.output<typeof flightIssueBodySchema>,
  now: Date,
): Promise<void> {
  await moveFlightOrder(db, orderNo, 'issue', {
    status: 'issued',
    ticketNumbers: body.ticketNumbers,
    issuedAt: now,
    issuedBy: staffId,
  });
}
