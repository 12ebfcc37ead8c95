import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  refundFee,
  refundTerms,
  type RefundBody,
  type RefundPolicy,
  type RefundQuote,
  type RefundResult,
} from '../../../src/lib/contract/refund.ts';
import type { Database } from '../../db/database.ts';
import {
  exhibitions,
  orderRefunds,
  payments,
  ticketOrders,
  ticketTiers,
  visaOrders,
  visas,
} from '../../db/schema.ts';
import { fieldIssue, illegalParameter, notFound, refused, type ApiError } from '../../server/api-error.ts';
import { apiText } from '../../server/api-messages.ts';
import { sandboxRefund } from '../sandbox-refunds.ts';
import { orderStateError } from './order-state.ts';
import { orderTypeOf } from './order-tables.ts';
import { refundPolicyOf } from './refund-policy.ts';
import { cancelledTicketsOf } from './ticket-cancellation.ts';
import { dayOf, giveBack } from './ticket-holds.ts';

// A buyer cancels a paid ticket order (some of its tickets, or all) or a paid visa order (as a
// whole) and gets back what the tier's or visa's refund policy allows on the day. The quote and
// the refund share one plan, so the amount confirmed is the amount refunded. The refund runs in
// one transaction that locks the order row: the gateway refund (once per refund request), the
// refund's record, the cancelled tickets, the order's status and the tickets back in stock
// (where the tier's waiting list gets them first). A repeated request with the same
// Idempotency-Key answers the first refund; a request for tickets already cancelled is refused.

type PlannedOrder =
  | {
      type: 'ticket';
      row: typeof ticketOrders.$inferSelect;
      policy: RefundPolicy;
      startDay: string;
    }
  | { type: 'visa'; row: typeof visaOrders.$inferSelect; policy: RefundPolicy; startDay: string };

interface RefundPlan extends RefundQuote {
  order: PlannedOrder;
  /** Every ticket cancelled once this plan is carried out. */
  cancelledAfter: number[];
  /** The order's status afterwards. */
  statusAfter: 'paid' | 'refunded';
}

/** Reads (and inside a transaction, locks) one of the user's ticket or visa orders with its policy. */
async function loadOrder(
  db: Database,
  userId: number,
  orderNo: string,
  lock: boolean,
): Promise<PlannedOrder> {
  const type = orderTypeOf(orderNo);
  if (type === 'ticket') {
    const query = db
      .select({ row: ticketOrders })
      .from(ticketOrders)
      .where(and(eq(ticketOrders.orderNo, orderNo), eq(ticketOrders.userId, userId)));
    const [found] = lock ? await query.for('update') : await query;
    if (found === undefined) throw notFound('order', orderNo);
    const [terms] = await db
      .select({ tier: ticketTiers, startDay: exhibitions.startDate })
      .from(ticketTiers)
      .innerJoin(exhibitions, eq(exhibitions.id, found.row.exhibitionId))
      .where(eq(ticketTiers.id, found.row.tierId));
    if (terms === undefined) throw notFound('order', orderNo);
    return { type, row: found.row, policy: refundPolicyOf(terms.tier), startDay: terms.startDay };
  }
  if (type === 'visa') {
    const query = db
      .select({ row: visaOrders })
      .from(visaOrders)
      .where(and(eq(visaOrders.orderNo, orderNo), eq(visaOrders.userId, userId)));
    const [found] = lock ? await query.for('update') : await query;
    if (found === undefined) throw notFound('order', orderNo);
    const [visa] = await db.select().from(visas).where(eq(visas.id, found.row.visaId));
    if (visa === undefined) throw notFound('order', orderNo);
    return { type, row: found.row, policy: refundPolicyOf(visa), startDay: found.row.departDate };
  }
  // Applications are free; trips and flights are refunded by staff, not by a stated policy.
  throw refused(apiText('apiMessage.refund.kind'));
}

/** The refusal of a refund the policy does not allow on the day. */
function policyRefusal(
  reason: 'non-refundable' | 'past-policy' | 'started',
  type: 'ticket' | 'visa',
  deadline: string | null,
): ApiError {
  if (reason === 'non-refundable') return refused(apiText('apiMessage.refund.nonRefundable'));
  if (reason === 'past-policy')
    return refused(apiText('apiMessage.refund.pastPolicy', { deadline: deadline ?? '' }));
  return refused(
    apiText(type === 'ticket' ? 'apiMessage.refund.startedTicket' : 'apiMessage.refund.startedVisa'),
  );
}

/** The tickets a request names, checked against the order (400 unknown numbers, 409 already cancelled). */
function ticketsToCancel(order: PlannedOrder, body: RefundBody): number[] {
  if (order.type === 'visa') {
    if (body.tickets !== 'all')
      throw illegalParameter([fieldIssue('body.tickets', 'apiMessage.refund.wholeOrderOnly')]);
    return [];
  }
  const { quantity } = order.row;
  const cancelled = cancelledTicketsOf(order.row);
  if (body.tickets === 'all')
    return Array.from({ length: quantity }, (_, i) => i + 1).filter((n) => !cancelled.includes(n));
  const unknown = body.tickets.filter((n) => n > quantity);
  if (unknown.length > 0)
    throw illegalParameter([
      fieldIssue('body.tickets', 'apiMessage.refund.noSuchTicket', { tickets: unknown.join(', '), quantity }),
    ]);
  const again = body.tickets.filter((n) => cancelled.includes(n));
  if (again.length > 0)
    throw refused(apiText('apiMessage.refund.alreadyCancelled', { tickets: again.join(', ') }));
  return [...body.tickets].sort((a, b) => a - b);
}

