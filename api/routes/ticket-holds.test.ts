/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- these tests read JSON over HTTP: its shape is what they assert */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayRefunds, mailOutbox, ticketOrders, ticketTiers } from '../db/schema.ts';
import { signAlipay } from '../domain/gateway-signature.ts';
import { holdMinutes } from '../domain/orders/ticket-holds.ts';
import { createClock } from '../test/clock.ts';
import { testPaySecret } from '../test/harness.ts';
import { loginDemo, smsCode } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { demoMember } from '../seed/demo-accounts.ts';

// Ticket holds, their expiry, late payments and the waiting list, against the real API on PGlite
// (and on PostgreSQL when the suite runs with DATABASE_URL). Time is the API's injected clock:
// tests move it past a hold instead of waiting 15 minutes.

const clock = createClock();
// Draining tiers takes many orders from one user: far over the per-user order limit.
// The API process sweeps every 300 ms here (30 s in service), so a test can see the timer work.
const api = useTestApi({
  now: clock.now,
  limits: { orderUser: { points: 100_000, seconds: 3600, blockSeconds: 0 } },
  holdSweepMs: 300,
});
const contact = { name: '王伟', phone: '13800000001', email: 'buyer@example.com' };
const minute = 60_000;
let buyer: string;
const used = new Set<number>();

interface TierInfo {
  tierId: number;
  exhibitionId: number;
  priceMinor: number;
  remaining: number;
}

/** Paid tiers on sale, fewest tickets left first, none that another test of this file took. */
async function paidTiersOnSale(): Promise<TierInfo[]> {
  const found: TierInfo[] = [];
  for (let page = 1; page <= 3; page++) {
    const list = await api.call('GET', `/api/exhibitions?t=4&pageSize=100&pageNum=${String(page)}`);
    for (const fair of list.body.data.records) {
      const kinds = await api.call('GET', `/api/exhibitions/${String(fair.id)}/tickets`);
      for (const kind of kinds.body.data) {
        if (!kind.onSale || kind.payKind !== 1) continue;
        for (const tier of kind.tiers)
          if (tier.priceMinor > 0 && tier.remaining > 0 && !used.has(tier.id))
            found.push({
              tierId: tier.id,
              exhibitionId: fair.id,
              priceMinor: tier.priceMinor,
              remaining: tier.remaining,
            });
      }
    }
  }
  return found.sort((a, b) => a.remaining - b.remaining);
}

/** A paid tier on sale with few tickets left, taken for one test. */
async function smallTier(): Promise<TierInfo> {
  const tier = (await paidTiersOnSale())[0];
  if (tier === undefined) throw new Error('no paid tier on sale in the seed');
  used.add(tier.tierId);
  return tier;
}

async function remainingOf(tier: TierInfo): Promise<number> {
  const kinds = await api.call('GET', `/api/exhibitions/${String(tier.exhibitionId)}/tickets`);
  for (const kind of kinds.body.data)
    for (const t of kind.tiers) if (t.id === tier.tierId) return t.remaining as number;
  throw new Error(`tier ${String(tier.tierId)} vanished`);
}

let keySeq = 0;
async function order(token: string, tierId: number, quantity: number, key = `hold-key-${String(++keySeq)}`) {
  return api.call('POST', '/api/orders/tickets', {
    token,
    body: { tierId, quantity, contact },
    headers: { 'Idempotency-Key': key },
    locale: 'EN',
  });
}

/** Starts paying an order through the sandbox gateway: the API's answer. */
function createPayment(token: string, orderNo: string, channel: 'alipay' | 'wxpay') {
  return api.call('POST', '/api/pay/create', {
    token,
    body: { orderType: 'ticket', orderNo, channel },
    locale: 'EN',
  });
}

/** Orders one ticket of a tier and starts paying it: the order's number and the payment. */
async function orderAndPay(tier: TierInfo, channel: 'alipay' | 'wxpay') {
  const placed = await order(buyer, tier.tierId, 1);
  const orderNo = placed.body.data.orderNo as string;
  return { orderNo, payment: (await createPayment(buyer, orderNo, channel)).body.data };
}

