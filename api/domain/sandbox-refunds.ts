import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { gatewayRefunds } from '../db/schema.ts';
import { firstRow } from '../db/rows.ts';
import { refused } from '../server/api-error.ts';
import { apiText } from '../server/api-messages.ts';

// The sandbox gateway's refund call, shaped like a real gateway's (alipay.trade.refund with
// out_request_no, WeChat Pay's refunds with out_refund_no): it gives money of a settled payment
// back, in full or in parts, and answers a refund number. Each refund request has its own number,
// and the gateway refunds a request at most once: a repeated request answers the first refund.
// A payment is never refunded beyond what it paid. The sandbox keeps its own record of refunds
// (gateway_refunds), as a real gateway's merchant statement would show them.

/** What the service asks the gateway to refund. */
export interface RefundRequest {
  /** The merchant's number of this refund request; the payment's own number for a full refund of it. */
  requestNo: string;
  paymentNo: string;
  tradeNo: string;
  /** The payment's whole amount: the refunds of one payment never add up to more. */
  paidMinor: number;
  amountMinor: number;
  currency: string;
  reason: string;
}

/** Refunds (part of) a payment through the sandbox gateway; idempotent per request number. */
export async function sandboxRefund(
  db: Database,
  request: RefundRequest,
  now: Date,
): Promise<{ refundNo: string }> {
  const { paidMinor, ...row } = request;
  const [earlier] = await db
    .select({ refundNo: gatewayRefunds.refundNo })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.requestNo, request.requestNo));
  if (earlier !== undefined) return earlier;
  const [refunded] = await db
    .select({ total: sql<number>`coalesce(sum(${gatewayRefunds.amountMinor}), 0)::int` })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.paymentNo, request.paymentNo));
  if ((refunded?.total ?? 0) + request.amountMinor > paidMinor)
    throw refused(apiText('apiMessage.refund.beyondPayment'));
  await db
    .insert(gatewayRefunds)
    .values({ refundNo: `R${request.requestNo.slice(1)}`, ...row, createdAt: now })
    .onConflictDoNothing({ target: gatewayRefunds.requestNo });
  const rows = await db
    .select({ refundNo: gatewayRefunds.refundNo })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.requestNo, request.requestNo));
  return firstRow(rows);
}
