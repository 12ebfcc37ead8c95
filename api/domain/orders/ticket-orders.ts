import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import type { ticketOrderBodySchema } from '../../../src/lib/contract/order.ts';
import { ticketOrders, ticketTiers, visitors } from '../../db/schema.ts';
import { ApiError, fieldIssue, notFound, refused } from '../../server/api-error.ts';
import { contactColumns, createOnce, type NewOrder } from './create-once.ts';
import { releaseExpiredHolds, ticketOrderValues, tierOnSale } from './ticket-holds.ts';
import { apiText } from '../../server/api-messages.ts';

/**
 * Orders tickets: the tier's stock is taken with one conditional update inside the transaction,
 * so concurrent buyers never take more than there is. A paid order holds its tickets for 15
 * minutes (`holdExpiresAt`); expired holds are released before the stock is read.
 */
export async function createTicketOrder(
  ctx: NewOrder,
  body: z.output<typeof ticketOrderBodySchema>,
): Promise<string> {
  await releaseExpiredHolds(ctx.db, ctx.now);
  return createOnce(ctx, ticketOrders, body, async (tx, head) => {
    const row = await tierOnSale(tx, body.tierId, ctx.now);
    if (body.visitorIds !== undefined) {
      if (body.visitorIds.length !== body.quantity || new Set(body.visitorIds).size !== body.quantity)
        throw new ApiError(
          ResponseCode.illegalParameter,
          400,
          apiText('apiMessage.ticket.visitorPerTicketParameter'),
          [fieldIssue('body.visitorIds', 'apiMessage.ticket.visitorPerTicket')],
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
      throw refused(apiText('apiMessage.ticket.left', { tickets: row.tier.stock - row.tier.sold }));
    const values = ticketOrderValues(row.tier, row.ticket, body.quantity, ctx.now);
    await tx.insert(ticketOrders).values({
      ...values,
      ...head,
      ...contactColumns(body.contact),
      visitorIds: body.visitorIds ?? [],
    });
    return values.orderNo;
  });
}
