import { orderAllows, type Order } from '../contract/order.ts';

// Which orders offer "Cancel tickets" and which of their tickets can still be chosen.

/**
 * Whether an order offers its cancellation with a refund: a paid ticket order with tickets left,
 * or a paid visa order (the policy may still refuse; the quote says why).
 * @example offersRefund({ orderType: 'ticket', status: 'paid', amountMinor: 9000, ticket: { quantity: 2, cancelledTickets: [1] } }) // true
 */
export function offersRefund(
  order: Pick<Order, 'orderType' | 'status' | 'amountMinor'> & {
    ticket?: { quantity: number; cancelledTickets?: number[] | undefined } | undefined;
  },
): boolean {
  if (order.amountMinor <= 0 || !orderAllows(order, 'refund')) return false;
  if (order.orderType === 'visa') return true;
  if (order.orderType !== 'ticket' || order.ticket === undefined) return false;
  return cancellableTickets(order.ticket).length > 0;
}

/**
 * The ticket numbers (1..quantity) not yet cancelled.
 * @example cancellableTickets({ quantity: 3, cancelledTickets: [2] }) // [1, 3]
 */
export function cancellableTickets(ticket: {
  quantity: number;
  cancelledTickets?: number[] | undefined;
}): number[] {
  const cancelled = new Set(ticket.cancelledTickets ?? []);
  return Array.from({ length: ticket.quantity }, (_, i) => i + 1).filter((n) => !cancelled.has(n));
}
