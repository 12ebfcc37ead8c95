import { expect, test, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { editorAccount } from './support/api-session.ts';

// An island loaded on interaction never drops that interaction: the tap, click, key or submit
// that started the download is made again once React has hydrated. On a phone (touch emulation,
// 390 px) in both editions. The island's code is held back until the interaction was made, so
// the interaction always lands before hydration, as on a slow network.

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const editions = [
  {
    name: 'Chinese',
    origin: zhOrigin,
    sms: '验证码登录',
    wechat: '微信扫码',
    wechatHint: '请使用微信扫描二维码登录',
    passwordForm: '密码登录',
    account: '手机号或邮箱',
    password: '密码',
    submit: '登录',
    accountGroup: '账户',
    loginLink: '登录',
    modal: '登录',
    menu: '菜单',
  },
  {
    name: 'English',
    origin: enOrigin,
    sms: 'SMS code',
    wechat: 'WeChat',
    wechatHint: 'Scan the code with WeChat to log in',
    passwordForm: 'Password',
    account: 'Mobile number or e-mail',
    password: 'Password',
    submit: 'Log in',
    accountGroup: 'Account',
    loginLink: 'Log in',
    modal: 'Log in',
    menu: 'Menu',
  },
] as const;

/**
 * Holds the download of the island chunk matching `chunk` until the returned function is called;
 * `requested` settles once the browser asked for it (the interaction started the hydration).
 */
async function holdChunk(
  page: Page,
  chunk: RegExp,
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requestedNow = (): void => undefined;
  const requested = new Promise<void>((resolve) => {
    requestedNow = resolve;
  });
  await page.route(chunk, async (route) => {
    requestedNow();
    await held;
    await route.continue();
  });
  return { requested, release };
}

const loginPanelChunk = /\/_astro\/LoginPanel\.[^/]+\.js$/;

for (const edition of editions) {
  test.describe(`${edition.name} edition`, () => {
    test('the first tap on a login tab switches it, made before the island had loaded', async ({ page }) => {
      const chunk = await holdChunk(page, loginPanelChunk);
      await page.goto(`${edition.origin}/login?redirect=%2F`);
      const island = page.locator('astro-island:has(.auth-panel)');
      await expect(island).toHaveAttribute('ssr', '');
      const sms = page.getByRole('tab', { name: edition.sms });
      await sms.tap();
      await chunk.requested;
      // Still the server's HTML: the tap is held, not acted on yet.
      await expect(island).toHaveAttribute('ssr', '');
      await expect(sms).toHaveAttribute('aria-selected', 'false');
      chunk.release();
      await expect(sms).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('form', { name: edition.sms })).toBeVisible();
    });

    test('the first click on the WeChat tab shows the WeChat code', async ({ page }) => {
      const chunk = await holdChunk(page, loginPanelChunk);
      await page.goto(`${edition.origin}/login?redirect=%2F`);
      const wechat = page.getByRole('tab', { name: edition.wechat });
      await wechat.click();
      await chunk.requested;
      await expect(wechat).toHaveAttribute('aria-selected', 'false');
      chunk.release();
      await expect(wechat).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByText(edition.wechatHint)).toBeVisible();
      // Once: the replayed click did not toggle anything twice, and the other tabs are unselected.
      await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
    });

    test('a first Enter on a focused tab selects it', async ({ page }) => {
      const chunk = await holdChunk(page, loginPanelChunk);
      await page.goto(`${edition.origin}/login?redirect=%2F`);
      const sms = page.getByRole('tab', { name: edition.sms });
      await sms.focus();
      await page.keyboard.press('Enter');
      await chunk.requested;
      await expect(sms).toHaveAttribute('aria-selected', 'false');
      chunk.release();
      await expect(sms).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('form', { name: edition.sms })).toBeVisible();
    });

    test('a first Enter in the password form submits it once the island has loaded', async ({ page }) => {
      const chunk = await holdChunk(page, loginPanelChunk);
      await page.goto(`${edition.origin}/login?redirect=%2Fwiki`);
      const form = page.getByRole('form', { name: edition.passwordForm });
      await form.getByLabel(edition.account).fill(editorAccount.account);
      await form.getByLabel(edition.password, { exact: true }).fill(editorAccount.password);
      await form.getByLabel(edition.password, { exact: true }).press('Enter');
      await chunk.requested;
      await expect(form).toHaveAttribute('data-submit-held', '');
      chunk.release();
      await page.waitForURL(`${edition.origin}/wiki`);
      // Logged in: the header's account area (inside the closed menu on a phone).
      await expect(
        page.getByRole('banner').getByRole('group', { name: edition.accountGroup, includeHidden: true }),
      ).toBeAttached();
    });

    test('the first tap on the header login link opens the login dialog', async ({ page }) => {
      await page.goto(`${edition.origin}/`);
      // On a phone the login link is in the header's menu.
      await page.getByRole('banner').getByRole('button', { name: edition.menu }).tap();
      await page.getByRole('banner').getByRole('link', { name: edition.loginLink }).tap();
      await expect(page.getByRole('dialog', { name: edition.modal })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });
}