/** Orders until `leave` tickets are left (orders of at most 20); answers the orders' numbers. */
async function drainTo(token: string, tier: TierInfo, leave: number): Promise<string[]> {
  const orders: string[] = [];
  let left = await remainingOf(tier);
  while (left > leave) {
    const quantity = Math.min(20, left - leave);
    const placed = await order(token, tier.tierId, quantity);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(1);
    orders.push(placed.body.data.orderNo as string);
    left -= quantity;
  }
  expect(await remainingOf(tier)).toBe(leave);
  return orders;
}

/** A new member registered by SMS code: an account without an e-mail address. */
async function newMember(): Promise<string> {
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const code = await smsCode(api, phone, 'login');
  const login = await api.call('GET', `/api/auth/phonelr/${phone}/${code}`);
  expect(login.body.code).toBe(1);
  return login.body.data.accessToken as string;
}

beforeAll(async () => {
  buyer = await loginDemo(api, 1);
});

describe('ticket holds', () => {
  it(`a pending order holds its tickets for ${String(holdMinutes)} minutes, then they go back to stock`, async () => {
    const tier = await smallTier();
    const before = await remainingOf(tier);
    const placed = await order(buyer, tier.tierId, 2);
    expect(placed.body.code).toBe(1);
    const orderNo = placed.body.data.orderNo as string;
    expect(placed.body.data.status).toBe('pending');
    expect(Date.parse(placed.body.data.ticket.holdExpiresAt)).toBe(clock.now().getTime() + 15 * minute);
    expect(placed.body.data.ticket.holdExpiresIn).toBe(15 * 60);
    expect(await remainingOf(tier)).toBe(before - 2);

    clock.advance(14 * minute);
    const held = await api.call('GET', `/api/orders/${orderNo}`, { token: buyer });
    expect(held.body.data).toMatchObject({ status: 'pending', ticket: { holdExpiresIn: 60 } });
    expect(await remainingOf(tier)).toBe(before - 2);
    // The payment of a held order ends with the hold, not 15 minutes from now.
    const payment = await createPayment(buyer, orderNo, 'alipay');
    expect(payment.body.data.expiresIn).toBe(60);

    clock.advance(61_000);
    // Reading availability releases the hold: nothing else ran since it ended.
    expect(await remainingOf(tier)).toBe(before);
    const expired = await api.call('GET', `/api/orders/${orderNo}`, { token: buyer });
    expect(expired.body.data).toMatchObject({
      status: 'expired',
      ticket: { holdExpiresAt: null, holdExpiresIn: null },
    });
    const pay = await createPayment(buyer, orderNo, 'wxpay');
    expect(pay.status).toBe(409);
    expect(pay.body.message).toMatch(/hold on these tickets has expired/);
    const cancel = await api.call('POST', `/api/orders/${orderNo}/cancel`, { token: buyer });
    expect(cancel.status).toBe(409);
    expect(await remainingOf(tier)).toBe(before);
    const listed = await api.call('GET', '/api/manager/orders?orderType=ticket&pageSize=100', {
      token: buyer,
    });
    expect(listed.body.data.records.find((o: { orderNo: string }) => o.orderNo === orderNo).status).toBe(
      'expired',
    );
  });

  it('200 concurrent buyers for the last 10 tickets, each retrying: exactly 10 sold, one order per key, all back after expiry', async () => {
    const tier = await smallTier();
    const drained = await drainTo(buyer, tier, 10);
    const tokens = await Promise.all([1, 2, 3, 4, 5].map((n) => loginDemo(api, n)));
    const attempt = (i: number) =>
      order(tokens[i % tokens.length] ?? buyer, tier.tierId, 1, `race-${String(tier.tierId)}-${String(i)}`);
    // Each buyer sends its order and, as a client that timed out would, the same request again.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => i).flatMap((i) => [attempt(i), attempt(i)]),
    );
    const won = answers.filter((a) => a.body.code === 1);
    const lost = answers.filter((a) => a.body.code !== 1);
    expect(lost.every((a) => a.status === 409 && /tickets? left/.test(a.body.message ?? ''))).toBe(true);
    const orderNos = new Set(won.map((a) => a.body.data.orderNo as string));
    expect(orderNos.size).toBe(10);
    expect(await remainingOf(tier)).toBe(0);
    const [stock] = await api.database.db
      .select({ stock: ticketTiers.stock, sold: ticketTiers.sold })
      .from(ticketTiers)
      .where(eq(ticketTiers.id, tier.tierId));
    expect(stock?.sold).toBe(stock?.stock);
    // No duplicate orders: one row per Idempotency-Key, and the retry answered the same order.
    const rows = await api.database.db
      .select({ orderNo: ticketOrders.orderNo, key: ticketOrders.idempotencyKey })
      .from(ticketOrders)
      .where(and(eq(ticketOrders.tierId, tier.tierId), eq(ticketOrders.status, 'pending')));
    const raced = rows.filter((r) => r.key.startsWith('race-'));
    expect(raced).toHaveLength(10);
    expect(new Set(raced.map((r) => r.key)).size).toBe(10);
    for (let i = 0; i < 200; i++) {
      const [first, retry] = [answers[2 * i], answers[2 * i + 1]];
      if (first?.body.code === 1 && retry?.body.code === 1)
        expect(retry.body.data.orderNo).toBe(first.body.data.orderNo);
    }

    clock.advance(15 * minute + 1000);
    // Many readers sweep at once: every expired hold gives its tickets back exactly once.
    const after = await Promise.all(Array.from({ length: 20 }, () => remainingOf(tier)));
    expect(new Set(after)).toEqual(new Set([tier.remaining]));
    const statuses = await api.database.db
      .select({ status: ticketOrders.status })
      .from(ticketOrders)
      .where(inArray(ticketOrders.orderNo, [...orderNos, ...drained]));
    expect(statuses.every((s) => s.status === 'expired')).toBe(true);
  });

  it('refuses a payment that arrives after the hold expired: the order stays expired and the sandbox refunds once', async () => {
    const tier = await smallTier();
    const { orderNo, payment } = await orderAndPay(tier, 'alipay');
    const before = await remainingOf(tier);
    clock.advance(15 * minute + 1000);
    // The payer pays at the gateway's page anyway; the gateway notifies this service.
    const paid = await api.call(
      'POST',
      `/api/pay/sandbox/${payment.paymentNo as string}/complete?result=success`,
    );
    expect(paid.body.code).toBe(1);
    expect(paid.body.data).toMatchObject({ status: 'refunded', result: 2 });
    const refundNo = paid.body.data.refundNo as string;
    expect(refundNo).toMatch(/^R\d{20}$/);
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token: buyer })).body.data.status).toBe(
      'expired',
    );
    expect(await remainingOf(tier)).toBe(before + 1);

    // The gateway repeats its notify: acknowledged, nothing changes, no second refund.
    const fields = {
      out_trade_no: payment.paymentNo as string,
      trade_no: 'SANDBOXREPEAT',
      total_amount: (tier.priceMinor / 100).toFixed(2),
      trade_status: 'TRADE_SUCCESS',
      notify_time: clock.now().toISOString(),
    };
    const body = new URLSearchParams({
      ...fields,
      sign_type: 'HMAC-SHA256',
      sign: signAlipay(fields, testPaySecret),
    }).toString();
    for (let i = 0; i < 2; i++) {
      const again = await api.raw('POST', '/api/pay/notify/alipay', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(((await again.json()) as { code: number }).code).toBe(1);
    }
    const refunds = await api.database.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.paymentNo, payment.paymentNo as string));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ refundNo, amountMinor: tier.priceMinor });
    const status = await api.call('GET', `/api/pay/getPayStatus/${orderNo}`, { token: buyer });
    expect(status.body.data).toMatchObject({ status: 'refunded', result: 2, refundNo });
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token: buyer })).body.data.status).toBe(
      'expired',
    );
    expect(await remainingOf(tier)).toBe(before + 1);
  });

  it('the API process releases an ended hold by itself, with nobody reading the stock', async () => {
    const tier = await smallTier();
    const placed = await order(buyer, tier.tierId, 3);
    const orderNo = placed.body.data.orderNo as string;
    const soldOf = async () =>
      (
        await api.database.db
          .select({ sold: ticketTiers.sold })
          .from(ticketTiers)
          .where(eq(ticketTiers.id, tier.tierId))
      )[0]?.sold;
    const held = await soldOf();
    clock.advance(15 * minute + 1000);
    // Only the database is read from here on: no API path sweeps, the timer does.
    await expect
      .poll(
        async () =>
          (
            await api.database.db
              .select({ status: ticketOrders.status })
              .from(ticketOrders)
              .where(eq(ticketOrders.orderNo, orderNo))
          )[0]?.status,
        { timeout: 5000 },
      )
      .toBe('expired');
    expect(await soldOf()).toBe((held ?? 0) - 3);
  });

  it('a payment within the hold pays the order as before', async () => {
    const tier = await smallTier();
    const { orderNo, payment } = await orderAndPay(tier, 'wxpay');
    clock.advance(14 * minute);
    const paid = await api.call(
      'POST',
      `/api/pay/sandbox/${payment.paymentNo as string}/complete?result=success`,
    );
    expect(paid.body.data).toMatchObject({ status: 'paid', result: 1, refundNo: null });
    clock.advance(2 * minute);
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token: buyer })).body.data.status).toBe('paid');
  });
});

