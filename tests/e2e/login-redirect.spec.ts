import { expect, test, type Page } from '@playwright/test';
import { loginPanelReady } from './support/hydration.ts';
import { hostileRedirectTargets } from '../fixtures/hostile-redirects.ts';
import { enOrigin, zhOrigin } from './helpers.ts';
import { apiOk, buyerAddressHeaders, freshPhone } from './support/api-session.ts';
import { recordDialogs } from './support/page-safety.ts';

// Issue #11: the login page's redirect parameter with hostile targets. After a real login
// through the form, the browser must stay on the portal's origin and no dialog may open. Also
// the server's 302 of guarded routes and the modal login (which stays on its page).

const password = 'Expo2026pass';

const hostileTargets = hostileRedirectTargets;

/** A member account with a password, registered through the API (SMS code from the dev outbox). */
async function registerMember(page: Page): Promise<string> {
  const phone = freshPhone('135');
  const sent = await page.request.get(`${zhOrigin}/api/auth/sendRegisterVerifyCode/${phone}/register`, {
    headers: buyerAddressHeaders(),
  });
  expect(sent.ok()).toBe(true);
  const outbox = (await (await page.request.get(`${zhOrigin}/api/dev/sms-outbox?phone=${phone}`)).json()) as {
    data: { code: string }[];
  };
  await apiOk(page.request, null, 'POST', '/api/auth/register', {
    phone,
    code: outbox.data[0]?.code ?? '',
    password,
  });
  // page.request shares the browser's cookies, and the portal's /api proxy answers a registration
  // with the session cookies: the member registered here logs in on the page later, as a visitor.
  await page.context().clearCookies();
  return phone;
}

/** Logs in through the /login page's password form. */
async function logInThroughForm(page: Page, origin: string, target: string, phone: string): Promise<void> {
  await page.goto(`${origin}/login?redirect=${encodeURIComponent(target)}`);
  await loginPanelReady(page);
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[type="password"]') })
    .first();
  await form.locator('input:not([type="password"])').first().fill(phone);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

for (const origin of [zhOrigin, enOrigin]) {
  const edition = origin === zhOrigin ? 'zh' : 'en';

  test(`/login?redirect= with hostile targets stays on the site after a real login (${edition})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const dialogs = recordDialogs(page);
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).hostname.includes('evil'))
        offSite.push(request.url());
    });
    const phone = await registerMember(page);
    for (const target of hostileTargets) {
      await logInThroughForm(page, origin, target, phone);
      // The island navigates after the session is stored: wait for the login page to be left.
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.waitForLoadState('load');
      expect(new URL(page.url()).origin, JSON.stringify(target)).toBe(origin);
      // A same-site target is kept as a path (encoded slashes stay encoded, never a host).
      expect(new URL(page.url()).pathname, JSON.stringify(target)).not.toMatch(/^\/\//);
      await page.context().clearCookies();
    }
    expect(offSite).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test(`the "continue" link of a logged-in visitor on /login stays on the site (${edition})`, async ({
    page,
  }) => {
    const phone = await registerMember(page);
    await logInThroughForm(page, origin, '/exhibition/', phone);
    await page.waitForURL(`${origin}/exhibition/`);
    for (const target of ['/.//evil.example', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      await page.goto(`${origin}/login?redirect=${encodeURIComponent(target)}`);
      const link = page.locator('.auth-panel__actions a.button');
      await expect(link).toBeVisible();
      const href = await link.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
      expect(new URL(href).origin, target).toBe(origin);
      expect(new URL(href).pathname, target).toBe('/');
    }
  });
}

test('guarded routes answer a 302 to /login that names only a same-site path', async ({ request }) => {
  for (const path of [
    '/manager',
    '/manager/fair-my?redirect=//evil.example',
    '/manager/visitor?x=%0d%0aLocation:%20https://evil.example',
  ]) {
    const response = await request.get(`${zhOrigin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = response.headers().location ?? '';
    expect(location.startsWith('/login?redirect='), location).toBe(true);
    const target = new URL(location, zhOrigin).searchParams.get('redirect') ?? '';
    expect(target.startsWith('/manager'), target).toBe(true);
  }
  // A doubled slash before a guarded path is not a way to another host either.
  const response = await request.get(`${zhOrigin}//evil.example/manager`, { maxRedirects: 0 });
  expect(response.status()).toBeLessThan(500);
  const location = response.headers().location;
  if (location !== undefined) expect(new URL(location, zhOrigin).origin).toBe(zhOrigin);
});

test('the locale switch redirects only within the site', async ({ request }) => {
  for (const target of ['//evil.example/', '/.//evil.example', '/\\evil.example', 'https://evil.example/']) {
    const response = await request.get(`${zhOrigin}/locale/en?redirect=${encodeURIComponent(target)}`, {
      maxRedirects: 0,
    });
    expect(response.status(), target).toBe(302);
    expect(response.headers().location, target).toBe('/');
  }
});

test('the modal login stays on the page it was opened on', async ({ page }) => {
  const dialogs = recordDialogs(page);
  const phone = await registerMember(page);
  await page.goto(`${zhOrigin}/exhibition/?redirect=${encodeURIComponent('//evil.example/')}`);
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form', { name: '密码登录' });
  await form.getByLabel('手机号或邮箱').fill(phone);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('group', { name: '账户' })).toBeVisible();
  expect(page.url()).toBe(`${zhOrigin}/exhibition/?redirect=${encodeURIComponent('//evil.example/')}`);
  expect(dialogs).toEqual([]);
});
