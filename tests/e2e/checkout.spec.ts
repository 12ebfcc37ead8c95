import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { loginPanelReady } from './support/hydration.ts';
import { randomUUID } from 'node:crypto';
import { portalPort } from '../../playwright.config.ts';
import { formatMoney } from '../../src/lib/format.ts';
import {
  apiCall,
  buyerPassword as password,
  fillContact,
  fillVisaApplicant,
  findTiers,
  logInAs,
  payInSandbox,
  png,
  registerBuyer,
  uploadVisaDocuments,
  visaWithDocuments,
  type Envelope,
  type Session,
  type TicketKind,
  type Tier,
} from './support/buyer.ts';

// Ticket and visa checkout against the production build and the reference API (through the
// portal's /api proxy). Every test registers its own user, so order counts are its own.

const origin = `http://127.0.0.1:${String(portalPort)}`;

interface OrderRow {
  orderNo: string;
  status: string;
  ticket?: { visitorIds: number[]; quantity: number };
  visa?: { applicants: { missingDocuments: string[]; documents: unknown[] }[] };
}

function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  return apiCall<T>(request, origin, method, path, token, body, headers);
}

/** Registers a new user with a password (SMS code read from the dev outbox). */
function register(request: APIRequestContext): Promise<Session> {
  return registerBuyer(request, origin);
}

function logIn(context: BrowserContext, session: Session): Promise<void> {
  return logInAs(context, session, [origin]);
}

async function myOrders(
  request: APIRequestContext,
  token: string,
  orderType: 'ticket' | 'visa',
): Promise<OrderRow[]> {
  const page = await call<{ records: OrderRow[] }>(
    request,
    'GET',
    `/api/manager/orders?orderType=${orderType}&pageSize=50`,
    token,
  );
  return page.data.records;
}

let tiers: Awaited<ReturnType<typeof findTiers>> | undefined;
async function seededTiers(request: APIRequestContext) {
  tiers ??= await findTiers(request, origin, { minRemaining: 30 });
  return tiers;
}

/** Waits until the checkout island hydrated (its submit button is disabled before). */
async function ready(page: Page): Promise<void> {
  await expect(page.locator('form[data-hydrated]')).toBeVisible();
}

async function chooseTier(page: Page, tier: Tier): Promise<void> {
  await page.locator(`input[name="tier"][value="${String(tier.id)}"]`).check();
}

/** A new buyer, signed in, on the hydrated ticket page of a seeded tier (paid or free). */
async function buyerOnTicketPage(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  kind: 'paid' | 'free',
) {
  const seeded = await seededTiers(request);
  const session = await register(request);
  await logIn(context, session);
  const path = `/ticket/${String(seeded[kind].exhibitionId)}.html`;
  await page.goto(path);
  await ready(page);
  return { ...seeded, session, path };
}

/** Places a ticket order through the API with an Idempotency-Key. */
function orderTickets(request: APIRequestContext, token: string, body: unknown, key: string) {
  return call<OrderRow>(request, 'POST', '/api/orders/tickets', token, body, { 'Idempotency-Key': key });
}

/** WeChat Pay (native) on the result page: the code of the payment, the amount and the time left, while polling. */
async function expectWxpayCode(page: Page): Promise<void> {
  const code = page.getByTestId('wxpay-qr');
  const qr = code.getByRole('img', { name: '微信支付二维码' });
  await expect(qr).toBeVisible();
  const paymentNo = new URL(page.url()).searchParams.get('paymentNo') ?? '';
  await expect(qr).toHaveAttribute('data-qr-content', `weixin://wxpay/bizpayurl?pr=${paymentNo}`);
  await expect(code).toContainText(/¥[\d,]+\.\d{2}/);
  await expect(code.getByRole('timer')).toHaveText(/剩余支付时间 1[45]:\d{2}/);
}

