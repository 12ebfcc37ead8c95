import type { Order } from '../contract/order.ts';

// The e-ticket of a paid (or free) ticket order: a QR code the entrance scans. It carries the
// order number and the order's random check-in secret, nothing personal: the scanner looks the
// order up and compares the secret.

/** The prefix and version of e-ticket codes. */
export const ETICKET_SCHEME = 'EXPOTICKET:1';

/**
 * What the e-ticket's QR code encodes, or undefined when the order has no ticket to show
 * (not a ticket order, not paid or free, or no check-in secret yet).
 * @example eTicketContent(order) // 'EXPOTICKET:1:T20261121144100123456:Xb3...'
 */
export function eTicketContent(order: Pick<Order, 'orderNo' | 'status' | 'ticket'>): string | undefined {
  if (order.status !== 'paid' && order.status !== 'free') return undefined;
  const code = order.ticket?.checkInCode;
  if (code === undefined || code === null || code === '') return undefined;
  return `${ETICKET_SCHEME}:${order.orderNo}:${code}`;
}

/** Whether an order's list row offers its e-ticket. */
export function hasETicket(order: Pick<Order, 'orderType' | 'status'>): boolean {
  return order.orderType === 'ticket' && (order.status === 'paid' || order.status === 'free');
}
