import type { Ticket } from '../contract/exhibition.ts';
import { toCalendarDate } from '../format.ts';

// Whether a ticket kind can be bought, will be, or never again: an exhibition whose last day
// has passed, or a kind whose sale window has closed, has ended sales; it never says "not on
// sale yet".

/** on-sale: buyable now; not-yet: the sale window opens later; closed: sales are over. */
export type TicketSaleState = 'on-sale' | 'not-yet' | 'closed';

function dayNumber(value: string | Date | number): number | undefined {
  const date = toCalendarDate(value);
  return date === undefined ? undefined : date.year * 10000 + date.month * 100 + date.day;
}

/**
 * The sale state of a ticket kind on `today` (read in China time). `exhibitionEnd` is the
 * exhibition's last day; `exhibitionPast` the API's own verdict (state 'past'), either closes
 * sales.
 * @example ticketSaleState({ onSale: false, saleStart: '2024-01-01', saleEnd: '2024-03-01' }, { today: new Date('2026-01-01') }) // 'closed'
 */
export function ticketSaleState(
  ticket: Pick<Ticket, 'onSale' | 'saleStart' | 'saleEnd'>,
  options: { today?: Date; exhibitionEnd?: string | undefined; exhibitionPast?: boolean } = {},
): TicketSaleState {
  const today = dayNumber(options.today ?? new Date());
  const ended =
    options.exhibitionPast === true ||
    (options.exhibitionEnd !== undefined &&
      today !== undefined &&
      (dayNumber(options.exhibitionEnd) ?? Number.POSITIVE_INFINITY) < today);
  if (ended) return 'closed';
  if (ticket.onSale) return 'on-sale';
  const saleEnd = dayNumber(ticket.saleEnd);
  if (today !== undefined && saleEnd !== undefined && saleEnd < today) return 'closed';
  return 'not-yet';
}
