/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/restrict-template-expressions -- these tests read JSON over HTTP: its shape is what they assert, and ids from responses go straight into the next URL */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/format.ts';
import { invoicePageSchema, invoiceSchema, orderInvoiceSchema } from '../../src/lib/contract/invoice.ts';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Invoices of paid orders: a fapiao or a receipt with VAT lines, asked for once per order by its
// buyer, issued by staff, downloaded as a PDF by the buyer only. Seed: member 01 has
// T202601010000001 (paid, 2 tickets) and T202601020000002 (pending).

const api = useTestApi({ limits: { orderUser: { points: 10_000, seconds: 3600, blockSeconds: 0 } } });
let buyer: string;
let stranger: string;
let editor: string;
const contact = { name: '王伟', phone: '13800000001', email: 'buyer@example.com' };
/** A valid unified social credit code (check character 3). */
const creditCode = '91350100M000100Y43';
const fapiao = {
  type: 'fapiao',
  kind: 'company',
  title: '上海示例贸易有限公司',
  taxpayerId: creditCode,
  email: 'finance@example.cn',
};
const receipt = {
  type: 'receipt',
  name: 'Muster GmbH',
  address: 'Hauptstraße 1, 10115 Berlin',
  vatId: 'DE123456789',
  country: 'de',
  email: 'billing@example.de',
};

beforeAll(async () => {
  buyer = await loginDemo(api, 1);
  stranger = await loginDemo(api, 4);
  editor = await loginEditor(api);
});

/** A paid tier on sale, found through the public API. */
async function tierOnSale(): Promise<{ tierId: number; priceMinor: number }> {
  for (let page = 1; page < 10; page++) {
    const list = await api.call('GET', `/api/exhibitions?t=4&pageSize=100&pageNum=${String(page)}`);
    for (const fair of list.body.data.records) {
      const tickets = await api.call('GET', `/api/exhibitions/${fair.id}/tickets`);
      for (const ticket of tickets.body.data) {
        const tier = ticket.tiers.find(
          (t: { priceMinor: number; remaining: number }) => t.priceMinor > 0 && t.remaining >= 3,
        );
        if (ticket.onSale && ticket.payKind === 1 && tier !== undefined)
          return { tierId: tier.id, priceMinor: tier.priceMinor };
      }
    }
  }
  throw new Error('no tier on sale in the seed');
}

let orders = 0;
/** A new ticket order of `quantity` tickets, paid through the sandbox unless `pay` is false. */
async function ticketOrder(quantity: number, pay = true): Promise<{ orderNo: string; priceMinor: number }> {
  const { tierId, priceMinor } = await tierOnSale();
  orders += 1;
  const order = await api.call('POST', '/api/orders/tickets', {
    token: buyer,
    body: { tierId, quantity, contact },
    headers: { 'Idempotency-Key': `invoice-order-${String(orders).padStart(4, '0')}` },
  });
  expect(order.body.code).toBe(1);
  const orderNo = order.body.data.orderNo as string;
  if (pay) {
    const payment = await api.call('POST', '/api/pay/create', {
      token: buyer,
      body: { orderType: 'ticket', orderNo, channel: 'alipay' },
    });
    await api.call(
      'POST',
      `/api/pay/sandbox/${payment.body.data.paymentNo as string}/complete?result=success`,
    );
    expect((await api.call('GET', `/api/orders/${orderNo}`, { token: buyer })).body.data.status).toBe('paid');
  }
  return { orderNo, priceMinor };
}

