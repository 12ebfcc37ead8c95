import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { gatewayRefunds } from '../db/schema.ts';
import { firstRow } from '../db/rows.ts';

// The sandbox gateway's refund call, shaped like a real gateway's (alipay.trade.refund, WeChat
// Pay's refunds): it gives a settled payment's money back and answers a refund number. A refund
// request names its payment, and the gateway refunds a payment at most once: a repeated request
// answers the first refund. The sandbox keeps its own record of refunds (gateway_refunds), as a
// real gateway's merchant statement would show them.

/** What the service asks the gateway to refund. */
export interface RefundRequest {
  paymentNo: string;
  tradeNo: string;
  amountMinor: number;
  currency: string;
  reason: string;
}

/** Refunds a payment in full through the sandbox gateway; idempotent per payment. */
export async function sandboxRefund(
  db: Database,
  request: RefundRequest,
  now: Date,
): Promise<{ refundNo: string }> {
  await db
    .insert(gatewayRefunds)
    .values({ refundNo: `R${request.paymentNo.slice(1)}`, ...request, createdAt: now })
    .onConflictDoNothing({ target: gatewayRefunds.paymentNo });
  const rows = await db
    .select({ refundNo: gatewayRefunds.refundNo })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.paymentNo, request.paymentNo));
  return firstRow(rows);
}
