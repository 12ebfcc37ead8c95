import type { Context } from 'hono';
import { z } from 'zod';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { locales, type Locale } from '../../src/lib/contract/locale.ts';
import { cardWebhookSchema } from '../../src/lib/contract/payment.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';
import { paymentPath } from '../../src/lib/contract/payment-path.ts';
import type { payments } from '../db/schema.ts';
import { challengePassCode, validateCard } from '../domain/card-cards.ts';
import { applyCardWebhook } from '../domain/card-payments.ts';
import {
  answerChallenge,
  authoriseCard,
  cardWebhookDigest,
  chargeEvent,
  deliverCardWebhook,
  findCharge,
  parseCardSignature,
  type CardCharge,
} from '../domain/card-processor.ts';
import { sameSignature } from '../domain/gateway-signature.ts';
import { findPayment } from '../domain/payments.ts';
import { ApiError, notFound } from '../server/api-error.ts';
import { apiText } from '../server/api-messages.ts';
import type { AppContext } from '../server/context.ts';
import { signedNotifyBody } from '../server/signed-notify.ts';
import { maxJsonBodyBytes, readLimited } from '../server/input.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { sandboxCardPage, type CardPageModel } from './sandbox-card-page.ts';

// Card payments: the sandbox card processor's hosted form and 3-D Secure challenge (dev and test
// only, like the other sandbox pages), and the merchant's webhook endpoint, which verifies the
// Card-Signature HMAC before anything changes.

type PaymentRow = typeof payments.$inferSelect;

const paymentNoParams = z.object({
  paymentNo: z.string().regex(/^P\d{20}$/, validationKey('apiMessage.validation.paymentNo')),
});
const langQuery = z.object({ lang: z.enum(locales as [Locale, ...Locale[]]).optional() });
/** Seconds a webhook's signed timestamp may be off this service's clock. */
const cardWebhookToleranceSeconds = 300;

/** Where the processor sends the buyer back: the payment page, which reads the payment's outcome. */
function cardReturnUrl(row: Pick<PaymentRow, 'orderNo' | 'paymentNo'>): string {
  return `${paymentPath(row.orderNo)}&paymentNo=${encodeURIComponent(row.paymentNo)}`;
}

/** The hosted page's address of a payment in a language. */
function pageUrl(paymentNo: string, locale: Locale): string {
  return `/api/pay/sandbox/${paymentNo}?lang=${locale}`;
}

/** The step of a card payment's hosted page. */
function stepOf(row: PaymentRow, charge: CardCharge | undefined, now: Date): CardPageModel['step'] {
  if (row.status !== 'pending' || row.expiresAt.getTime() <= now.getTime()) return 'settled';
  if (charge === undefined) return 'form';
  return charge.status === 'requires_action' ? 'challenge' : 'settled';
}

/** The model of a card payment's hosted page as it stands. */
async function cardPageModel(ctx: AppContext, row: PaymentRow, locale: Locale): Promise<CardPageModel> {
  const now = ctx.now();
  const charge = await findCharge(ctx.db, row.paymentNo);
  return {
    locale,
    paymentNo: row.paymentNo,
    orderNo: row.orderNo,
    amount: `${(row.amountMinor / 100).toFixed(2)} ${row.currency}`,
    step: stepOf(row, charge, now),
    status: row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'closed' : row.status,
    returnUrl: cardReturnUrl(row),
  };
}

/** The hosted page of a card payment, never cached (its step changes under one URL). */
export async function cardPage(c: Context, ctx: AppContext, row: PaymentRow, locale: Locale) {
  return c.html(sandboxCardPage(await cardPageModel(ctx, row, locale)), 200, { 'Cache-Control': 'no-store' });
}

/** Reads a card payment for the processor's pages; other channels are not its payments. */
async function cardPayment(ctx: AppContext, paymentNo: string): Promise<PaymentRow> {
  const row = await findPayment(ctx.db, paymentNo, null);
  if (row.channel !== 'card') throw notFound('payment', paymentNo);
  return row;
}

/** The processor tells the merchant about a charge (authorised or declined) by a signed webhook. */
async function notifyMerchant(ctx: AppContext, charge: CardCharge): Promise<void> {
  const now = ctx.now();
  const ack = await deliverCardWebhook(
    `${ctx.selfUrl}/api/pay/notify/card`,
    chargeEvent(charge, now),
    ctx.cardWebhookSecret,
    now,
  );
  if (!ack.ok)
    throw new ApiError(
      ResponseCode.error,
      502,
      apiText('apiMessage.payment.notifyRefused', { reason: ack.message }),
    );
}

