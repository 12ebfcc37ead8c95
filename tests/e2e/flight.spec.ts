import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { portalPort } from '../../playwright.config.ts';
import { demoEditor, demoPassword } from '../../api/seed/demo-accounts.ts';
import { apiCall, logInAs, registerBuyer, type Envelope } from './support/buyer.ts';
import { enOrigin, zhOrigin } from './helpers.ts';

// Flight orders end to end, in both editions (Chinese on the zh host, English on the en host):
// a member books flights from an exhibition's page, staff quote the request through the editor
// API, the member pays the quote in the sandbox and sees the order issued in /manager.

/** API calls go through the portal's /api proxy on loopback (en.localhost resolves only in the browser). */
const apiOrigin = `http://127.0.0.1:${String(portalPort)}`;

interface FlightOrder {
  orderNo: string;
  status: string;
  amountMinor: number;
  flight?: { passengers: { visitorId: number; name: string }[] };
}

const editions = [
  {
    edition: 'zh',
    origin: zhOrigin,
    locale: 'CN',
    words: {
      book: '预订机票',
      city: '出发城市',
      depart: '出发日期',
      return: /^返程日期/,
      cabin: '舱位',
      business: '商务舱',
      submit: '提交需求',
      passengersError: '请选择 1–9 位乘客',
      contactName: '联系人',
      contactPhone: '联系电话',
      done: /需求已提交，订单号 F\d{20}/,
      view: '查看订单',
      requested: '待报价',
      quoted: '已报价，待付款',
      issued: '已出票',
      pay: '去支付',
      alipay: '支付宝',
      paid: '支付成功',
      waitingQuote: '客服正在为您查询航班',
      myFlights: '我的机票',
      cancel: '取消订单',
      confirm: '确定',
      cancelled: '已取消',
    },
  },
  {
    edition: 'en',
    origin: enOrigin,
    locale: 'EN',
    words: {
      book: 'Book flights',
      city: 'Departure city',
      depart: 'Departure date',
      return: /^Return date/,
      cabin: 'Cabin',
      business: 'Business',
      submit: 'Send the request',
      passengersError: 'Choose 1–9 passengers',
      contactName: 'Contact name',
      contactPhone: 'Contact mobile phone',
      done: /Request sent, order F\d{20}/,
      view: 'View the order',
      requested: 'Awaiting a quote',
      quoted: 'Quoted, awaiting payment',
      issued: 'Tickets issued',
      pay: 'Pay now',
      alipay: 'Alipay',
      paid: 'Payment successful',
      waitingQuote: 'Our staff are looking for flights',
      myFlights: 'My flights',
      cancel: 'Cancel the order',
      confirm: 'OK',
      cancelled: 'Cancelled',
    },
  },
] as const;

function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  return apiCall<T>(request, apiOrigin, method, path, token, body, headers);
}

