import { isApiError } from '../api/api-error.ts';
import { ResponseCode } from '../contract/codes.ts';
import type { MessageKey } from '../i18n/messages.ts';

// Turns a failed checkout call into words in the user's language. The reference API answers in
// English only, so its text is kept as a detail under a translated lead sentence.

/** A translated message key, its values, and the API's own text when it adds something. */
export interface CheckoutFailure {
  key: MessageKey;
  values?: Record<string, string | number>;
  detail?: string;
}

/**
 * Describes why a checkout call failed.
 * @example describeFailure(new ApiError('only 2 tickets left in this tier', { kind: 'http', status: 409, ... })) // { key: 'ticket.error.stock', values: { count: 2 } }
 */
export function describeFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { key: 'checkout.error.generic' };
  if (error.kind === 'session') return { key: 'checkout.error.session' };
  if (error.kind === 'timeout' || error.kind === 'transport') return { key: 'checkout.error.network' };
  // The API answers in the request's language (its apiMessage.* catalogue): both are recognised.
  const stock = /only (\d+) tickets? left|只剩 (\d+) 张门票/i.exec(error.message);
  if (stock) return { key: 'ticket.error.stock', values: { count: Number(stock[1] ?? stock[2]) } };
  if (/^(visitor [\d,]+ not found|参观人 [\d,]+ 不存在)/i.test(error.message))
    return { key: 'ticket.error.visitor' };
  if (/on sale from|门票销售时间为/i.test(error.message))
    return { key: 'ticket.error.notOnSale', detail: error.message };
  if (/sales have closed|门票已停止销售/i.test(error.message)) return { key: 'ticket.salesEnded' };
  if (/hold on these tickets has expired|门票保留已过期/i.test(error.message))
    return { key: 'payment.status.expired' };
  if (/tickets are available|张门票可购买/i.test(error.message)) return { key: 'ticket.waitlist.available' };
  if (/quota|名额已满/i.test(error.message)) return { key: 'visaOrder.error.quota', detail: error.message };
  if (error.code === ResponseCode.uploadFailure || error.status === 415 || error.status === 413)
    return { key: 'visaOrder.error.upload', detail: error.message };
  if (error.status === 409) return { key: 'checkout.error.refused', detail: error.message };
  if (error.status === 404) return { key: 'checkout.error.notFound', detail: error.message };
  if (error.code === ResponseCode.illegalParameter)
    return { key: 'checkout.error.invalid', detail: error.message };
  return { key: 'checkout.error.generic', detail: error.message };
}
