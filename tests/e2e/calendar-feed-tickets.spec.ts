import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { componentsOf, parseIcs, propertyOf } from '../support/icalendar.ts';
import { enOrigin, zhOrigin } from './helpers.ts';
import { apiOk, callApi, logInBrowser, newMemberSession, type Session } from './support/api-session.ts';
import { findTiers } from './support/buyer.ts';
import { hydrated } from './support/hydration.ts';

// Printable tickets and the private calendar feed against the production build, in both
// editions: a member with a paid order prints their tickets (one per visitor, each with its QR
// code as SVG) and downloads them as a PDF; another member gets a 404 page, never the ticket.
// The member turns on the calendar feed in /manager, fetches it (text/calendar with a fair they
// follow), makes a new address and the old one answers 404.

interface Order {
  orderNo: string;
  status: string;
}

/** A new member with two visitors and a paid order of two tickets, one per visitor. */
async function memberWithPaidOrder(
  request: APIRequestContext,
): Promise<{ session: Session; orderNo: string; visitors: string[] }> {
  const session = await newMemberSession(request);
  const suffix = session.phone.slice(-4);
  const visitors = [`王小明${suffix}`, `Anna Weber ${suffix}`];
  const ids: number[] = [];
  for (const [index, name] of visitors.entries()) {
    const visitor = await apiOk<{ id: number }>(request, session, 'POST', '/api/manager/visitors', {
      name,
      phone: `1390000${suffix}`.slice(0, 11),
      idType: index === 0 ? 'id-card' : 'passport',
      idNumber: index === 0 ? '31010119900101123X' : 'C01234567',
    });
    ids.push(visitor.id);
  }
  const { paid } = await findTiers(request, zhOrigin, { minRemaining: 4 });
  const order = await apiOk<Order>(
    request,
    session,
    'POST',
    '/api/orders/tickets',
    { tierId: paid.tier.id, quantity: 2, visitorIds: ids, contact: { name: '联系人', phone: '13912345678' } },
    { 'Idempotency-Key': randomUUID() },
  );
  const payment = await apiOk<{ paymentNo: string }>(request, session, 'POST', '/api/pay/create', {
    orderType: 'ticket',
    orderNo: order.orderNo,
    channel: 'alipay',
  });
  // The sandbox payer pays; the gateway notifies the API, which marks the order paid.
  const paidAnswer = await request.post(
    `${zhOrigin}/api/pay/sandbox/${payment.paymentNo}/complete?result=success`,
  );
  expect(paidAnswer.ok()).toBe(true);
  await expect
    .poll(async () => (await apiOk<Order>(request, session, 'GET', `/api/orders/${order.orderNo}`)).status)
    .toBe('paid');
  return { session, orderNo: order.orderNo, visitors };
}

/**
 * GET of an absolute URL from outside the browser: en.localhost resolves only in the browser, so
 * the request goes to loopback and names the edition's host in the header (no cookie is sent).
 */
function getAt(request: APIRequestContext, url: string): Promise<APIResponse> {
  const target = new URL(url);
  return request.get(`http://127.0.0.1:${target.port}${target.pathname}${target.search}`, {
    headers: { Host: target.host },
  });
}

/** A download fetched by the page itself (with its cookies, on its host): status, type and first bytes. */
function fetchFromPage(
  page: Page,
  url: string,
): Promise<{ status: number; type: string; cache: string; head: string }> {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      cache: response.headers.get('cache-control') ?? '',
      head: String.fromCharCode(...bytes.slice(0, 5)),
    };
  }, url);
}

