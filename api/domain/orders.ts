import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PayKind, ResponseCode } from '../../src/lib/contract/codes.ts';
import type {
  applicationBodySchema,
  ticketOrderBodySchema,
  tripSignupBodySchema,
  visaOrderBodySchema,
  OrderType,
} from '../../src/lib/contract/order.ts';
import type { Database } from '../db/database.ts';
import {
  exhibitionApplications,
  exhibitions,
  ticketOrders,
  ticketTiers,
  tickets,
  tripSignups,
  trips,
  uploads,
  visaApplicantDocuments,
  visaApplicants,
  visaOrders,
  visas,
  visitors,
} from '../db/schema.ts';
import { ApiError, notFound, refused } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { assertSameRequest, isUniqueViolation, newOrderNo, requestHash } from './idempotency.ts';
import type { VisaDocument } from './visas.ts';

interface Ctx {
  db: Database;
  userId: number;
  key: string;
  now: Date;
  locale: Locale;
}
type Table = typeof ticketOrders | typeof visaOrders | typeof exhibitionApplications | typeof tripSignups;

/**
 * Creates an order at most once per (user, Idempotency-Key): an earlier order with the key is
 * returned as it is; a concurrent duplicate loses on the unique index and returns the winner's.
 */
async function createOnce(
  ctx: Ctx,
  table: Table,
  body: unknown,
  create: (tx: Database, hash: string) => Promise<string>,
): Promise<string> {
  const hash = requestHash(body);
  const existing = async () => {
    const [row] = await ctx.db
      .select({ orderNo: table.orderNo, requestHash: table.requestHash })
      .from(table)
      .where(and(eq(table.userId, ctx.userId), eq(table.idempotencyKey, ctx.key)));
    return row;
  };
  const before = await existing();
  if (before !== undefined) {
    assertSameRequest(before.requestHash, hash);
    return before.orderNo;
  }
  try {
    return await ctx.db.transaction((tx) => create(tx as unknown as Database, hash));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await existing();
    if (winner === undefined) throw error;
    assertSameRequest(winner.requestHash, hash);
    return winner.orderNo;
  }
}

function contactColumns(contact: { name: string; phone: string; email?: string | undefined }) {
  return { contactName: contact.name, contactPhone: contact.phone, contactEmail: contact.email ?? null };
}

/** Orders tickets: the tier's stock is taken with one conditional update inside the transaction. */
export async function createTicketOrder(
  ctx: Ctx,
  body: z.output<typeof ticketOrderBodySchema>,
): Promise<string> {
  return createOnce(ctx, ticketOrders, body, async (tx, hash) => {
    const [row] = await tx
      .select({ tier: ticketTiers, ticket: tickets })
      .from(ticketTiers)
      .innerJoin(tickets, eq(tickets.id, ticketTiers.ticketId))
      .where(eq(ticketTiers.id, body.tierId));
    if (row === undefined) throw notFound('ticket tier', body.tierId);
    const today = ctx.now.toISOString().slice(0, 10);
    if (today < row.ticket.saleStart || today > row.ticket.saleEnd)
      throw refused(`tickets are on sale from ${row.ticket.saleStart} to ${row.ticket.saleEnd}`);
    if (body.visitorIds !== undefined) {
      if (body.visitorIds.length !== body.quantity || new Set(body.visitorIds).size !== body.quantity)
        throw new ApiError(
          ResponseCode.illegalParameter,
          400,
          'illegal parameter: one distinct visitor per ticket',
          [{ field: 'body.visitorIds', message: 'one distinct visitor per ticket' }],
        );
      const own = await tx
        .select({ id: visitors.id })
        .from(visitors)
        .where(and(eq(visitors.userId, ctx.userId), inArray(visitors.id, body.visitorIds)));
      if (own.length !== body.visitorIds.length)
        throw notFound('visitor', body.visitorIds.filter((id) => !own.some((o) => o.id === id)).join(','));
    }
    const taken = await tx
      .update(ticketTiers)
      .set({ sold: sql`${ticketTiers.sold} + ${body.quantity}` })
      .where(
        and(
          eq(ticketTiers.id, body.tierId),
          sql`${ticketTiers.stock} - ${ticketTiers.sold} >= ${body.quantity}`,
        ),
      )
      .returning({ id: ticketTiers.id });
    if (taken.length === 0)
      throw refused(`only ${String(row.tier.stock - row.tier.sold)} tickets left in this tier`);
    const free = row.ticket.payKind === PayKind.free || row.tier.priceMinor === 0;
    const orderNo = newOrderNo('T', ctx.now);
    await tx.insert(ticketOrders).values({
      orderNo,
      userId: ctx.userId,
      idempotencyKey: ctx.key,
      requestHash: hash,
      amountMinor: row.tier.priceMinor * body.quantity,
      currency: row.tier.currency,
      status: free ? 'free' : 'pending',
      ...contactColumns(body.contact),
      exhibitionId: row.ticket.exhibitionId,
      ticketId: row.ticket.id,
      tierId: row.tier.id,
      quantity: body.quantity,
      unitPriceMinor: row.tier.priceMinor,
      payKind: free ? PayKind.free : PayKind.pay,
      visitorIds: body.visitorIds ?? [],
      createdAt: ctx.now,
    });
    return orderNo;
  });
}