/** What cancelling the tickets of a loaded order on `now`'s day gives back, or the refusal. */
function planRefund(order: PlannedOrder, body: RefundBody, now: Date): RefundPlan {
  if (order.row.status !== 'paid') throw orderStateError('refund', order.row.status);
  const tickets = ticketsToCancel(order, body);
  const terms = refundTerms(order.policy, order.startDay, dayOf(now));
  if (terms.kind === 'refused') throw policyRefusal(terms.reason, order.type, terms.deadline);
  const paidMinor =
    order.type === 'ticket' ? order.row.unitPriceMinor * tickets.length : order.row.amountMinor;
  const feeMinor = refundFee(paidMinor, terms.feePercent);
  const cancelledAfter =
    order.type === 'ticket' ? [...cancelledTicketsOf(order.row), ...tickets].sort((a, b) => a - b) : [];
  const statusAfter =
    order.type === 'visa' || cancelledAfter.length >= order.row.quantity ? 'refunded' : 'paid';
  return {
    order,
    orderNo: order.row.orderNo,
    tickets,
    paidMinor,
    feeMinor,
    amountMinor: paidMinor - feeMinor,
    currency: order.row.currency,
    feePercent: terms.feePercent,
    deadline: terms.deadline,
    policy: order.policy,
    cancelledAfter,
    statusAfter,
  };
}

function quoteOf(plan: RefundPlan): RefundQuote {
  return {
    orderNo: plan.orderNo,
    tickets: plan.tickets,
    paidMinor: plan.paidMinor,
    feeMinor: plan.feeMinor,
    amountMinor: plan.amountMinor,
    currency: plan.currency,
    feePercent: plan.feePercent,
    deadline: plan.deadline,
    policy: plan.policy,
  };
}

/** POST /api/orders/{orderNo}/refund-quote: what cancelling the tickets would give back now. */
export async function quoteRefund(
  db: Database,
  userId: number,
  orderNo: string,
  body: RefundBody,
  now: Date,
): Promise<RefundQuote> {
  return quoteOf(planRefund(await loadOrder(db, userId, orderNo, false), body, now));
}

/** A refund's number: C (cancellation), the UTC time to the second, six random digits. */
function newRefundNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `C${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The answer of a refund row with the order's state as it is now. */
async function resultOf(
  db: Database,
  refund: typeof orderRefunds.$inferSelect,
  policy: RefundPolicy,
  deadline: string,
  feePercent: number,
): Promise<RefundResult> {
  const order = await loadOrder(db, refund.userId, refund.orderNo, false);
  return {
    orderNo: refund.orderNo,
    tickets: refund.tickets,
    paidMinor: refund.paidMinor,
    feeMinor: refund.feeMinor,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    feePercent,
    deadline,
    policy,
    refundNo: refund.refundNo,
    gatewayRefundNo: refund.gatewayRefundNo,
    createdAt: refund.createdAt.toISOString(),
    orderStatus: order.row.status,
    cancelledTickets: order.type === 'ticket' ? cancelledTicketsOf(order.row) : [],
  };
}

/**
 * POST /api/orders/{orderNo}/refund: cancels the tickets (or the visa order) and refunds by the
 * policy, once per Idempotency-Key, in one transaction.
 */
export async function refundOrder(
  db: Database,
  userId: number,
  orderNo: string,
  body: RefundBody,
  key: string,
  now: Date,
): Promise<RefundResult> {
  const done = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const order = await loadOrder(tx, userId, orderNo, true);
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderNo, orderNo), eq(orderRefunds.idempotencyKey, key)));
    if (earlier !== undefined) {
      const terms = refundTerms(order.policy, order.startDay, dayOf(earlier.createdAt));
      return {
        refund: earlier,
        policy: order.policy,
        deadline: terms.deadline ?? order.startDay,
        feePercent: terms.kind === 'fee' ? terms.feePercent : 0,
      };
    }
    const plan = planRefund(order, body, now);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'paid')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (payment === undefined) throw refused(apiText('apiMessage.refund.noPayment'));
    const refundNo = newRefundNo(now);
    const gateway = await sandboxRefund(
      tx,
      {
        requestNo: refundNo,
        paymentNo: payment.paymentNo,
        tradeNo: payment.gatewayTradeNo ?? '',
        paidMinor: payment.amountMinor,
        amountMinor: plan.amountMinor,
        currency: plan.currency,
        reason:
          plan.order.type === 'ticket'
            ? `buyer cancelled ticket(s) ${plan.tickets.join(', ')} of ${orderNo}`
            : `buyer cancelled visa order ${orderNo}`,
      },
      now,
    );
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        refundNo,
        orderType: plan.order.type,
        orderNo,
        userId,
        idempotencyKey: key,
        tickets: plan.tickets,
        paidMinor: plan.paidMinor,
        feeMinor: plan.feeMinor,
        amountMinor: plan.amountMinor,
        currency: plan.currency,
        paymentNo: payment.paymentNo,
        gatewayRefundNo: gateway.refundNo,
        createdAt: now,
      })
      .returning();
    if (refund === undefined) throw refused(apiText('apiMessage.refund.noPayment'));
    if (plan.order.type === 'ticket') {
      await tx
        .update(ticketOrders)
        .set({ cancelledTickets: plan.cancelledAfter, status: plan.statusAfter })
        .where(eq(ticketOrders.id, plan.order.row.id));
      // Back to stock, where the tier's waiting list gets them first (same transaction).
      await giveBack(tx, plan.order.row.tierId, plan.tickets.length, now);
    } else {
      await tx.update(visaOrders).set({ status: 'refunded' }).where(eq(visaOrders.id, plan.order.row.id));
    }
    return { refund, policy: plan.policy, deadline: plan.deadline, feePercent: plan.feePercent };
  });
  return resultOf(db, done.refund, done.policy, done.deadline, done.feePercent);
}