test.describe('ticket checkout', () => {
  test('buy a ticket with a visitor added on the page, pay with alipay in the sandbox, see it in my tickets', async ({
    page,
    context,
    request,
  }) => {
    // The whole purchase, a sandbox window and the result polling: more than the default 30 s on a
    // loaded 2-core machine.
    test.slow();
    const { session, paid } = await buyerOnTicketPage(page, context, request, 'paid');
    await expect(page.getByRole('heading', { name: '购买门票' })).toBeVisible();
    await chooseTier(page, paid.tier);
    await page.getByLabel('数量').fill('1');

    await page.getByRole('button', { name: '添加参观人' }).click();
    await page.getByLabel('参观人姓名').fill('李四');
    await page.getByLabel('参观人手机号').fill('13700001111');
    await page.getByLabel('证件号码').fill('E1234567');
    await page.getByRole('button', { name: '保存参观人' }).click();
    await expect(page.getByRole('checkbox', { name: /李四/ })).toBeChecked();

    await fillContact(page);
    await expect(page.getByTestId('ticket-total')).toHaveText(
      // In the tier's currency, grouped by thousands: ¥1,280.00.
      formatMoney(paid.tier.priceMinor, { currency: paid.tier.currency, locale: 'zh' }),
    );
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/payment\?orderNo=T\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await expect(page.getByText(orderNo)).toBeVisible();

    await payInSandbox(page, '支付宝', /\/result\/1\?orderNo=T\d+&paymentNo=P\d+/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole('link', { name: '查看我的订单' })).toHaveAttribute(
      'href',
      '/manager/ticket-my',
    );

    const orders = await myOrders(request, session.accessToken, 'ticket');
    expect(orders.map((order) => [order.orderNo, order.status])).toEqual([[orderNo, 'paid']]);
    expect(orders[0]?.ticket?.visitorIds).toHaveLength(1);
    // The management centre's page lists it too (asserted through the page).
    await page.getByRole('link', { name: '查看我的订单' }).click();
    await expect(page).toHaveURL(/\/manager\/ticket-my/);
    await expect(page.getByText(orderNo)).toBeVisible();
  });

  test('a double-clicked submit makes one order', async ({ page, context, request }) => {
    const { session, paid } = await buyerOnTicketPage(page, context, request, 'paid');
    await chooseTier(page, paid.tier);
    await page.getByLabel('数量').fill('2');
    await fillContact(page);
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/orders/tickets'))
        posts.push(req.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: '提交订单' }).dblclick();
    await expect(page).toHaveURL(/\/payment\?orderNo=T\d+/);
    const orders = await myOrders(request, session.accessToken, 'ticket');
    expect(orders).toHaveLength(1);
    expect(new Set(posts).size).toBe(1);
  });

  test('a retried request with the same idempotency key answers the same order', async ({ request }) => {
    const { paid } = await seededTiers(request);
    const session = await register(request);
    const body = { tierId: paid.tier.id, quantity: 1, contact: { name: 'Li', phone: '13912345678' } };
    const key = randomUUID();
    const first = await orderTickets(request, session.accessToken, body, key);
    const again = await orderTickets(request, session.accessToken, body, key);
    expect(again.data.orderNo).toBe(first.data.orderNo);
    expect(await myOrders(request, session.accessToken, 'ticket')).toHaveLength(1);
  });

  test('a free ticket skips payment and shows the booking', async ({ page, context, request }) => {
    const { session, free } = await buyerOnTicketPage(page, context, request, 'free');
    await chooseTier(page, free.tier);
    await fillContact(page, '');
    await expect(page.getByTestId('ticket-total')).toHaveText(
      formatMoney(0, { currency: free.tier.currency, locale: 'zh' }),
    );
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/result\/2\?orderNo=T\d+$/);
    await expect(page.getByRole('heading', { name: '预订成功' })).toBeVisible();
    const orders = await myOrders(request, session.accessToken, 'ticket');
    expect(orders.map((order) => order.status)).toEqual(['free']);

    // The booking's e-ticket: a QR code of the order and its secret, printable, from my tickets.
    await page.goto('/manager/ticket-my');
    await page.getByRole('link', { name: '电子票' }).click();
    await expect(page).toHaveURL(/\/manager\/eticket\/T\d+$/);
    const code = page.getByRole('img', { name: '电子票二维码，入场时出示' });
    await expect(code).toBeVisible();
    const content = (await code.getAttribute('data-qr-content')) ?? '';
    expect(content).toMatch(
      new RegExp(`^EXPOTICKET:2:${orders[0]?.orderNo ?? 'none'}:\\d+:1:[A-Za-z0-9_-]{22}$`),
    );
    await expect(page.getByRole('button', { name: '打印电子票' })).toBeVisible();
    // On paper only the ticket remains.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: '打印电子票' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(code).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  test('a bad e-mail and a quantity above the limit are refused before anything is sent', async ({
    page,
    context,
    request,
  }) => {
    const { session, paid } = await buyerOnTicketPage(page, context, request, 'paid');
    await chooseTier(page, paid.tier);
    await page.getByLabel('数量').fill('21');
    await fillContact(page, 'buyer@expo.c');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByRole('alert')).toContainText('请更正标出的项目后再提交。');
    await expect(page.getByLabel('邮箱（选填）')).toHaveAccessibleDescription('请输入正确的邮箱');
    await expect(page.getByLabel('数量')).toHaveAccessibleDescription(/每笔订单最多购买 20 张/);
    await expect(page.getByLabel('数量')).toBeFocused();
    expect(await myOrders(request, session.accessToken, 'ticket')).toHaveLength(0);
  });

  test('a quantity above the stock left is refused by the API with a clear message and no order', async ({
    page,
    context,
    request,
  }) => {
    const { session, paid } = await buyerOnTicketPage(page, context, request, 'paid');
    await chooseTier(page, paid.tier);
    await page.getByLabel('数量').fill('3');
    await fillContact(page);
    // Other buyers take all but 2 tickets of the tier after this page loaded (a new buyer every 20
    // orders: one account may place 30 orders an hour, api/domain/abuse-limits.ts).
    let other = await register(request);
    for (let orders = 1; ; orders += 1) {
      if (orders % 20 === 0) other = await register(request);
      const kinds = await call<TicketKind[]>(
        request,
        'GET',
        `/api/exhibitions/${String(paid.exhibitionId)}/tickets`,
      );
      const left =
        kinds.data.flatMap((kind) => kind.tiers).find((tier) => tier.id === paid.tier.id)?.remaining ?? 0;
      if (left <= 2) break;
      const quantity = Math.min(20, left - 2);
      const body = { tierId: paid.tier.id, quantity, contact: { name: 'Other', phone: '13912340000' } };
      const placed = await orderTickets(request, other.accessToken, body, randomUUID());
      expect(placed.code, placed.message).toBe(1);
    }
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByRole('alert')).toContainText('库存不足：最多还可购买 2 张');
    await expect(page).toHaveURL(new RegExp(`/ticket/${String(paid.exhibitionId)}\\.html$`));
    await expect(page.getByLabel('联系人姓名')).toHaveValue('王小明');
    await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
    expect(await myOrders(request, session.accessToken, 'ticket')).toHaveLength(0);
    tiers = undefined; // the drained tier is no longer a good fixture for later tests in this worker
  });

  test('a visitor id of another user is refused with a clear message and no order', async ({
    page,
    context,
    request,
  }) => {
    const { paid } = await seededTiers(request);
    const session = await register(request);
    const other = await register(request);
    const theirs = await call<{ id: number }>(request, 'POST', '/api/manager/visitors', other.accessToken, {
      name: '别人',
      phone: '13600002222',
      idType: 'passport',
      idNumber: 'P7654321',
    });
    await logIn(context, session);
    // A tampered request: the browser sends the other user's visitor id.
    await page.route('**/api/orders/tickets', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, visitorIds: [theirs.data.id] }) });
    });
    await page.goto(`/ticket/${String(paid.exhibitionId)}.html`);
    await ready(page);
    await chooseTier(page, paid.tier);
    await page.getByLabel('数量').fill('1');
    await fillContact(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByRole('alert')).toContainText('所选参观人不在您的参观人列表中，订单未创建。');
    expect(await myOrders(request, session.accessToken, 'ticket')).toHaveLength(0);
  });

  test('the English edition labels the form and its errors in English', async ({
    page,
    context,
    request,
  }) => {
    const { paid } = await seededTiers(request);
    await context.addCookies([{ name: 'locale', value: 'en', url: origin }]);
    await page.goto(`/ticket/${String(paid.exhibitionId)}.html`);
    await ready(page);
    await expect(page.getByRole('heading', { name: 'Buy tickets' })).toBeVisible();
    await page.getByLabel('E-mail (optional)').fill('nope@expo');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert')).toContainText('Please correct the marked fields');
    await expect(page.getByLabel('Contact name')).toHaveAccessibleDescription('This field is required');
  });

  test('an expired session mid-checkout goes to login and comes back to the same page with the form kept', async ({
    page,
    context,
    request,
  }) => {
    const { session, paid, path } = await buyerOnTicketPage(page, context, request, 'paid');
    await chooseTier(page, paid.tier);
    await fillContact(page);
    // The session ends while the user fills in the form.
    await call(request, 'GET', '/api/auth/logout', session.accessToken);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(`${origin}/login?redirect=${encodeURIComponent(path)}`);
    await loginPanelReady(page);
    const form = page.getByRole('form', { name: '密码登录' });
    await form.getByLabel('手机号或邮箱').fill(session.phone);
    await form.getByLabel('密码', { exact: true }).fill(password);
    await form.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(`${origin}${path}`);
    await ready(page);
    await expect(page.getByLabel('联系人姓名')).toHaveValue('王小明');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/payment\?orderNo=T\d+/);
  });

  test('the payment pages need a login and send an anonymous visitor to /login with the page as redirect', async ({
    page,
  }) => {
    await page.goto('/payment?orderNo=T20261121000000123456');
    await expect(page).toHaveURL(
      `${origin}/login?redirect=${encodeURIComponent('/payment?orderNo=T20261121000000123456')}`,
    );
    await page.goto('/result/1?orderNo=T20261121000000123456');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fresult%2F1/);
  });
});

