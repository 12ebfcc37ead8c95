import { expect, test, type Page } from '@playwright/test';
import { demoPassword } from '../../api/seed/demo-accounts.ts';
import { wikiList } from '../../src/lib/lists/wiki.ts';
import { enOrigin, zhOrigin } from './helpers.ts';
import { logInBrowser, passwordSession } from './support/api-session.ts';

// The management centre's landing, its phone layouts and the public lists' Filters disclosure,
// at 390 and 1280 px in both editions, as demo member 1 (the seed's paid and pending ticket
// orders and a visa order without its documents: api/seed/seed-database.ts).

const editions = [
  { name: 'zh', origin: zhOrigin },
  { name: 'en', origin: enOrigin },
] as const;
const shots = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (shots !== undefined) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'no horizontal scroll').toBeLessThanOrEqual(client);
}

test.describe('management centre landing', () => {
  test.beforeEach(async ({ context, request }) => {
    await logInBrowser(context, await passwordSession(request, '13800000001', demoPassword));
  });

  for (const { name, origin } of editions)
    for (const width of [390, 1280]) {
      test(`${name} ${String(width)} px: /manager shows the upcoming ticket with its QR, the pending order and grouped sections`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${origin}/manager`);
        const ticket = page.getByTestId('home-ticket').filter({ hasText: 'T202601010000001' });
        await expect(ticket).toBeVisible();
        await expect(ticket.locator('svg[data-qr-content^="EXPOTICKET:2:T202601010000001:"]')).toBeVisible();
        const pay = page.getByTestId('home-action').filter({ hasText: 'T202601020000002' });
        await expect(pay.locator('a[href="/payment?orderNo=T202601020000002"]')).toBeVisible();
        await expect(pay.locator('a')).not.toContainText('manager.');
        await expect(
          page.getByTestId('home-action').filter({ hasText: 'V202601030000001' }).first(),
        ).toBeVisible();
        await expect(page.getByTestId('home-follows')).toBeVisible();
        await expect(page.getByTestId('home-messages')).toBeVisible();
        await expect(page.locator('.manager-nav-group')).toHaveCount(4);
        await expect(page.locator('.side a[href="/manager"]')).toHaveAttribute('aria-current', 'page');
        // The ticket block leads the content at phone width too.
        const box = await page.getByTestId('home-tickets').boundingBox();
        expect(box?.y ?? Infinity).toBeLessThan(844);
        await noHorizontalOverflow(page);
        await shoot(page, `landing-${name}-${String(width)}`);
      });
    }

  for (const { name, origin } of editions) {
    test(`${name}: the e-ticket's QR code is within the first screen at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${origin}/manager/eticket/T202601010000001`);
      // The order's first ticket leads; each of its two tickets has its own code below.
      const codes = page.getByTestId('eticket').locator('svg[data-qr-content]');
      await expect(codes).toHaveCount(3);
      const qr = codes.first();
      await expect(qr).toBeVisible();
      const box = await qr.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
      await shoot(page, `eticket-${name}-390`);
    });

    for (const width of [320, 390])
      test(`${name} ${String(width)} px: My tickets and My visas are stacked cards without horizontal scroll`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        for (const section of ['ticket-my', 'visa-my']) {
          await page.goto(`${origin}/manager/${section}`);
          await expect(page.locator('.data-table tbody tr').first()).toBeVisible();
          await noHorizontalOverflow(page);
          // The header row is hidden; each cell says its column.
          await expect(page.locator('.data-table td[data-label]').first()).toBeVisible();
          await shoot(page, `${section}-${name}-${String(width)}`);
        }
        // The e-ticket link is no longer pushed off the right edge.
        await page.goto(`${origin}/manager/ticket-my`);
        const eticket = page.locator('a[href="/manager/eticket/T202601010000001"]');
        await eticket.scrollIntoViewIfNeeded();
        await expect(eticket).toBeInViewport();
        const link = await eticket.boundingBox();
        expect((link?.x ?? Infinity) + (link?.width ?? 0)).toBeLessThanOrEqual(width);
      });
  }

  test('an empty list says what to do next, in both editions', async ({ page }) => {
    for (const { origin } of editions) {
      await page.goto(`${origin}/manager/fair-my`);
      const empty = page.getByTestId('mgr-empty').first();
      await expect(empty.locator('a[href="/exhibition/"]')).toBeVisible();
    }
    await page.goto(`${zhOrigin}/manager/fair-my`);
    await expect(page.getByTestId('mgr-empty').first()).toContainText('查找要参展的展会');
    await page.goto(`${enOrigin}/manager/fair-my`);
    await expect(page.getByTestId('mgr-empty').first()).toContainText('Find a fair to exhibit at');
    // The demo member has planned no stands and asked for no meeting: the plan leads to the
    // fairs (each with its exhibitor directory), the meetings to the plan they are asked from.
    await page.goto(`${enOrigin}/manager/visit-plan`);
    await expect(
      page
        .getByTestId('mgr-empty')
        .getByRole('link', { name: 'Find a fair and open its exhibitor directory' }),
    ).toHaveAttribute('href', '/exhibition/');
    await page.goto(`${zhOrigin}/manager/meetings`);
    await expect(
      page.getByTestId('mgr-empty').first().getByRole('link', { name: '打开我的参观计划' }),
    ).toHaveAttribute('href', '/manager/visit-plan');
  });
});

const lists = [
  { name: 'exhibition', path: '/exhibition/', filters: true },
  { name: 'pavilion', path: '/pavilion/', filters: true },
  { name: 'news', path: '/information/', filters: true },
  { name: 'visa', path: '/visa', filters: true },
  { name: 'wiki', path: wikiList.path(wikiList.all), filters: false },
] as const;

test.describe('public lists at 390 px', () => {
  for (const { name: edition, origin } of editions)
    for (const list of lists)
      test(`${edition} ${list.name}: the first result is on the first screen and the Filters control opens`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${origin}${list.path}`);
        const first = page
          .locator('main p.total')
          .locator('xpath=following-sibling::*[1]')
          .locator('a')
          .first();
        await expect(first).toBeVisible();
        const box = await first.boundingBox();
        expect(box?.y ?? Infinity, 'first result within 844 px').toBeLessThan(844);
        if (list.filters) {
          const disclosure = page.getByTestId('filter-disclosure');
          await expect(disclosure).not.toHaveAttribute('open', '');
          await expect(disclosure.locator('.filter-bar')).toBeHidden();
          await disclosure.locator('summary').click();
          await expect(disclosure).toHaveAttribute('open', '');
          await expect(disclosure.locator('.filter-bar a').first()).toBeVisible();
        }
        await noHorizontalOverflow(page);
        await shoot(page, `list-${list.name}-${edition}-390`);
      });

  test('a chip removes its filter, and wide screens show the filters unfolded', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${zhOrigin}/exhibition/`);
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    const disclosure = page.getByTestId('filter-disclosure');
    await disclosure.locator('summary').click();
    const option = disclosure.locator('.filter-bar .row').first().locator('li').nth(1).locator('a');
    const optionName = (await option.textContent())?.trim() ?? '';
    await option.click();
    const chip = page.getByTestId('filter-chips').locator('a');
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText(optionName);
    const filtered = page.url();
    await chip.click();
    await expect(page).not.toHaveURL(filtered);
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${enOrigin}/exhibition/`);
    await expect(page.getByTestId('filter-disclosure').locator('.filter-bar a').first()).toBeVisible();
    await expect(page.getByTestId('filter-disclosure').locator('summary')).toBeHidden();
    await shoot(page, 'list-exhibition-en-1280');
  });
});
