import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { editorAccount } from './support/api-session.ts';
import { loginPanelReady } from './support/hydration.ts';

// Accounts end to end against the reference API (APP_ENV=test): SMS codes come from the dev
// outbox and WeChat scans from the dev scan endpoint, both through the portal's /api proxy.

const password = 'Expo2026pass';

/** A mobile number no other test (or earlier run on the same database) uses. */
function freshPhone(): string {
  return `17${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The latest code the dev outbox holds for a phone. */
async function outboxCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`${zhOrigin}/api/dev/sms-outbox?phone=${phone}`);
  const body = (await response.json()) as { data: { code: string }[] };
  const code = body.data[0]?.code;
  if (code === undefined) throw new Error(`no SMS code for ${phone}`);
  return code;
}

/** Makes the login island interactive (it renders its forms on the server and hydrates on interaction). */
const loginReady = loginPanelReady;

/** Registers a new account on /login (register view) and returns its phone. */
async function registerBySms(page: Page, redirect: string): Promise<string> {
  const phone = freshPhone();
  await page.goto(`${zhOrigin}/login?redirect=${encodeURIComponent(redirect)}`);
  await loginReady(page);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  const form = page.getByRole('form', { name: '注册账号' });
  await form.getByLabel('手机号').fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('status')).toContainText('验证码已发送');
  await form.getByLabel('短信验证码').fill(await outboxCode(page.request, phone));
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '注册', exact: true }).click();
  return phone;
}

test.describe('login guard', () => {
  test('/manager while logged out is an HTTP redirect to /login with the full path', async ({ request }) => {
    const response = await request.get(`${zhOrigin}/manager`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/login?redirect=%2Fmanager');
    const deep = await request.get(`${zhOrigin}/manager/ticket-my?page=2`, { maxRedirects: 0 });
    expect(deep.headers().location).toBe(
      `/login?redirect=${encodeURIComponent('/manager/ticket-my?page=2')}`,
    );
  });

  test('the redirect holds without JavaScript and lands on the login page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${zhOrigin}/manager`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?redirect=%2Fmanager');
    await expect(page.getByRole('heading', { name: '登录或注册' })).toBeVisible();
    // Playwright's locators skip <noscript>; without JavaScript its text is what the visitor sees.
    expect(await page.content()).toContain(
      '<noscript><p class="login-noscript">登录需要启用浏览器的 JavaScript。</p>',
    );
    await context.close();
  });

  test('the login page is never cached and never indexed', async ({ request }) => {
    const response = await request.get(`${zhOrigin}/login?redirect=%2F`);
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(response.headers()['x-astro-cache']).toBeUndefined();
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });
});

test.describe('the login page loads its island only when it is used', () => {
  test('no React before an interaction; fields typed and submitted while it downloads still log in', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The island's code is held back until the visitor has typed and pressed the button.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/LoginPanel\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loginUrl = `${zhOrigin}/login?redirect=${encodeURIComponent('/wiki')}`;
    await page.goto(loginUrl);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/(?:LoginPanel|client|react)\.[^/]+\.js$/.test(path))).toEqual([]);
    await expect(page.locator('astro-island:has(.auth-panel)')).toHaveAttribute('ssr', '');

    const form = page.getByRole('form', { name: '密码登录' });
    await form.getByLabel('手机号或邮箱').fill(editorAccount.account);
    await form.getByLabel('密码', { exact: true }).fill(editorAccount.password);
    await form.getByRole('button', { name: '登录' }).click();
    // Held, not posted: still on /login, the password in no request.
    await expect(form).toHaveAttribute('data-submit-held', '');
    expect(page.url()).toBe(loginUrl);
    expect(scripts.some((path) => /\/LoginPanel\.[^/]+\.js$/.test(path))).toBe(true);

    release();
    await page.waitForURL(`${zhOrigin}/wiki`);
    await expect(page.getByRole('banner').getByRole('group', { name: '账户' })).toBeVisible();
  });
});

