import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';

test.describe('editions by host', () => {
  test('127.0.0.1 serves the Chinese edition with status 200', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }),
    ).toBeVisible();
  });

  test('en.localhost serves the English edition', async ({ page }) => {
    const response = await page.goto(`${enOrigin}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  });

  test('localhost serves the Chinese edition', async ({ page }) => {
    await page.goto(`${zhOrigin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('contentinfo')).toContainText('版权所有');
  });
});

test.describe('locale', () => {
  test('the language switcher sets the cookie and switches header and footer', async ({ page, context }) => {
    await page.goto(`${zhOrigin}/`);
    const english = page.getByRole('group', { name: '语言' }).getByRole('link', { name: 'English' });
    // The other locale's exported page: a file the bucket has, where a cookie cannot choose one.
    await expect(english).toHaveAttribute('href', '/en/');
    await english.click();
    await expect(page).toHaveURL(`${zhOrigin}/en/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner')).toContainText('Exhibitions');
    await expect(page.getByRole('contentinfo')).toContainText('Terms of service');
    const cookie = (await context.cookies()).find((item) => item.name === 'locale');
    expect(cookie?.value).toBe('en');
    // 365 days, give or take the seconds the test took
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test('back to Chinese from a prefixed English page: the unprefixed page, and the cookie follows', async ({
    page,
    context,
  }) => {
    await page.goto(`${zhOrigin}/en/wiki`);
    const chinese = page.getByRole('group', { name: 'Language' }).getByRole('link', { name: '中文' });
    await expect(chinese).toHaveAttribute('href', '/wiki');
    await chinese.click();
    await expect(page).toHaveURL(`${zhOrigin}/wiki`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect((await context.cookies()).find((item) => item.name === 'locale')?.value).toBe('zh');
  });

  test('the switch keeps the query a page needs', async ({ page }) => {
    await page.goto(`${zhOrigin}/center/?page=2`);
    const english = page.getByRole('group', { name: '语言' }).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', '/en/center/?page=2');
  });

  test('a locale cookie set before the visit is honoured on the Chinese host', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: zhOrigin }]);
    await page.goto(`${zhOrigin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a garbage locale cookie gives the default locale', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: '%E0%A4%A<script>', url: enOrigin }]);
    const response = await page.goto(`${enOrigin}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the first path segment wins over the cookie', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: zhOrigin }]);
    await page.goto(`${zhOrigin}/zh/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('messages are served per locale and cacheable for a day', async ({ request }) => {
    const response = await request.get('/_i18n/en/messages.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=86400');
    const body = (await response.json()) as Record<string, string>;
    expect(body['nav.home']).toBe('Home');
    expect((await request.get('/_i18n/xx/messages.json')).status()).toBe(404);
  });
});

test.describe('not found and errors', () => {
  test('an unknown path answers 404 with the path', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('未找到页面：/no/such/page')).toBeVisible();
    await page.getByText('更多详情').click();
    await expect(page.getByText('您访问的页面不存在或已下线。')).toBeVisible();
  });

  test('an encoded traversal path answers 404', async ({ request }) => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/_astro/..%2f..%2fpackage.json',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test('an English-only route is absent from the Chinese edition', async ({ request }) => {
    expect((await request.get(`${zhOrigin}/manager/industry-my`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the chat slot is on every page but /seo, /login and the error pages included, in both editions', async ({
    page,
  }) => {
    for (const origin of [zhOrigin, enOrigin]) {
      for (const path of ['/login', '/login?redirect=%2Fwiki', '/', '/wiki', '/system/error', '/terms']) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator('[data-chat-slot]'), `${origin}${path}`).toHaveCount(1);
      }
    }
    await page.goto(`${zhOrigin}/seo/`);
    await expect(page.locator('[data-chat-slot]')).toHaveCount(0);
  });

  test('a bare /system/error, with nothing failed, is a plain page with status 200', async ({ page }) => {
    const response = await page.goto('/system/error');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '没有出错' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面出错了' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  test("the message a link carries is quoted behind the toggle as the link's words, never the page's", async ({
    page,
  }) => {
    const response = await page.goto(
      '/system/error?message=%7B%22errorMsg%22%3A%22Your%20account%20is%20locked%2C%20call%20400%22%7D',
    );
    expect(response?.status()).toBe(200);
    const quoted = page.locator('blockquote').getByText('Your account is locked, call 400');
    await expect(quoted).toBeHidden();
    await expect(page.getByRole('heading', { name: /account is locked/ })).toHaveCount(0);
    await page.getByText('更多信息').click();
    await expect(quoted).toBeVisible();
    await expect(page.locator('figure', { has: quoted }).locator('figcaption')).toHaveText(
      '链接附带的信息（并非本站所写）：',
    );
  });

  test('with nothing failed, /system/error?redirect= goes back to a same-site target only', async ({
    request,
  }) => {
    const back = await request.get('/system/error?redirect=%2Fexhibition%2F&message=x', { maxRedirects: 0 });
    expect(back.status()).toBe(302);
    expect(back.headers().location).toBe('/exhibition/');
    const hostile = await request.get(`/system/error?redirect=${encodeURIComponent('//evil.example/')}`, {
      maxRedirects: 0,
    });
    expect(hostile.status()).toBe(302);
    expect(hostile.headers().location).toBe('/');
  });

  test('an empty or hostile Host header never gives a 500', async ({ request }) => {
    for (const host of ['<script>', 'a/../b', 'x'.repeat(300), 'en.localhost:4391@evil']) {
      const response = await request.get('/', { headers: { Host: host } });
      expect(response.status(), host).toBeLessThan(500);
    }
  });
});

test.describe('login guard', () => {
  test('/manager while logged out redirects to login with the full path', async ({ request }) => {
    const response = await request.get('/manager/ticket-my?page=2', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/login?redirect=%2Fmanager%2Fticket-my%3Fpage%3D2');
  });
});

test.describe('health', () => {
  test('/system/index reports the API as reachable', async ({ page }) => {
    const response = await page.goto('/system/index');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-api-status]')).toHaveAttribute('data-api-status', 'ok');
  });
});
