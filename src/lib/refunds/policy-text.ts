import type { RefundPolicy } from '../contract/refund.ts';
import type { MessageKey } from '../i18n/messages.ts';

// How a refund policy reads on the ticket page, the visa page and the cancellation page: one
// message key with its values, in the reader's language.

/** A message and its values. */
export interface PolicyMessage {
  key: Extract<MessageKey, `refund.policy.${string}`>;
  values: Record<string, number>;
}

/**
 * The sentence stating a policy of a ticket tier (counted back from the fair) or a visa (from the
 * travel date).
 * @example refundPolicyMessage({ fullRefundDays: 14, lateFeePercent: 20 }, 'ticket') // { key: 'refund.policy.ticket.fee', values: { days: 14, fee: 20 } }
 */
export function refundPolicyMessage(policy: RefundPolicy, what: 'ticket' | 'visa'): PolicyMessage {
  if (policy.fullRefundDays === null) return { key: 'refund.policy.none', values: {} };
  if (policy.lateFeePercent === null)
    return { key: `refund.policy.${what}.full`, values: { days: policy.fullRefundDays } };
  return {
    key: `refund.policy.${what}.fee`,
    values: { days: policy.fullRefundDays, fee: policy.lateFeePercent },
  };
}
