import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import { ResponseCode, ResultStatus } from '../../src/lib/contract/codes.ts';
import type { Database } from '../db/database.ts';
import { payments, ticketOrders } from '../db/schema.ts';
import type { Locale } from '../../src/lib/contract/locale.ts';
import type { PayChannel } from '../../src/lib/contract/payment.ts';
import { allowedFrom, isAwaitingPayment } from '../../src/lib/contract/order.ts';
import { ApiError, notFound, refused } from '../server/api-error.ts';
import { signAlipay, signWxpay } from './gateway-signature.ts';
import { getOrder } from './orders/get-order.ts';
import { orderStateError } from './orders/order-state.ts';
import { orderTable, orderTypeOf } from './orders/order-tables.ts';
import { firstRow } from '../db/rows.ts';
import { releaseExpiredHolds } from './orders/ticket-holds.ts';
import { sandboxRefund } from './sandbox-refunds.ts';
import { apiText } from '../server/api-messages.ts';

/** Seconds a payment waits for the payer. */
const paymentSeconds = 15 * 60;

/** The gateway's word for a failed check; the portal reports messages with it as signature failures. */
export const signatureFailure = '接口验证失败';

type PaymentRow = typeof payments.$inferSelect;

function present(row: PaymentRow, now: Date, locale: Locale) {
  return {
    paymentNo: row.paymentNo,
    channel: row.channel as PayChannel,
    amountMinor: row.amountMinor,
    currency: row.currency,
    expiresIn: Math.max(0, Math.round((row.expiresAt.getTime() - now.getTime()) / 1000)),
    // The card processor's hosted form speaks the buyer's language.
    payUrl: `/api/pay/sandbox/${row.paymentNo}${row.channel === 'card' ? `?lang=${locale}` : ''}`,
    qrContent: row.channel === 'wxpay' ? `weixin://wxpay/bizpayurl?pr=${row.paymentNo}` : null,
  };
}

