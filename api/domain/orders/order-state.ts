import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import type { OrderAction, OrderStatus } from '../../../src/lib/contract/order.ts';
import { ApiError } from '../../server/api-error.ts';
import { apiText, type ApiMessageKey } from '../../server/api-messages.ts';

// The coded refusal (30001, HTTP 409) in the caller's language of a call the order's status does
// not allow; which statuses allow which call is the contract's (allowedFrom in
// src/lib/contract/order.ts), shared with the portal's buttons.

const statusWords: Record<OrderStatus, ApiMessageKey> = {
  pending: 'apiMessage.orderStatus.pending',
  paid: 'apiMessage.orderStatus.paid',
  free: 'apiMessage.orderStatus.free',
  submitted: 'apiMessage.orderStatus.submitted',
  cancelled: 'apiMessage.orderStatus.cancelled',
  expired: 'apiMessage.orderStatus.expired',
  requested: 'apiMessage.orderStatus.requested',
  quoted: 'apiMessage.orderStatus.quoted',
  issued: 'apiMessage.orderStatus.issued',
  refunded: 'apiMessage.orderStatus.refunded',
};

const actionRules: Record<OrderAction, ApiMessageKey> = {
  quote: 'apiMessage.orderRule.quote',
  pay: 'apiMessage.orderRule.pay',
  issue: 'apiMessage.orderRule.issue',
  cancel: 'apiMessage.orderRule.cancel',
  refund: 'apiMessage.orderRule.refund',
};

/**
 * The refusal of a call the order's status does not allow: code 30001, HTTP 409, the rule and
 * the current status in both languages.
 * @example orderStateError('issue', 'quoted').message // 'Only a paid flight order can be issued (this order is quoted)'
 */
export function orderStateError(action: OrderAction, status: string): ApiError {
  const known = (statusWords as Partial<Record<string, ApiMessageKey>>)[status];
  return new ApiError(
    ResponseCode.orderState,
    409,
    apiText('apiMessage.orderState', {
      rule: apiText(actionRules[action]),
      status: known === undefined ? status : apiText(known),
    }),
  );
}
