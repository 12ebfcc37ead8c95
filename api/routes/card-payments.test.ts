/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/restrict-template-expressions -- these tests read JSON over HTTP: its shape is what they assert */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardCharges, cardWebhookEvents, payments } from '../db/schema.ts';
import { captureCharge, signCardWebhook } from '../domain/card-processor.ts';
import { testCardSecret } from '../test/harness.ts';
import { loginDemo } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Card payments through the sandbox card processor: the hosted form, its 3-D Secure step, the
// signed webhook to this service and the idempotent capture.

const api = useTestApi({ limits: { orderUser: { points: 10_000, seconds: 3600, blockSeconds: 0 } } });
let token: string;
const contact = { name: 'Anna Schmidt', phone: '13800000001', email: 'anna@example.com' };
let keyCount = 0;

/** A paid tier currently on sale. */
async function tierOnSale(): Promise<number> {
  for (let page = 1; page < 10; page++) {
    const list = await api.call('GET', `/api/exhibitions?t=4&pageSize=100&pageNum=${String(page)}`);
    for (const fair of list.body.data.records) {
      const tickets = await api.call('GET', `/api/exhibitions/${fair.id}/tickets`);
      for (const ticket of tickets.body.data) {
        const tier = ticket.tiers.find(
          (t: { priceMinor: number; remaining: number }) => t.priceMinor > 0 && t.remaining >= 40,
        );
        if (ticket.onSale && ticket.payKind === 1 && tier !== undefined) return tier.id as number;
      }
    }
  }
  throw new Error('no tier on sale in the seed');
}
let tierId: number;

beforeAll(async () => {
  token = await loginDemo(api, 1);
  tierId = await tierOnSale();
});

/** A one-ticket order and its card payment (English). */
async function cardPayment() {
  keyCount += 1;
  const order = await api.call('POST', '/api/orders/tickets', {
    token,
    body: { tierId, quantity: 1, contact },
    headers: { 'Idempotency-Key': `card-key-${String(keyCount).padStart(4, '0')}` },
  });
  const orderNo = order.body.data.orderNo as string;
  const payment = await api.call('POST', '/api/pay/create', {
    token,
    locale: 'EN',
    body: { orderType: 'ticket', orderNo, channel: 'card' },
  });
  expect(payment.body.code).toBe(1);
  return { orderNo, payment: payment.body.data, amountMinor: order.body.data.amountMinor as number };
}