test.describe('register, log out, log in', () => {
  test('register by SMS code, log out, log in by password, back to the origin page', async ({ page }) => {
    const phone = await registerBySms(page, '/exhibition/?from=login');
    await page.waitForURL(`${zhOrigin}/exhibition/?from=login`);
    const account = page.getByRole('banner').getByRole('group', { name: '账户' });
    await expect(account).toContainText(`你好，用户${phone.slice(-4)}`);

    await account.getByRole('button', { name: '退出' }).click();
    const loginLink = page.getByRole('banner').getByRole('link', { name: '登录' });
    await expect(loginLink).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);

    // The header link opens the modal (loaded on this click, not before).
    await loginLink.click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    const form = dialog.getByRole('form', { name: '密码登录' });
    await form.getByLabel('手机号或邮箱').fill(phone);
    await form.getByLabel('密码', { exact: true }).fill(password);
    await form.getByRole('button', { name: '登录' }).click();
    await expect(dialog).toBeHidden();
    await expect(account).toContainText(`你好，用户${phone.slice(-4)}`);
    await expect(page).toHaveURL(`${zhOrigin}/exhibition/?from=login`);
  });

  test('password login on /login returns to the redirect and SMS login signs in a new phone', async ({
    page,
  }) => {
    await page.goto(`${zhOrigin}/login?redirect=${encodeURIComponent('/information/')}`);
    await loginReady(page);
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const form = page.getByRole('form', { name: '验证码登录' });
    const phone = freshPhone();
    await form.getByLabel('手机号').fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后可重发/ })).toBeDisabled();
    await form.getByLabel('短信验证码').fill(await outboxCode(page.request, phone));
    await form.getByRole('button', { name: '登录 / 注册' }).click();
    await page.waitForURL(`${zhOrigin}/information/`);
    await expect(page.getByRole('banner').getByRole('group', { name: '账户' })).toBeVisible();
  });

  test('WeChat QR login: polled quietly until scanned, then back to the origin page', async ({ page }) => {
    await page.goto(`${zhOrigin}/login?redirect=${encodeURIComponent('/wiki')}`);
    await loginReady(page);
    await page.getByRole('tab', { name: '微信扫码' }).click();
    const link = page.getByRole('link', { name: '在微信中打开' });
    await expect(page.getByRole('status').filter({ hasText: '等待扫码' })).toBeVisible();
    const ticket = await link.getAttribute('data-ticket');
    expect(ticket).toBeTruthy();
    // A few quiet polls (200015) first: no toast appears.
    await page.waitForTimeout(2500);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const scan = await page.request.post(`${zhOrigin}/api/dev/wx-scan/${String(ticket)}`);
    expect(scan.ok()).toBe(true);
    // A new WeChat account has no phone: binding is offered, and can be skipped.
    const bind = page.getByRole('form', { name: '绑定手机号' });
    await expect(bind).toBeVisible();
    await page.getByRole('button', { name: '暂不绑定' }).click();
    await page.waitForURL(`${zhOrigin}/wiki`);
  });
});

test.describe('bad input is refused with a clear message', () => {
  test('a wrong code (20008) keeps the values and says so', async ({ page }) => {
    await page.goto(`${zhOrigin}/login`);
    await loginReady(page);
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const form = page.getByRole('form', { name: '验证码登录' });
    const phone = freshPhone();
    await form.getByLabel('手机号').fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('status')).toContainText('验证码已发送');
    const real = await outboxCode(page.request, phone);
    const wrong = real === '000000' ? '111111' : '000000';
    await form.getByLabel('短信验证码').fill(wrong);
    await form.getByRole('button', { name: '登录 / 注册' }).click();
    await expect(form.getByRole('alert')).toHaveText('验证码错误或已过期，请重新获取');
    await expect(form.getByLabel('手机号')).toHaveValue(phone);
    await expect(form.getByLabel('短信验证码')).toHaveValue(wrong);
    await expect(form.getByRole('button', { name: '登录 / 注册' })).toBeEnabled();
  });

  test('a taken phone (20003) cannot register again', async ({ page }) => {
    const phone = await registerBySms(page, '/');
    await page.waitForURL(`${zhOrigin}/`);
    await page.context().clearCookies();
    await page.goto(`${zhOrigin}/login`);
    await loginReady(page);
    await page.getByRole('button', { name: '注册', exact: true }).click();
    const form = page.getByRole('form', { name: '注册账号' });
    await form.getByLabel('手机号').fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('alert')).toHaveText('该手机号已注册，请直接登录');
  });

  test('an unknown account (answered like a wrong password) and a bad field are explained in the form', async ({
    page,
  }) => {
    await page.goto(`${zhOrigin}/login`);
    await loginReady(page);
    const form = page.getByRole('form', { name: '密码登录' });
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByLabel('手机号或邮箱')).toBeFocused();
    await expect(form.getByText('请输入手机号或邮箱')).toBeVisible();
    await expect(form.getByLabel('手机号或邮箱')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('手机号或邮箱').fill(freshPhone());
    await form.getByLabel('密码', { exact: true }).fill(password);
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByRole('alert')).toHaveText('账号或密码错误');
  });

  test('a redirect to another site lands on the home page', async ({ page }) => {
    const phone = await registerBySms(page, '//evil.example/steal');
    await page.waitForURL(`${zhOrigin}/`);
    await page.context().clearCookies();
    // (A backslash anywhere in the URL is answered 404 by the middleware's traversal check.)
    for (const target of ['https://evil.example/', 'javascript:alert(1)', '/login?redirect=/manager']) {
      await page.goto(`${zhOrigin}/login?redirect=${encodeURIComponent(target)}`);
      await loginReady(page);
      const form = page.getByRole('form', { name: '密码登录' });
      await form.getByLabel('手机号或邮箱').fill(phone);
      await form.getByLabel('密码', { exact: true }).fill(password);
      await form.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(`${zhOrigin}/`);
      await page.context().clearCookies();
    }
  });

  test('English: labels and errors in English', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: zhOrigin }]);
    await page.goto(`${zhOrigin}/login`);
    await loginReady(page);
    const form = page.getByRole('form', { name: 'Password' });
    await form.getByLabel('Mobile number or e-mail').fill('not-an-account');
    await form.getByLabel('Password', { exact: true }).fill('x');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByText('Enter a valid mobile number or e-mail')).toBeVisible();
  });
});

