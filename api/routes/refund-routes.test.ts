/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- these tests read JSON over HTTP: its shape is what they assert */
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exhibitions, gatewayRefunds, orderRefunds, tickets, ticketTiers, visas } from '../db/schema.ts';
import { createClock } from '../test/clock.ts';
import { loginDemo, smsCode } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Cancellation and refunds by policy against the real API on PGlite (and PostgreSQL with
// DATABASE_URL): the quote by the tier's policy (full, with a fee, none), partial cancels, 50
// concurrent refunds refunding once, tickets back to stock or to the waiting list, refusals. Each
// test sets its tier's policy relative to the fair's first day, so the seed's dates do not matter.

const clock = createClock();
const api = useTestApi({
  now: clock.now,
  limits: { orderUser: { points: 100_000, seconds: 3600, blockSeconds: 0 } },
});
const contact = { name: 'Anna Weber', phone: '13800000002', email: 'anna@example.com' };
let buyer: string;
const used = new Set<number>();
let keySeq = 0;
const key = (label: string) => `refund-${label}-${String(++keySeq)}`;

interface TierInfo {
  tierId: number;
  exhibitionId: number;
  priceMinor: number;
  remaining: number;
  /** Whole days from the test clock's day to the fair's first day. */
  daysToStart: number;
}

const today = () => clock.now().toISOString().slice(0, 10);
const dayMs = 86_400_000;

/** A paid tier on sale of a fair starting at least 3 days from now, fewest tickets left first. */
async function freshTier(): Promise<TierInfo> {
  const rows = await api.database.db
    .select({
      tier: ticketTiers,
      exhibitionId: tickets.exhibitionId,
      start: exhibitions.startDate,
      end: tickets.saleEnd,
      from: tickets.saleStart,
    })
    .from(ticketTiers)
    .innerJoin(tickets, eq(tickets.id, ticketTiers.ticketId))
    .innerJoin(exhibitions, eq(exhibitions.id, tickets.exhibitionId))
    .where(
      and(
        gt(ticketTiers.priceMinor, 0),
        gt(sql`${ticketTiers.stock} - ${ticketTiers.sold}`, 5),
        gt(exhibitions.startDate, new Date(clock.now().getTime() + 3 * dayMs).toISOString().slice(0, 10)),
        sql`${tickets.saleStart} <= ${today()} and ${tickets.saleEnd} >= ${today()}`,
      ),
    )
    .orderBy(sql`${ticketTiers.stock} - ${ticketTiers.sold}`)
    .limit(200);
  const row = rows.find((r) => !used.has(r.tier.id));
  if (row === undefined) throw new Error('no paid tier on sale of an upcoming fair in the seed');
  used.add(row.tier.id);
  return {
    tierId: row.tier.id,
    exhibitionId: row.exhibitionId,
    priceMinor: row.tier.priceMinor,
    remaining: row.tier.stock - row.tier.sold,
    daysToStart: Math.round(
      (Date.parse(`${row.start}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / dayMs,
    ),
  };
}

/** Sets a tier's refund policy. */
async function setPolicy(tier: TierInfo, refundDays: number | null, refundLateFeePercent: number | null) {
  await api.database.db
    .update(ticketTiers)
    .set({ refundDays, refundLateFeePercent })
    .where(eq(ticketTiers.id, tier.tierId));
}

async function remainingOf(tier: TierInfo): Promise<number> {
  const [row] = await api.database.db.select().from(ticketTiers).where(eq(ticketTiers.id, tier.tierId));
  return (row?.stock ?? 0) - (row?.sold ?? 0);
}

/** Orders `quantity` tickets and pays them through the sandbox gateway: the order number. */
async function paidOrder(token: string, tier: TierInfo, quantity: number): Promise<string> {
  const placed = await api.call('POST', '/api/orders/tickets', {
    token,
    body: { tierId: tier.tierId, quantity, contact },
    headers: { 'Idempotency-Key': key('order') },
  });
  expect(placed.body.code, JSON.stringify(placed.body)).toBe(1);
  const orderNo = placed.body.data.orderNo as string;
  const payment = await api.call('POST', '/api/pay/create', {
    token,
    body: { orderType: 'ticket', orderNo, channel: 'alipay' },
  });
  await api.call('POST', `/api/pay/sandbox/${payment.body.data.paymentNo as string}/complete?result=success`);
  const order = await api.call('GET', `/api/orders/${orderNo}`, { token });
  expect(order.body.data.status).toBe('paid');
  return orderNo;
}

function quote(
  token: string,
  orderNo: string,
  ticketsToCancel: number[] | 'all',
  locale: 'EN' | 'CN' = 'EN',
) {
  return api.call('POST', `/api/orders/${orderNo}/refund-quote`, {
    token,
    body: { tickets: ticketsToCancel },
    locale,
  });
}

function refund(
  token: string,
  orderNo: string,
  ticketsToCancel: number[] | 'all',
  idempotencyKey = key('refund'),
  locale: 'EN' | 'CN' = 'EN',
) {
  return api.call('POST', `/api/orders/${orderNo}/refund`, {
    token,
    body: { tickets: ticketsToCancel },
    headers: { 'Idempotency-Key': idempotencyKey },
    locale,
  });
}

async function gatewayRefundsOf(orderNo: string) {
  const rows = await api.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderNo, orderNo));
  const paymentNos = [...new Set(rows.map((r) => r.paymentNo))];
  const gateway = [];
  for (const paymentNo of paymentNos)
    gateway.push(
      ...(await api.database.db.select().from(gatewayRefunds).where(eq(gatewayRefunds.paymentNo, paymentNo))),
    );
  return { rows, gateway };
}

async function newMember(): Promise<string> {
  const phone = `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const code = await smsCode(api, phone, 'login');
  const login = await api.call('GET', `/api/auth/phonelr/${phone}/${code}`);
  expect(login.body.code).toBe(1);
  return login.body.data.accessToken as string;
}

beforeAll(async () => {
  buyer = await loginDemo(api, 1);
});

describe('refund quote by policy', () => {
  it('quotes the full price before the deadline, the price less the fee after it, and refuses a non-refundable tier', async () => {
    const tier = await freshTier();
    const orderNo = await paidOrder(buyer, tier, 2);

    // Full refund until daysToStart - 1 days before: today is before the deadline.
    await setPolicy(tier, tier.daysToStart - 1, 20);
    const full = await quote(buyer, orderNo, [1]);
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body.data).toMatchObject({
      tickets: [1],
      paidMinor: tier.priceMinor,
      feeMinor: 0,
      amountMinor: tier.priceMinor,
      feePercent: 0,
      policy: { fullRefundDays: tier.daysToStart - 1, lateFeePercent: 20 },
    });

    // The deadline was yesterday: a 20% fee on both tickets.
    await setPolicy(tier, tier.daysToStart + 1, 20);
    const late = await quote(buyer, orderNo, 'all');
    const paid = tier.priceMinor * 2;
    const fee = Math.round(paid * 0.2);
    expect(late.body.data).toMatchObject({
      tickets: [1, 2],
      paidMinor: paid,
      feeMinor: fee,
      amountMinor: paid - fee,
      feePercent: 20,
    });

    // Non-refundable, in the caller's language.
    await setPolicy(tier, null, null);
    const none = await quote(buyer, orderNo, [1]);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('this order is non-refundable under its refund policy');
    expect((await quote(buyer, orderNo, [1], 'CN')).body.message).toBe('按退款规则，此订单不可退款');

    // Past the deadline with nothing after it.
    await setPolicy(tier, tier.daysToStart + 1, null);
    const past = await quote(buyer, orderNo, [1]);
    expect(past.status).toBe(409);
    expect(past.body.message).toMatch(/^refunds ended on \d{4}-\d\d-\d\d under the refund policy$/);
    // A quote changes nothing.
    expect(
      (await api.call('GET', `/api/orders/${orderNo}`, { token: buyer })).body.data.ticket.cancelledTickets,
    ).toEqual([]);
  });

  it('the ticket page states each tier policy', async () => {
    const tier = await freshTier();
    await setPolicy(tier, 14, 20);
    const list = await api.call('GET', `/api/exhibitions/${String(tier.exhibitionId)}/tickets`);
    const tiers = list.body.data.flatMap((k: { tiers: unknown[] }) => k.tiers);
    expect(tiers.find((t: { id: number }) => t.id === tier.tierId).refundPolicy).toEqual({
      fullRefundDays: 14,
      lateFeePercent: 20,
    });
  });
});

describe('refunds', () => {
  it('cancels one of two tickets: refunded by the policy, the order stays paid, the ticket goes back to stock; then the rest', async () => {
    const tier = await freshTier();
    await setPolicy(tier, tier.daysToStart + 1, 25);
    const orderNo = await paidOrder(buyer, tier, 2);
    const before = await remainingOf(tier);

    const first = await refund(buyer, orderNo, [2]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const fee = Math.round(tier.priceMinor * 0.25);
    expect(first.body.data).toMatchObject({
      tickets: [2],
      amountMinor: tier.priceMinor - fee,
      feeMinor: fee,
      orderStatus: 'paid',
      cancelledTickets: [2],
    });
    expect(first.body.data.refundNo).toMatch(/^C\d{20}$/);
    expect(first.body.data.gatewayRefundNo).toMatch(/^R\d{20}$/);
    expect(await remainingOf(tier)).toBe(before + 1);
    const order = (await api.call('GET', `/api/orders/${orderNo}`, { token: buyer })).body.data;
    expect(order).toMatchObject({ status: 'paid', ticket: { quantity: 2, cancelledTickets: [2] } });

    // The same ticket again (another key): refused, nothing refunded.
    const again = await refund(buyer, orderNo, [2]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('ticket 2 of this order is already cancelled');
    // A ticket the order does not have: 400.
    expect((await refund(buyer, orderNo, [3])).status).toBe(400);

    // The rest: the order is refunded in full and admits no one.
    const rest = await refund(buyer, orderNo, 'all');
    expect(rest.body.data).toMatchObject({ tickets: [1], orderStatus: 'refunded', cancelledTickets: [1, 2] });
    expect(await remainingOf(tier)).toBe(before + 2);
    const { gateway } = await gatewayRefundsOf(orderNo);
    expect(gateway).toHaveLength(2);
    expect(gateway.reduce((sum, g) => sum + g.amountMinor, 0)).toBe(2 * (tier.priceMinor - fee));
    const after = await refund(buyer, orderNo, 'all');
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(
      /Only a paid order can be cancelled for a refund \(this order is cancelled and refunded\)/,
    );
    // The e-ticket says so: a refunded order has no e-ticket any more.
    expect((await api.call('GET', `/api/orders/${orderNo}/eticket`, { token: buyer })).status).toBe(409);
  });

  it('50 concurrent refund requests refund once: the same key answers the same refund, other keys are refused', async () => {
    const tier = await freshTier();
    await setPolicy(tier, tier.daysToStart, 10);
    const orderNo = await paidOrder(buyer, tier, 2);
    const before = await remainingOf(tier);
    const same = await Promise.all(
      Array.from({ length: 50 }, () => refund(buyer, orderNo, [1], 'same-key-50')),
    );
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.refundNo)).size).toBe(1);

    const other = await Promise.all(
      Array.from({ length: 50 }, (_, i) => refund(buyer, orderNo, [2], `other-key-${String(i)}`)),
    );
    expect(other.filter((r) => r.status === 200)).toHaveLength(1);
    expect(other.filter((r) => r.status === 409)).toHaveLength(49);

    const { rows, gateway } = await gatewayRefundsOf(orderNo);
    expect(rows).toHaveLength(2);
    expect(gateway).toHaveLength(2);
    expect(gateway.every((g) => g.amountMinor === tier.priceMinor)).toBe(true);
    expect(await remainingOf(tier)).toBe(before + 2);
  });

  it('a returned ticket goes to the first member of the waiting list it fits', async () => {
    const tier = await freshTier();
    await setPolicy(tier, tier.daysToStart, null);
    const orderNo = await paidOrder(buyer, tier, 2);
    // Sell out the rest.
    let left = await remainingOf(tier);
    while (left > 0) {
      const quantity = Math.min(20, left);
      const placed = await api.call('POST', '/api/orders/tickets', {
        token: buyer,
        body: { tierId: tier.tierId, quantity, contact },
        headers: { 'Idempotency-Key': key('drain') },
      });
      expect(placed.body.code).toBe(1);
      left -= quantity;
    }
    const wantsTwo = await newMember();
    const wantsOne = await newMember();
    for (const [token, quantity] of [
      [wantsTwo, 2],
      [wantsOne, 1],
    ] as const) {
      const joined = await api.call('POST', '/api/manager/waiting-list', {
        token,
        body: { tierId: tier.tierId, quantity },
      });
      expect(joined.body.code, JSON.stringify(joined.body)).toBe(1);
    }
    const done = await refund(buyer, orderNo, [1]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // One ticket came back: the first in line wants two, so the second (one) gets it.
    expect(await remainingOf(tier)).toBe(0);
    const first = (await api.call('GET', '/api/manager/waiting-list', { token: wantsTwo })).body.data[0];
    const second = (await api.call('GET', '/api/manager/waiting-list', { token: wantsOne })).body.data[0];
    expect(first.status).toBe('waiting');
    expect(second.status).toBe('offered');
    const offered = (await api.call('GET', `/api/orders/${second.orderNo as string}`, { token: wantsOne }))
      .body.data;
    expect(offered).toMatchObject({ status: 'pending', ticket: { tierId: tier.tierId, quantity: 1 } });
  });

  it('refuses what the policy or the order does not allow, in the caller language', async () => {
    const tier = await freshTier();
    await setPolicy(tier, tier.daysToStart, 20);
    // Not paid.
    const placed = await api.call('POST', '/api/orders/tickets', {
      token: buyer,
      body: { tierId: tier.tierId, quantity: 1, contact },
      headers: { 'Idempotency-Key': key('pending') },
    });
    const pending = placed.body.data.orderNo as string;
    const unpaid = await refund(buyer, pending, 'all', key('unpaid'), 'CN');
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('只有已付款的订单可以退票退款（此订单待付款）');
    // Not the buyer's: not found, nothing refunded.
    const orderNo = await paidOrder(buyer, tier, 1);
    const stranger = await newMember();
    expect((await refund(stranger, orderNo, 'all')).status).toBe(404);
    expect((await quote(stranger, orderNo, 'all')).status).toBe(404);
    // No Idempotency-Key: 400.
    const noKey = await api.call('POST', `/api/orders/${orderNo}/refund`, {
      token: buyer,
      body: { tickets: 'all' },
    });
    expect(noKey.status).toBe(400);
    // Not signed in: 401.
    expect(
      (await api.call('POST', `/api/orders/${orderNo}/refund-quote`, { body: { tickets: 'all' } })).status,
    ).toBe(401);
    // A kind of order this policy does not cover.
    expect((await quote(buyer, 'G20260101000000000001', 'all')).status).toBe(409);
    // Once the fair has begun: nothing comes back.
    await api.database.db
      .update(exhibitions)
      .set({ startDate: today() })
      .where(eq(exhibitions.id, tier.exhibitionId));
    const started = await refund(buyer, orderNo, 'all');
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('the fair has already begun: its tickets can no longer be refunded');
    expect((await gatewayRefundsOf(orderNo)).rows).toHaveLength(0);
  });
});

describe('visa orders', () => {
  /** A paid visa order of visa 1 for one applicant, departing far ahead: its number and amount. */
  async function paidVisaOrder(token: string): Promise<{ orderNo: string; amountMinor: number }> {
    const placed = await api.call('POST', '/api/orders/visas', {
      token,
      body: {
        visaId: 1,
        departDate: '2099-05-01',
        contact,
        applicants: [
          { name: '王伟', pinyin: 'wang wei', passportNo: 'E12345678', applicantKind: 'employed' },
        ],
      },
      headers: { 'Idempotency-Key': key('visa') },
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(1);
    const orderNo = placed.body.data.orderNo as string;
    const payment = await api.call('POST', '/api/pay/create', {
      token,
      body: { orderType: 'visa', orderNo, channel: 'alipay' },
    });
    await api.call(
      'POST',
      `/api/pay/sandbox/${payment.body.data.paymentNo as string}/complete?result=success`,
    );
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token })).body.data.status).toBe('paid');
    return { orderNo, amountMinor: placed.body.data.amountMinor as number };
  }

  it('cancels a paid visa order as a whole by its policy, refunds once, and refuses a non-refundable one', async () => {
    const token = await newMember();
    await api.database.db
      .update(visas)
      .set({ refundDays: 30, refundLateFeePercent: 50 })
      .where(eq(visas.id, 1));
    const { orderNo, amountMinor } = await paidVisaOrder(token);
    const quoted = await quote(token, orderNo, 'all');
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.data).toMatchObject({ paidMinor: amountMinor, feeMinor: 0, amountMinor });
    const idem = key('visa-refund');
    const done = await refund(token, orderNo, 'all', idem);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The same request again answers the same refund; the gateway refunded once.
    expect((await refund(token, orderNo, 'all', idem)).body.data.refundNo).toBe(done.body.data.refundNo);
    expect((await gatewayRefundsOf(orderNo)).gateway).toHaveLength(1);
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token })).body.data.status).toBe('refunded');
    expect((await refund(token, orderNo, 'all')).status).toBe(409);

    await api.database.db
      .update(visas)
      .set({ refundDays: null, refundLateFeePercent: null })
      .where(eq(visas.id, 1));
    const kept = await paidVisaOrder(token);
    const refused = await refund(token, kept.orderNo, 'all', key('visa-none'), 'CN');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('按退款规则，此订单不可退款');
    expect((await api.call('GET', `/api/orders/${kept.orderNo}`, { token })).body.data.status).toBe('paid');
  });
});
