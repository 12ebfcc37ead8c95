import { isAwaitingPayment, type Order } from '../contract/order.ts';
import { toCalendarDate } from '../format.ts';
import type { Follow } from '../endpoints/members/manager.ts';
import { managerPath, paymentPath } from '../paths/index.ts';
import { hasETicket } from './eticket.ts';

// What the management centre's landing shows, picked from the member's own lists: the tickets
// still to use, the orders waiting for the member, the followed fairs still to come. Pure, so
// the island only loads and renders.

/** How many entries each block of the landing shows (the full lists are one link away). */
export const dashboardBlockSize = 3;

/** An order the member has to act on: pay it, or complete its documents. */
export interface PendingAction {
  kind: 'pay' | 'documents';
  orderNo: string;
  title: string;
  href: string;
  /** Documents still missing (documents only). */
  missing: number;
}

/** Today as YYYY-MM-DD in UTC, the calendar the fair dates are written in. */
export function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const date = toCalendarDate(value);
  if (!date) return undefined;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${String(date.year)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * The orders with an e-ticket, at most `dashboardBlockSize`, in the order the list gave them.
 * @example ticketOrdersWithETicket([paid, pending]) // [paid]
 */
export function ticketOrdersWithETicket(orders: readonly Order[]): Order[] {
  return orders.filter((order) => hasETicket(order)).slice(0, dashboardBlockSize);
}

/**
 * Whether a fair is still to come or running on `today` (its end not before today); a fair whose
 * dates are unknown counts as coming, so a ticket is never hidden for want of a date.
 * @example isNotOver({ endDate: '2026-11-24' }, '2026-11-24') // true
 */
export function isNotOver(fair: { endDate?: unknown } | undefined, today: string): boolean {
  const end = isoDay(fair?.endDate);
  return end === undefined || end >= today;
}

/**
 * The member's orders waiting for an action: unpaid orders paid online first (pay), then visa
 * orders whose applicants still miss documents.
 * @example pendingActions([pendingTicket]) // [{ kind: 'pay', href: '/payment?orderNo=T…', … }]
 */
export function pendingActions(orders: readonly Order[]): PendingAction[] {
  const pay = orders
    .filter((order) => isAwaitingPayment(order) && order.payKind === 1)
    .map((order) => ({
      kind: 'pay' as const,
      orderNo: order.orderNo,
      title: order.title,
      href: paymentPath(order.orderNo),
      missing: 0,
    }));
  const documents = orders.flatMap((order) => {
    if (order.status === 'cancelled' || order.status === 'expired') return [];
    const missing = (order.visa?.applicants ?? []).reduce(
      (sum, applicant) => sum + applicant.missingDocuments.length,
      0,
    );
    if (missing === 0) return [];
    return [
      {
        kind: 'documents' as const,
        orderNo: order.orderNo,
        title: order.title,
        href: managerPath('visa-my'),
        missing,
      },
    ];
  });
  return [...pay, ...documents];
}

/**
 * Followed fairs not over yet, the soonest opening first, at most `dashboardBlockSize`.
 * @example followedFairsSoon(follows, '2026-05-01').map((f) => f.targetId) // [4, 2]
 */
export function followedFairsSoon(follows: readonly Follow[], today: string): Follow[] {
  return follows
    .filter((follow) => follow.target.removed !== true)
    .map((follow) => ({ follow, start: isoDay(follow.target.startDate), end: isoDay(follow.target.endDate) }))
    .filter(({ start, end }) => start !== undefined && (end ?? start) >= today)
    .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''))
    .slice(0, dashboardBlockSize)
    .map(({ follow }) => follow);
}
