import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { tripSignupBodySchema } from '../../../src/lib/contract/order.ts';
import { tripSignups, trips } from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { newOrderNo } from '../idempotency.ts';
import { contactColumns, createOnce, type NewOrder } from './create-once.ts';
import { apiText } from '../../server/api-messages.ts';

/** Signs up for a group trip: places are taken with one conditional update (quota). */
export async function createTripSignup(
  ctx: NewOrder,
  body: z.output<typeof tripSignupBodySchema>,
): Promise<string> {
  return createOnce(ctx, tripSignups, body, async (tx, head) => {
    const [trip] = await tx.select().from(trips).where(eq(trips.id, body.tripId));
    if (trip === undefined) throw notFound('trip', body.tripId);
    if (trip.startDate <= ctx.now.toISOString().slice(0, 10)) throw refused(apiText('apiMessage.trip.left'));
    const taken = await tx
      .update(trips)
      .set({ signed: sql`${trips.signed} + ${body.people}` })
      .where(and(eq(trips.id, trip.id), sql`${trips.quota} - ${trips.signed} >= ${body.people}`))
      .returning({ id: trips.id });
    if (taken.length === 0)
      throw refused(apiText('apiMessage.trip.placesLeft', { places: trip.quota - trip.signed }));
    const orderNo = newOrderNo('G', ctx.now);
    await tx.insert(tripSignups).values({
      orderNo,
      ...head,
      amountMinor: trip.priceMinor * body.people,
      currency: trip.currency,
      status: 'pending',
      ...contactColumns(body.contact),
      tripId: trip.id,
      people: body.people,
    });
    return orderNo;
  });
}
