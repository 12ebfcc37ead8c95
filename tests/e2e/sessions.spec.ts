import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { messages } from '../../src/lib/i18n/messages.ts';
import { enOrigin, zhOrigin } from './helpers.ts';
import { apiCall, buyerPassword, registerBuyer } from './support/buyer.ts';
import { loginPanelReady } from './support/hydration.ts';

// Issue 36: the session token is out of reach of page script. The browser holds it only in the
// httpOnly access_token cookie; the origin's /api proxy adds Authorization from it. Both
// editions: a login through the login page, what script can read afterwards, the API calls, and
// the management centre's session list ending a second browser's session.

const editions = [
  { edition: 'zh', origin: zhOrigin, t: messages.zh },
  { edition: 'en', origin: enOrigin, t: messages.en },
] as const;

type Messages = (typeof editions)[number]['t'];

/** Logs in on /login with the password form, as a visitor does, and waits for the redirect. */
async function logInOnLoginPage(page: Page, origin: string, t: Messages, phone: string): Promise<void> {
  await page.goto(`${origin}/login?redirect=${encodeURIComponent('/manager/sessions')}`);
  await loginPanelReady(page);
  const form = page.getByRole('form', { name: t['login.tabs.password'] });
  await form.getByLabel(t['login.account']).fill(phone);
  await form.getByLabel(t['login.password'], { exact: true }).fill(buyerPassword);
  await form.getByRole('button', { name: t['login.submit'] }).click();
  await page.waitForURL(`${origin}/manager/sessions`);
}

async function newLoggedInPage(
  browser: Browser,
  origin: string,
  t: Messages,
  phone: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInOnLoginPage(page, origin, t, phone);
  return { context, page };
}

for (const { edition, origin, t } of editions) {
  test.describe(`sessions (${edition})`, () => {
    test('after a login page script cannot read the token, yet its /api calls act as the member', async ({
      browser,
      request,
    }) => {
      const member = await registerBuyer(request, zhOrigin);
      const { context, page } = await newLoggedInPage(browser, origin, t, member.phone);
      const cookie = (await context.cookies(origin)).find((item) => item.name === 'access_token');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      const token = cookie?.value ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);

      // Page script logs in again itself and calls the API: it gets the answers, never a token.
      const seen = await page.evaluate(
        async ({ phone, password }) => {
          const login = await (
            await fetch('/api/auth/login', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ account: phone, password }),
            })
          ).text();
          const info = (await (await fetch('/api/user/getInfo')).json()) as {
            code: number;
            data: { id: number };
          };
          return {
            cookie: document.cookie,
            storage: [localStorage, sessionStorage]
              .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`))
              .join('\n'),
            html: document.documentElement.outerHTML,
            login,
            info,
          };
        },
        { phone: member.phone, password: buyerPassword },
      );
      const renewed = (await context.cookies(origin)).find((item) => item.name === 'access_token')?.value;
      expect(renewed).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(renewed).not.toBe(token);
      expect(JSON.parse(seen.login)).toMatchObject({ code: 1, data: { uid: member.uid } });
      expect(seen.login).not.toContain('accessToken');
      // Script sees that a session exists (uid), never the token itself.
      expect(seen.cookie).toContain(`uid=${String(member.uid)}`);
      expect(seen.cookie).not.toContain('access_token');
      for (const place of [seen.cookie, seen.storage, seen.html, seen.login])
        for (const value of [token, renewed ?? '']) expect(place).not.toContain(value);
      // No Authorization from script: the proxy added it from the cookie.
      expect(seen.info.code).toBe(1);
      expect(seen.info.data.id).toBe(member.uid);
      await context.close();
    });

    test('the sessions page lists this login and a second one; ending the second logs that browser out', async ({
      browser,
      request,
    }) => {
      // Two logins in two browsers on a shared machine.
      test.slow();
      const member = await registerBuyer(request, zhOrigin);
      // Registering logged the test's API client in: that session ends, so the browsers' are all.
      await apiCall(request, zhOrigin, 'GET', '/api/auth/logout', member.accessToken);
      const first = await newLoggedInPage(browser, origin, t, member.phone);
      const list = first.page.getByTestId('session-list');
      await expect(list.getByRole('row')).toHaveCount(2);
      await expect(list).toContainText(t['manager.sessions.current']);
      await expect(first.page.getByText(t['manager.sessions.onlyThis'])).toBeVisible();

      const second = await newLoggedInPage(browser, origin, t, member.phone);
      await expect(second.page.getByTestId('session-list').getByRole('row')).toHaveCount(3);
      await first.page.reload();
      await expect(list.getByRole('row')).toHaveCount(3);
      const current = list.getByRole('row').filter({ hasText: t['manager.sessions.current'] });
      await expect(current).toHaveCount(1);

      const end = list.getByRole('button', { name: new RegExp(`^${t['manager.sessions.end']} `) });
      await expect(end).toHaveCount(1);
      await end.click();
      const dialog = first.page.getByRole('dialog', { name: t['manager.sessions.confirmTitle'] });
      await dialog.getByRole('button', { name: t['confirm.ok'] }).click();
      await expect(list.getByRole('row')).toHaveCount(2);
      await expect(first.page.getByText(t['manager.sessions.onlyThis'])).toBeVisible();

      // The second browser still holds its cookie; its next call answers 401 and it is sent to login.
      await second.page.reload();
      // Polled: the island's 401 sends the page on to login while the reload may still be settling.
      await expect(second.page).toHaveURL(/\/login\?redirect=%2Fmanager%2Fsessions$/, { timeout: 15_000 });
      expect((await second.context.cookies(origin)).some((item) => item.name === 'access_token')).toBe(false);
      // The first one is untouched.
      await first.page.reload();
      await expect(list.getByRole('row')).toHaveCount(2);
      await first.context.close();
      await second.context.close();
    });
  });
}
