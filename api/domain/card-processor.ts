import { and, eq } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import type { CardDeclineCode, CardWebhook } from '../../src/lib/contract/payment.ts';
import type { Database } from '../db/database.ts';
import { firstRow } from '../db/rows.ts';
import { cardCharges, type payments } from '../db/schema.ts';
import { behaviourOf, brandOf, cardDigits, type CardInput } from './card-cards.ts';

// The sandbox card processor (dev and test), modelled on a real one: the hosted form authorises
// a charge (or asks for a 3-D Secure challenge first, or declines it with a reason code); the
// merchant then captures an authorised charge, at most once whatever how often it asks; a card
// that "fails late" is authorised and then fails at capture. The processor tells the merchant
// through signed webhooks (charge.authorized, charge.declined). Its record is card_charges.

type PaymentRow = typeof payments.$inferSelect;
export type CardCharge = typeof cardCharges.$inferSelect;

/** Reads the charge of a payment, or undefined before the card form was sent. */
export async function findCharge(db: Database, paymentNo: string): Promise<CardCharge | undefined> {
  const [row] = await db.select().from(cardCharges).where(eq(cardCharges.paymentNo, paymentNo));
  return row;
}

/**
 * Authorises the payment's amount on a valid card (the hosted form's submit): the charge is
 * authorised, waits for a 3-D Secure challenge, or is declined. One charge per payment: a second
 * submit answers the first charge as it stands.
 */
export async function authoriseCard(
  db: Database,
  payment: PaymentRow,
  card: CardInput,
  now: Date,
): Promise<CardCharge> {
  const digits = cardDigits(card.number);
  const behaviour = behaviourOf(digits);
  await db
    .insert(cardCharges)
    .values({
      paymentNo: payment.paymentNo,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      status:
        behaviour.kind === 'decline'
          ? 'declined'
          : behaviour.kind === 'challenge'
            ? 'requires_action'
            : 'authorised',
      brand: brandOf(digits),
      last4: digits.slice(-4),
      behaviour: behaviour.kind === 'failLate' ? 'fail_late' : 'capture',
      declineCode: behaviour.kind === 'decline' ? behaviour.code : null,
      authorisedAt: behaviour.kind === 'success' || behaviour.kind === 'failLate' ? now : null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: cardCharges.paymentNo });
  return firstRow(await db.select().from(cardCharges).where(eq(cardCharges.paymentNo, payment.paymentNo)));
}

/** The 3-D Secure challenge's answer: passed authorises the charge, failed declines it. */
export async function answerChallenge(
  db: Database,
  paymentNo: string,
  passed: boolean,
  now: Date,
): Promise<CardCharge | undefined> {
  await db
    .update(cardCharges)
    .set(
      passed
        ? { status: 'authorised', authorisedAt: now }
        : { status: 'declined', declineCode: 'authentication_failed' },
    )
    .where(and(eq(cardCharges.paymentNo, paymentNo), eq(cardCharges.status, 'requires_action')));
  return findCharge(db, paymentNo);
}

/** What a capture answers: captured (with its number), failed (with a reason code), or not capturable. */
export type CaptureResult =
  | { status: 'captured'; captureNo: string }
  | { status: 'failed'; declineCode: CardDeclineCode }
  | { status: 'notAuthorised' };

function captureResultOf(charge: CardCharge | undefined): CaptureResult {
  if (charge?.status === 'captured' && charge.captureNo !== null)
    return { status: 'captured', captureNo: charge.captureNo };
  if (charge?.status === 'failed')
    return { status: 'failed', declineCode: (charge.declineCode ?? 'processing_error') as CardDeclineCode };
  return { status: 'notAuthorised' };
}

/**
 * Captures an authorised charge: one conditional update from authorised wins, so a capture sent
 * twice (or twenty times at once) captures once; every later call answers the same capture. A
 * card that fails late fails here with processing_error.
 */
export async function captureCharge(db: Database, paymentNo: string, now: Date): Promise<CaptureResult> {
  const charge = await findCharge(db, paymentNo);
  if (charge?.status !== 'authorised') return captureResultOf(charge);
  const [moved] = await db
    .update(cardCharges)
    .set(
      charge.behaviour === 'fail_late'
        ? { status: 'failed', declineCode: 'processing_error' }
        : {
            status: 'captured',
            captureNo: `CAP${randomBytes(8).toString('hex').toUpperCase()}`,
            capturedAt: now,
          },
    )
    .where(and(eq(cardCharges.id, charge.id), eq(cardCharges.status, 'authorised')))
    .returning();
  return captureResultOf(moved ?? (await findCharge(db, paymentNo)));
}

/** The webhook event the processor sends about a charge (authorised or declined). */
export function chargeEvent(charge: CardCharge, now: Date): CardWebhook {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: charge.status === 'declined' ? 'charge.declined' : 'charge.authorized',
    created: Math.floor(now.getTime() / 1000),
    data: {
      paymentNo: charge.paymentNo,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      declineCode: charge.status === 'declined' ? (charge.declineCode as CardDeclineCode | null) : null,
    },
  };
}

/** The Card-Signature header of a webhook body: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signCardWebhook(body: string, secret: string, timestamp: number): string {
  return `t=${String(timestamp)},v1=${cardWebhookDigest(body, secret, timestamp)}`;
}

/** The hex HMAC-SHA256 the processor signs a webhook with. */
export function cardWebhookDigest(body: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest('hex');
}

/** Parses a Card-Signature header, or undefined when it is malformed. */
export function parseCardSignature(header: string | undefined): { t: number; v1: string } | undefined {
  const match = /^t=(\d{9,11}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (match === null) return undefined;
  return { t: Number(match[1]), v1: match[2] ?? '' };
}

/** Sends a signed webhook to the merchant's notify URL; answers whether it was acknowledged. */
export async function deliverCardWebhook(
  notifyUrl: string,
  event: CardWebhook,
  secret: string,
  now: Date,
): Promise<{ ok: boolean; message: string }> {
  const body = JSON.stringify(event);
  const response = await fetch(notifyUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Card-Signature': signCardWebhook(body, secret, Math.floor(now.getTime() / 1000)),
    },
    body,
  });
  const ack = (await response.json()) as { code: number; message?: string };
  return { ok: ack.code === 1, message: ack.message ?? String(ack.code) };
}