test.describe('payment callbacks', () => {
  test('a notify with a bad signature is refused and the order stays unpaid', async ({ request }) => {
    const { paid } = await seededTiers(request);
    const session = await register(request);
    const body = { tierId: paid.tier.id, quantity: 1, contact: { name: 'Li', phone: '13912345678' } };
    const order = await orderTickets(request, session.accessToken, body, randomUUID());
    const payment = await call<{ paymentNo: string; amountMinor: number }>(
      request,
      'POST',
      '/api/pay/create',
      session.accessToken,
      {
        orderNo: order.data.orderNo,
        orderType: 'ticket',
        channel: 'alipay',
      },
    );
    const forged = new URLSearchParams({
      out_trade_no: payment.data.paymentNo,
      trade_no: 'FORGED0001',
      total_amount: (payment.data.amountMinor / 100).toFixed(2),
      trade_status: 'TRADE_SUCCESS',
      notify_time: new Date().toISOString(),
      sign_type: 'HMAC-SHA256',
      sign: 'Zm9yZ2VkLXNpZ25hdHVyZQ==',
    });
    const response = await request.post(`${origin}/api/pay/notify/alipay`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: forged.toString(),
    });
    const answer = (await response.json()) as Envelope<unknown>;
    expect(answer.code).not.toBe(1);
    expect(answer.message).toContain('接口验证失败');
    const status = await call<{ result: number | null; status: string }>(
      request,
      'GET',
      `/api/pay/payStatus/${payment.data.paymentNo}`,
      session.accessToken,
    );
    expect(status.data).toMatchObject({ status: 'pending', result: null });
    const after = await call<OrderRow>(
      request,
      'GET',
      `/api/orders/${order.data.orderNo}`,
      session.accessToken,
    );
    expect(after.data.status).toBe('pending');
  });
});

