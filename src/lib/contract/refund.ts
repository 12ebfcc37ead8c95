import { z } from 'zod';
import { validationKey } from './validation-key.ts';

// Cancellation and refunds by policy. Every ticket tier and visa product states its policy; a
// buyer cancels a paid order or some of its tickets (POST /api/orders/{orderNo}/refund), after
// asking what would come back (POST /api/orders/{orderNo}/refund-quote). The rule is decided here,
// once, for the API and the pages alike.

/**
 * A refund policy: the price back in full until `fullRefundDays` days before the fair's first day
 * (a visa: the travel date), then, until the day before it, the price less `lateFeePercent`
 * percent. `fullRefundDays` null: no refunds at all; `lateFeePercent` null: nothing after the
 * deadline.
 */
export const refundPolicySchema = z.object({
  fullRefundDays: z.number().int().min(0).nullable(),
  lateFeePercent: z.number().int().min(1).max(99).nullable(),
});
/** A refund policy. */
export type RefundPolicy = z.infer<typeof refundPolicySchema>;

/** What the policy allows on a day: the whole price, the price less a fee, or nothing (and why). */
export type RefundTerms =
  | { kind: 'full'; feePercent: 0; deadline: string }
  | { kind: 'fee'; feePercent: number; deadline: string }
  | { kind: 'refused'; reason: 'non-refundable' | 'past-policy' | 'started'; deadline: string | null };

/** The day `days` before a 'YYYY-MM-DD' day. */
function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/**
 * The terms of a policy on `today` for something that starts on `startDay` (both 'YYYY-MM-DD',
 * the API's UTC days): the last day of a full refund is `deadline`; from the start day on nothing
 * is refunded.
 * @example refundTerms({ fullRefundDays: 14, lateFeePercent: 20 }, '2026-06-20', '2026-06-10') // { kind: 'fee', feePercent: 20, deadline: '2026-06-06' }
 */
export function refundTerms(policy: RefundPolicy, startDay: string, today: string): RefundTerms {
  if (policy.fullRefundDays === null) return { kind: 'refused', reason: 'non-refundable', deadline: null };
  const deadline = daysBefore(startDay, policy.fullRefundDays);
  if (today >= startDay) return { kind: 'refused', reason: 'started', deadline };
  if (today <= deadline) return { kind: 'full', feePercent: 0, deadline };
  if (policy.lateFeePercent === null) return { kind: 'refused', reason: 'past-policy', deadline };
  return { kind: 'fee', feePercent: policy.lateFeePercent, deadline };
}

/**
 * The fee kept of `paidMinor` at `feePercent` percent (rounded to the minor unit, half up).
 * @example refundFee(9000, 20) // 1800
 */
export function refundFee(paidMinor: number, feePercent: number): number {
  return Math.round((paidMinor * feePercent) / 100);
}

/** Body of the refund calls: the ticket numbers to cancel (1..quantity, as printed), or all. */
export const refundBodySchema = z.object({
  tickets: z.union([
    z.literal('all'),
    z
      .array(z.number().int().min(1).max(20))
      .min(1)
      .max(20)
      .refine(
        (list) => new Set(list).size === list.length,
        validationKey('apiMessage.validation.ticketsOnce'),
      ),
  ]),
});
/** Body of POST /api/orders/{orderNo}/refund and /refund-quote. */
export type RefundBody = z.infer<typeof refundBodySchema>;

/** data of POST /api/orders/{orderNo}/refund-quote: what cancelling the tickets would give back. */
export const refundQuoteSchema = z.object({
  orderNo: z.string(),
  /** The ticket numbers to cancel (a visa order: empty, the whole order). */
  tickets: z.array(z.number().int()),
  /** What they cost, the fee the policy keeps and what comes back (paid - fee). */
  paidMinor: z.number().int(),
  feeMinor: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
  feePercent: z.number().int(),
  /** The last day of a full refund. */
  deadline: z.string(),
  policy: refundPolicySchema,
});
/** A refund quote. */
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

/** data of POST /api/orders/{orderNo}/refund: the refund made and the order as it now is. */
export const refundResultSchema = refundQuoteSchema.extend({
  refundNo: z.string(),
  /** The gateway's refund number. */
  gatewayRefundNo: z.string(),
  createdAt: z.string(),
  /** The order's status afterwards: paid while some tickets remain, refunded once none do. */
  orderStatus: z.string(),
  /** Every ticket of the order cancelled so far. */
  cancelledTickets: z.array(z.number().int()),
});
/** A refund made. */
export type RefundResult = z.infer<typeof refundResultSchema>;
