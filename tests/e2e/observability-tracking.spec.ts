import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { waitFor } from './support/servers.ts';
import { withLoginToken } from './support/login-token.ts';

// The islands' tracking calls end to end: a portal built from PORTAL_DIST with its tracking
// collector pointed at its own reference API; a visitor buys a ticket, pays in the sandbox and
// applies for a booth; the API's dev read-back then holds the expected tracking-event names in
// order.

const root = new URL('../..', import.meta.url).pathname;
const apiPort = 8794;
const portalPort = 4414;
const origin = `http://127.0.0.1:${String(portalPort)}`;
const children: ChildProcess[] = [];

interface Envelope<T> {
  code: number;
  data: T;
}
interface Tier {
  id: number;
  priceMinor: number;
  remaining: number;
}

function startProcess(args: string[], env: Record<string, string>): void {
  children.push(
    spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' }),
  );
}

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${origin}${path}`);
  return withLoginToken(response, (await response.json()) as Envelope<T>).data;
}

/** A new user logged in through the dev SMS outbox, as cookies of the portal. */
async function logIn(request: APIRequestContext, context: BrowserContext): Promise<void> {
  const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await request.get(`${origin}/api/auth/sendRegisterVerifyCode/${phone}/login`);
  const outbox = await get<{ code: string }[]>(request, `/api/dev/sms-outbox?phone=${phone}`);
  const session = await get<{ accessToken: string; uid: number }>(
    request,
    `/api/auth/phonelr/${phone}/${outbox[0]?.code ?? ''}`,
  );
  await context.addCookies([
    { name: 'access_token', value: session.accessToken, url: origin },
    { name: 'uid', value: String(session.uid), url: origin },
  ]);
}

/** An upcoming fair with a paid tier on sale. */
async function paidTier(request: APIRequestContext): Promise<{ exhibitionId: number; tier: Tier }> {
  for (let pageNum = 1; pageNum <= 40; pageNum += 1) {
    const list = await get<{ records: { id: number; state: string }[] }>(
      request,
      `/api/exhibitions?pageSize=50&pageNum=${String(pageNum)}`,
    );
    if (list.records.length === 0) break;
    for (const fair of list.records.filter((item) => item.state !== 'past')) {
      const kinds = await get<{ payKind: number; onSale: boolean; tiers: Tier[] }[]>(
        request,
        `/api/exhibitions/${String(fair.id)}/tickets`,
      );
      for (const kind of kinds.filter((item) => item.onSale && item.payKind === 1)) {
        const tier = kind.tiers.find((item) => item.priceMinor > 0 && item.remaining >= 5);
        if (tier) return { exhibitionId: fair.id, tier };
      }
    }
  }
  throw new Error('the seed has no paid tier on sale');
}

/** The names the reference API stored for this browser's session, oldest first. */
async function storedNames(page: Page): Promise<string[]> {
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  const response = await fetch(
    `http://127.0.0.1:${String(apiPort)}/api/telemetry/events?sessionId=${sessionId ?? ''}`,
  );
  return ((await response.json()) as Envelope<{ name: string }[]>).data.map((row) => row.name);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  startProcess(['api/main.ts'], {
    APP_ENV: 'test',
    API_PORT: String(apiPort),
    API_DATA_DIR: '.data/e2e-tracking',
  });
  await waitFor(`http://127.0.0.1:${String(apiPort)}/api/health`, 120_000);
  startProcess(['scripts/portal-server.ts'], {
    APP_ENV: 'test',
    API_PORT: String(apiPort),
    PORTAL_DIST: process.env.PORTAL_DIST ?? 'dist',
    PORT: String(portalPort),
    SENTRY_DSN: '',
    TRACKING_URL: '/api/telemetry/events',
  });
  await waitFor(`${origin}/system/index`, 120_000);
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

test('submit ticket, pay by alipay and pay success are sent by the checkout islands', async ({
  page,
  context,
  request,
}) => {
  const { exhibitionId, tier } = await paidTier(request);
  await logIn(request, context);
  await page.goto(`${origin}/ticket/${String(exhibitionId)}.html`);
  await expect(page.locator('form[data-hydrated]')).toBeVisible();
  await page.locator(`input[name="tier"][value="${String(tier.id)}"]`).check();
  await page.getByLabel('数量').fill('1');
  await page.getByLabel('联系人姓名').fill('王小明');
  await page.getByLabel('手机号', { exact: true }).fill('13912345678');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?orderNo=T\d+/);

  await page.getByRole('radio', { name: '支付宝' }).check();
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /立即支付/ }).click();
  const sandbox = await popup;
  await sandbox.waitForLoadState();
  await expect(page).toHaveURL(/\/result\/1\?orderNo=T\d+&paymentNo=P\d+/);
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 40_000 });

  // Ticket in when the form came up, ticket out when the visitor left for the payment page; their
  // beacons may arrive in either order around the page view and the submit.
  const sent = [
    'pc_ticket',
    'pc_ticket_in',
    'pc_submit_ticket',
    'pc_ticket_out',
    'pc_pay_alipay',
    'pc_pay_success',
  ];
  await expect.poll(async () => (await storedNames(page)).toSorted()).toEqual(sent.toSorted());
  expect((await storedNames(page)).filter((name) => !/^pc_ticket_(in|out)$/.test(name))).toEqual([
    'pc_ticket',
    'pc_submit_ticket',
    'pc_pay_alipay',
    'pc_pay_success',
  ]);
});

test('submit booth is sent by the exhibition application form', async ({ page, context, request }) => {
  // Fairs that have not ended come first in the default order (as in the manager spec).
  const list = await get<{ records: { id: number; state: string }[] }>(
    request,
    '/api/exhibitions?pageSize=50&pageNum=1',
  );
  const fair = list.records.find((record) => record.state === 'upcoming');
  if (fair === undefined) throw new Error('the seed has no upcoming exhibition');
  await logIn(request, context);
  await page.goto(`${origin}/exhibition/apply/${String(fair.id)}.html`);
  const form = page.getByRole('form', { name: '参展申请' });
  await expect(form.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
  await form.getByLabel(/参展企业名称/).fill('上海展讯科技有限公司');
  await form.getByLabel(/展位面积/).fill('36');
  await form.getByLabel(/联系人/).fill('钱多多');
  await form.getByLabel(/联系电话/).fill('13955556666');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: '申请已提交' })).toBeVisible();

  await expect.poll(() => storedNames(page)).toEqual(['pc_apply_booth', 'pc_submit_booth']);
});