/** Posts a hosted form as a browser would (form fields, no redirect followed). */
function postForm(path: string, fields: Record<string, string>) {
  return api.raw('POST', path, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const goodCard = { expiry: '12/39', cvc: '123', holder: 'Anna Schmidt' };
function payWith(paymentNo: string, number: string, lang = 'en') {
  return postForm(`/api/pay/sandbox/${paymentNo}/card?lang=${lang}`, { ...goodCard, number });
}

async function statusOf(paymentNo: string) {
  return (await api.call('GET', `/api/pay/payStatus/${paymentNo}`, { token })).body.data;
}
async function orderStatus(orderNo: string) {
  return (await api.call('GET', `/api/orders/${orderNo}`, { token })).body.data.status as string;
}
async function chargeOf(paymentNo: string) {
  const [row] = await api.ctx.db.select().from(cardCharges).where(eq(cardCharges.paymentNo, paymentNo));
  return row;
}

/** A signed webhook for the payment, as the processor would send it. */
function signedEvent(event: unknown, secret = testCardSecret, at = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify(event);
  return api.raw('POST', '/api/pay/notify/card', {
    headers: { 'Content-Type': 'application/json', 'Card-Signature': signCardWebhook(body, secret, at) },
    body,
  });
}

describe('card payments', () => {
  it('opens the hosted card form in the buyer language and pays with a card that succeeds', async () => {
    const { orderNo, payment } = await cardPayment();
    expect(payment.channel).toBe('card');
    expect(payment.payUrl).toBe(`/api/pay/sandbox/${payment.paymentNo}?lang=en`);
    const form = await (await api.raw('GET', payment.payUrl)).text();
    expect(form).toContain('Card number');
    expect(form).toContain('var(--color-brand)');
    expect(await (await api.raw('GET', `/api/pay/sandbox/${payment.paymentNo}?lang=zh`)).text()).toContain(
      '卡号',
    );
    const posted = await payWith(payment.paymentNo, '4242 4242 4242 4242');
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/payment?orderNo=${orderNo}&paymentNo=${payment.paymentNo}`);
    expect(await statusOf(payment.paymentNo)).toMatchObject({ status: 'paid', result: 1, declineCode: null });
    expect(await orderStatus(orderNo)).toBe('paid');
    expect((await chargeOf(payment.paymentNo))?.status).toBe('captured');
  });

  it('refuses an invalid number, a past expiry and a short CVC with messages in the page language', async () => {
    const { orderNo, payment } = await cardPayment();
    const en = await postForm(`/api/pay/sandbox/${payment.paymentNo}/card?lang=en`, {
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      holder: 'Anna',
    });
    expect(en.status).toBe(422);
    const text = await en.text();
    expect(text).toContain('This card number is not valid');
    expect(text).toContain('This card has expired.');
    expect(text).toContain('3-digit security code');
    const zh = await postForm(`/api/pay/sandbox/${payment.paymentNo}/card?lang=zh`, {
      number: '4242',
      expiry: '13/40',
      cvc: '123',
      holder: '',
    });
    const zhText = await zh.text();
    expect(zhText).toContain('卡号无效');
    expect(zhText).toContain('请按 MM/YY 格式输入有效期');
    expect(zhText).toContain('请输入持卡人姓名');
    // Nothing was sent for authorisation: the payment stays open.
    expect(await chargeOf(payment.paymentNo)).toBeUndefined();
    expect(await statusOf(payment.paymentNo)).toMatchObject({ status: 'pending' });
    expect(await orderStatus(orderNo)).toBe('pending');
  });

  it('a declined card fails the payment with its reason code and leaves the order payable', async () => {
    const { orderNo, payment } = await cardPayment();
    const posted = await payWith(payment.paymentNo, '4000000000009995');
    expect(posted.status).toBe(303);
    expect(await statusOf(payment.paymentNo)).toMatchObject({
      status: 'failed',
      result: 2,
      declineCode: 'insufficient_funds',
    });
    expect(await orderStatus(orderNo)).toBe('pending');
    // Payable again: a new card payment, then a good card pays it.
    const again = await api.call('POST', '/api/pay/create', {
      token,
      body: { orderType: 'ticket', orderNo, channel: 'card' },
    });
    expect(again.body.data.paymentNo).not.toBe(payment.paymentNo);
    await payWith(again.body.data.paymentNo, '4242424242424242');
    expect(await orderStatus(orderNo)).toBe('paid');
  });

  it('a 3-D Secure card waits for the challenge; the right code pays', async () => {
    const { orderNo, payment } = await cardPayment();
    const posted = await payWith(payment.paymentNo, '4000 0000 0000 3220');
    expect(posted.headers.get('location')).toBe(`/api/pay/sandbox/${payment.paymentNo}?lang=en`);
    expect(await statusOf(payment.paymentNo)).toMatchObject({ status: 'pending' });
    expect(await (await api.raw('GET', posted.headers.get('location') ?? '')).text()).toContain(
      '3-D Secure check',
    );
    const answered = await postForm(`/api/pay/sandbox/${payment.paymentNo}/challenge?lang=en`, {
      code: '123456',
      action: 'confirm',
    });
    expect(answered.status).toBe(303);
    expect(await statusOf(payment.paymentNo)).toMatchObject({ status: 'paid', result: 1 });
    expect(await orderStatus(orderNo)).toBe('paid');
  });

  it('a failed 3-D Secure challenge declines with authentication_failed; the order stays pending', async () => {
    const { orderNo, payment } = await cardPayment();
    await payWith(payment.paymentNo, '4000000000003220');
    await postForm(`/api/pay/sandbox/${payment.paymentNo}/challenge?lang=en`, {
      code: '000000',
      action: 'confirm',
    });
    expect(await statusOf(payment.paymentNo)).toMatchObject({
      status: 'failed',
      declineCode: 'authentication_failed',
    });
    expect(await orderStatus(orderNo)).toBe('pending');
    expect((await chargeOf(payment.paymentNo))?.status).toBe('declined');
  });

  it('a card that fails late is authorised, then fails at capture: nothing is paid', async () => {
    const { orderNo, payment } = await cardPayment();
    await payWith(payment.paymentNo, '4000000000000341');
    const charge = await chargeOf(payment.paymentNo);
    expect(charge?.authorisedAt).not.toBeNull();
    expect(charge?.status).toBe('failed');
    expect(charge?.captureNo).toBeNull();
    expect(await statusOf(payment.paymentNo)).toMatchObject({
      status: 'failed',
      declineCode: 'processing_error',
    });
    expect(await orderStatus(orderNo)).toBe('pending');
  });

  it('a webhook with a bad signature, a stale timestamp or a replayed event id changes nothing', async () => {
    const { orderNo, payment, amountMinor } = await cardPayment();
    // Authorise with the processor, but deliver the events ourselves: create the charge first.
    await payWith(payment.paymentNo, '4000000000003220');
    await api.ctx.db
      .update(cardCharges)
      .set({ status: 'authorised', authorisedAt: new Date() })
      .where(eq(cardCharges.paymentNo, payment.paymentNo));
    const declined = {
      id: 'evt_declinereplay0001',
      type: 'charge.declined',
      created: Math.floor(Date.now() / 1000),
      data: {
        paymentNo: payment.paymentNo,
        amountMinor,
        currency: payment.currency,
        declineCode: 'card_declined',
      },
    };
    const bad = await signedEvent(declined, 'not-the-secret-0000000000');
    expect(bad.status).toBe(401);
    const stale = await signedEvent(declined, testCardSecret, Math.floor(Date.now() / 1000) - 3600);
    expect(stale.status).toBe(401);
    expect(await statusOf(payment.paymentNo)).toMatchObject({ status: 'pending' });
    const authorised = { ...declined, id: 'evt_authorisedonce001', type: 'charge.authorized' };
    authorised.data = { ...declined.data, declineCode: null as unknown as string };
    expect((await signedEvent(authorised)).status).toBe(200);
    expect(await statusOf(payment.paymentNo)).toMatchObject({ status: 'paid' });
    const [paidRow] = await api.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.paymentNo, payment.paymentNo));
    // Replays of the same event, and a late decline, change nothing.
    for (let i = 0; i < 3; i++) expect((await signedEvent(authorised)).status).toBe(200);
    expect((await signedEvent(declined)).status).toBe(200);
    const [after] = await api.ctx.db.select().from(payments).where(eq(payments.paymentNo, payment.paymentNo));
    expect(after).toEqual(paidRow);
    expect(await orderStatus(orderNo)).toBe('paid');
    const events = await api.ctx.db
      .select()
      .from(cardWebhookEvents)
      .where(eq(cardWebhookEvents.paymentNo, payment.paymentNo));
    expect(events.map((event) => event.eventId).sort()).toEqual([
      'evt_authorisedonce001',
      'evt_declinereplay0001',
    ]);
  });

  it('a capture sent twice captures once, and 20 concurrent captures capture once', async () => {
    const { orderNo, payment } = await cardPayment();
    await payWith(payment.paymentNo, '4000000000003220');
    await api.ctx.db
      .update(cardCharges)
      .set({ status: 'authorised', authorisedAt: new Date() })
      .where(eq(cardCharges.paymentNo, payment.paymentNo));
    const first = await captureCharge(api.ctx.db, payment.paymentNo, new Date());
    const second = await captureCharge(api.ctx.db, payment.paymentNo, new Date());
    expect(first.status).toBe('captured');
    expect(second).toEqual(first);
    const capturedAt = (await chargeOf(payment.paymentNo))?.capturedAt;

    const other = await cardPayment();
    await payWith(other.payment.paymentNo, '4000000000003220');
    await api.ctx.db
      .update(cardCharges)
      .set({ status: 'authorised', authorisedAt: new Date() })
      .where(eq(cardCharges.paymentNo, other.payment.paymentNo));
    // Twenty signed charge.authorized deliveries (distinct event ids) at once: each asks for a capture.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signedEvent({
          id: `evt_concurrent${String(index).padStart(6, '0')}`,
          type: 'charge.authorized',
          created: Math.floor(Date.now() / 1000),
          data: {
            paymentNo: other.payment.paymentNo,
            amountMinor: other.amountMinor,
            currency: other.payment.currency,
            declineCode: null,
          },
        }),
      ),
    );
    expect(results.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const direct = await Promise.all(
      Array.from({ length: 20 }, () => captureCharge(api.ctx.db, other.payment.paymentNo, new Date())),
    );
    expect(new Set(direct.map((result) => JSON.stringify(result))).size).toBe(1);
    const charge = await chargeOf(other.payment.paymentNo);
    expect(charge?.status).toBe('captured');
    expect(direct[0]).toEqual({ status: 'captured', captureNo: charge?.captureNo });
    expect(await statusOf(other.payment.paymentNo)).toMatchObject({ status: 'paid' });
    // Each capture that won would have its own random number: the payment holds the one capture.
    const [paidRow] = await api.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.paymentNo, other.payment.paymentNo));
    expect(paidRow?.gatewayTradeNo).toBe(charge?.captureNo);
    expect(await orderStatus(other.orderNo)).toBe('paid');
    // The first payment's capture did not move either.
    expect((await chargeOf(payment.paymentNo))?.capturedAt).toEqual(capturedAt);
    expect(await orderStatus(orderNo)).toBe('pending');
  });

  it('the alipay pay-page completion refuses a card payment', async () => {
    const { payment } = await cardPayment();
    const refused = await api.call('POST', `/api/pay/sandbox/${payment.paymentNo}/complete?result=success`);
    expect(refused.body.code).not.toBe(1);
    expect(await statusOf(payment.paymentNo)).toMatchObject({ status: 'pending' });
  });
});
