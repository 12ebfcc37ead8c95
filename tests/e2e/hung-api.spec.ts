import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { loginPanelReady } from './support/hydration.ts';
import { freePort, waitFor } from './support/servers.ts';

// A portal from the build whose API hangs: every request reaches a server that never answers.
// The spec's client gives each attempt 10 s and retries HTTP statuses only, so a visitor sees
// the error within 12 s on a server-rendered page and in an island (it used to be about 30.6 s:
// three timed-out attempts and two pauses).

const root = new URL('../..', import.meta.url).pathname;
const boundMs = 12_000;
const hits: string[] = [];
let hungApi: Server;
let portal: ChildProcess | undefined;
let origin = '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  hungApi = createServer((request) => {
    // Read and never answer: the connection stays open until the client gives up.
    hits.push(`${request.method ?? 'GET'} ${(request.url ?? '/').split('?')[0] ?? '/'}`);
    request.resume();
  });
  await new Promise<void>((resolve) => hungApi.listen(0, '127.0.0.1', resolve));
  const apiPort = (hungApi.address() as AddressInfo).port;
  const port = await freePort();
  origin = `http://127.0.0.1:${String(port)}`;
  portal = spawn(process.execPath, ['scripts/portal-server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'test',
      PORT: String(port),
      API_PORT: String(apiPort),
      PORTAL_DIST: process.env.PORTAL_DIST ?? 'dist',
      // No shared renders: every page must ask the hung API.
      PORTAL_CACHE_DIR: 'off',
      SENTRY_DSN: '',
    },
    stdio: 'ignore',
  });
  await waitFor(`${origin}/system/index`);
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  hungApi.closeAllConnections();
  await new Promise<void>((resolve) =>
    hungApi.close(() => {
      resolve();
    }),
  );
});

/** The two editions on this portal's port: Chromium sends *.localhost to loopback. */
const editions = [
  {
    name: 'zh',
    host: '127.0.0.1',
    title: '页面出错了',
    more: '更多信息',
    failed: '失败的请求',
    timeout: '响应超时',
    retry: '重试',
    wechat: '微信扫码',
  },
  {
    name: 'en',
    host: 'en.localhost',
    title: 'Something went wrong',
    more: 'More',
    failed: 'Failed requests',
    timeout: 'no answer in time',
    retry: 'Retry',
    wechat: 'WeChat',
  },
] as const;

/** The portal's address on an edition's host. */
const at = (host: string) => origin.replace('127.0.0.1', host);

for (const edition of editions)
  test(`${edition.name}: a page whose API hangs shows the error page within 12 s, after one attempt, listing the failed call`, async ({
    page,
  }) => {
    hits.length = 0;
    const started = Date.now();
    const response = await page.goto(`${at(edition.host)}/exhibition/1.html`, { timeout: 40_000 });
    const elapsed = Date.now() - started;
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: edition.title })).toBeVisible();
    expect(elapsed).toBeLessThan(boundMs);
    expect(hits.filter((hit) => hit.includes('/exhibitions/1'))).toHaveLength(1);
    await page.getByText(edition.more, { exact: true }).click();
    await expect(page.getByRole('heading', { name: edition.failed })).toBeVisible();
    await expect(page.locator('.failures li')).toContainText([
      new RegExp(`^GET /api/\\S*exhibitions/1\\S*: ${edition.timeout}$`),
    ]);
    await expect(page.getByRole('link', { name: edition.retry })).toHaveAttribute(
      'href',
      '/exhibition/1.html',
    );
  });

test('a bot gets a bare 503 within 12 s, never the error page', async ({ request }) => {
  const started = Date.now();
  const response = await request.get(`${origin}/exhibition/1.html`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    timeout: 40_000,
  });
  expect(Date.now() - started).toBeLessThan(boundMs);
  expect(response.status()).toBe(503);
  expect(await response.text()).toBe('');
});

for (const edition of editions)
  test(`${edition.name}: an island whose API call hangs shows its error within 12 s`, async ({ page }) => {
    await page.goto(`${at(edition.host)}/login`);
    await loginPanelReady(page);
    hits.length = 0;
    const started = Date.now();
    // The WeChat tab asks GET /api/auth/getWxQRScanCode through the portal's /api proxy.
    await page.getByRole('tab', { name: edition.wechat }).click();
    const error = page.locator('.auth-wechat [role="alert"]');
    await expect(error).not.toBeEmpty({ timeout: 30_000 });
    expect(Date.now() - started).toBeLessThan(boundMs);
    expect(hits.filter((hit) => hit.endsWith('/getWxQRScanCode'))).toHaveLength(1);
  });
