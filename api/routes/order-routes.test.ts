/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/restrict-template-expressions -- these tests read JSON over HTTP: its shape is what they assert, and ids from responses go straight into the next URL */
import { beforeAll, describe, expect, it } from 'vitest';
import { signAlipay } from '../domain/gateway-signature.ts';
import { testPaySecret } from '../test/harness.ts';
import { loginDemo } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// The stock test drains a tier with dozens of orders from one user: far over the per-user order
// limit, which has its own test (abuse-limits.test.ts).
const api = useTestApi({ limits: { orderUser: { points: 10_000, seconds: 3600, blockSeconds: 0 } } });
let token: string;
let otherToken: string;
const contact = { name: '王伟', phone: '13800000001', email: 'buyer@example.com' };

/** A paid tier currently on sale, found through the public API. */
async function tierOnSale(
  minRemaining = 5,
): Promise<{ tierId: number; priceMinor: number; remaining: number }> {
  for (let page = 1; page < 10; page++) {
    const list = await api.call('GET', `/api/exhibitions?t=4&pageSize=100&pageNum=${String(page)}`);
    for (const fair of list.body.data.records) {
      const tickets = await api.call('GET', `/api/exhibitions/${fair.id}/tickets`);
      for (const ticket of tickets.body.data) {
        const tier = ticket.tiers.find(
          (t: { priceMinor: number; remaining: number }) => t.priceMinor > 0 && t.remaining >= minRemaining,
        );
        if (ticket.onSale && ticket.payKind === 1 && tier !== undefined)
          return { tierId: tier.id, priceMinor: tier.priceMinor, remaining: tier.remaining };
      }
    }
  }
  throw new Error('no tier on sale in the seed');
}

beforeAll(async () => {
  token = await loginDemo(api, 1);
  otherToken = await loginDemo(api, 5);
});

describe('POST /api/orders/tickets', () => {
  it('creates one order per Idempotency-Key and charges quantity x price in minor units', async () => {
    const { tierId, priceMinor } = await tierOnSale();
    const body = { tierId, quantity: 2, contact };
    const first = await api.call('POST', '/api/orders/tickets', {
      token,
      body,
      headers: { 'Idempotency-Key': 'order-key-0001' },
    });
    expect(first.body.code).toBe(1);
    expect(first.body.data).toMatchObject({
      orderType: 'ticket',
      status: 'pending',
      payKind: 1,
      amountMinor: priceMinor * 2,
    });
    const again = await api.call('POST', '/api/orders/tickets', {
      token,
      body,
      headers: { 'Idempotency-Key': 'order-key-0001' },
    });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call('POST', '/api/orders/tickets', {
          token,
          body,
          headers: { 'Idempotency-Key': 'order-key-0002' },
        }),
      ),
    );
    expect(new Set(concurrent.map((r) => r.body.data.orderNo)).size).toBe(1);
    const reused = await api.call('POST', '/api/orders/tickets', {
      token,
      body: { ...body, quantity: 3 },
      headers: { 'Idempotency-Key': 'order-key-0001' },
    });
    expect(reused.body.code).toBe(20002);
  });

  it('requires the Idempotency-Key and a login', async () => {
    const { tierId } = await tierOnSale();
    expect(
      (await api.call('POST', '/api/orders/tickets', { token, body: { tierId, quantity: 1, contact } })).body
        .code,
    ).toBe(20002);
    expect(
      (
        await api.call('POST', '/api/orders/tickets', {
          body: { tierId, quantity: 1, contact },
          headers: { 'Idempotency-Key': 'anon-key-001' },
        })
      ).body.code,
    ).toBe(111006);
  });

  it('never sells more than the stock, even to concurrent buyers', async () => {
    const { tierId } = await tierOnSale(1);
    const remainingOf = async () => {
      const tiers = (await api.call('GET', `/api/exhibitions?t=4&pageSize=100`)).body.data.records as {
        id: number;
      }[];
      for (const fair of tiers) {
        for (const ticket of (await api.call('GET', `/api/exhibitions/${String(fair.id)}/tickets`)).body
          .data) {
          const tier = ticket.tiers.find((t: { id: number }) => t.id === tierId);
          if (tier !== undefined) return tier.remaining as number;
        }
      }
      throw new Error('tier vanished');
    };
    let remaining = await remainingOf();
    for (let i = 0; remaining >= 60; i++, remaining -= 20) {
      expect(
        (
          await api.call('POST', '/api/orders/tickets', {
            token,
            body: { tierId, quantity: 20, contact },
            headers: { 'Idempotency-Key': `drain-key-${String(i)}-xx` },
          })
        ).body.code,
      ).toBe(1);
    }
    const buyers = Math.floor(remaining / 20) + 2;
    const results = await Promise.all(
      Array.from({ length: buyers }, (_, i) =>
        api.call('POST', '/api/orders/tickets', {
          token,
          body: { tierId, quantity: 20, contact },
          headers: { 'Idempotency-Key': `stock-key-${String(i)}-xx` },
        }),
      ),
    );
    const sold = results.filter((r) => r.body.code === 1).length;
    expect(sold).toBe(Math.floor(remaining / 20));
    expect(results.filter((r) => r.body.code !== 1).every((r) => r.status === 409 && r.body.code === 0)).toBe(
      true,
    );
    expect(await remainingOf()).toBe(remaining - sold * 20);
  });

  it('hides other users orders', async () => {
    const { tierId } = await tierOnSale();
    const mine = await api.call('POST', '/api/orders/tickets', {
      token,
      body: { tierId, quantity: 1, contact },
      headers: { 'Idempotency-Key': 'hidden-key-01' },
    });
    const theirs = await api.call('GET', `/api/orders/${mine.body.data.orderNo}`, { token: otherToken });
    expect(theirs.status).toBe(404);
  });
});

