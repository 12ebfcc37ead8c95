import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { orderSchema } from './order.ts';

// Staff's side of flight orders (role editor, like every editor call): the members' requests to
// price, the quote, and the issue once paid. The member's side is in order.ts (POST
// /api/orders/flights, GET /api/orders/{orderNo}, cancel) and payment.ts.

/** Currencies a quote may be in (what the sandbox gateway settles). */
const quoteCurrencySchema = z.enum(['CNY', 'USD', 'EUR']);
/** Body of POST /api/editor/flight-orders/{orderNo}/quote: the price for all passengers and the flights offered. */
export const flightQuoteBodySchema = z.object({
  amountMinor: z.number().int().min(1).max(100_000_000),
  currency: quoteCurrencySchema.default('CNY'),
  flights: z.string().trim().min(1).max(2000),
});
/** Body of POST /api/editor/flight-orders/{orderNo}/issue: the ticket numbers written on the order. */
export const flightIssueBodySchema = z.object({
  ticketNumbers: z.string().trim().min(1).max(500),
});
/** Query of GET /api/editor/flight-orders: every member's flight orders, oldest first, of one status or all. */
export const flightOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['requested', 'quoted', 'paid', 'issued', 'cancelled']).optional(),
});
/** data of GET /api/editor/flight-orders. */
export const flightOrderPageSchema = pageSchema(orderSchema);
