import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { waitFor } from './support/servers.ts';

// Runs its own reference API and two portals from the build in PORTAL_DIST (default dist): one
// with the test environment as it is (no integration configured) and one with every integration
// pointed at a local stub server, which serves fake chat / visit-tracing / analytics scripts and
// collects Sentry envelopes.

const root = new URL('../..', import.meta.url).pathname;
const apiPort = 8796;
const plainPort = 4416;
const configuredPort = 4417;
const stubPort = 4418;
const stub = `http://127.0.0.1:${String(stubPort)}`;

interface StubHit {
  path: string;
  at: number;
}
const hits: StubHit[] = [];
const envelopes: string[] = [];
let stubServer: Server;
const children: ChildProcess[] = [];

// The fake vendor scripts record when they ran and what they were initialised with.
const scripts: Record<string, string> = {
  '/chat.js': 'window.__chatLoaded = performance.now();',
  '/trace.js':
    'window.__traceLoaded = { at: performance.now(), settings: window.__VISIT_TRACE__, data: { ...document.currentScript.dataset } };',
  '/analytics.js': 'window.__analyticsLoaded = performance.now();',
};

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stubServer = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    hits.push({ path, at: Date.now() });
    response.setHeader('access-control-allow-origin', '*');
    const body = scripts[path];
    if (body !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (path.includes('/envelope/')) envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => stubServer.listen(stubPort, '127.0.0.1', resolve));
  const dist = process.env.PORTAL_DIST ?? 'dist';
  startProcess(['api/main.ts'], {
    APP_ENV: 'test',
    API_PORT: String(apiPort),
    API_DATA_DIR: '.data/e2e-observability',
  });
  await waitFor(`http://127.0.0.1:${String(apiPort)}/api/health`);
  const portalEnv = { APP_ENV: 'test', API_PORT: String(apiPort), PORTAL_DIST: dist, SENTRY_DSN: '' };
  startProcess(['scripts/portal-server.ts'], { ...portalEnv, PORT: String(plainPort) });
  startProcess(['scripts/portal-server.ts'], {
    ...portalEnv,
    PORT: String(configuredPort),
    SENTRY_DSN: `http://publickey@127.0.0.1:${String(stubPort)}/1`,
    CHAT_SCRIPT_URL: `${stub}/chat.js`,
    VISIT_TRACE_SCRIPT_URL: `${stub}/trace.js`,
    VISIT_TRACE_API_URL: `${stub}/trace-api`,
    ANALYTICS_SCRIPT_URL: `${stub}/analytics.js`,
    TRACKING_URL: '/api/telemetry/events',
    RECORDER_ENABLED: '1',
    RECORDER_UPLOAD_URL: '/api/telemetry/recordings',
  });
  await waitFor(`http://127.0.0.1:${String(plainPort)}/system/index`);
  await waitFor(`http://127.0.0.1:${String(configuredPort)}/system/index`);
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  stubServer.close();
});

test('an environment that configures nothing ships no Sentry, third-party or recorder script', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`http://127.0.0.1:${String(plainPort)}/`);
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const html = await page.content();
  expect(html).not.toContain('portal-observability');
  expect(requested.filter((url) => /sentry|recorder|observability|127\.0\.0\.1:4418/.test(url))).toEqual([]);
});

test('configured scripts load after the page is interactive, with the visit-tracing settings', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${String(configuredPort)}/`);
  await page.waitForFunction(
    () => '__chatLoaded' in window && '__traceLoaded' in window && '__analyticsLoaded' in window,
  );
  const timings = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const w = window as unknown as Record<string, number> & {
      __traceLoaded: { at: number; settings: unknown };
    };
    return {
      loadEnd: nav.loadEventEnd,
      chat: w.__chatLoaded,
      analytics: w.__analyticsLoaded,
      trace: w.__traceLoaded,
    };
  });
  expect(timings.chat).toBeGreaterThanOrEqual(timings.loadEnd);
  expect(timings.analytics).toBeGreaterThanOrEqual(timings.loadEnd);
  expect(timings.trace.at).toBeGreaterThanOrEqual(timings.loadEnd);
  expect(timings.trace.settings).toEqual({ terminal: 'PC', channel: 'PC', apiUrl: `${stub}/trace-api` });
});

test('the chat never loads on /seo pages', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`http://127.0.0.1:${String(configuredPort)}/seo/`);
  await page.waitForFunction(() => '__analyticsLoaded' in window);
  await page.waitForTimeout(500);
  expect(requested.some((url) => url.endsWith('/chat.js'))).toBe(false);
  expect(await page.evaluate(() => '__chatLoaded' in window)).toBe(false);
});

