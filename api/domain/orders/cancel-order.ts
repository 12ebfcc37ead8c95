import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { payments, ticketOrders, tripSignups, trips } from '../../db/schema.ts';
import { notFound } from '../../server/api-error.ts';
import { allowedFrom } from '../../../src/lib/contract/order.ts';
import { orderStateError } from './order-state.ts';
import { orderTable, orderTypeOf } from './order-tables.ts';
import { giveBack } from './ticket-holds.ts';

/**
 * Cancels an order not yet paid (pending or submitted; a flight order requested or quoted) and
 * gives its stock or places back, in one transaction; returned tickets go to the tier's waiting
 * list first.
 */
export async function cancelOrder(db: Database, userId: number, orderNo: string, now: Date): Promise<void> {
  const type = orderTypeOf(orderNo);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const table = orderTable(type);
    const [cancelled] = await tx
      .update(table)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(table.orderNo, orderNo),
          eq(table.userId, userId),
          inArray(table.status, [...allowedFrom(type, 'cancel')]),
        ),
      )
      .returning({ id: table.id });
    if (cancelled === undefined) {
      const [exists] = await tx
        .select({ status: table.status })
        .from(table)
        .where(and(eq(table.orderNo, orderNo), eq(table.userId, userId)));
      if (exists === undefined) throw notFound('order', orderNo);
      throw orderStateError('cancel', exists.status);
    }
    // An open payment of a cancelled order is closed: the gateway page then refuses to pay it.
    await tx
      .update(payments)
      .set({ status: 'closed' })
      .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'pending')));
    if (type === 'ticket') {
      const [o] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, cancelled.id));
      if (o !== undefined) await giveBack(tx, o.tierId, o.quantity, now);
    }
    if (type === 'trip') {
      const [o] = await tx.select().from(tripSignups).where(eq(tripSignups.id, cancelled.id));
      if (o !== undefined)
        await tx
          .update(trips)
          .set({ signed: sql`${trips.signed} - ${o.people}` })
          .where(eq(trips.id, o.tripId));
    }
  });
}