/** Orders a visa: the visa's daily quota counts applicants of today's orders, inside the transaction. */
export async function createVisaOrder(ctx: Ctx, body: z.output<typeof visaOrderBodySchema>): Promise<string> {
  return createOnce(ctx, visaOrders, body, async (tx, hash) => {
    // Lock the visa row so concurrent orders for the same visa check the quota one at a time.
    const [visa] = await tx.select().from(visas).where(eq(visas.id, body.visaId)).for('update');
    if (visa === undefined) throw notFound('visa', body.visaId);
    if (body.departDate <= ctx.now.toISOString().slice(0, 10))
      throw new ApiError(
        ResponseCode.illegalParameter,
        400,
        'illegal parameter: departDate must be in the future',
        [{ field: 'body.departDate', message: 'must be in the future' }],
      );
    const dayStart = new Date(`${ctx.now.toISOString().slice(0, 10)}T00:00:00Z`);
    const [used] = await tx
      .select({ n: sql<number>`coalesce(sum(${visaOrders.applicantCount}), 0)::int` })
      .from(visaOrders)
      .where(and(eq(visaOrders.visaId, visa.id), gte(visaOrders.createdAt, dayStart)));
    if ((used?.n ?? 0) + body.applicants.length > visa.dailyQuota)
      throw refused(`today's quota for this visa is full (${String(visa.dailyQuota)} applicants a day)`);
    const orderNo = newOrderNo('V', ctx.now);
    const [order] = await tx
      .insert(visaOrders)
      .values({
        orderNo,
        userId: ctx.userId,
        idempotencyKey: ctx.key,
        requestHash: hash,
        amountMinor: visa.priceMinor * body.applicants.length,
        currency: visa.currency,
        status: 'pending',
        ...contactColumns(body.contact),
        visaId: visa.id,
        departDate: body.departDate,
        applicantCount: body.applicants.length,
        createdAt: ctx.now,
      })
      .returning({ id: visaOrders.id });
    await tx.insert(visaApplicants).values(
      body.applicants.map((a) => ({
        orderId: (order as { id: number }).id,
        name: a.name,
        pinyin: a.pinyin.toUpperCase(),
        passportNo: a.passportNo.toUpperCase(),
        applicantKind: a.applicantKind,
        phone: a.phone ?? null,
      })),
    );
    return orderNo;
  });
}

/** Applies for a booth at an exhibition (no payment; the organiser reviews it). */
export async function createApplication(
  ctx: Ctx,
  body: z.output<typeof applicationBodySchema>,
): Promise<string> {
  return createOnce(ctx, exhibitionApplications, body, async (tx, hash) => {
    const [fair] = await tx
      .select({ id: exhibitions.id, endDate: exhibitions.endDate })
      .from(exhibitions)
      .where(eq(exhibitions.id, body.exhibitionId));
    if (fair === undefined) throw notFound('exhibition', body.exhibitionId);
    if (fair.endDate < ctx.now.toISOString().slice(0, 10)) throw refused('this exhibition is over');
    const orderNo = newOrderNo('A', ctx.now);
    await tx.insert(exhibitionApplications).values({
      orderNo,
      userId: ctx.userId,
      idempotencyKey: ctx.key,
      requestHash: hash,
      amountMinor: 0,
      currency: 'CNY',
      status: 'submitted',
      ...contactColumns(body.contact),
      exhibitionId: fair.id,
      companyName: body.companyName,
      boothType: body.boothType,
      boothAreaSqm: body.boothAreaSqm,
      remark: body.remark,
      createdAt: ctx.now,
    });
    return orderNo;
  });
}