/** Creates (or reuses the open) payment of an order of the user that awaits payment (pending; a quoted flight). */
export async function createPayment(
  db: Database,
  userId: number,
  orderNo: string,
  channel: PayChannel,
  now: Date,
  locale: Locale = 'zh',
) {
  if (orderTypeOf(orderNo) === 'ticket') await releaseExpiredHolds(db, now);
  const order = await getOrder(db, userId, orderNo, locale, now);
  if (order.status === 'expired') throw refused(apiText('apiMessage.order.holdExpired'));
  if (!isAwaitingPayment(order)) throw orderStateError('pay', order.status);
  if (order.amountMinor <= 0) throw refused(apiText('apiMessage.order.nothingToPay'));
  const [open] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderNo, orderNo),
        eq(payments.channel, channel),
        eq(payments.status, 'pending'),
        gt(payments.expiresAt, now),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (open !== undefined) return present(open, now, locale);
  const paymentNo = `P${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const [row] = await db
    .insert(payments)
    .values({
      paymentNo,
      userId,
      orderType: order.orderType,
      orderNo,
      channel,
      amountMinor: order.amountMinor,
      currency: order.currency,
      status: 'pending',
      createdAt: now,
      // A held order's payment ends with the hold: money arriving later would be refunded.
      expiresAt: new Date(
        Math.min(
          now.getTime() + paymentSeconds * 1000,
          holdEnd(order)?.getTime() ?? Number.POSITIVE_INFINITY,
        ),
      ),
    })
    .returning();
  return present(firstRow(row === undefined ? [] : [row]), now, locale);
}

/** When the hold of an order ends (ticket orders), or undefined. */
function holdEnd(order: object): Date | undefined {
  const at =
    'ticket' in order ? (order.ticket as { holdExpiresAt?: string | null }).holdExpiresAt : undefined;
  return at === undefined || at === null ? undefined : new Date(at);
}

/** Status of a payment for the pay-result pages; result 1 success, 2 fail, null pending. */
export function payStatusOf(row: PaymentRow, now: Date) {
  const status =
    row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()
      ? 'closed'
      : (row.status as 'pending' | 'paid' | 'failed' | 'closed' | 'refunding' | 'refunded');
  return {
    paymentNo: row.paymentNo,
    orderType: row.orderType,
    orderNo: row.orderNo,
    status,
    result: status === 'paid' ? ResultStatus.success : status === 'pending' ? null : ResultStatus.fail,
    paidAt: row.paidAt?.toISOString() ?? null,
    refundNo: row.refundNo,
    declineCode: row.declineCode,
  };
}

/** Reads a payment of the user (or any payment when userId is null: the sandbox gateway). */
export async function findPayment(
  db: Database,
  paymentNo: string,
  userId: number | null,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      userId === null
        ? eq(payments.paymentNo, paymentNo)
        : and(eq(payments.paymentNo, paymentNo), eq(payments.userId, userId)),
    );
  if (row === undefined) throw notFound('payment', paymentNo);
  return row;
}

/** The latest payment of one of the user's orders. */
export async function latestPaymentOfOrder(
  db: Database,
  userId: number,
  orderNo: string,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), eq(payments.userId, userId)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (row === undefined) throw notFound('paymentOfOrder', orderNo);
  return row;
}

/**
 * Applies a verified gateway result: pending -> paid (and the order -> paid) or -> failed, in one
 * transaction. Replays of the same notify are acknowledged without changing anything. Money for
 * an order that can no longer be paid (a ticket hold that expired, an order cancelled meanwhile)
 * is refused: the order stays as it is, the payment turns refunding, the sandbox gateway refunds
 * it and the payment turns refunded with the refund's number. A refund that failed midway is
 * tried again by the gateway's next notify of the same payment.
 */
export async function settlePayment(
  db: Database,
  paymentNo: string,
  tradeNo: string,
  amountMinor: number,
  success: boolean,
  now: Date,
  /** A failed card payment's reason code. */
  declineCode: string | null = null,
): Promise<void> {
  const row = await findPayment(db, paymentNo, null);
  if (row.amountMinor !== amountMinor)
    throw new ApiError(
      ResponseCode.error,
      400,
      apiText('apiMessage.signature.amount', { marker: signatureFailure }),
    );
  if (row.status === 'refunding') {
    await refundPayment(db, row, now);
    return;
  }
  if (row.status !== 'pending') return;
  const type = orderTypeOf(row.orderNo);
  if (success && type === 'ticket') await releaseExpiredHolds(db, now);
  const outcome = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const claimed = await tx
      .update(payments)
      .set({
        status: success ? 'paid' : 'failed',
        gatewayTradeNo: tradeNo,
        paidAt: success ? now : null,
        declineCode: success ? null : declineCode,
      })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (claimed.length === 0 || !success) return 'settled';
    const table = orderTable(type);
    const paid = await tx
      .update(table)
      .set({ status: 'paid', paidAt: now })
      .where(
        and(
          eq(table.orderNo, row.orderNo),
          inArray(table.status, [...allowedFrom(type, 'pay')]),
          // A ticket hold that ended is not paid, even before a sweep has marked it expired.
          type === 'ticket'
            ? or(isNull(ticketOrders.holdExpiresAt), gt(ticketOrders.holdExpiresAt, now))
            : undefined,
        ),
      )
      .returning({ id: table.id });
    if (paid.length > 0) return 'settled';
    await tx.update(payments).set({ status: 'refunding' }).where(eq(payments.id, row.id));
    return 'refund';
  });
  if (outcome === 'refund') await refundPayment(db, { ...row, gatewayTradeNo: tradeNo }, now);
}

/** Refunds a refunding payment through the sandbox gateway and records the refund. */
async function refundPayment(db: Database, row: PaymentRow, now: Date): Promise<void> {
  const { refundNo } = await sandboxRefund(
    db,
    {
      requestNo: row.paymentNo,
      paymentNo: row.paymentNo,
      tradeNo: row.gatewayTradeNo ?? '',
      paidMinor: row.amountMinor,
      amountMinor: row.amountMinor,
      currency: row.currency,
      reason: 'the order could no longer be paid (its ticket hold expired or it was cancelled)',
    },
    now,
  );
  await db
    .update(payments)
    .set({ status: 'refunded', refundNo, refundedAt: now })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'refunding')));
}

/** The sandbox gateway's side: builds the signed notify a real gateway would POST after the payer acts. */
export function buildNotify(
  row: PaymentRow,
  success: boolean,
  secret: string,
  now: Date,
): { contentType: string; body: string; headers: Record<string, string> } {
  const tradeNo = `SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`;
  if (row.channel === 'alipay') {
    const fields: Record<string, string> = {
      out_trade_no: row.paymentNo,
      trade_no: tradeNo,
      total_amount: (row.amountMinor / 100).toFixed(2),
      trade_status: success ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
      notify_time: now.toISOString(),
    };
    const signed = { ...fields, sign_type: 'HMAC-SHA256', sign: signAlipay(fields, secret) };
    return {
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(signed).toString(),
      headers: {},
    };
  }
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    event_type: success ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.FAIL',
    resource: {
      out_trade_no: row.paymentNo,
      transaction_id: tradeNo,
      trade_state: success ? 'SUCCESS' : 'PAYERROR',
      amount: { total: row.amountMinor, currency: row.currency },
    },
  });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(12).toString('hex');
  return {
    contentType: 'application/json',
    body,
    headers: {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signWxpay(timestamp, nonce, body, secret),
    },
  };
}