/** The text of every page of a PDF, as a viewer extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: bytes.slice(), useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  // Text runs are joined with single spaces, so a table row reads as one line.
  return pages.join(' ').replace(/\s+/g, ' ');
}

async function issue(invoiceId: number) {
  return api.call('POST', `/api/editor/invoices/${String(invoiceId)}/issue`, { token: editor });
}

describe('POST /api/orders/{orderNo}/invoice: validation', () => {
  it('refuses a company fapiao whose taxpayer id has a wrong check character, in the caller’s language', async () => {
    const { orderNo } = await ticketOrder(1);
    const bad = { ...fapiao, taxpayerId: '91350100M000100Y44' };
    const zh = await api.call('POST', `/api/orders/${orderNo}/invoice`, { token: buyer, body: bad });
    expect(zh.status).toBe(400);
    expect(zh.body.code).toBe(20002);
    expect(zh.body.message).toContain('纳税人识别号');
    const en = await api.call('POST', `/api/orders/${orderNo}/invoice`, {
      token: buyer,
      body: bad,
      locale: 'EN',
    });
    expect(en.body.message).toContain('taxpayer id');
    // Nothing was written: the order can still ask for its invoice.
    const status = await api.call('GET', `/api/orders/${orderNo}/invoice`, { token: buyer });
    expect(orderInvoiceSchema.parse(status.body.data)).toEqual({ orderNo, requestable: true, invoice: null });
  });

  it('refuses a company without a taxpayer id, a wrong shape, an unknown type, a bad country and e-mail', async () => {
    const { orderNo } = await ticketOrder(1);
    const path = `/api/orders/${orderNo}/invoice`;
    const send = (body: unknown) => api.call('POST', path, { token: buyer, body, locale: 'EN' });
    for (const body of [
      { ...fapiao, taxpayerId: '' },
      { ...fapiao, taxpayerId: '91350100M000100I43' },
      { ...fapiao, taxpayerId: '91350100M000100Y4' },
      { ...fapiao, title: ' ' },
      { ...fapiao, kind: 'state' },
      { ...fapiao, type: 'voucher' },
      { ...receipt, country: 'Germany' },
      { ...receipt, email: 'no-at-sign' },
      { ...receipt, address: '' },
      { ...receipt, vatId: 'x' },
    ]) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(20002);
    }
    // A person's fapiao needs no taxpayer id, and one sent is not kept.
    const personal = await send({ ...fapiao, kind: 'personal', title: '王伟', taxpayerId: 'whatever' });
    expect(personal.status).toBe(200);
    expect(invoiceSchema.parse(personal.body.data)).toMatchObject({
      type: 'fapiao',
      kind: 'personal',
      title: '王伟',
      taxpayerId: null,
      status: 'requested',
    });
  });

  it('takes a receipt with VAT id and country normalised', async () => {
    const { orderNo } = await ticketOrder(1);
    const answer = await api.call('POST', `/api/orders/${orderNo}/invoice`, {
      token: buyer,
      body: { ...receipt, vatId: ' de123456789 ' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      type: 'receipt',
      country: 'DE',
      vatId: 'DE123456789',
      kind: null,
    });
  });
});

describe('one invoice per order', () => {
  it('refuses a second request with 409 in the caller’s language', async () => {
    const { orderNo } = await ticketOrder(1);
    const path = `/api/orders/${orderNo}/invoice`;
    expect((await api.call('POST', path, { token: buyer, body: fapiao })).status).toBe(200);
    const again = await api.call('POST', path, { token: buyer, body: receipt, locale: 'EN' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(30001);
    expect(again.body.message).toContain('already has an invoice');
    const zh = await api.call('POST', path, { token: buyer, body: fapiao });
    expect(zh.body.message).toContain('已申请过发票');
    const status = (await api.call('GET', path, { token: buyer })).body.data;
    expect(status.requestable).toBe(false);
    expect(status.invoice.type).toBe('fapiao');
  });

  it('of 10 requests at once, exactly one is taken', async () => {
    const { orderNo } = await ticketOrder(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        api.call('POST', `/api/orders/${orderNo}/invoice`, {
          token: buyer,
          body: n % 2 === 0 ? fapiao : receipt,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const listed = invoicePageSchema.parse(
      (await api.call('GET', '/api/editor/invoices?pageSize=100', { token: editor })).body.data,
    );
    expect(listed.records.filter((row) => row.orderNo === orderNo)).toHaveLength(1);
  });
});

describe('access', () => {
  it('refuses an unpaid order, another member’s order, an unknown one, and no login', async () => {
    const pending = await api.call('POST', '/api/orders/T202601020000002/invoice', {
      token: buyer,
      body: fapiao,
    });
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe(30001);
    expect(pending.body.message).toContain('付款后');
    const { orderNo } = await ticketOrder(1, false);
    expect(
      (await api.call('POST', `/api/orders/${orderNo}/invoice`, { token: buyer, body: fapiao })).status,
    ).toBe(409);
    const foreign = await api.call('POST', '/api/orders/T202601010000001/invoice', {
      token: stranger,
      body: fapiao,
    });
    expect(foreign.status).toBe(404);
    expect((await api.call('GET', '/api/orders/T202601010000001/invoice', { token: stranger })).status).toBe(
      404,
    );
    expect(
      (await api.call('POST', '/api/orders/T209901010000009/invoice', { token: buyer, body: fapiao })).status,
    ).toBe(404);
    expect((await api.call('POST', '/api/orders/T202601010000001/invoice', { body: fapiao })).status).toBe(
      401,
    );
    // The pending order is still requestable-false and has no invoice.
    const status = await api.call('GET', '/api/orders/T202601020000002/invoice', { token: buyer });
    expect(status.body.data).toEqual({ orderNo: 'T202601020000002', requestable: false, invoice: null });
  });

  it('keeps the editor calls to editors', async () => {
    expect((await api.call('GET', '/api/editor/invoices', { token: buyer })).status).toBe(403);
    expect((await api.call('POST', '/api/editor/invoices/1/issue', { token: buyer })).status).toBe(403);
    expect((await api.call('GET', '/api/editor/invoices')).status).toBe(401);
  });
});

describe('issue and download', () => {
  it('a company fapiao: requested, listed, issued once, then a PDF with the order number and lines for the buyer only', async () => {
    const { orderNo, priceMinor } = await ticketOrder(2);
    const asked = invoiceSchema.parse(
      (await api.call('POST', `/api/orders/${orderNo}/invoice`, { token: buyer, body: fapiao })).body.data,
    );
    expect(asked).toMatchObject({
      status: 'requested',
      taxpayerId: creditCode,
      invoiceNo: null,
      pdfUrl: null,
    });
    const early = await api.raw('GET', `/api/orders/${orderNo}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${buyer}` },
    });
    expect(early.status).toBe(409);

    const queue = invoicePageSchema.parse(
      (await api.call('GET', '/api/editor/invoices?status=requested&pageSize=100', { token: editor })).body
        .data,
    );
    const row = queue.records.find((each) => each.orderNo === orderNo);
    expect(row).toMatchObject({ id: asked.id, amountMinor: priceMinor * 2, status: 'requested' });

    const issued = await issue(asked.id);
    expect(issued.status).toBe(200);
    const invoice = invoiceSchema.parse(issued.body.data);
    expect(invoice.status).toBe('issued');
    expect(invoice.invoiceNo).toMatch(/^INV\d{8}\d{6}$/);
    expect(invoice.pdfUrl).toBe(`/api/orders/${orderNo}/invoice.pdf`);
    const twice = await issue(asked.id);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(30001);
    expect((await issue(999_999)).status).toBe(404);
    const issuedList = invoicePageSchema.parse(
      (await api.call('GET', '/api/editor/invoices?status=issued&pageSize=100', { token: editor })).body.data,
    );
    expect(issuedList.records.map((each) => each.orderNo)).toContain(orderNo);
    const status = orderInvoiceSchema.parse(
      (await api.call('GET', `/api/orders/${orderNo}/invoice`, { token: buyer })).body.data,
    );
    expect(status.invoice?.status).toBe('issued');

    const download = await api.raw('GET', `/api/orders/${orderNo}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${buyer}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = await pdfText(bytes);
    expect(text).toContain(orderNo);
    expect(text).toContain(invoice.invoiceNo ?? 'missing');
    expect(text).toContain('上海示例贸易有限公司');
    expect(text).toContain(creditCode);
    expect(text).toContain('纳税人识别号');
    expect(text).toContain('数量');
    // The line: the fair, kind and tier, 2 tickets at the tier's price; the total twice that.
    const order = (await api.call('GET', `/api/orders/${orderNo}`, { token: buyer })).body.data;
    const money = (minor: number) => formatMoney(minor, { currency: order.currency, locale: 'zh' });
    expect(text).toContain(`${order.title as string} ·`);
    expect(text).toContain(` 2 ${money(priceMinor)} ${money(priceMinor * 2)}`);
    expect(text).toContain(`币种 ${order.currency as string}`);

    const foreign = await api.raw('GET', `/api/orders/${orderNo}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${stranger}` },
    });
    expect(foreign.status).toBe(404);
    expect((await api.raw('GET', `/api/orders/${orderNo}/invoice.pdf`)).status).toBe(401);
  });

  it('a receipt in English: VAT lines (net + 6 % VAT = total), currency, buyer’s VAT id', async () => {
    const { orderNo, priceMinor } = await ticketOrder(1);
    const asked = await api.call('POST', `/api/orders/${orderNo}/invoice`, {
      token: buyer,
      body: receipt,
      locale: 'EN',
    });
    await issue(asked.body.data.id as number);
    const download = await api.raw('GET', `/api/orders/${orderNo}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${buyer}` },
    });
    const text = await pdfText(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain('Receipt / VAT invoice');
    expect(text).toContain('Muster GmbH');
    expect(text).toContain('VAT ID: DE123456789');
    expect(text).toContain('Net amount');
    expect(text).toContain('VAT 6 %');
    expect(text).toContain('Currency');
    const net = Math.round((priceMinor * 100) / 106);
    const major = (minor: number) => (minor / 100).toFixed(2);
    expect(text).toContain(major(net));
    expect(text).toContain(major(priceMinor - net));
    expect(text).toContain(major(priceMinor));
    expect(text).toContain(orderNo);
  });

  it('answers 404 for the PDF of an order without an invoice', async () => {
    const { orderNo } = await ticketOrder(1);
    const none = await api.raw('GET', `/api/orders/${orderNo}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${buyer}` },
    });
    expect(none.status).toBe(404);
  });
});
