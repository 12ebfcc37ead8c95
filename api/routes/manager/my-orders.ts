import { myOrdersPageSchema, myOrdersQuerySchema } from '../../../src/lib/contract/manager.ts';
import { listMyOrders } from '../../domain/manager/my-orders.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** A member's orders of each kind (ticket-my, visa-my, fair-my, trips). */
export const myOrderRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/orders',
    tag: 'manager',
    auth: 'user',
    summary:
      'My orders of one kind: ticket (ticket-my), visa (visa-my), application (fair-my), trip, flight (flight-my)',
    query: myOrdersQuerySchema,
    response: myOrdersPageSchema,
    handler: ({ ctx, user, query, locale }) =>
      listMyOrders(ctx.db, user.id, query.orderType, query, locale, ctx.now()),
  }),
];