const cardFormSchema = z.object({
  number: z.string().max(64),
  expiry: z.string().max(16),
  cvc: z.string().max(8),
  holder: z.string().max(100),
});
const challengeFormSchema = z.object({
  code: z.string().max(16),
  action: z.enum(['confirm', 'cancel']),
});
const ackSchema = z.object({ ack: z.literal('success') });

/** The card processor's pages and the merchant's card webhook. */
export const cardPaymentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/api/pay/sandbox/:paymentNo/card',
    tag: 'dev',
    auth: 'none',
    devOnly: true,
    bodyKind: 'form',
    produces: 'html',
    summary:
      "Dev/test only: the card processor's hosted form posts the card (number with Luhn, MM/YY expiry, CVC, name); errors re-render the form in ?lang (422), else 303 to the 3-D Secure step or back to /payment",
    params: paymentNoParams,
    query: langQuery,
    body: cardFormSchema,
    handler: async ({ c, ctx, params, query, body }) => {
      const locale = query.lang ?? 'zh';
      const row = await cardPayment(ctx, params.paymentNo);
      const model = await cardPageModel(ctx, row, locale);
      if (model.step !== 'form') return c.redirect(pageUrl(row.paymentNo, locale), 303);
      const errors = validateCard(body, ctx.now());
      if (errors.length > 0)
        return c.html(sandboxCardPage({ ...model, errors, holder: body.holder, expiry: body.expiry }), 422, {
          'Cache-Control': 'no-store',
        });
      const charge = await authoriseCard(ctx.db, row, body, ctx.now());
      if (charge.status === 'requires_action') return c.redirect(pageUrl(row.paymentNo, locale), 303);
      await notifyMerchant(ctx, charge);
      return c.redirect(cardReturnUrl(row), 303);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/pay/sandbox/:paymentNo/challenge',
    tag: 'dev',
    auth: 'none',
    devOnly: true,
    bodyKind: 'form',
    produces: 'html',
    summary: `Dev/test only: the 3-D Secure challenge; code ${challengePassCode} with action=confirm passes, anything else declines (authentication_failed); 303 back to /payment`,
    params: paymentNoParams,
    query: langQuery,
    body: challengeFormSchema,
    handler: async ({ c, ctx, params, query, body }) => {
      const locale = query.lang ?? 'zh';
      const row = await cardPayment(ctx, params.paymentNo);
      const model = await cardPageModel(ctx, row, locale);
      if (model.step !== 'challenge') return c.redirect(pageUrl(row.paymentNo, locale), 303);
      const passed = body.action === 'confirm' && body.code.trim() === challengePassCode;
      const charge = await answerChallenge(ctx.db, row.paymentNo, passed, ctx.now());
      if (charge !== undefined && (charge.status === 'authorised' || charge.status === 'declined'))
        await notifyMerchant(ctx, charge);
      return c.redirect(cardReturnUrl(row), 303);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/pay/notify/card',
    tag: 'payments',
    auth: 'none',
    bodyKind: 'raw',
    summary:
      'Card processor webhook, JSON {id, type: charge.authorized|charge.declined, created, data}; Card-Signature "t=<s>,v1=<hex HMAC-SHA256 of t.body>", at most 5 minutes old; authorized -> idempotent capture; a replayed event id changes nothing',
    body: cardWebhookSchema,
    response: ackSchema,
    handler: async ({ c, ctx }) => {
      const signature = parseCardSignature(c.req.header('card-signature'));
      const raw = new TextDecoder('utf-8', { fatal: false }).decode(await readLimited(c, maxJsonBodyBytes));
      const event = signedNotifyBody(
        raw,
        {
          valid:
            signature !== undefined &&
            sameSignature(signature.v1, cardWebhookDigest(raw, ctx.cardWebhookSecret, signature.t)),
          timestamp: signature?.t ?? 0,
          toleranceSeconds: cardWebhookToleranceSeconds,
        },
        ctx.now(),
        cardWebhookSchema,
      );
      await applyCardWebhook(ctx.db, event, ctx.now());
      return { ack: 'success' as const };
    },
  }),
];