describe('sandbox payment', () => {
  /** A one-ticket order of a tier on sale and its payment through `channel`. */
  async function orderAndPayment(key: string, channel: 'alipay' | 'wxpay') {
    const { tierId, priceMinor } = await tierOnSale();
    const order = await api.call('POST', '/api/orders/tickets', {
      token,
      body: { tierId, quantity: 1, contact },
      headers: { 'Idempotency-Key': key },
    });
    const orderNo = order.body.data.orderNo as string;
    const payment = await api.call('POST', '/api/pay/create', {
      token,
      body: { orderType: 'ticket', orderNo, channel },
    });
    return { orderNo, payment: payment.body.data, priceMinor };
  }

  it("the sandbox page's own Pay form redirects back to the page, which shows the payment paid", async () => {
    const { payment } = await orderAndPayment('pay-key-page-01', 'alipay');
    const payUrl = payment.payUrl as string;
    const posted = await api.raw('POST', `${payUrl}/complete?result=success`, {
      headers: { Accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(payUrl);
    expect(await (await api.raw('GET', payUrl)).text()).toContain('(paid)');
  });

  it('pays a ticket order through the alipay sandbox: pay page, signed notify, payStatus 1', async () => {
    const { orderNo, payment } = await orderAndPayment('pay-key-0001', 'alipay');
    expect(payment.payUrl).toBe(`/api/pay/sandbox/${payment.paymentNo}`);
    const page = await api.raw('GET', payment.payUrl);
    expect(await page.text()).toContain(payment.paymentNo);
    const pending = await api.call('GET', `/api/pay/payStatus/${payment.paymentNo}`, { token });
    expect(pending.body.data).toMatchObject({ status: 'pending', result: null });
    const paid = await api.call('POST', `/api/pay/sandbox/${payment.paymentNo}/complete?result=success`);
    expect(paid.body.data).toMatchObject({ status: 'paid', result: 1 });
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token })).body.data.status).toBe('paid');
    expect(
      (
        await api.call('POST', '/api/pay/create', {
          token,
          body: { orderType: 'ticket', orderNo, channel: 'alipay' },
        })
      ).body.code,
    ).toBe(30001);
  });

  it('gives a paid ticket order a random e-ticket secret, the same on every read, and none before', async () => {
    const { orderNo, payment } = await orderAndPayment('pay-key-eticket-01', 'wxpay');
    expect(payment.qrContent).toBe(`weixin://wxpay/bizpayurl?pr=${payment.paymentNo}`);
    const pending = (await api.call('GET', `/api/orders/${orderNo}`, { token })).body.data;
    expect(pending.ticket.checkInCode).toBeNull();
    await api.call('POST', `/api/pay/sandbox/${payment.paymentNo}/complete?result=success`);
    const [first, second] = await Promise.all([
      api.call('GET', `/api/orders/${orderNo}`, { token }),
      api.call('GET', `/api/orders/${orderNo}`, { token }),
    ]);
    const code = first.body.data.ticket.checkInCode as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(second.body.data.ticket.checkInCode).toBe(code);
    const listed = (await api.call('GET', '/api/manager/orders?orderType=ticket&pageSize=50', { token })).body
      .data;
    const row = listed.records.find((item: { orderNo: string }) => item.orderNo === orderNo);
    if (row !== undefined) expect(row.ticket.checkInCode).toBe(code);
    // Another user cannot read the order, so never its secret.
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token: otherToken })).status).toBe(404);
  });

  it('reports a wxpay failure as result 2 and keeps the order pending', async () => {
    const { orderNo, payment } = await orderAndPayment('pay-key-0002', 'wxpay');
    expect(payment.qrContent).toContain(payment.paymentNo);
    const failed = await api.call('POST', `/api/pay/sandbox/${payment.paymentNo}/complete?result=fail`);
    expect(failed.body.data).toMatchObject({ status: 'failed', result: 2 });
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token })).body.data.status).toBe('pending');
  });

  it('refuses a notify with a bad signature (接口验证失败) and accepts a correctly signed one once', async () => {
    const { orderNo, payment, priceMinor } = await orderAndPayment('pay-key-0003', 'alipay');
    const fields = {
      out_trade_no: payment.paymentNo,
      trade_no: 'TEST123',
      total_amount: (priceMinor / 100).toFixed(2),
      trade_status: 'TRADE_SUCCESS',
      notify_time: new Date().toISOString(),
    };
    const form = (sign: string) =>
      new URLSearchParams({ ...fields, sign_type: 'HMAC-SHA256', sign }).toString();
    const post = (body: string) =>
      api.raw('POST', '/api/pay/notify/alipay', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    const forged = await post(form(signAlipay(fields, 'not-the-secret')));
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toContain('接口验证失败');
    const good = form(signAlipay(fields, testPaySecret));
    expect(((await (await post(good)).json()) as { code: number }).code).toBe(1);
    expect(((await (await post(good)).json()) as { code: number }).code).toBe(1);
    expect((await api.call('GET', `/api/pay/getPayStatus/${orderNo}`, { token })).body.data.result).toBe(1);
  });
});

