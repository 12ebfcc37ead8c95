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
