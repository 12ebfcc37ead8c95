import { expect, test, type Page } from '@playwright/test';
import { zhOrigin } from './helpers.ts';

// The header's account island and the overlay island on a real page. The primitives themselves
// (dialogs, badge, text area) are covered by the vitest + jsdom tests in tests/unit/ui-*.

const profile = {
  id: 7,
  openId: null,
  phone: '13800000007',
  email: null,
  nickname: '测试用户',
  avatar: null,
  role: 'member',
  enterpriseVerified: false,
};

/** Answers the profile call in the browser; the reference API has no auth routes to log in with. */
async function answerProfile(page: Page, body: unknown): Promise<void> {
  await page.route('**/api/user/getInfo', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

test.describe('header account area', () => {
  // A query the route cache keys on: tracking parameters (from, utm_*) are left out of the key,
  // so a cached page may carry the first visitor's ones until the island corrects the link.
  test('without JavaScript the header has the login link back to the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${zhOrigin}/?q=nojs`);
    const login = page.getByRole('banner').getByRole('link', { name: '登录' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/?q=nojs')}`);
    await context.close();
  });

  test('a logged-in visitor still gets logged-out HTML from the server (no user data in pages)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'access_token', value: 'tok-e2e-html', url: zhOrigin }]);
    const page = await context.newPage();
    await page.goto(`${zhOrigin}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    expect(await page.content()).not.toContain('/manager/fair-my');
    await context.close();
  });

  test('with JavaScript a logged-out visitor keeps the login link and the page logs no errors', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${zhOrigin}/?q=js`);
    await page.waitForLoadState('networkidle');
    // Anonymous readers load no React: the account and overlay islands wait for a session or a toast.
    expect(scripts.filter((url) => /\/_astro\/(client|UserMenu|OverlayHost)\./.test(url))).toEqual([]);
    const login = page.getByRole('banner').getByRole('link', { name: '登录' });
    await expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/?q=js')}`);
    await expect(page.getByRole('region', { name: '通知' })).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('with a session the header shows the nickname, the account link and logout', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'access_token', value: 'tok-e2e-1', url: zhOrigin }]);
    await answerProfile(page, { code: 1, data: profile });
    await page.goto(`${zhOrigin}/`);
    const account = page.getByRole('banner').getByRole('group', { name: '账户' });
    await expect(account).toContainText('你好，测试用户');
    await expect(account.getByRole('link', { name: '管理中心' })).toHaveAttribute('href', '/manager');
    await expect(account.getByRole('button', { name: '退出' })).toBeVisible();
  });

  test('English edition: the island speaks English', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: zhOrigin }]);
    await context.addCookies([{ name: 'access_token', value: 'tok-e2e-2', url: zhOrigin }]);
    await answerProfile(page, { code: 1, data: { ...profile, nickname: 'Tester' } });
    await page.goto(`${zhOrigin}/`);
    const account = page.getByRole('banner').getByRole('group', { name: 'Account' });
    await expect(account).toContainText('Hi, Tester');
    await expect(account.getByRole('link', { name: 'My account' })).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('a failed profile call shows an error toast that disappears after about 3 s', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'access_token', value: 'tok-e2e-3', url: zhOrigin }]);
    await answerProfile(page, { code: 0, data: null, errorMessage: '服务繁忙' });
    await page.goto(`${zhOrigin}/`);
    const toast = page.getByRole('alert').filter({ hasText: '服务繁忙' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: '关闭通知' })).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 6000 });
  });

  test('the close button dismisses a toast at once', async ({ page, context }) => {
    await context.addCookies([{ name: 'access_token', value: 'tok-e2e-4', url: zhOrigin }]);
    await answerProfile(page, { code: 0, data: null, errorMessage: '服务繁忙' });
    await page.goto(`${zhOrigin}/`);
    const toast = page.getByRole('alert').filter({ hasText: '服务繁忙' });
    await toast.getByRole('button', { name: '关闭通知' }).click();
    await expect(toast).toBeHidden({ timeout: 1000 });
  });

  for (const width of [390, 1280])
    test(`a toast never covers the header at ${String(width)} px, with the phone menu open too`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await context.addCookies([{ name: 'access_token', value: `tok-e2e-${String(width)}`, url: zhOrigin }]);
      await answerProfile(page, { code: 0, data: null, errorMessage: '服务繁忙' });
      await page.goto(`${zhOrigin}/`);
      const toast = page.getByRole('alert').filter({ hasText: '服务繁忙' });
      await expect(toast).toBeVisible();
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: '菜单' });
      if (await menu.isVisible()) await menu.click();
      const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), header.boundingBox()]);
      expect(toastBox).not.toBeNull();
      expect(headerBox).not.toBeNull();
      // Boxes of the page's coordinate space: the toast starts below the header's last pixel.
      expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? Infinity));
      // And inside the window, where the reader sees it.
      expect((toastBox?.y ?? Infinity) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(844);
    });
});
