import { expect, test, type Locator, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { editorAccount, logInBrowser, passwordSession } from './support/api-session.ts';

// The site header from 320 px to 1280 px in both editions: no horizontal scroll, every header
// destination reachable (in the bar, or through the menu button on narrow screens), tap targets
// of at least 24 x 24 px and labels that never break inside (中文, the account links).

const editions = [
  {
    name: 'Chinese',
    origin: zhOrigin,
    menu: '菜单',
    nav: ['首页', '展会', '资讯', '展馆', '签证', '百科'],
    languages: ['中文', 'English'],
    login: '登录',
    account: '账户',
    accountLinks: ['管理中心', '退出'],
  },
  {
    name: 'English',
    origin: enOrigin,
    menu: 'Menu',
    nav: ['Home', 'Exhibitions', 'News', 'Venues', 'Visa', 'Wiki'],
    languages: ['中文', 'English'],
    login: 'Log in',
    account: 'Account',
    accountLinks: ['My account', 'Log out'],
  },
] as const;

const widths = [320, 390, 768, 1280] as const;

/** How far the page is wider than the window (0 when there is no horizontal scroll). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** How many lines the control's label takes. */
async function labelLines(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    ).size;
  });
}

/** Checks one visible header control: large enough to tap, its label on one line. */
async function expectTappable(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box?.width, await control.innerText()).toBeGreaterThanOrEqual(24);
  expect(box?.height, await control.innerText()).toBeGreaterThanOrEqual(24);
  expect(await labelLines(control), await control.innerText()).toBe(1);
}

/**
 * Makes the header's destinations visible as a visitor would: on a narrow screen by opening the
 * menu (its aria-expanded says so); on a wide one they are in the bar and there is no menu button.
 */
async function revealDestinations(page: Page, menuName: string, width: number): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: menuName });
  if (width >= 768) {
    await expect(toggle).toBeHidden();
    return;
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${(await toggle.getAttribute('aria-controls')) ?? ''}`);
  await expect(panel).toBeHidden();
  await expectTappable(toggle);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
}

for (const edition of editions) {
  for (const width of widths) {
    test.describe(`${edition.name} edition at ${String(width)} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the home page has no horizontal scroll and every header destination is reachable', async ({
        page,
      }) => {
        await page.goto(`${edition.origin}/`);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await revealDestinations(page, edition.menu, width);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        const banner = page.getByRole('banner');
        for (const name of edition.nav) {
          await expectTappable(banner.getByRole('navigation').getByRole('link', { name, exact: true }));
        }
        for (const name of edition.languages) {
          await expectTappable(banner.getByRole('group').getByRole('link', { name, exact: true }));
        }
        await expectTappable(banner.getByRole('link', { name: edition.login, exact: true }));
        await expect(banner.getByRole('search')).toBeVisible();
      });

      test('logged in, the language switch and the account links stay on one line each', async ({
        page,
        context,
      }) => {
        await logInBrowser(
          context,
          await passwordSession(page.request, editorAccount.account, editorAccount.password),
        );
        await page.goto(`${edition.origin}/`);
        // The account area hydrates with the session; on a narrow screen it is inside the menu.
        await expect(
          page.getByRole('banner').getByRole('group', { name: edition.account, includeHidden: true }),
        ).toBeAttached();
        await revealDestinations(page, edition.menu, width);
        const account = page.getByRole('banner').getByRole('group', { name: edition.account });
        for (const name of edition.accountLinks)
          await expectTappable(account.getByText(name, { exact: true }));
        for (const name of edition.languages) {
          await expectTappable(page.getByRole('banner').getByRole('link', { name, exact: true }));
        }
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
    });
  }

  test(`${edition.name} edition: Escape closes the menu and puts focus back on its button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${edition.origin}/`);
    const toggle = page.getByRole('banner').getByRole('button', { name: edition.menu });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('link', { name: edition.nav[0], exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
  });

  test(`${edition.name} edition: without JavaScript a phone still shows every header link`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${edition.origin}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: edition.menu })).toBeHidden();
    for (const name of edition.nav) {
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
}
