import { eq } from 'drizzle-orm';
import type { CardWebhook } from '../../src/lib/contract/payment.ts';
import type { Database } from '../db/database.ts';
import { cardWebhookEvents } from '../db/schema.ts';
import { captureCharge } from './card-processor.ts';
import { settlePayment } from './payments.ts';

// The merchant's side of card payments: what this service does with a verified webhook of the
// card processor. charge.authorized -> capture (idempotent at the processor) -> the payment and
// its order turn paid, or the payment fails with the capture's reason (a card that fails late);
// charge.declined -> the payment fails with the decline's reason code and the order stays
// payable. An event id already applied is acknowledged and changes nothing.

/** Applies one verified webhook event; answers whether it was new. */
export async function applyCardWebhook(db: Database, event: CardWebhook, now: Date): Promise<boolean> {
  const [seen] = await db
    .select({ id: cardWebhookEvents.id })
    .from(cardWebhookEvents)
    .where(eq(cardWebhookEvents.eventId, event.id));
  if (seen !== undefined) return false;
  const { paymentNo, amountMinor } = event.data;
  if (event.type === 'charge.declined') {
    await settlePayment(
      db,
      paymentNo,
      `DECLINED-${paymentNo}`,
      amountMinor,
      false,
      now,
      event.data.declineCode ?? 'card_declined',
    );
  } else {
    const capture = await captureCharge(db, paymentNo, now);
    if (capture.status === 'captured')
      await settlePayment(db, paymentNo, capture.captureNo, amountMinor, true, now);
    else if (capture.status === 'failed')
      await settlePayment(db, paymentNo, `FAILED-${paymentNo}`, amountMinor, false, now, capture.declineCode);
  }
  // Settling is conditional on the payment's status, so a concurrent duplicate applying too
  // changes nothing more; the record makes later replays skip at once.
  await db
    .insert(cardWebhookEvents)
    .values({ eventId: event.id, paymentNo, type: event.type, createdAt: now })
    .onConflictDoNothing({ target: cardWebhookEvents.eventId });
  return true;
}