const editions = [
  {
    name: 'zh',
    origin: zhOrigin,
    qr: (index: number) => `入场二维码：第 ${String(index)} 张门票`,
    ticketOf: '第 1 张，共 2 张',
    notFound: '找不到这张门票',
    unpaid: '订单尚未支付',
    turnOn: '开启日历订阅',
    https: '订阅地址（https）',
    webcal: '订阅地址（webcal）',
    regenerate: '重新生成地址',
    ok: '确定',
  },
  {
    name: 'en',
    origin: enOrigin,
    qr: (index: number) => `Entrance code of ticket ${String(index)}`,
    ticketOf: 'Ticket 1 of 2',
    notFound: 'Ticket not found',
    unpaid: 'This order is not paid',
    turnOn: 'Turn on the calendar feed',
    https: 'Subscription address (https)',
    webcal: 'Subscription address (webcal)',
    regenerate: 'Make a new address',
    ok: 'OK',
  },
] as const;

for (const edition of editions) {
  test.describe(`printable tickets and the calendar feed (${edition.name})`, () => {
    test('the owner prints one ticket per visitor with its QR code and downloads the PDF; a stranger gets 404', async ({
      page,
      context,
      request,
    }) => {
      const { session, orderNo, visitors } = await memberWithPaidOrder(request);
      await logInBrowser(context, session);

      await page.goto(`${edition.origin}/manager/ticket-my`);
      const printLink = page.locator(`a[href="/manager/eticket/${orderNo}/print"]`);
      await expect(printLink).toBeVisible();
      await printLink.click();
      await expect(page).toHaveURL(new RegExp(`/manager/eticket/${orderNo}/print$`));

      const tickets = page.getByTestId('printed-ticket');
      await expect(tickets).toHaveCount(2);
      for (const [position, visitor] of visitors.entries()) {
        const ticket = tickets.nth(position);
        await expect(ticket.getByTestId('ticket-holder')).toHaveText(visitor);
        await expect(ticket).toContainText(orderNo);
        const code = ticket.getByRole('img', { name: edition.qr(position + 1) });
        await expect(code).toBeVisible();
        expect(await code.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
        expect(await code.getAttribute('data-qr-content')).toMatch(
          new RegExp(`^EXPOTICKET:2:${orderNo}:\\d+:${String(position + 1)}:[A-Za-z0-9_-]{22}$`),
        );
      }
      await expect(tickets.first()).toContainText(edition.ticketOf);
      // On paper only the tickets remain.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('ticket-pdf-link')).toBeHidden();
      await expect(tickets.first().getByRole('img')).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      const pdf = await fetchFromPage(page, `/manager/eticket/${orderNo}.pdf`);
      expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
      expect(pdf.cache).toContain('no-store');

      // Another member: the same URLs answer 404, with no ticket and no visitor on the page.
      const stranger = await newMemberSession(request);
      const other = await context.browser()?.newContext();
      if (other === undefined) throw new Error('no browser');
      await logInBrowser(other, stranger);
      const strangerPage = await other.newPage();
      const response = await strangerPage.goto(`${edition.origin}/manager/eticket/${orderNo}/print`);
      expect(response?.status()).toBe(404);
      await expect(strangerPage.getByRole('heading', { name: edition.notFound })).toBeVisible();
      await expect(strangerPage.getByTestId('printed-ticket')).toHaveCount(0);
      await expect(strangerPage.locator('body')).not.toContainText(visitors[0] ?? 'none');
      const strangerPdf = await fetchFromPage(strangerPage, `/manager/eticket/${orderNo}.pdf`);
      expect(strangerPdf.status).toBe(404);
      expect(strangerPdf.type).toContain('text/html');
      await other.close();

      // The owner's unpaid order: a 403 page with the way to pay, no ticket.
      const { paid } = await findTiers(request, zhOrigin, { minRemaining: 2 });
      const pending = await apiOk<Order>(
        request,
        session,
        'POST',
        '/api/orders/tickets',
        { tierId: paid.tier.id, quantity: 1, contact: { name: '联系人', phone: '13912345678' } },
        { 'Idempotency-Key': randomUUID() },
      );
      const unpaid = await page.goto(`${edition.origin}/manager/eticket/${pending.orderNo}/print`);
      expect(unpaid?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: edition.unpaid })).toBeVisible();
      await expect(page.locator(`a[href="/payment?orderNo=${pending.orderNo}"]`)).toBeVisible();
      await expect(page.getByTestId('printed-ticket')).toHaveCount(0);
    });

    test('the member turns the feed on, subscribes to a followed fair, and a new address revokes the old', async ({
      page,
      context,
      request,
    }) => {
      const session = await newMemberSession(request);
      const fairs = await apiOk<{ records: { id: number; name: string; startDate: string }[] }>(
        request,
        null,
        'GET',
        '/api/exhibitions?t=1&pageSize=20',
      );
      // "Upcoming" lists a fair opening today, which has started as far as a reminder goes.
      const today = new Date().toISOString().slice(0, 10);
      const fair = fairs.records.find((f) => f.startDate > today);
      if (fair === undefined) throw new Error('no fair opens after today');
      await apiOk(request, session, 'POST', '/api/manager/follows', {
        targetType: 'exhibition',
        targetId: fair.id,
      });
      await apiOk(request, session, 'POST', '/api/manager/reminders', {
        exhibitionId: fair.id,
        daysBefore: 3,
        channel: 'email',
      });
      await logInBrowser(context, session);

      await page.goto(`${edition.origin}/manager/fair-follow`);
      const panel = page.getByTestId('calendar-feed');
      const turnOn = panel.getByRole('button', { name: edition.turnOn });
      await hydrated(turnOn);
      await turnOn.click();
      const https = panel.getByLabel(edition.https);
      await expect(https).toHaveValue(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      const firstUrl = await https.inputValue();
      expect(firstUrl.startsWith(`${edition.origin}/`)).toBe(true);
      await expect(panel.getByLabel(edition.webcal)).toHaveValue(firstUrl.replace(/^https?:/, 'webcal:'));

      // A calendar app fetches the address: no cookie, just the token.
      const feed = await getAt(request, firstUrl);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = parseIcs(await feed.text());
      const host = new URL(edition.origin).host;
      const event = componentsOf(calendar, 'VEVENT').find(
        (each) => propertyOf(each, 'UID') === `exhibition-${String(fair.id)}@${host}`,
      );
      expect(event, 'the followed fair is in the feed').toBeDefined();
      if (event === undefined) return;
      const fairInEdition = await apiOk<{ name: string }>(
        request,
        null,
        'GET',
        `/api/exhibitions/${String(fair.id)}`,
        undefined,
        { Locale: edition.name === 'en' ? 'EN' : 'CN' },
      );
      expect(propertyOf(event, 'SUMMARY', true)).toContain(fairInEdition.name);
      expect(propertyOf(event, 'URL')).toBe(`${edition.origin}/exhibition/${String(fair.id)}.html`);
      const [alarm] = componentsOf(event, 'VALARM');
      expect(alarm && propertyOf(alarm, 'TRIGGER')).toBe('-P2DT15H');

      // A new address: the old one answers 404 at once, the new one the feed.
      await panel.getByRole('button', { name: edition.regenerate }).click();
      await page.getByRole('dialog').getByRole('button', { name: edition.ok }).click();
      await expect(https).not.toHaveValue(firstUrl);
      await expect(https).toHaveValue(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      const secondUrl = await https.inputValue();
      expect((await getAt(request, firstUrl)).status()).toBe(404);
      expect((await getAt(request, secondUrl)).status()).toBe(200);

      // After a reload the address is not shown again (only its hash is stored).
      await page.reload();
      await expect(panel.getByRole('button', { name: edition.regenerate })).toBeVisible();
      await expect(panel.getByLabel(edition.https)).toHaveCount(0);
      expect(await page.content()).not.toContain(secondUrl.split('/').at(-1) ?? 'none');

      // A malformed token is 404 too.
      expect((await getAt(request, `${edition.origin}/calendar/feed/not-a-token.ics`)).status()).toBe(404);
      const answer = await callApi(request, session, 'GET', '/api/manager/calendar-feed');
      expect(answer.data).toMatchObject({ enabled: true });
    });
  });
}
