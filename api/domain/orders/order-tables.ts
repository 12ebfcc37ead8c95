import type { OrderType } from '../../../src/lib/contract/order.ts';
import {
  exhibitionApplications,
  flightOrders,
  ticketOrders,
  tripSignups,
  visaOrders,
} from '../../db/schema.ts';
import { notFound } from '../../server/api-error.ts';

/** One of the order tables: the columns every order has are in all of them. */
export type OrderTable =
  | typeof ticketOrders
  | typeof visaOrders
  | typeof exhibitionApplications
  | typeof tripSignups
  | typeof flightOrders;

/** The table of an order type. */
export function orderTable(type: OrderType): OrderTable {
  return {
    ticket: ticketOrders,
    visa: visaOrders,
    application: exhibitionApplications,
    trip: tripSignups,
    flight: flightOrders,
  }[type];
}

/** The order type of an order number (by its first letter). */
export function orderTypeOf(orderNo: string): OrderType {
  const map: Record<string, OrderType> = { T: 'ticket', V: 'visa', A: 'application', G: 'trip', F: 'flight' };
  const type = map[orderNo.charAt(0)];
  if (type === undefined) throw notFound('order', orderNo);
  return type;
}
