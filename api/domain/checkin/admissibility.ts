import type { RefusalReason } from '../../../src/lib/contract/checkin.ts';
import { isTicketCancelled } from '../orders/ticket-cancellation.ts';

// Whether a genuine ticket may enter at a gate on a day: the one place that decides it, for the
// online scan, a synced offline scan and the day's list an offline scanner works from. Whether it
// was already used that day is not decided here but by the database's unique index (scan.ts).

/** What the decision reads of a ticket's order. */
export interface AdmissionOrder {
  /** pending, paid, free, cancelled, expired, refunded */
  status: string;
  exhibitionId: number;
  quantity: number;
  /** Ticket numbers cancelled by the buyer (a partial refund). */
  cancelledTickets: unknown;
}

/** The fair of the gate, as far as its show days go. */
export interface AdmissionFair {
  id: number;
  startDate: string;
  endDate: string;
}

/** Admitted, or refused with the reason. */
export type Admissibility = { ok: true } | { ok: false; reason: RefusalReason };

/**
 * Whether ticket `index` of `order` admits at a gate of `fair` on `day` (YYYY-MM-DD, the gate's
 * local date). The code's signature is checked before (a forged code never gets here).
 */
export function admissibility(
  order: AdmissionOrder,
  ticket: { index: number; fairId: number },
  fair: AdmissionFair,
  day: string,
): Admissibility {
  // A code whose fair is not its order's, or a ticket number past the order's, was never issued.
  if (ticket.fairId !== order.exhibitionId || ticket.index > order.quantity)
    return { ok: false, reason: 'forged' };
  if (order.exhibitionId !== fair.id) return { ok: false, reason: 'wrongFair' };
  if (order.status === 'refunded') return { ok: false, reason: 'refunded' };
  if (order.status === 'cancelled') return { ok: false, reason: 'cancelled' };
  // One ticket of a paid order cancelled by its buyer: its refund was paid, it no longer admits.
  if (isTicketCancelled(order, ticket.index)) return { ok: false, reason: 'refunded' };
  if (order.status !== 'paid' && order.status !== 'free') return { ok: false, reason: 'notPaid' };
  if (day < fair.startDate || day > fair.endDate) return { ok: false, reason: 'notShowDay' };
  return { ok: true };
}
