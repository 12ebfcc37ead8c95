import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';

// The page families the spec names without paths; docs/routes.md lists the paths chosen.
const families = [
  ['/fair/player/1.html', '图集', 'gallery'],
  ['/booth/1.html', '展位预订', 'Book a booth'],
  ['/fair/service/', '展会服务', 'Services'],
  ['/periodicals/', '展会会刊', 'Show catalogues'],
  ['/center/', '会展中心', 'Convention centres'],
  ['/proxy-exhibitor/', '代理参展', 'Proxy exhibiting'],
  ['/top100/', '全球百强展会', 'Top 100 trade fairs'],
  ['/free-ticket/', '免费门票', 'Free tickets'],
] as const;

test.describe('page families without spec paths', () => {
  for (const [path, zhHeading, enHeading] of families) {
    test(`${path} renders in both editions`, async ({ page }) => {
      const zh = await page.goto(`${zhOrigin}${path}`);
      expect(zh?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(zhHeading);
      const en = await page.goto(`${enOrigin}${path}`);
      expect(en?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(enHeading);
    });
  }

  test('the top list ranks 100 fairs by views', async ({ page }) => {
    await page.goto(`${zhOrigin}/top100/`);
    await expect(page.locator('.ranking > li')).toHaveCount(100);
  });

  test('every listed fair on the free-ticket page offers a free ticket', async ({ page, request }) => {
    await page.goto(`${zhOrigin}/free-ticket/`);
    const links = await page
      .locator('main article h2 a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links.slice(0, 5)) {
      const id = /\/exhibition\/(\d+)\.html/.exec(href)?.[1] ?? '';
      const tickets = (await (await request.get(`/api/exhibitions/${id}/tickets`)).json()) as {
        data: { payKind: number }[];
      };
      expect(
        tickets.data.some((ticket) => ticket.payKind === 2),
        href,
      ).toBe(true);
    }
  });

  test('bad ids and pages answer 404', async ({ request }) => {
    for (const path of [
      '/fair/player/abc.html',
      '/booth/0.html',
      '/periodicals/?page=0',
      '/center/?page=x',
      '/booth/2147483647.html',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('catalogue pictures come from the reference object storage', async ({ request }) => {
    const response = await request.get('/oss/images/exhibition/1-1.jpg?x-oss-process=image/format,webp');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    // A RIFF container of a WebP image, not a page or a placeholder vector.
    const bytes = await response.body();
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
