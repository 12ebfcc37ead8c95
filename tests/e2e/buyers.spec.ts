import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginPanelReady } from './support/hydration.ts';
import { enOrigin, getFromEdition, zhOrigin } from './helpers.ts';

// Buyers at a PC in both editions: WeChat login by a scannable QR code, and adding a fair to a
// calendar (.ics download, Google and Outlook links); the share code on wide screens; numbers in
// the page's language; ended fairs.

const editions = [
  {
    name: 'Chinese',
    origin: zhOrigin,
    wechatTab: '微信扫码',
    qrName: '微信登录二维码，请用微信扫一扫',
    open: '在微信中打开',
    waiting: '等待扫码',
    bind: '绑定手机号',
    skip: '暂不绑定',
    addToCalendar: '添加到日历',
    ics: '日历文件 (.ics)',
    google: 'Google 日历',
    outlook: 'Outlook 日历',
    cancelled: '[已取消]',
    shareName: '本页二维码，用微信扫一扫分享',
  },
  {
    name: 'English',
    origin: enOrigin,
    wechatTab: 'WeChat',
    qrName: 'WeChat login QR code: scan it with WeChat',
    open: 'Open in WeChat',
    waiting: 'Waiting for the scan',
    bind: 'Bind your mobile number',
    skip: 'Not now',
    addToCalendar: 'Add to calendar',
    ics: 'Calendar file (.ics)',
    google: 'Google Calendar',
    outlook: 'Outlook',
    cancelled: '[Cancelled]',
    shareName: 'QR code of this page: scan with WeChat to share',
  },
] as const;

interface FairSummary {
  id: number;
  state: 'upcoming' | 'ongoing' | 'past';
  startDate: string;
  endDate: string;
}

/** The first fair of a time window that is not over (t=4: the coming months). */
async function upcomingFair(request: APIRequestContext): Promise<FairSummary> {
  const response = await request.get(`${zhOrigin}/api/exhibitions?t=4&pageSize=20`);
  const body = (await response.json()) as { data: { records: FairSummary[] } };
  const fair = body.data.records.find((record) => record.state !== 'past');
  if (fair === undefined) throw new Error('no upcoming fair in the seed');
  return fair;
}

/** Unfolded content lines of an .ics body. */
function icsLines(body: string): string[] {
  return body.replaceAll('\r\n ', '').split('\r\n');
}

const getFrom = getFromEdition;

const loginReady = loginPanelReady;

