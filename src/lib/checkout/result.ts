import { PayKind } from '../contract/codes.ts';
import { orderNoPattern, type Order, type OrderType } from '../contract/order.ts';
import { freeResultPath, managerPath, paymentPath } from '../paths/index.ts';

// Where each checkout step leads. /result/{status} and /visa-result/{status} take the payment
// kind (PayKind) as {status}: 1 a paid order (poll its payment), 2 a free one.

/** The {status} of a result page: PayKind.pay (1) or PayKind.free (2). */
export type ResultKind = (typeof PayKind)[keyof typeof PayKind];

const paymentNoPattern = /^P\d{20}$/;

/** The order number of a query value, or undefined when it is not one. */
export function parseOrderNo(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && orderNoPattern.test(value) ? value : undefined;
}

/** The payment number of a query value, or undefined when it is not one. */
export function parsePaymentNo(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && paymentNoPattern.test(value) ? value : undefined;
}

/**
 * The {status} param of a result page, or undefined (the page answers 404).
 * @example parseResultKind('2') // 2
 */
export function parseResultKind(value: string | undefined): ResultKind | undefined {
  if (value === String(PayKind.pay)) return PayKind.pay;
  if (value === String(PayKind.free)) return PayKind.free;
  return undefined;
}

/** Where a new order goes next: free tickets straight to their result, others to /payment. */
export function nextStepAfterOrder(
  order: Pick<Order, 'orderNo' | 'orderType' | 'status' | 'payKind'>,
): string {
  if (order.status === 'free' || order.payKind === PayKind.free)
    return freeResultPath(order.orderType, order.orderNo);
  return paymentPath(order.orderNo);
}

/** The management-centre list where an order of this kind shows up. */
export function myOrdersPath(orderType: OrderType): string {
  if (orderType === 'visa') return managerPath('visa-my');
  // Exhibition applications and trip sign-ups are listed with "my exhibitions".
  if (orderType === 'application' || orderType === 'trip') return managerPath('fair-my');
  if (orderType === 'flight') return managerPath('flight-my');
  return managerPath('ticket-my');
}

/** The order kind an order number stands for (its first letter). */
export function orderTypeOfNo(orderNo: string): OrderType {
  const kinds: Record<string, OrderType> = {
    T: 'ticket',
    V: 'visa',
    A: 'application',
    G: 'trip',
    F: 'flight',
  };
  return kinds[orderNo.charAt(0)] ?? 'ticket';
}
