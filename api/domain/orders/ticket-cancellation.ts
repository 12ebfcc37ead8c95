// Which tickets of a ticket order still admit. A ticket order of `quantity` tickets numbers them
// 1..quantity (the printed ticket n); a buyer's refund cancels some of them, listed in
// ticket_orders.cancelled_tickets, and a fully refunded order (status refunded) admits none.
// Check-in and the e-ticket ask these functions, nothing else.

/** The ticket numbers an order row lists as cancelled (sorted, only numbers 1..quantity). */
export function cancelledTicketsOf(order: { quantity: number; cancelledTickets: unknown }): number[] {
  const list = Array.isArray(order.cancelledTickets) ? order.cancelledTickets : [];
  return [
    ...new Set(
      list.filter(
        (n): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= order.quantity,
      ),
    ),
  ].sort((a, b) => a - b);
}

/**
 * Whether ticket `n` of an order is cancelled: listed as cancelled, the order refunded, or a
 * number the order does not have.
 * @example isTicketCancelled({ status: 'paid', quantity: 2, cancelledTickets: [2] }, 2) // true
 */
export function isTicketCancelled(
  order: { status: string; quantity: number; cancelledTickets: unknown },
  n: number,
): boolean {
  if (order.status === 'refunded') return true;
  if (!Number.isInteger(n) || n < 1 || n > order.quantity) return true;
  return cancelledTicketsOf(order).includes(n);
}
