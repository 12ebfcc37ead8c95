import type { ApiClient } from '../api/client.ts';
import type { Order } from '../contract/order.ts';
import { paymentSchema, payStatusSchema, type Payment, type PayStatus } from '../contract/payment.ts';

// Payments (/api/pay) of the sandbox gateway. Every call is silent: the checkout shows the outcome.

/** The payment channels of the sandbox gateway. */
export type PayChannel = Payment['channel'];

/** Creates (or reuses the open) payment of a pending order. */
export function createPayment(
  api: ApiClient,
  order: Pick<Order, 'orderNo' | 'orderType'>,
  channel: PayChannel,
): Promise<Payment> {
  return api.post(
    '/api/pay/create',
    { orderNo: order.orderNo, orderType: order.orderType, channel },
    { schema: paymentSchema, silent: true },
  );
}

/** Status of a payment (result 1 success, 2 fail, null pending); polled, so never toasts. */
export function getPayStatus(api: ApiClient, paymentNo: string, signal?: AbortSignal): Promise<PayStatus> {
  return api.get(`/api/pay/payStatus/${paymentNo}`, {
    schema: payStatusSchema,
    silent: true,
    ...(signal !== undefined && { signal }),
  });
}

/** Status of the latest payment of an order (when the result page has no payment number). */
export function getOrderPayStatus(api: ApiClient, orderNo: string, signal?: AbortSignal): Promise<PayStatus> {
  return api.get(`/api/pay/getPayStatus/${orderNo}`, {
    schema: payStatusSchema,
    silent: true,
    ...(signal !== undefined && { signal }),
  });
}