test.describe('session ending mid-task', () => {
  test('an expired session goes to login and comes back to the same page', async ({ page, request }) => {
    const phone = await registerBySms(page, '/information/');
    await page.waitForURL(`${zhOrigin}/information/`);
    // This page checks the session itself: its header island fetches the profile at idle. Until
    // that answer is in, ending the session would let this page (not the next one) get the 401,
    // clear the token and head for /login?redirect=/information/, and /wiki would then open
    // as an anonymous visit. The greeting shows once the profile call has succeeded.
    await expect(page.getByRole('banner').getByRole('group', { name: '账户' })).toContainText(
      `你好，用户${phone.slice(-4)}`,
    );
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
    expect(token).toBeTruthy();
    // The server ends the session (as expiry or a logout elsewhere would); the cookie stays. Not
    // page.request: it shares the browser's cookies, which the proxy clears on a logout answer.
    await request.get(`${zhOrigin}/api/auth/logout`, {
      headers: { Authorization: `Bearer ${String(token)}` },
    });

    // The next page's first API call answers 401: token cleared, off to login with this page.
    await page.goto(`${zhOrigin}/wiki?tab=latest`);
    await page.waitForURL(`${zhOrigin}/login?redirect=${encodeURIComponent('/wiki?tab=latest')}`);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);
    await loginReady(page);
    const form = page.getByRole('form', { name: '密码登录' });
    await form.getByLabel('手机号或邮箱').fill(phone);
    await form.getByLabel('密码', { exact: true }).fill(password);
    await form.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${zhOrigin}/wiki?tab=latest`);
    await expect(page.getByRole('banner').getByRole('group', { name: '账户' })).toBeVisible();
  });

  test('a guarded page whose token cookie is gone is sent to login by the client too', async ({ page }) => {
    const phone = await registerBySms(page, '/manager/fair-my');
    await page.waitForURL(`${zhOrigin}/manager/fair-my`);
    // The header island fetches the profile at idle: cleared before that call, the cookie would
    // be missed by the call (a 401 sending the page to login by that path, not the guard's).
    await expect(page.getByRole('banner').getByRole('group', { name: '账户' })).toContainText(
      `你好，用户${phone.slice(-4)}`,
    );
    // Both session cookies, as the proxy clears them when the session ends in another tab: page
    // script knows a session only by uid, since the access_token cookie is httpOnly.
    await page.context().clearCookies({ name: 'access_token' });
    await page.context().clearCookies({ name: 'uid' });
    await expect(page).toHaveURL(`${zhOrigin}/manager/fair-my`);
    // The tab comes back into view (e.g. after a logout in another tab). The event is dispatched
    // after the evaluate has returned: the redirect it causes tears down the page's context, and
    // an evaluate still waiting for its result then fails although the page did the right thing.
    await page.evaluate(() => {
      setTimeout(() => document.dispatchEvent(new Event('visibilitychange')), 0);
    });
    await expect(page).toHaveURL(`${zhOrigin}/login?redirect=${encodeURIComponent('/manager/fair-my')}`);
  });
});

test.describe('JavaScript weight', () => {
  test('the login island is loaded on interaction, not on page load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${zhOrigin}/?q=weight`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /\/_astro\/(LoginModal|LoginPanel|client)\./.test(url))).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: '登录' }).click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    expect(scripts.some((url) => url.includes('/_astro/LoginModal.'))).toBe(true);
    // Escape closes it and focus returns to the link.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '登录' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeFocused();
    // The page carries no login message: they come with the modal's script, in the page's language.
    expect(await page.content()).not.toContain('密码登录');
  });

  test("the English edition's modal speaks English with messages from its script", async ({ page }) => {
    await page.goto(`${enOrigin}/?q=weight`);
    expect(await page.content()).not.toContain('8 to 64 characters, with a letter and a digit');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('form', { name: 'Password' })).toBeVisible();
  });
});
