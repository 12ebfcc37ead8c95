import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PayKind } from '../../../src/lib/contract/codes.ts';
import type { OrderType } from '../../../src/lib/contract/order.ts';
import type { Database } from '../../db/database.ts';
import {
  exhibitionApplications,
  exhibitions,
  ticketOrders,
  ticketTiers,
  tripSignups,
  trips,
  visaApplicantDocuments,
  visaApplicants,
  visaOrders,
  visas,
} from '../../db/schema.ts';
import { notFound } from '../../server/api-error.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import type { VisaDocument } from '../visas.ts';
import { readFlightOrder } from './flight-orders.ts';
import { orderTypeOf } from './order-tables.ts';
import { refundPolicyOf } from './refund-policy.ts';
import { cancelledTicketsOf } from './ticket-cancellation.ts';

type Common = typeof ticketOrders.$inferSelect;

function commonFields(
  type: OrderType,
  row: Omit<
    Common,
    | 'exhibitionId'
    | 'ticketId'
    | 'tierId'
    | 'quantity'
    | 'unitPriceMinor'
    | 'payKind'
    | 'visitorIds'
    | 'checkInCode'
    | 'holdExpiresAt'
    | 'cancelledTickets'
  >,
  title: string,
  payKind: number,
) {
  return {
    orderType: type,
    orderNo: row.orderNo,
    status: row.status as 'pending' | 'paid' | 'free' | 'submitted' | 'cancelled' | 'expired' | 'refunded',
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

/**
 * The secret of a ticket order's e-ticket code once it is paid or free (null before): random,
 * made on the first read after payment and kept, so the printed code stays the same.
 */
export async function ticketCheckInCode(
  db: Database,
  order: { id: number; status: string; checkInCode: string | null },
): Promise<string | null> {
  if (order.status !== 'paid' && order.status !== 'free') return null;
  if (order.checkInCode !== null) return order.checkInCode;
  const code = randomBytes(12).toString('base64url');
  // Two first reads at once: the first write wins and both answer the stored code.
  await db
    .update(ticketOrders)
    .set({ checkInCode: code })
    .where(and(eq(ticketOrders.id, order.id), isNull(ticketOrders.checkInCode)));
  const [stored] = await db
    .select({ code: ticketOrders.checkInCode })
    .from(ticketOrders)
    .where(eq(ticketOrders.id, order.id));
  return stored?.code ?? code;
}

/**
 * Reads one of the user's orders by number; other users' orders are not found. A pending ticket
 * order says until when it holds its tickets and how many seconds are left at `now`.
 */
export async function getOrder(db: Database, userId: number, orderNo: string, locale: Locale, now: Date) {
  const type = orderTypeOf(orderNo);
  if (type === 'flight') return readFlightOrder(db, userId, orderNo, locale);
  if (type === 'ticket') {
    const [row] = await db
      .select({
        o: ticketOrders,
        e: { zh: exhibitions.nameZh, en: exhibitions.nameEn, startDate: exhibitions.startDate },
        policy: {
          refundDays: ticketTiers.refundDays,
          refundLateFeePercent: ticketTiers.refundLateFeePercent,
        },
      })
      .from(ticketOrders)
      .innerJoin(exhibitions, eq(exhibitions.id, ticketOrders.exhibitionId))
      .leftJoin(ticketTiers, eq(ticketTiers.id, ticketOrders.tierId))
      .where(and(eq(ticketOrders.orderNo, orderNo), eq(ticketOrders.userId, userId)));
    if (row === undefined) throw notFound('order', orderNo);
    const o = row.o;
    const checkInCode = await ticketCheckInCode(db, o);
    return {
      ...commonFields(type, o, pick(locale, row.e.zh, row.e.en), o.payKind),
      ticket: {
        exhibitionId: o.exhibitionId,
        ticketId: o.ticketId,
        tierId: o.tierId,
        quantity: o.quantity,
        unitPriceMinor: o.unitPriceMinor,
        visitorIds: o.visitorIds as number[],
        checkInCode,
        cancelledTickets: cancelledTicketsOf(o),
        refundPolicy: refundPolicyOf({
          refundDays: row.policy?.refundDays ?? null,
          refundLateFeePercent: row.policy?.refundLateFeePercent ?? null,
        }),
        startDate: row.e.startDate,
        holdExpiresAt: o.status === 'pending' ? (o.holdExpiresAt?.toISOString() ?? null) : null,
        holdExpiresIn:
          o.status === 'pending' && o.holdExpiresAt !== null
            ? Math.max(0, Math.floor((o.holdExpiresAt.getTime() - now.getTime()) / 1000))
            : null,
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
        refundPolicy: refundPolicyOf(row.v),
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
