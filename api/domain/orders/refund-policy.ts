import type { RefundPolicy } from '../../../src/lib/contract/refund.ts';

// The refund policy columns of a ticket tier or visa product as the contract states them.

/** A tier's or visa's refund policy from its columns. */
export function refundPolicyOf(row: {
  refundDays: number | null;
  refundLateFeePercent: number | null;
}): RefundPolicy {
  return { fullRefundDays: row.refundDays, lateFeePercent: row.refundLateFeePercent };
}
