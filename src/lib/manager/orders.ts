import type { Order } from '../contract/order.ts';
import type { Locale } from '../contract/locale.ts';
import { formatMoney } from '../format.ts';
import type { MessageKey } from '../i18n/messages.ts';

// What the order lists (fair-my, ticket-my, visa-my, flight-my) show of an order.

/**
 * An order's amount in its currency, formatted for the page's language.
 * @example orderAmount(4500, 'EUR', 'en') // '€45.00'
 */
export function orderAmount(amountMinor: number, currency: string, locale: Locale = 'zh'): string {
  return formatMoney(amountMinor, { currency, locale });
}

/** The one-line summary of what was ordered, as a message key and its values. */
export function orderDetail(
  order: Order,
  locale: Locale,
): { key: MessageKey; values: Record<string, string | number> } | undefined {
  if (order.ticket !== undefined)
    return { key: 'manager.order.quantity', values: { count: order.ticket.quantity } };
  if (order.visa !== undefined)
    return { key: 'manager.order.applicants', values: { count: order.visa.applicants.length } };
  if (order.trip !== undefined) return { key: 'manager.order.people', values: { count: order.trip.people } };
  if (order.flight !== undefined)
    return {
      key: 'manager.order.flight',
      values: {
        from: order.flight.departureCity,
        to: order.flight.destinationCity,
        count: order.flight.passengers.length,
      },
    };
  if (order.application !== undefined) {
    const type =
      order.application.boothType === 'raw-space'
        ? locale === 'en'
          ? 'Raw space'
          : '光地'
        : locale === 'en'
          ? 'Standard booth'
          : '标准展位';
    return { key: 'manager.order.booth', values: { type, area: order.application.boothAreaSqm } };
  }
  return undefined;
}

/**
 * Whether the buyer may have an invoice of an order: it was paid (a flight stays so once issued)
 * and cost something. The API decides; this only shows the link.
 * @example hasInvoice({ orderType: 'ticket', status: 'paid', payKind: 1, amountMinor: 6000 }) // true
 */
export function hasInvoice(order: Pick<Order, 'orderType' | 'status' | 'payKind' | 'amountMinor'>): boolean {
  const paid = order.status === 'paid' || (order.orderType === 'flight' && order.status === 'issued');
  return paid && order.payKind === 1 && order.amountMinor > 0;
}
