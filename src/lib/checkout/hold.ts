import type { Ticket } from '../contract/exhibition.ts';
import type { Order } from '../contract/order.ts';
import { formatDate } from '../format.ts';
import type { TicketSaleState } from './ticket-sale.ts';

// A pending ticket order holds its tickets for 15 minutes (docs/api.md "Ticket holds and the
// waiting list"). The pay step counts the hold down from the seconds the API said were left when
// it answered, on this tab's clock, so a wrong clock on the buyer's machine cannot shift it.

/** What the pay step shows of an order's hold at a moment. */
export type HoldState = { kind: 'none' } | { kind: 'held'; remainingMs: number } | { kind: 'expired' };

/**
 * When (epoch ms on this tab's clock) a pending ticket order's hold ends, from the API's answer
 * received at `receivedAt`; undefined when the order holds nothing.
 * @example holdDeadline({ status: 'pending', ticket: { holdExpiresIn: 900 } }, 1_000) // 901_000
 */
export function holdDeadline(
  order: { status: Order['status']; ticket?: { holdExpiresIn?: number | null | undefined } | undefined },
  receivedAt: number,
): number | undefined {
  const seconds = order.ticket?.holdExpiresIn;
  if (order.status !== 'pending' || seconds === undefined || seconds === null) return undefined;
  return receivedAt + seconds * 1000;
}

/**
 * The hold at `now`: nothing held (no deadline, or the order is not a held one), held with the
 * time left, or expired (the order says so, or its deadline has passed).
 */
export function holdState(status: Order['status'], deadline: number | undefined, now: number): HoldState {
  if (status === 'expired') return { kind: 'expired' };
  if (status !== 'pending' || deadline === undefined) return { kind: 'none' };
  const remainingMs = deadline - now;
  return remainingMs > 0 ? { kind: 'held', remainingMs } : { kind: 'expired' };
}

/**
 * Whether a tier offers its waiting list: only when it is sold out while its kind is on sale
 * (an ended fair or a closed window says sales have closed instead).
 */
export function offersWaitingList(
  tier: Pick<Ticket['tiers'][number], 'remaining'>,
  saleState: TicketSaleState,
): boolean {
  return saleState === 'on-sale' && tier.remaining <= 0;
}

/**
 * The quantity to ask the waiting list for, from the form's quantity field: a whole number from
 * 1 to 20, else 1.
 * @example waitingListQuantity('3') // 3
 * @example waitingListQuantity('abc') // 1
 */
export function waitingListQuantity(value: string): number {
  const quantity = Number(value.trim());
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= 20 ? quantity : 1;
}

/**
 * When a hold ends, as a reader in China reads it: the date in the page's language and the
 * 24-hour time in China time (the portal's time zone); '' for an invalid time.
 * @example holdUntilText('2026-05-01T06:30:00Z', 'en') // 'May 1, 2026 14:30'
 */
export function holdUntilText(iso: string, locale: 'zh' | 'en'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const clock = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
  return `${formatDate(at, locale)} ${clock}`;
}