describe('visa orders, applications and trips', () => {
  it('orders a visa for two applicants, attaches an uploaded document and pays', async () => {
    const visa = await api.call('GET', '/api/visas/1');
    const body = {
      visaId: 1,
      departDate: '2099-05-01',
      contact,
      applicants: [
        { name: '王伟', pinyin: 'wang wei', passportNo: 'e12345678', applicantKind: 'employed' },
        { name: '李娜', pinyin: 'LI NA', passportNo: 'E87654321', applicantKind: 'retired' },
      ],
    };
    const order = await api.call('POST', '/api/orders/visas', {
      token,
      body,
      headers: { 'Idempotency-Key': 'visa-key-0001' },
    });
    expect(order.body.data).toMatchObject({
      orderType: 'visa',
      status: 'pending',
      amountMinor: visa.body.data.priceMinor * 2,
    });
    const applicant = order.body.data.visa.applicants[0];
    expect(applicant.missingDocuments).toContain('passport');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
    const upload = await api.raw('POST', '/api/uploads?fileName=passport.jpg', {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg' },
      body: jpeg,
    });
    const uploaded = (await upload.json()) as { data: { id: number } };
    const attached = await api.call(
      'POST',
      `/api/orders/${order.body.data.orderNo}/applicants/${applicant.id}/documents`,
      { token, body: { documentCode: 'passport', uploadId: uploaded.data.id } },
    );
    expect(attached.body.data.visa.applicants[0].missingDocuments).not.toContain('passport');
    const notJpeg = await api.raw('POST', '/api/uploads', {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg' },
      body: 'GIF89a',
    });
    expect(((await notJpeg.json()) as { code: number }).code).toBe(20012);
    const payment = await api.call('POST', '/api/pay/create', {
      token,
      body: { orderType: 'visa', orderNo: order.body.data.orderNo, channel: 'wxpay' },
    });
    expect(
      (await api.call('POST', `/api/pay/sandbox/${payment.body.data.paymentNo}/complete?result=success`)).body
        .data.result,
    ).toBe(1);
  });

  it('submits a booth application and signs up for a trip within its quota', async () => {
    const fair = (await api.call('GET', '/api/exhibitions?t=1&pageSize=1')).body.data.records[0];
    const application = await api.call('POST', '/api/orders/applications', {
      token,
      body: {
        exhibitionId: fair.id,
        companyName: '上海华信科技',
        boothType: 'standard',
        boothAreaSqm: 18,
        contact,
      },
      headers: { 'Idempotency-Key': 'apply-key-0001' },
    });
    expect(application.body.data).toMatchObject({
      orderType: 'application',
      status: 'submitted',
      payKind: 2,
      amountMinor: 0,
    });
    const trips = (await api.call('GET', '/api/trips?pageSize=100')).body.data.records as {
      id: number;
      startDate: string;
      remaining: number;
    }[];
    const trip = trips.find(
      (t) => t.startDate > new Date().toISOString().slice(0, 10) && t.remaining >= 3 && t.remaining <= 11,
    );
    expect(trip).toBeDefined();
    const signup = await api.call('POST', '/api/orders/trips', {
      token,
      body: { tripId: trip?.id, people: 2, contact },
      headers: { 'Idempotency-Key': 'trip-key-0001' },
    });
    expect(signup.body.data.status).toBe('pending');
    expect((await api.call('GET', `/api/trips/${trip?.id}`)).body.data.remaining).toBe(
      (trip?.remaining ?? 0) - 2,
    );
    const tooMany = await api.call('POST', '/api/orders/trips', {
      token,
      body: { tripId: trip?.id, people: (trip?.remaining ?? 0) - 1, contact },
      headers: { 'Idempotency-Key': 'trip-key-0002' },
    });
    expect(tooMany.status).toBe(409);
    const cancelled = await api.call('POST', `/api/orders/${signup.body.data.orderNo}/cancel`, { token });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await api.call('GET', `/api/trips/${trip?.id}`)).body.data.remaining).toBe(trip?.remaining);
  });
});