test('a thrown error arrives at the collector with its context; a filtered one does not', async ({
  page,
}) => {
  envelopes.length = 0;
  await page.goto(`http://127.0.0.1:${String(configuredPort)}/`);
  // Thrown from the page's own code before and after the SDK arrived; a 404 message is filtered.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('island exploded e2e');
    }, 0);
  });
  await page.waitForFunction(() => '__analyticsLoaded' in window);
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Page Not Found: /exhibition/999999.html');
    }, 0);
    setTimeout(() => {
      throw new Error('after load e2e');
    }, 0);
  });
  await expect
    .poll(() => envelopes.filter((text) => text.includes('after load e2e')).length, { timeout: 10_000 })
    .toBe(1);
  const texts = envelopes.join('\n');
  expect(texts).toContain('island exploded e2e');
  expect(texts).not.toContain('Page Not Found: /exhibition/999999.html');
  const event = envelopes.find((text) => text.includes('island exploded e2e')) ?? '';
  for (const field of ['sessionId', 'traceId', 'userId', 'uid', 'platform', 'url', 'userAgent'])
    expect(event).toContain(`"${field}"`);
  expect(event).toContain('"platform":"pc"');
});

test('tracked events arrive at the reference API with their names', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${String(configuredPort)}/`);
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  await page.goto(`http://127.0.0.1:${String(configuredPort)}/information/`);
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://127.0.0.1:${String(apiPort)}/api/telemetry/events?sessionId=${sessionId ?? ''}`,
      );
      const body = (await response.json()) as { data: { name: string }[] };
      return body.data.map((row) => row.name);
    })
    .toEqual(['pc_home', 'pc_news_list']);
});

test('a narrow screen sends the h5 names: ticket in and out on the ticket page, hotel from its link', async ({
  browser,
}) => {
  const base = `http://127.0.0.1:${String(configuredPort)}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The companion hotel site is another host: answered here, so the click leaves the portal.
  await context.route(/^http:\/\/hotel\.localhost/, (route) => route.fulfill({ body: 'hotel site' }));
  const page = await context.newPage();
  await page.goto(`${base}/ticket/1.html`);
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  await page.waitForSelector('form[data-hydrated]');
  await page.goto(`${base}/exhibition/1.html`);
  await page.getByRole('link', { name: '预订酒店' }).click();
  await page.waitForURL(/hotel\.localhost/);
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://127.0.0.1:${String(apiPort)}/api/telemetry/events?sessionId=${sessionId ?? ''}`,
      );
      const body = (await response.json()) as { data: { name: string; platform: string }[] };
      return body.data.map((row) => `${row.name}/${row.platform}`).sort();
    })
    .toEqual(['h5_fair/h5', 'h5_hotel/h5', 'h5_ticket/h5', 'h5_ticket_in/h5', 'h5_ticket_out/h5']);
  await context.close();
});

test('the recorder uploads the session without the content of _fun-hide elements', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const secret = document.createElement('div');
      secret.className = '_fun-hide';
      secret.textContent = 'SECRET-PHONE-13800000000';
      document.body.append(secret);
    });
  });
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/telemetry/recordings'));
  await page.goto(`http://127.0.0.1:${String(configuredPort)}/`);
  await page.waitForFunction(() => '__analyticsLoaded' in window);
  await page.waitForTimeout(800);
  await page.mouse.move(10, 10);
  await page.mouse.move(200, 200, { steps: 12 });
  await page.mouse.click(50, 50);
  await page.waitForTimeout(300);
  await page.evaluate(() => window.dispatchEvent(new Event('portal:recorder-flush')));
  const response = await uploaded;
  const { data } = (await response.json()) as { data: { id: number } };
  const stored = await fetch(
    `http://127.0.0.1:${String(apiPort)}/api/telemetry/recordings/${String(data.id)}`,
  );
  const text = await stored.text();
  expect(text).toContain('_fun-hide');
  expect(text).not.toContain('SECRET-PHONE-13800000000');
  expect(text).toContain('"type":2');
});