describe('waiting list', () => {
  it('a sold-out tier takes a waiting list; returned tickets are held for the first in line, who is told in-site and by e-mail', async () => {
    const tier = await smallTier();
    const member = await loginDemo(api, 7);
    const noEmail = await newMember();
    const late = await newMember();
    const join = (token: string, quantity: number) =>
      api.call('POST', '/api/manager/waiting-list', {
        token,
        body: { tierId: tier.tierId, quantity },
        locale: 'EN',
      });

    const [big] = await drainTo(buyer, tier, 1);
    const early = await join(member, 1);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/1 tickets are available/);
    await drainTo(buyer, tier, 0);

    const first = await join(member, 1);
    expect(first.body.code).toBe(1);
    expect(first.body.data).toMatchObject({
      tierId: tier.tierId,
      status: 'waiting',
      position: 1,
      quantity: 1,
    });
    // One entry per member and tier: joining again changes the quantity and keeps the place.
    expect((await join(member, 1)).body.data.id).toBe(first.body.data.id);
    expect((await join(noEmail, 2)).body.data).toMatchObject({ position: 2, quantity: 2 });
    expect((await join(late, 1)).body.data).toMatchObject({ position: 3 });
    const leaving = await join(late, 1);
    expect(
      (await api.call('DELETE', `/api/manager/waiting-list/${String(leaving.body.data.id)}`, { token: late }))
        .body.code,
    ).toBe(1);
    expect((await api.call('GET', '/api/manager/waiting-list', { token: late })).body.data).toEqual([]);

    // The buyer cancels an order of up to 20: 1 ticket held for the first, 2 for the second.
    const cancelled = big ?? '';
    const cancel = await api.call('POST', `/api/orders/${cancelled}/cancel`, { token: buyer });
    expect(cancel.body.data.status).toBe('cancelled');
    const returned = (
      await api.database.db.select().from(ticketOrders).where(eq(ticketOrders.orderNo, cancelled))
    )[0];
    expect(await remainingOf(tier)).toBe((returned?.quantity ?? 0) - 3);

    const mine = (await api.call('GET', '/api/manager/waiting-list', { token: member })).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'offered', position: null });
    const heldNo = mine[0].orderNo as string;
    const held = (await api.call('GET', `/api/orders/${heldNo}`, { token: member })).body.data;
    expect(held).toMatchObject({
      status: 'pending',
      ticket: { tierId: tier.tierId, quantity: 1, holdExpiresIn: 900 },
    });
    const messages = (await api.call('GET', '/api/manager/messages', { token: member, locale: 'EN' })).body
      .data;
    expect(messages.total).toBe(1);
    expect(messages.records[0]).toMatchObject({
      kind: 'waitlist-hold',
      orderNo: heldNo,
      quantity: 1,
      orderStatus: 'pending',
      holdExpiresAt: held.ticket.holdExpiresAt,
    });
    expect(messages.records[0].exhibition.id).toBe(tier.exhibitionId);
    const mails = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, demoMember(7).email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ purpose: 'waitlist-hold' });
    expect(mails[0]?.text).toContain(heldNo);
    expect(mails[0]?.text).toContain(`/payment?orderNo=${heldNo}`);

    // The member without an e-mail address is told in-site only.
    const second = (await api.call('GET', '/api/manager/messages', { token: noEmail })).body.data;
    expect(second.records[0]).toMatchObject({ quantity: 2, orderStatus: 'pending' });
    const allMails = await api.database.db.select().from(mailOutbox);
    expect(allMails.filter((m) => m.text.includes(second.records[0].orderNo as string))).toHaveLength(0);

    // The member pays the held order like any other.
    const payment = (await createPayment(member, heldNo, 'alipay')).body.data;
    await api.call('POST', `/api/pay/sandbox/${payment.paymentNo as string}/complete?result=success`);
    expect(
      (await api.call('GET', '/api/manager/messages', { token: member })).body.data.records[0].orderStatus,
    ).toBe('paid');

    // Sold out again; a new member waits; every unpaid hold then expires and the line moves on.
    await drainTo(buyer, tier, 0);
    expect((await join(late, 1)).body.data).toMatchObject({ status: 'waiting', position: 1 });
    clock.advance(15 * minute + 1000);
    const lateEntry = (await api.call('GET', '/api/manager/waiting-list', { token: late })).body.data[0];
    expect(lateEntry.status).toBe('offered');
    expect(
      (await api.call('GET', `/api/orders/${lateEntry.orderNo as string}`, { token: late })).body.data.status,
    ).toBe('pending');
    const secondOrder = second.records[0].orderNo as string;
    expect((await api.call('GET', `/api/orders/${secondOrder}`, { token: noEmail })).body.data.status).toBe(
      'expired',
    );
    expect((await api.call('GET', `/api/orders/${heldNo}`, { token: member })).body.data.status).toBe('paid');
  });

  it('ended fairs: orders and waiting lists answer that ticket sales have closed', async () => {
    let pastTier: number | undefined;
    for (let page = 1; page <= 5 && pastTier === undefined; page++) {
      const list = await api.call('GET', `/api/exhibitions?pageSize=100&pageNum=${String(page)}`);
      for (const fair of list.body.data.records.filter((f: { state: string }) => f.state === 'past')) {
        const kinds = (await api.call('GET', `/api/exhibitions/${String(fair.id)}/tickets`)).body.data;
        pastTier = kinds.flatMap((k: { tiers: { id: number }[] }) => k.tiers)[0]?.id;
        if (pastTier !== undefined) break;
      }
    }
    if (pastTier === undefined) throw new Error('the seed has no past fair with tickets');
    const placed = await order(buyer, pastTier, 1);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe('ticket sales have closed');
    const joined = await api.call('POST', '/api/manager/waiting-list', {
      token: buyer,
      body: { tierId: pastTier, quantity: 1 },
      locale: 'EN',
    });
    expect(joined.status).toBe(409);
    expect(joined.body.message).toBe('ticket sales have closed');
  });

  it('needs a login and a valid body', async () => {
    expect((await api.call('GET', '/api/manager/messages')).body.code).toBe(111006);
    const bad = await api.call('POST', '/api/manager/waiting-list', {
      token: buyer,
      body: { tierId: 1, quantity: 0 },
    });
    expect(bad.status).toBe(400);
  });
});
