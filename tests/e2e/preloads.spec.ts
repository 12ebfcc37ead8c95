import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';

// Route preloads (at most 4 in flight), the web app manifest of each edition and its check.

test('links in view are prefetched, never more than 4 at once', async ({ page }) => {
  let running = 0;
  let peak = 0;
  const prefetched: string[] = [];
  // The list's filter links (in view at the top of the page) answer slowly, so the cap is what
  // keeps the count of prefetches in flight down.
  await page.route(/\/exhibition-[\d-]+\/$/, async (route) => {
    if (route.request().isNavigationRequest()) {
      await route.continue();
      return;
    }
    running += 1;
    peak = Math.max(peak, running);
    prefetched.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
    running -= 1;
  });
  await page.goto(`${zhOrigin}/exhibition/`);
  await page.waitForLoadState('load');
  // Links in view are watched from the reader's first interaction on, not while the page loads.
  await page.waitForTimeout(1000);
  expect(prefetched).toEqual([]);
  await page.mouse.move(200, 300);
  await expect.poll(() => prefetched.length, { timeout: 15_000 }).toBeGreaterThan(4);
  expect(peak).toBeLessThanOrEqual(4);
  expect(peak).toBeGreaterThan(1);
  expect(new Set(prefetched).size).toBe(prefetched.length);
});

test('hovering a link prefetches it; a link to another host is never prefetched', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (!request.isNavigationRequest()) requested.push(request.url());
  });
  await page.goto(`${zhOrigin}/terms`);
  await page.waitForLoadState('load');
  await page.locator('footer a[href="/cooperation.html"]').hover();
  await expect.poll(() => requested.some((url) => url.endsWith('/cooperation.html'))).toBe(true);
  await page.locator('footer a[data-track="hotel"]').hover();
  await page.waitForTimeout(500);
  expect(requested.filter((url) => url.includes('hotel.localhost'))).toEqual([]);
});

test('each edition links its own web app manifest, in its language', async ({ page }) => {
  for (const [origin, name, lang] of [
    [zhOrigin, '博展网', 'zh-CN'],
    [enOrigin, 'ExpoPortal', 'en'],
  ] as const) {
    await page.goto(`${origin}/`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // en.localhost resolves only in the browser: fetched from the page.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/manifest.webmanifest');
      return { type: response.headers.get('content-type') ?? '', body: (await response.json()) as unknown };
    });
    expect(answer.type).toContain('application/manifest+json');
    expect(answer.body).toMatchObject({ name, lang, start_url: '/' });
  }
});

test('a manifest that cannot be fetched is logged', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route('**/manifest.webmanifest', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(`${zhOrigin}/terms`);
  await expect
    .poll(() => logged.some((text) => text.includes('app manifest') && text.includes('could not be fetched')))
    .toBe(true);
});
