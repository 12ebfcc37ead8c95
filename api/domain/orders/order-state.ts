import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import type { OrderAction, OrderStatus } from '../../../src/lib/contract/order.ts';
import { ApiError } from '../../server/api-error.ts';

// The coded refusal (30001, HTTP 409) in the caller's language of a call the order's status does
// not allow; which statuses allow which call is the contract's (allowedFrom in
// src/lib/contract/order.ts), shared with the portal's buttons.

const statusWords: Record<OrderStatus, { zh: string; en: string }> = {
  pending: { zh: '待付款', en: 'awaiting payment' },
  paid: { zh: '已付款', en: 'paid' },
  free: { zh: '免费', en: 'free' },
  submitted: { zh: '已提交', en: 'submitted' },
  cancelled: { zh: '已取消', en: 'cancelled' },
  expired: { zh: '保留已过期', en: 'hold expired' },
  requested: { zh: '待报价', en: 'awaiting a quote' },
  quoted: { zh: '已报价', en: 'quoted' },
  issued: { zh: '已出票', en: 'issued' },
};

const actionRules: Record<OrderAction, { zh: string; en: string }> = {
  quote: { zh: '只有待报价的机票订单可以报价', en: 'Only a flight order awaiting a quote can be quoted' },
  pay: { zh: '只有待付款的订单可以付款', en: 'Only an order awaiting payment can be paid' },
  issue: { zh: '只有已付款的机票订单可以出票', en: 'Only a paid flight order can be issued' },
  cancel: { zh: '只有付款前的订单可以取消', en: 'Only an order not yet paid can be cancelled' },
};

/**
 * The refusal of a call the order's status does not allow: code 30001, HTTP 409, the rule and
 * the current status in the caller's language.
 * @example orderStateError('en', 'issue', 'quoted').message // 'Only a paid flight order can be issued (this order is quoted)'
 */
export function orderStateError(locale: Locale, action: OrderAction, status: string): ApiError {
  const known = (statusWords as Partial<Record<string, { zh: string; en: string }>>)[status];
  const word = known === undefined ? status : pick(locale, known.zh, known.en);
  const rule = actionRules[action];
  return new ApiError(
    ResponseCode.orderState,
    409,
    pick(locale, `${rule.zh}（此订单${word}）`, `${rule.en} (this order is ${word})`),
  );
}