test.describe('visa checkout', () => {
  test('applicants, document images with bad files refused, review, wxpay in the sandbox, then my visas', async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // uploads, two windows and a payment: about 15 s on these machines
    const { visaId, required } = await visaWithDocuments(request, origin);
    const session = await register(request);
    await logIn(context, session);
    await page.goto(`/visa/submitOrder?visaId=${String(visaId)}`);
    await ready(page);
    await expect(page.getByRole('heading', { name: '填写申请人' })).toBeVisible();
    await fillVisaApplicant(page);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('heading', { name: '上传材料' })).toBeVisible();

    const first = page.getByLabel(new RegExp(`^${required[0] ?? ''}`));
    await first.setInputFiles({
      name: 'notes.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByRole('alert')).toContainText('请上传 JPG、PNG 或 WebP 图片');
    await first.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(300, 400) });
    await expect(page.getByRole('alert')).toContainText('尺寸大小不合适');
    await first.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png(600, 800), Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(page.getByRole('alert')).toContainText('图片不能超过 5 MB');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请上传此材料').first()).toBeVisible();
    expect(await myOrders(request, session.accessToken, 'visa')).toHaveLength(0);

    await uploadVisaDocuments(page, required);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(page.getByText('ZHANG SAN')).toBeVisible();
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await expect(page).toHaveURL(/\/payment\?orderNo=V\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

    await payInSandbox(page, '微信支付', /\/visa-result\/1\?orderNo=V\d+&paymentNo=P\d+/, expectWxpayCode);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 40_000 });

    const orders = await myOrders(request, session.accessToken, 'visa');
    expect(orders.map((order) => [order.orderNo, order.status])).toEqual([[orderNo, 'paid']]);
    expect(orders[0]?.visa?.applicants[0]?.missingDocuments).toEqual([]);
    await page.getByRole('link', { name: '查看我的订单' }).click();
    await expect(page).toHaveURL(/\/manager\/visa-my/);
    await expect(page.getByText(orderNo)).toBeVisible();
  });
});
