import {
  flightIssueBodySchema,
  flightOrderListQuerySchema,
  flightOrderPageSchema,
  flightQuoteBodySchema,
} from '../../src/lib/contract/flight.ts';
import { flightOrderNoParamsSchema, orderSchema } from '../../src/lib/contract/order.ts';
import {
  issueFlightOrder,
  listFlightOrders,
  quoteFlightOrder,
  readFlightOrder,
} from '../domain/orders/flight-orders.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Staff's flight-order calls (role editor): the queue, the quote of a request, the issue of a paid order. */
export const flightEditorRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/editor/flight-orders',
    tag: 'editor',
    auth: 'editor',
    summary: "Every member's flight orders, oldest first; status filters (requested: the ones to quote)",
    query: flightOrderListQuerySchema,
    response: flightOrderPageSchema,
    handler: ({ ctx, query, locale }) => listFlightOrders(ctx.db, query.status, query, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/editor/flight-orders/:orderNo/quote',
    tag: 'editor',
    auth: 'editor',
    summary:
      'Quote a requested flight order: price for all passengers and the flights offered (30001 unless requested)',
    params: flightOrderNoParamsSchema,
    body: flightQuoteBodySchema,
    response: orderSchema,
    handler: async ({ ctx, user, params, body, locale }) => {
      await quoteFlightOrder(ctx.db, user.id, params.orderNo, body, ctx.now());
      return readFlightOrder(ctx.db, null, params.orderNo, locale);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/editor/flight-orders/:orderNo/issue',
    tag: 'editor',
    auth: 'editor',
    summary: 'Issue the tickets of a paid flight order with their numbers (30001 unless paid)',
    params: flightOrderNoParamsSchema,
    body: flightIssueBodySchema,
    response: orderSchema,
    handler: async ({ ctx, user, params, body, locale }) => {
      await issueFlightOrder(ctx.db, user.id, params.orderNo, body, ctx.now());
      return readFlightOrder(ctx.db, null, params.orderNo, locale);
    },
  }),
];