/** Signs up for a group trip: places are taken with one conditional update (quota). */
export async function createTripSignup(
  ctx: Ctx,
  body: z.output<typeof tripSignupBodySchema>,
): Promise<string> {
  return createOnce(ctx, tripSignups, body, async (tx, hash) => {
    const [trip] = await tx.select().from(trips).where(eq(trips.id, body.tripId));
    if (trip === undefined) throw notFound('trip', body.tripId);
    if (trip.startDate <= ctx.now.toISOString().slice(0, 10)) throw refused('this trip has already left');
    const taken = await tx
      .update(trips)
      .set({ signed: sql`${trips.signed} + ${body.people}` })
      .where(and(eq(trips.id, trip.id), sql`${trips.quota} - ${trips.signed} >= ${body.people}`))
      .returning({ id: trips.id });
    if (taken.length === 0)
      throw refused(`only ${String(trip.quota - trip.signed)} places left on this trip`);
    const orderNo = newOrderNo('G', ctx.now);
    await tx.insert(tripSignups).values({
      orderNo,
      userId: ctx.userId,
      idempotencyKey: ctx.key,
      requestHash: hash,
      amountMinor: trip.priceMinor * body.people,
      currency: trip.currency,
      status: 'pending',
      ...contactColumns(body.contact),
      tripId: trip.id,
      people: body.people,
      createdAt: ctx.now,
    });
    return orderNo;
  });
}

/** The table of an order type. */
export function orderTable(type: OrderType): Table {
  return { ticket: ticketOrders, visa: visaOrders, application: exhibitionApplications, trip: tripSignups }[
    type
  ];
}

/** The order type of an order number (by its first letter). */
export function orderTypeOf(orderNo: string): OrderType {
  const map: Record<string, OrderType> = { T: 'ticket', V: 'visa', A: 'application', G: 'trip' };
  const type = map[orderNo.charAt(0)];
  if (type === undefined) throw notFound('order', orderNo);
  return type;
}

type Common = typeof ticketOrders.$inferSelect;

function commonFields(
  type: OrderType,
  row: Omit<
    Common,
    'exhibitionId' | 'ticketId' | 'tierId' | 'quantity' | 'unitPriceMinor' | 'payKind' | 'visitorIds'
  >,
  title: string,
  payKind: number,
) {
  return {
    orderType: type,
    orderNo: row.orderNo,
    status: row.status as 'pending' | 'paid' | 'free' | 'submitted' | 'cancelled',
    payKind: payKind === PayKind.free ? 2 : 1,
    amountMinor: row.amountMinor,
    currency: row.currency,
    contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
    title,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Visa applicants with uploaded documents and the required ones still missing. */
async function applicantsOf(db: Database, orderId: number, documents: VisaDocument[]) {
  const applicants = await db
    .select()
    .from(visaApplicants)
    .where(eq(visaApplicants.orderId, orderId))
    .orderBy(asc(visaApplicants.id));
  const docs =
    applicants.length === 0
      ? []
      : await db
          .select()
          .from(visaApplicantDocuments)
          .where(
            inArray(
              visaApplicantDocuments.applicantId,
              applicants.map((a) => a.id),
            ),
          );
  return applicants.map((a) => {
    const mine = docs.filter((d) => d.applicantId === a.id);
    const required = documents
      .filter((d) => d.applicantKind === a.applicantKind && d.required)
      .map((d) => d.code);
    return {
      id: a.id,
      name: a.name,
      pinyin: a.pinyin,
      passportNo: a.passportNo,
      applicantKind: a.applicantKind as 'employed',
      phone: a.phone,
      documents: mine.map((d) => ({
        documentCode: d.documentCode,
        uploadId: d.uploadId,
        url: `/api/uploads/${String(d.uploadId)}`,
      })),
      missingDocuments: required.filter((code) => !mine.some((d) => d.documentCode === code)),
    };
  });
}

/** Reads one of the user's orders by number; other users' orders are not found. */
export async function getOrder(db: Database, userId: number, orderNo: string, locale: Locale) {
  const type = orderTypeOf(orderNo);
  if (type === 'ticket') {
    const [row] = await db
      .select({ o: ticketOrders, e: { zh: exhibitions.nameZh, en: exhibitions.nameEn } })
      .from(ticketOrders)
      .innerJoin(exhibitions, eq(exhibitions.id, ticketOrders.exhibitionId))
      .where(and(eq(ticketOrders.orderNo, orderNo), eq(ticketOrders.userId, userId)));
    if (row === undefined) throw notFound('order', orderNo);
    const o = row.o;
    return {
      ...commonFields(type, o, pick(locale, row.e.zh, row.e.en), o.payKind),
      ticket: {
        exhibitionId: o.exhibitionId,
        ticketId: o.ticketId,
        tierId: o.tierId,
        quantity: o.quantity,
        unitPriceMinor: o.unitPriceMinor,
        visitorIds: o.visitorIds as number[],
      },
    };
  }
  if (type === 'visa') {
    const [row] = await db
      .select({ o: visaOrders, v: visas })
      .from(visaOrders)
      .innerJoin(visas, eq(visas.id, visaOrders.visaId))
      .where(and(eq(visaOrders.orderNo, orderNo), eq(visaOrders.userId, userId)));
    if (row === undefined) throw notFound('order', orderNo);
    return {
      ...commonFields(type, row.o, pick(locale, row.v.titleZh, row.v.titleEn), PayKind.pay),
      visa: {
        visaId: row.o.visaId,
        departDate: row.o.departDate,
        applicants: await applicantsOf(db, row.o.id, row.v.documents as VisaDocument[]),
      },
    };
  }
  if (type === 'application') {
    const [row] = await db
      .select({ o: exhibitionApplications, e: { zh: exhibitions.nameZh, en: exhibitions.nameEn } })
      .from(exhibitionApplications)
      .innerJoin(exhibitions, eq(exhibitions.id, exhibitionApplications.exhibitionId))
      .where(and(eq(exhibitionApplications.orderNo, orderNo), eq(exhibitionApplications.userId, userId)));
    if (row === undefined) throw notFound('order', orderNo);
    const o = row.o;
    return {
      ...commonFields(type, o, pick(locale, row.e.zh, row.e.en), PayKind.free),
      application: {
        exhibitionId: o.exhibitionId,
        companyName: o.companyName,
        boothType: o.boothType,
        boothAreaSqm: o.boothAreaSqm,
        remark: o.remark,
      },
    };
  }
  const [row] = await db
    .select({ o: tripSignups, t: { zh: trips.titleZh, en: trips.titleEn } })
    .from(tripSignups)
    .innerJoin(trips, eq(trips.id, tripSignups.tripId))
    .where(and(eq(tripSignups.orderNo, orderNo), eq(tripSignups.userId, userId)));
  if (row === undefined) throw notFound('order', orderNo);
  return {
    ...commonFields(type, row.o, pick(locale, row.t.zh, row.t.en), PayKind.pay),
    trip: { tripId: row.o.tripId, people: row.o.people },
  };
}

/** Cancels a pending order and gives its stock or places back, in one transaction. */
export async function cancelOrder(db: Database, userId: number, orderNo: string): Promise<void> {
  const type = orderTypeOf(orderNo);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const table = orderTable(type);
    const [cancelled] = await tx
      .update(table)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(table.orderNo, orderNo),
          eq(table.userId, userId),
          inArray(table.status, ['pending', 'submitted']),
        ),
      )
      .returning({ id: table.id });
    if (cancelled === undefined) {
      const [exists] = await tx
        .select({ status: table.status })
        .from(table)
        .where(and(eq(table.orderNo, orderNo), eq(table.userId, userId)));
      if (exists === undefined) throw notFound('order', orderNo);
      throw refused(`a ${exists.status} order cannot be cancelled`);
    }
    if (type === 'ticket') {
      const [o] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, cancelled.id));
      if (o !== undefined)
        await tx
          .update(ticketTiers)
          .set({ sold: sql`${ticketTiers.sold} - ${o.quantity}` })
          .where(eq(ticketTiers.id, o.tierId));
    }
    if (type === 'trip') {
      const [o] = await tx.select().from(tripSignups).where(eq(tripSignups.id, cancelled.id));
      if (o !== undefined)
        await tx
          .update(trips)
          .set({ signed: sql`${trips.signed} - ${o.people}` })
          .where(eq(trips.id, o.tripId));
    }
  });
}