for (const edition of editions) {
  test.describe(`${edition.name} edition`, () => {
    test('WeChat login shows a QR code of the login content; the scan logs in', async ({ page }) => {
      await page.goto(`${edition.origin}/login?redirect=${encodeURIComponent('/wiki')}`);
      await loginReady(page);
      await page.getByRole('tab', { name: edition.wechatTab }).click();
      const qr = page.getByRole('img', { name: edition.qrName });
      await expect(qr).toBeVisible();
      const link = page.getByRole('link', { name: edition.open });
      const href = (await link.getAttribute('href')) ?? '';
      const ticket = (await link.getAttribute('data-ticket')) ?? '';
      expect(ticket).not.toBe('');
      // The code encodes exactly the login content, with its ticket: an SVG drawn on the page.
      await expect(qr).toHaveAttribute('data-qr-content', href);
      expect(href).toContain(ticket);
      expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(150);
      expect(await qr.locator('path').getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
      await expect(page.getByRole('status').filter({ hasText: edition.waiting })).toBeVisible();
      // The dev scan endpoint plays the phone (an API call: any host reaches it).
      const scan = await page.request.post(`${zhOrigin}/api/dev/wx-scan/${ticket}`);
      expect(scan.ok()).toBe(true);
      await expect(page.getByRole('form', { name: edition.bind })).toBeVisible();
      await page.getByRole('button', { name: edition.skip }).click();
      await page.waitForURL(`${edition.origin}/wiki`);
    });

    test('an upcoming fair offers its .ics file and Google and Outlook links', async ({ page, request }) => {
      const fair = await upcomingFair(request);
      await page.goto(`${edition.origin}/exhibition/${String(fair.id)}.html`);
      const links = page.getByTestId('calendar-links');
      await expect(links).toContainText(edition.addToCalendar);

      const downloadPromise = page.waitForEvent('download');
      await links.getByRole('link', { name: edition.ics }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(`exhibition-${String(fair.id)}.ics`);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      // RFC 5545: CRLF line ends, no physical line over 75 octets, all-day dates, DTEND exclusive.
      expect(body.endsWith('\r\n')).toBe(true);
      expect(body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const lines = icsLines(body);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('VERSION:2.0');
      const day = (iso: string) => iso.slice(0, 10).replaceAll('-', '');
      expect(lines).toContain(`DTSTART;VALUE=DATE:${day(fair.startDate)}`);
      const end = new Date(`${fair.endDate.slice(0, 10)}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      expect(lines).toContain(`DTEND;VALUE=DATE:${day(end.toISOString())}`);
      expect(lines).toContain(`URL:${edition.origin}/exhibition/${String(fair.id)}.html`);
      expect(lines.some((line) => line.startsWith('LOCATION:'))).toBe(true);
      expect(lines.some((line) => line.startsWith('ORGANIZER;CN="'))).toBe(true);
      expect(lines).toContain('STATUS:CONFIRMED');

      const response = await getFrom(request, edition.origin, `/exhibition/${String(fair.id)}.ics`);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');

      const google = new URL(
        (await links.getByRole('link', { name: edition.google }).getAttribute('href')) ?? '',
      );
      expect(google.hostname).toBe('calendar.google.com');
      expect(google.searchParams.get('dates')).toBe(`${day(fair.startDate)}/${day(end.toISOString())}`);
      const outlook = new URL(
        (await links.getByRole('link', { name: edition.outlook, exact: true }).getAttribute('href')) ?? '',
      );
      expect(outlook.hostname).toBe('outlook.live.com');
      expect(outlook.searchParams.get('allday')).toBe('true');
    });

    test('a cancelled fair says so in its calendar file', async ({ request }) => {
      // The seed cancels every 211th fair from id 211 on.
      const response = await getFrom(request, edition.origin, '/exhibition/211.ics');
      expect(response.status()).toBe(200);
      const lines = icsLines(await response.text());
      expect(lines).toContain('STATUS:CANCELLED');
      expect(lines.find((line) => line.startsWith('SUMMARY:'))).toContain(edition.cancelled);
      expect((await getFrom(request, edition.origin, '/exhibition/99999999.ics')).status()).toBe(404);
    });

    test('the share code of the page shows on wide screens only', async ({ page, request }) => {
      const fair = await upcomingFair(request);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${edition.origin}/exhibition/${String(fair.id)}.html`);
      const code = page.getByRole('img', { name: edition.shareName });
      await expect(code).toBeVisible();
      await expect(code).toHaveAttribute(
        'data-qr-content',
        `${edition.origin}/exhibition/${String(fair.id)}.html`,
      );
      await page.setViewportSize({ width: 800, height: 900 });
      await expect(code).toBeHidden();
    });

    test('news, convention centre, visa, company and periodical pages carry their own share code', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const [list, pattern] of [
        ['/information/', /^\/information\/\d+\.html$/],
        ['/pavilion/', /^\/pavilion\/\d+\.html$/],
        ['/visa', /^\/visa\/\d+\.html$/],
        ['/', /^\/company\/\d+\.html$/],
        ['/', /^\/periodical\/\d+\.html$/],
      ] as const) {
        await page.goto(`${edition.origin}${list}`);
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        const path = hrefs.find((href) => pattern.test(href));
        expect(path, `a link matching ${String(pattern)} on ${list}`).toBeDefined();
        await page.goto(`${edition.origin}${path ?? ''}`);
        const code = page.getByRole('img', { name: edition.shareName });
        await expect(code).toBeVisible();
        await expect(code).toHaveAttribute('data-qr-content', `${edition.origin}${path ?? ''}`);
      }
    });
  });
}

test('the English edition shows compact figures, the Chinese one w', async ({ page, request }) => {
  const fair = await upcomingFair(request);
  await page.goto(`${enOrigin}/exhibition/${String(fair.id)}.html`);
  const english = await page.locator('.facts dd').allTextContents();
  expect(english).toHaveLength(3);
  for (const text of english) expect(text).toMatch(/^\d+(\.\d)?[KM]?$/);
  await page.goto(`${zhOrigin}/exhibition/${String(fair.id)}.html`);
  const chinese = await page.locator('.facts dd').allTextContents();
  for (const text of chinese) expect(text).toMatch(/^\d+(\.\d)?w?$/);
  expect(chinese.some((text) => text.endsWith('w'))).toBe(true);
});

test('an ended fair says its ticket sales are closed, never "not on sale yet", in both languages', async ({
  page,
  request,
}) => {
  // A past fair (window 7) that has ticket kinds.
  const response = await request.get(`${zhOrigin}/api/exhibitions?t=7&pageSize=50`);
  const past = ((await response.json()) as { data: { records: FairSummary[] } }).data.records;
  let id: number | undefined;
  for (const fair of past) {
    const tickets = await request.get(`${zhOrigin}/api/exhibitions/${String(fair.id)}/tickets`);
    if (((await tickets.json()) as { data: unknown[] }).data.length > 0) {
      id = fair.id;
      break;
    }
  }
  if (id === undefined) throw new Error('no past fair with tickets in the seed');
  await page.goto(`${zhOrigin}/exhibition/${String(id)}.html`);
  await expect(page.getByTestId('sales-ended')).toHaveText('展会已结束，售票已截止');
  await expect(page.getByText('暂未开售')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '购买门票' })).toHaveCount(0);
  await page.goto(`${enOrigin}/exhibition/${String(id)}.html`);
  await expect(page.getByTestId('sales-ended')).toHaveText('This fair has ended: ticket sales are closed');
  await expect(page.getByText('Not on sale yet')).toHaveCount(0);
});
