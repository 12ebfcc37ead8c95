import type { Order } from '../contract/order.ts';
import { parseTicketCode } from '../contract/ticket-code.ts';

// The e-ticket of a paid (or free) ticket order: QR codes the entrance scans, one per ticket. Each
// carries the API's signed code of the ticket (src/lib/contract/ticket-code.ts, version 2): order,
// ticket number and fair under an HMAC nobody without the API's secret can make, nothing personal.

export { TICKET_CODE_SCHEME as ETICKET_SCHEME } from '../contract/ticket-code.ts';

/**
 * What the QR codes of an order's e-ticket encode, ticket 1 first, or undefined when the order has
 * no ticket to show (not a ticket order, not paid or free, or no signed codes).
 * @example eTicketCodes(order) // ['EXPOTICKET:2:T20261121144100123456:7:1:Xb3...', ...]
 */
export function eTicketCodes(order: Pick<Order, 'status' | 'ticket'>): string[] | undefined {
  if (order.status !== 'paid' && order.status !== 'free') return undefined;
  // A ticket its buyer cancelled no longer admits: its code is not shown (the gate refuses it).
  const cancelled = new Set(order.ticket?.cancelledTickets ?? []);
  const codes = (order.ticket?.ticketCodes ?? []).filter((code) => {
    const index = parseTicketCode(code)?.index;
    return index === undefined || !cancelled.has(index);
  });
  return codes.length === 0 ? undefined : codes;
}

/**
 * The code of an order's first ticket: what its e-ticket shows first.
 * @example eTicketContent(order) // 'EXPOTICKET:2:T20261121144100123456:7:1:Xb3...'
 */
export function eTicketContent(order: Pick<Order, 'status' | 'ticket'>): string | undefined {
  return eTicketCodes(order)?.[0];
}

/** Whether an order's list row offers its e-ticket. */
export function hasETicket(order: Pick<Order, 'orderType' | 'status'>): boolean {
  return order.orderType === 'ticket' && (order.status === 'paid' || order.status === 'free');
}