function dayAfter(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An upcoming fair that ends at least three days from now, so a departure date fits before it. */
async function upcomingFair(
  request: APIRequestContext,
): Promise<{ id: number; startDate: string; endDate: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const list = await call<{ records: { id: number; startDate: string; endDate: string }[] }>(
    request,
    'GET',
    '/api/exhibitions?t=4&pageSize=30',
  );
  const fair = list.data.records.find((item) => item.endDate > dayAfter(today, 3));
  if (fair === undefined) throw new Error('no upcoming fair in the seed');
  return fair;
}

async function editorToken(request: APIRequestContext): Promise<string> {
  const login = await call<{ accessToken: string }>(request, 'POST', '/api/auth/login', undefined, {
    account: demoEditor.phone,
    password: demoPassword,
  });
  expect(login.code).toBe(1);
  return login.data.accessToken;
}

async function addVisitor(request: APIRequestContext, token: string, name: string): Promise<number> {
  const added = await call<{ id: number }>(request, 'POST', '/api/manager/visitors', token, {
    name,
    phone: '13800000009',
    idType: 'passport',
    idNumber: 'E1234567',
  });
  expect(added.code).toBe(1);
  return added.data.id;
}

/** The status cell of the flight order detail, once the island loaded the order. */
function detailStatus(page: Page) {
  return page.getByTestId('flight-order-status');
}

for (const { edition, origin, locale, words } of editions) {
  test(`${edition}: request flights from a fair, staff quote, pay in the sandbox, see it issued in /manager`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const session = await registerBuyer(request, apiOrigin);
    const names = edition === 'zh' ? (['李娜', '王强'] as const) : (['Anna Smith', 'John Doe'] as const);
    for (const name of names) await addVisitor(request, session.accessToken, name);
    const fair = await upcomingFair(request);
    await logInAs(context, session, [origin]);

    // From the exhibition's page to the flight request form.
    await page.goto(`${origin}/exhibition/${String(fair.id)}.html`);
    await page.getByRole('link', { name: words.book }).click();
    await expect(page).toHaveURL(new RegExp(`/flight/${String(fair.id)}\\.html$`));
    const form = page.getByRole('form', { name: edition === 'zh' ? '机票需求' : 'Flight request' });
    await expect(form.getByRole('checkbox')).toHaveCount(2);

    // An empty submit says what is missing, in the page's language.
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByText(words.passengersError, { exact: true })).toBeVisible();
    await expect(form.getByLabel(words.city)).toBeFocused();

    const today = new Date().toISOString().slice(0, 10);
    const depart = fair.startDate > dayAfter(today, 1) ? dayAfter(fair.startDate, -1) : fair.endDate;
    await form.getByLabel(words.city).fill(edition === 'zh' ? '上海' : 'Shanghai');
    await form.getByLabel(words.depart).fill(depart);
    await form.getByLabel(words.return).fill(dayAfter(fair.endDate, 1));
    await form.getByLabel(words.cabin).selectOption({ label: words.business });
    for (const name of names) await form.getByRole('checkbox', { name }).check();
    await form.getByLabel(words.contactName).fill(names[0]);
    // With its +86 the number is mainland whatever country the picker starts on (the English
    // edition starts on the browser's region).
    await form
      .getByLabel(words.contactPhone)
      .fill(session.phone.startsWith('+') ? session.phone : `+86${session.phone}`);
    await form.getByRole('button', { name: words.submit }).click();
    const done = page.getByTestId('flight-request-done');
    await expect(done).toContainText(words.done);
    const orderNo = /F\d{20}/.exec((await done.textContent()) ?? '')?.[0] ?? '';

    // The order in /manager: waiting for staff's quote, with nothing to pay yet.
    await done.getByRole('link', { name: words.view }).click();
    await expect(page).toHaveURL(new RegExp(`/manager/flight-my/${orderNo}$`));
    await expect(detailStatus(page)).toHaveText(words.requested);
    await expect(page.getByText(words.waitingQuote)).toBeVisible();
    await expect(page.getByRole('link', { name: words.pay })).toHaveCount(0);

    // Staff quote it through the editor API (the editor's token, like every editor call).
    const staff = await editorToken(request);
    const quoted = await call<FlightOrder>(
      request,
      'POST',
      `/api/editor/flight-orders/${orderNo}/quote`,
      staff,
      { amountMinor: 456_700, currency: 'CNY', flights: 'MU5101 SHA-PEK 08:00\nMU5102 PEK-SHA 19:00' },
      { Locale: locale },
    );
    expect(quoted.data.status).toBe('quoted');
    expect(quoted.data.flight?.passengers.map((p) => p.name)).toEqual(names);

    await page.reload();
    await expect(detailStatus(page)).toHaveText(words.quoted);
    await expect(page.getByTestId('flight-quote-price')).toContainText('4,567.00');
    await expect(page.getByText('MU5101 SHA-PEK 08:00')).toBeVisible();

    // The member pays the quote in the sandbox gateway.
    await page.getByRole('link', { name: words.pay }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?orderNo=${orderNo}$`));
    await page.getByRole('radio', { name: words.alipay }).check();
    const popupPromise = context.waitForEvent('page');
    await page.locator('form.checkout-form button[type="submit"]').click();
    const sandbox = await popupPromise;
    await sandbox.waitForLoadState();
    await expect(sandbox.getByRole('heading', { name: /Sandbox/ })).toBeVisible();
    await sandbox.getByRole('button', { name: 'Pay' }).click();
    await expect(sandbox.getByText('(paid)')).toBeVisible();
    await sandbox.close();
    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: 20_000 });

    // Staff issue the tickets; the member sees them in the list and in the detail.
    const issued = await call<FlightOrder>(
      request,
      'POST',
      `/api/editor/flight-orders/${orderNo}/issue`,
      staff,
      { ticketNumbers: '781-2345678901, 781-2345678902' },
      { Locale: locale },
    );
    expect(issued.data.status).toBe('issued');
    await page.goto(`${origin}/manager/flight-my`);
    await expect(page.getByRole('link', { name: words.myFlights })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await expect(row).toContainText(words.issued);
    // The row also links the order's invoice: open its detail.
    await row.locator(`a[href="/manager/flight-my/${orderNo}"]`).click();
    await expect(detailStatus(page)).toHaveText(words.issued);
    await expect(page.getByTestId('flight-tickets')).toContainText('781-2345678901, 781-2345678902');
    await expect(page.getByRole('button', { name: words.cancel })).toHaveCount(0);
  });

  test(`${edition}: cancels a request from its detail page; staff can then no longer quote it`, async ({
    page,
    context,
    request,
  }) => {
    const session = await registerBuyer(request, apiOrigin);
    const visitor = await addVisitor(request, session.accessToken, edition === 'zh' ? '赵敏' : 'Mary Major');
    const fair = await upcomingFair(request);
    const today = new Date().toISOString().slice(0, 10);
    const created = await call<FlightOrder>(
      request,
      'POST',
      '/api/orders/flights',
      session.accessToken,
      {
        exhibitionId: fair.id,
        departureCity: 'Guangzhou',
        departDate: fair.startDate > dayAfter(today, 1) ? dayAfter(fair.startDate, -1) : fair.endDate,
        passengerIds: [visitor],
        contact: { name: 'Mary Major', phone: session.phone },
      },
      { 'Idempotency-Key': `e2e-flight-cancel-${edition}-${String(Date.now())}` },
    );
    expect(created.data.status).toBe('requested');
    await logInAs(context, session, [origin]);
    await page.goto(`${origin}/manager/flight-my/${created.data.orderNo}`);
    await expect(detailStatus(page)).toHaveText(words.requested);
    await page.getByRole('button', { name: words.cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    await expect(detailStatus(page)).toHaveText(words.cancelled);
    await expect(page.getByRole('button', { name: words.cancel })).toHaveCount(0);

    const late = await call<null>(
      request,
      'POST',
      `/api/editor/flight-orders/${created.data.orderNo}/quote`,
      await editorToken(request),
      { amountMinor: 100_000, flights: 'CZ3101' },
      { Locale: locale },
    );
    expect(late.code).toBe(30001);
    expect(late.message).toBe(
      edition === 'zh'
        ? '只有待报价的机票订单可以报价（此订单已取消）'
        : 'Only a flight order awaiting a quote can be quoted (this order is cancelled)',
    );
  });
}

test('the flight request needs a login and a digits-only exhibition id', async ({
  page,
  context,
  request,
}) => {
  const fair = await upcomingFair(request);
  const path = `/flight/${String(fair.id)}.html`;
  const anonymous = await request.get(`${apiOrigin}${path}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  await logInAs(context, await registerBuyer(request, apiOrigin), [zhOrigin]);
  const page404 = await page.goto(`${zhOrigin}/flight/12abc.html`);
  expect(page404?.status()).toBe(404);
  const guarded = await page.goto(`${zhOrigin}${path}`);
  expect(guarded?.headers()['cache-control']).toContain('no-store');
});