/** Attaches an uploaded file of the user to an applicant of the user's visa order. */
export async function attachVisaDocument(
  db: Database,
  userId: number,
  orderNo: string,
  applicantId: number,
  documentCode: string,
  uploadId: number,
): Promise<void> {
  const [row] = await db
    .select({ applicant: visaApplicants, order: visaOrders, visa: visas })
    .from(visaApplicants)
    .innerJoin(visaOrders, eq(visaOrders.id, visaApplicants.orderId))
    .innerJoin(visas, eq(visas.id, visaOrders.visaId))
    .where(
      and(eq(visaApplicants.id, applicantId), eq(visaOrders.orderNo, orderNo), eq(visaOrders.userId, userId)),
    );
  if (row === undefined) throw notFound('visa applicant', applicantId);
  const allowed = (row.visa.documents as VisaDocument[]).some(
    (d) => d.code === documentCode && d.applicantKind === row.applicant.applicantKind,
  );
  if (!allowed)
    throw new ApiError(
      ResponseCode.illegalParameter,
      400,
      `illegal parameter: ${documentCode} is not a document of this visa for ${row.applicant.applicantKind} applicants`,
      [{ field: 'body.documentCode', message: 'not required for this applicant' }],
    );
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)));
  if (upload === undefined) throw notFound('upload', uploadId);
  await db
    .insert(visaApplicantDocuments)
    .values({ applicantId, documentCode, uploadId })
    .onConflictDoUpdate({
      target: [visaApplicantDocuments.applicantId, visaApplicantDocuments.documentCode],
      set: { uploadId },
    });
}
