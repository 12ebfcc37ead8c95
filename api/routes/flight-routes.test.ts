/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/restrict-template-expressions -- these tests read JSON over HTTP: its shape is what they assert, and ids from responses go straight into the next URL */
import { beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { demoEditor, demoPassword } from '../seed/demo-accounts.ts';
import { loginDemo } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Flight orders end to end over HTTP: a member's request, staff's quote through the editor API,
// payment through the sandbox gateway, staff's issue; and every call the status does not allow.

const api = useTestApi({ limits: { orderUser: { points: 10_000, seconds: 3600, blockSeconds: 0 } } });
let member: string;
let other: string;
let editor: string;
let passengers: number[];
let otherVisitor: number;
let fair: { id: number; startDate: string; endDate: string; past: number };
const contact = { name: '王伟', phone: '13800000001', email: 'buyer@example.com' };

function dayAfter(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const today = (): string => new Date().toISOString().slice(0, 10);

/** A valid request body; `overrides` replace its fields. */
function requestBody(overrides: Record<string, unknown> = {}) {
  const depart = fair.startDate > dayAfter(today(), 1) ? dayAfter(fair.startDate, -1) : fair.endDate;
  return {
    exhibitionId: fair.id,
    departureCity: 'Shanghai',
    departDate: depart,
    returnDate: dayAfter(fair.endDate, 1),
    cabinClass: 'business',
    passengerIds: passengers,
    remark: 'window seats',
    contact,
    ...overrides,
  };
}

async function request(key: string, overrides: Record<string, unknown> = {}, token = member) {
  return api.call('POST', '/api/orders/flights', {
    token,
    body: requestBody(overrides),
    headers: { 'Idempotency-Key': key },
  });
}

async function addVisitor(token: string, name: string): Promise<number> {
  const added = await api.call('POST', '/api/manager/visitors', {
    token,
    body: { name, phone: '13800000009', idType: 'passport', idNumber: 'E1234567' },
  });
  expect(added.body.code).toBe(1);
  return added.body.data.id;
}

const quote = (orderNo: string, body: unknown = { amountMinor: 356_000, flights: 'MU583 PVG-LAX 5/1' }) =>
  api.call('POST', `/api/editor/flight-orders/${orderNo}/quote`, { token: editor, body });
const issue = (orderNo: string, locale: 'CN' | 'EN' = 'CN') =>
  api.call('POST', `/api/editor/flight-orders/${orderNo}/issue`, {
    token: editor,
    locale,
    body: { ticketNumbers: '781-2345678901' },
  });
const pay = (orderNo: string, locale: 'CN' | 'EN' = 'CN') =>
  api.call('POST', '/api/pay/create', {
    token: member,
    locale,
    body: { orderType: 'flight', orderNo, channel: 'alipay' },
  });

beforeAll(async () => {
  member = await loginDemo(api, 1);
  other = await loginDemo(api, 6);
  editor = (
    await api.call('POST', '/api/auth/login', { body: { account: demoEditor.phone, password: demoPassword } })
  ).body.data.accessToken;
  passengers = [await addVisitor(member, '李娜'), await addVisitor(member, 'Anna Smith')];
  otherVisitor = await addVisitor(other, '张三');
  const upcoming = (await api.call('GET', '/api/exhibitions?t=4&pageSize=20')).body.data.records;
  const next = upcoming.find((f: { endDate: string }) => f.endDate > dayAfter(today(), 2));
  const past = (await api.call('GET', '/api/exhibitions?t=7&pageSize=1')).body.data.records[0];
  fair = { id: next.id, startDate: next.startDate, endDate: next.endDate, past: past.id };
});

describe('POST /api/orders/flights', () => {
  it('records a request with its passengers, once per Idempotency-Key, with nothing to pay yet', async () => {
    const first = await request('flight-key-0001');
    expect(first.body.code).toBe(1);
    const order = first.body.data;
    expect(order.orderNo).toMatch(/^F\d{20}$/);
    expect(order).toMatchObject({ orderType: 'flight', status: 'requested', amountMinor: 0, payKind: 1 });
    expect(order.flight).toMatchObject({
      exhibitionId: fair.id,
      departureCity: 'Shanghai',
      cabinClass: 'business',
      remark: 'window seats',
      quote: null,
      ticketNumbers: null,
      issuedAt: null,
    });
    expect(order.flight.passengers).toEqual([
      { visitorId: passengers[0], name: '李娜' },
      { visitorId: passengers[1], name: 'Anna Smith' },
    ]);
    expect(order.flight.destinationCity.length).toBeGreaterThan(0);
    expect((await request('flight-key-0001')).body.data.orderNo).toBe(order.orderNo);
    const concurrent = await Promise.all(Array.from({ length: 4 }, () => request('flight-key-0002')));
    expect(new Set(concurrent.map((r) => r.body.data.orderNo)).size).toBe(1);
    expect((await request('flight-key-0001', { cabinClass: 'first' })).body.code).toBe(
      ResponseCode.illegalParameter,
    );
    const listed = (
      await api.call('GET', '/api/manager/orders?orderType=flight&pageSize=50', { token: member })
    ).body.data;
    expect(listed.records.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
    // Another member neither reads nor cancels it.
    expect((await api.call('GET', `/api/orders/${order.orderNo}`, { token: other })).status).toBe(404);
    expect((await api.call('POST', `/api/orders/${order.orderNo}/cancel`, { token: other })).status).toBe(
      404,
    );
  });

  it('refuses hostile and impossible requests, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ passengerIds: [] }, 'body.passengerIds'],
      [{ passengerIds: Array.from({ length: 10 }, (_, i) => i + 1) }, 'body.passengerIds'],
      [{ passengerIds: [passengers[0], passengers[0]] }, 'body.passengerIds'],
      [{ departureCity: '<script>alert(1)</script>' }, 'body.departureCity'],
      [{ departureCity: "Robert'); DROP TABLE flight_orders;--" }, 'body.departureCity'],
      [{ departDate: '2026-02-30' }, 'body.departDate'],
      [{ returnDate: dayAfter(today(), 1), departDate: dayAfter(today(), 2) }, 'body.returnDate'],
      [{ departDate: today() }, 'body.departDate'],
      [{ departDate: dayAfter(fair.endDate, 1), returnDate: null }, 'body.departDate'],
      [{ cabinClass: 'cargo' }, 'body.cabinClass'],
      [{ remark: 'x'.repeat(501) }, 'body.remark'],
    ];
    for (const [overrides, field] of cases) {
      const refused = await request(`flight-bad-${field}-${String(Math.random()).slice(2, 10)}`, overrides);
      expect(refused.body.code, JSON.stringify(overrides).slice(0, 80)).toBe(ResponseCode.illegalParameter);
      expect(refused.body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    // Someone else's visitor is not one of mine; a fair that is over takes no request.
    expect((await request('flight-bad-visitor', { passengerIds: [otherVisitor] })).status).toBe(404);
    const over = await request('flight-bad-fair-over', { exhibitionId: fair.past });
    expect([over.status, over.body.code]).toEqual([409, 0]);
    expect((await request('flight-bad-unknown-fair', { exhibitionId: 2_000_000 })).status).toBe(404);
    const anonymous = await api.call('POST', '/api/orders/flights', {
      body: requestBody(),
      headers: { 'Idempotency-Key': 'flight-anon-01' },
    });
    expect(anonymous.body.code).toBe(ResponseCode.notLoggedIn);
  });
});

describe('the flight order lifecycle', () => {
  it('goes requested -> quoted -> paid -> issued, staff through the editor API, payment through the sandbox', async () => {
    const orderNo = (await request('flight-life-0001')).body.data.orderNo as string;
    // Members cannot quote; nothing can be paid or issued before the quote.
    expect(
      (
        await api.call('POST', `/api/editor/flight-orders/${orderNo}/quote`, {
          token: member,
          body: { amountMinor: 1, flights: 'cheap' },
        })
      ).status,
    ).toBe(403);
    const early = await pay(orderNo, 'EN');
    expect([early.status, early.body.code]).toEqual([409, ResponseCode.orderState]);
    expect(early.body.message).toBe(
      'Only an order awaiting payment can be paid (this order is awaiting a quote)',
    );
    const earlyIssue = await issue(orderNo);
    expect([earlyIssue.status, earlyIssue.body.code]).toEqual([409, ResponseCode.orderState]);
    expect(earlyIssue.body.message).toBe('只有已付款的机票订单可以出票（此订单待报价）');

    const queue = (
      await api.call('GET', '/api/editor/flight-orders?status=requested&pageSize=100', { token: editor })
    ).body.data;
    expect(queue.records.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    expect(queue.records.every((o: { status: string }) => o.status === 'requested')).toBe(true);
    expect((await api.call('GET', '/api/editor/flight-orders', { token: member })).status).toBe(403);

    const quoted = await quote(orderNo);
    expect(quoted.body.data).toMatchObject({ status: 'quoted', amountMinor: 356_000, currency: 'CNY' });
    expect(quoted.body.data.flight.quote.flights).toBe('MU583 PVG-LAX 5/1');
    const again = await quote(orderNo, { amountMinor: 1, flights: 'cheaper' });
    expect([again.status, again.body.code]).toEqual([409, ResponseCode.orderState]);
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token: member })).body.data.amountMinor).toBe(
      356_000,
    );

    const payment = (await pay(orderNo)).body.data;
    expect(payment.amountMinor).toBe(356_000);
    const paid = await api.call('POST', `/api/pay/sandbox/${payment.paymentNo}/complete?result=success`);
    expect(paid.body.data).toMatchObject({ status: 'paid', result: 1 });
    const afterPay = (await api.call('GET', `/api/orders/${orderNo}`, { token: member })).body.data;
    expect(afterPay.status).toBe('paid');
    expect(afterPay.paidAt).not.toBeNull();
    const lateCancel = await api.call('POST', `/api/orders/${orderNo}/cancel`, {
      token: member,
      locale: 'EN',
    });
    expect([lateCancel.status, lateCancel.body.code]).toEqual([409, ResponseCode.orderState]);
    expect(lateCancel.body.message).toBe('Only an order not yet paid can be cancelled (this order is paid)');
    expect((await pay(orderNo)).body.code).toBe(ResponseCode.orderState);

    const issued = await issue(orderNo);
    expect(issued.body.data).toMatchObject({ status: 'issued' });
    expect(issued.body.data.flight.ticketNumbers).toBe('781-2345678901');
    expect(issued.body.data.flight.issuedAt).not.toBeNull();
    const twice = await issue(orderNo, 'EN');
    expect(twice.body.message).toBe('Only a paid flight order can be issued (this order is issued)');
    const mine = (await api.call('GET', `/api/orders/${orderNo}`, { token: member })).body.data;
    expect(mine).toMatchObject({ status: 'issued', amountMinor: 356_000 });
  });

  it('cancels while requested or quoted; a cancelled order cannot be quoted, and its open payment is closed', async () => {
    const requested = (await request('flight-cancel-0001')).body.data.orderNo as string;
    const cancelled = await api.call('POST', `/api/orders/${requested}/cancel`, { token: member });
    expect(cancelled.body.data.status).toBe('cancelled');
    const late = await quote(requested);
    expect([late.status, late.body.code]).toEqual([409, ResponseCode.orderState]);

    const quotedNo = (await request('flight-cancel-0002')).body.data.orderNo as string;
    await quote(quotedNo);
    const payment = (await pay(quotedNo)).body.data;
    expect(
      (await api.call('POST', `/api/orders/${quotedNo}/cancel`, { token: member })).body.data.status,
    ).toBe('cancelled');
    // The payer comes back to the gateway page: the payment is closed, the order stays cancelled.
    const completed = await api.call('POST', `/api/pay/sandbox/${payment.paymentNo}/complete?result=success`);
    expect(completed.body.data.status).toBe('closed');
    expect((await api.call('GET', `/api/orders/${quotedNo}`, { token: member })).body.data.status).toBe(
      'cancelled',
    );
  });

  it('lets only one of two racing staff quotes win', async () => {
    const orderNo = (await request('flight-race-0001')).body.data.orderNo as string;
    const results = await Promise.all([
      quote(orderNo, { amountMinor: 100_000, flights: 'A' }),
      quote(orderNo, { amountMinor: 200_000, flights: 'B' }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([1, ResponseCode.orderState].sort());
    const winner = results.find((r) => r.body.code === 1)?.body.data;
    const stored = (await api.call('GET', `/api/orders/${orderNo}`, { token: member })).body.data;
    expect(stored.amountMinor).toBe(winner.amountMinor);
  });

  it('checks quotes and issues as hostile input', async () => {
    const orderNo = (await request('flight-badquote-01')).body.data.orderNo as string;
    for (const body of [
      { amountMinor: 0, flights: 'x' },
      { amountMinor: -5, flights: 'x' },
      { amountMinor: 1.5, flights: 'x' },
      { amountMinor: 100, flights: '' },
      { amountMinor: 100, flights: 'x', currency: 'BTC' },
    ])
      expect((await quote(orderNo, body)).body.code).toBe(ResponseCode.illegalParameter);
    expect((await quote('F00000000000000000000')).status).toBe(404);
    expect((await quote('T20260101000000123456')).body.code).toBe(ResponseCode.illegalParameter);
  });
});
