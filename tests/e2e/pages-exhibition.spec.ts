import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';

test.describe('exhibition pages', () => {
  for (const [edition, origin, lang] of [
    ['Chinese', zhOrigin, 'zh-CN'],
    ['English', enOrigin, 'en'],
  ] as const) {
    test(`${edition} detail carries valid ExhibitionEvent JSON-LD`, async ({ page }) => {
      await page.goto(`${origin}/exhibition/1.html`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const events = scripts
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .filter((data) => data['@type'] === 'ExhibitionEvent');
      expect(events).toHaveLength(1);
      const event = events[0] ?? {};
      for (const field of [
        'name',
        'startDate',
        'endDate',
        'eventStatus',
        'location',
        'organizer',
        'offers',
        'description',
      ]) {
        expect(event[field], field).toBeTruthy();
      }
      expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      const location = event.location as {
        '@type': string;
        address: { '@type': string };
        geo: { latitude: number };
      };
      expect(location['@type']).toBe('Place');
      expect(location.address['@type']).toBe('PostalAddress');
      expect(typeof location.geo.latitude).toBe('number');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}/exhibition/1.html`,
      );
      await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${zhOrigin}/exhibition/1.html`,
      );
    });
  }

  test('the filter bar links produce the filtered list URLs', async ({ page }) => {
    await page.goto(`${zhOrigin}/exhibition/`);
    const filters = page.getByRole('navigation', { name: '筛选条件' });
    const industry = filters.locator('a[href^="/exhibition-"]').nth(1);
    const href = (await industry.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/exhibition-\d+-0-0-0-0-0-1\/$/);
    await industry.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(filters.locator('a[aria-current="true"]').first()).toBeVisible();
    const next = page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' });
    if ((await next.count()) > 0) {
      await next.click();
      await expect(page).toHaveURL(/-2\/$/);
    }
  });

  test('bad params answer 404 with the path', async ({ request }) => {
    for (const path of [
      '/exhibition/abc.html',
      '/exhibition/0.html',
      '/exhibition/2147483647.html',
      '/exhibition-0-0-0-0-0-0-0/',
      '/exhibition-99999-0-0-0-0-0-1/',
      '/exhibition-0-0-0-0-0-9-1/',
      '/exhibition-0-0-0-0-0-0-1-1/',
      '/exhibition-0-0-0-0-0-0-99999/',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`未找到页面：${path}`);
    }
  });

  test('a second visit is served from the route cache, per locale', async ({ request }) => {
    const path = '/exhibition/2.html';
    await request.get(path);
    // From the cache either way: HIT while fresh, STALE when another test cached the page longer
    // ago than its max age (answered at once, revalidated behind). MISS would mean no cache.
    expect(['HIT', 'STALE']).toContain((await request.get(path)).headers()['x-astro-cache']);
    const english = await request.get(path, { headers: { Cookie: 'locale=en' } });
    expect(await english.text()).toContain('<html lang="en"');
  });

  test('lazy images load near the viewport and fall back to the placeholder on error', async ({ page }) => {
    await page.route(/\/oss\/images\/exhibition\/3-/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${zhOrigin}/exhibition/`);
    const first = page.locator('main img').first();
    await expect(first).not.toHaveAttribute('src', '/images/placeholder.svg');
    const last = page.locator('main article img').last();
    await expect(last).toHaveAttribute('data-src', /\/oss\/images\//);
    await last.scrollIntoViewIfNeeded();
    await expect(last).not.toHaveAttribute('data-src', /.+/);
    await page.goto(`${zhOrigin}/fair/player/3.html`);
    await expect(page.locator('main img').first()).toHaveAttribute('src', '/images/placeholder.svg');
  });
});
