import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PayKind, ResponseCode } from '../../../src/lib/contract/codes.ts';
import type { ticketOrderBodySchema } from '../../../src/lib/contract/order.ts';
import { ticketOrders, ticketTiers, tickets, visitors } from '../../db/schema.ts';
import { ApiError, notFound, refused } from '../../server/api-error.ts';
import { newOrderNo } from '../idempotency.ts';
import { contactColumns, createOnce, type NewOrder } from './create-once.ts';

/** Orders tickets: the tier's stock is taken with one conditional update inside the transaction. */
export async function createTicketOrder(
  ctx: NewOrder,
  body: z.output<typeof ticketOrderBodySchema>,
): Promise<string> {
  return createOnce(ctx, ticketOrders, body, async (tx, head) => {
    const [row] = await tx
      .select({ tier: ticketTiers, ticket: tickets })
      .from(ticketTiers)
      .innerJoin(tickets, eq(tickets.id, ticketTiers.ticketId))
      .where(eq(ticketTiers.id, body.tierId));
    if (row === undefined) throw notFound('ticket tier', body.tierId);
    const today = ctx.now.toISOString().slice(0, 10);
    if (today < row.ticket.saleStart || today > row.ticket.saleEnd)
      throw refused(`tickets are on sale from ${row.ticket.saleStart} to ${row.ticket.saleEnd}`);
    if (body.visitorIds !== undefined) {
      if (body.visitorIds.length !== body.quantity || new Set(body.visitorIds).size !== body.quantity)
        throw new ApiError(
          ResponseCode.illegalParameter,
          400,
          'illegal parameter: one distinct visitor per ticket',
          [{ field: 'body.visitorIds', message: 'one distinct visitor per ticket' }],
        );
      const own = await tx
        .select({ id: visitors.id })
        .from(visitors)
        .where(and(eq(visitors.userId, ctx.userId), inArray(visitors.id, body.visitorIds)));
      if (own.length !== body.visitorIds.length)
        throw notFound('visitor', body.visitorIds.filter((id) => !own.some((o) => o.id === id)).join(','));
    }
    const taken = await tx
      .update(ticketTiers)
      .set({ sold: sql`${ticketTiers.sold} + ${body.quantity}` })
      .where(
        and(
          eq(ticketTiers.id, body.tierId),
          sql`${ticketTiers.stock} - ${ticketTiers.sold} >= ${body.quantity}`,
        ),
      )
      .returning({ id: ticketTiers.id });
    if (taken.length === 0)
      throw refused(`only ${String(row.tier.stock - row.tier.sold)} tickets left in this tier`);
    const free = row.ticket.payKind === PayKind.free || row.tier.priceMinor === 0;
    const orderNo = newOrderNo('T', ctx.now);
    await tx.insert(ticketOrders).values({
      orderNo,
      ...head,
      amountMinor: row.tier.priceMinor * body.quantity,
      currency: row.tier.currency,
      status: free ? 'free' : 'pending',
      ...contactColumns(body.contact),
      exhibitionId: row.ticket.exhibitionId,
      ticketId: row.ticket.id,
      tierId: row.tier.id,
      quantity: body.quantity,
      unitPriceMinor: row.tier.priceMinor,
      payKind: free ? PayKind.free : PayKind.pay,
      visitorIds: body.visitorIds ?? [],
    });
    return orderNo;
  });
}
