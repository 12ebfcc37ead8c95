import { expect, test, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { fillVisaApplicant, png, visaWithDocuments } from './support/buyer.ts';
import { auditLayout, headerControlsBelowFirstRow, unreachableHeaderLinks } from './support/layout-audit.ts';
import {
  checkoutFamilies,
  checkoutPages,
  inEdition,
  LayoutContexts,
  managerPages,
  publicPages,
  type CheckoutFamily,
  type EditionName,
  type LayoutPage,
} from './support/layout-pages.ts';

// Phone to desktop layouts of one page of every family, the checkout and every /manager page, in
// both editions, at 320, 390, 768 and 1280 px: no horizontal scroll, no control label squeezed
// onto more than two lines, tap targets of at least 24 x 24 px (links inside running text
// excepted, as WCAG 2.5.8 allows), every header destination reachable (in the bar, or in the
// opened menu), the header in one row at 1280 px, a list's first result on a phone's first
// screen, and the default exhibition list opening on a fair that has not ended. One logged-in
// browser context per worker for both editions (the login page and the gateway have their own):
// each page is loaded once and measured at each width by resizing the window.

const editions: readonly { name: EditionName; origin: string }[] = [
  { name: 'zh', origin: zhOrigin },
  { name: 'en', origin: enOrigin },
];
const widths = [320, 390, 768, 1280] as const;
/** A phone's window height (iPhone 12 to 15), the "first screen" at 390 px. */
const screenHeight = 844;

test.describe.configure({ mode: 'parallel' });
// Four widths of one page, some of them waiting for the islands' records.
test.setTimeout(90_000);

/** The contexts of this worker (logged in, anonymous, policy-bypassing), each made once. */
const contexts = new LayoutContexts({ viewport: { width: widths[0], height: screenHeight } });
let checkout: Promise<Record<CheckoutFamily, LayoutPage>> | undefined;

test.afterAll(async () => {
  await contexts.close();
});

/** Waits until the page's islands have loaded what they show (the /manager lists, the checkout). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** The top of a list page's first result (the first link after the results count). */
async function firstResultTop(page: Page): Promise<number> {
  const first = page.locator('main p.total').locator('xpath=following-sibling::*[1]').locator('a').first();
  await expect(first).toBeVisible();
  return (await first.boundingBox())?.y ?? Infinity;
}

/** Lays out one page at every width and says what is wrong at which width. */
async function checkLayout(page: Page, origin: string, target: LayoutPage): Promise<void> {
  await page.setViewportSize({ width: widths[0], height: screenHeight });
  const response = await page.goto(`${origin}${target.path}`);
  // The 404 family answers 404; every other page must answer (a login redirect would measure /login).
  if (target.family !== 'not-found') expect(response?.status(), target.path).toBeLessThan(400);
  expect(new URL(page.url()).pathname, 'not sent elsewhere').toBe(new URL(target.path, origin).pathname);
  await settled(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: screenHeight });
    const at = `${target.path} at ${String(width)} px`;
    const findings = await auditLayout(page);
    expect
      .soft(findings.overflow, `${at}: horizontal scroll; sticking out: ${findings.overflowing.join('; ')}`)
      .toBe(0);
    expect.soft(findings.wrapped, `${at}: labels on more than two lines`).toEqual([]);
    expect.soft(findings.small, `${at}: tap targets under 24 x 24 px`).toEqual([]);
    expect.soft(await unreachableHeaderLinks(page), `${at}: header links out of reach`).toEqual([]);
    if (width === 1280)
      expect
        .soft(await headerControlsBelowFirstRow(page), `${at}: header wrapped onto a second row`)
        .toEqual([]);
    if (target.list === true && width === 390)
      expect
        .soft(await firstResultTop(page), `${at}: the first result on the first screen`)
        .toBeLessThan(screenHeight);
  }
}

for (const edition of editions) {
  test.describe(`${edition.name} edition`, () => {
    for (const target of [...publicPages, ...managerPages()].filter((page) => inEdition(page, edition.name)))
      test(`${target.family} (${target.path}) fits 320 to 1280 px`, async ({ browser }) => {
        const context = await contexts.for(browser, target);
        const page = await context.newPage();
        await checkLayout(page, edition.origin, target);
        await page.close();
      });

    for (const family of checkoutFamilies)
      test(`${family} fits 320 to 1280 px`, async ({ browser }) => {
        checkout ??= checkoutPages();
        const target = (await checkout)[family];
        const context = await contexts.for(browser, target);
        const page = await context.newPage();
        await checkLayout(page, edition.origin, target);
        await page.close();
      });

    test('the default exhibition list opens on a fair that has not ended', async ({ browser }) => {
      const page = await (await contexts.for(browser)).newPage();
      await page.setViewportSize({ width: 390, height: screenHeight });
      await page.goto(`${edition.origin}/exhibition/`);
      const state = page.locator('main .list article .state').first();
      await expect(state).toBeVisible();
      await expect(state).not.toHaveClass(/state-past/);
      await page.close();
    });
  });
}

test.describe('phone details', () => {
  for (const edition of editions)
    test(`${edition.name}: the e-ticket's QR code is the first thing of its ticket, on the first screen at 390 px`, async ({
      browser,
    }) => {
      const page = await (await contexts.for(browser)).newPage();
      await page.setViewportSize({ width: 390, height: screenHeight });
      const orderNo = 'T202601010000001';
      // The ticket is drawn by its island once it has hydrated and the order has been read with
      // the member's cookie (management pages carry no user data in their HTML). After the
      // page's load event that is a chain of about five module fetches, then the API call: well
      // over a second on an idle machine, and past expect's 5 s on a loaded CI runner, which is
      // why this test once failed and passed on retry. So wait for the order's answer itself
      // (bounded by the test's timeout), then for the code the answer draws.
      const order = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/orders/${orderNo}`,
      );
      await page.goto(`${edition.origin}/manager/eticket/${orderNo}`);
      const answer = await order;
      // On a failure, say what the API answered (status and envelope), not only that it failed.
      expect(answer.ok(), `the order is read: ${String(answer.status())} ${await answer.text()}`).toBe(true);
      const ticket = page.getByTestId('eticket');
      // The lead code; each ticket's own code follows below the details.
      const qr = ticket.getByRole('img').first();
      await expect(qr).toBeVisible();
      const code = await qr.boundingBox();
      const title = await ticket.getByRole('heading').boundingBox();
      expect((code?.y ?? Infinity) + (code?.height ?? 0)).toBeLessThanOrEqual(screenHeight);
      expect(code?.y ?? Infinity).toBeLessThan(title?.y ?? 0);
      // Big enough to scan from a phone held up at the gate.
      expect(code?.width ?? 0).toBeGreaterThanOrEqual(200);
      await page.close();
    });

  test("the visa order's documents are styled file fields: label, chosen file's name, image preview, a dropped file", async ({
    browser,
  }) => {
    const page = await (await contexts.for(browser)).newPage();
    await page.setViewportSize({ width: 390, height: screenHeight });
    const { visaId, required } = await visaWithDocuments(page.request, zhOrigin);
    await page.goto(`${zhOrigin}/visa/submitOrder?visaId=${String(visaId)}`);
    await expect(page.locator('form[data-hydrated]')).toBeAttached();
    await fillVisaApplicant(page);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('heading', { name: '上传材料' })).toBeVisible();
    const name = required[0] ?? '';
    const field = page.locator('.file-field').filter({ hasText: name }).first();
    // The native input is still the field's control, named by the visible label.
    const input = page.getByLabel(new RegExp(`^${name}`));
    await expect(field.locator('.file-field__label')).toBeVisible();
    await expect(field).toContainText('尚未选择文件');
    await input.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png(600, 800) });
    await expect(field).toContainText('已上传：passport.png');
    await expect(field.locator('img.file-field__preview')).toBeVisible();
    await expect(field.locator('.file-field__button')).toHaveText('更换图片');
    // No bare "Choose File" input is left on the page: each is inside its styled field, hidden to sight.
    for (const other of await page.locator('input[type="file"]').all()) {
      expect(await other.evaluate((element) => element.closest('.file-field') !== null)).toBe(true);
      expect((await other.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    }
    // A file dropped on another field's box is uploaded like a chosen one.
    const dropName = required[1];
    expect(dropName, 'a second required document').toBeDefined();
    {
      const target = page
        .locator('.file-field')
        .filter({ hasText: dropName ?? '' })
        .first();
      const bytes = [...png(600, 800)];
      const dataTransfer = await page.evaluateHandle((data) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], 'visa-photo.png', { type: 'image/png' }));
        return transfer;
      }, bytes);
      const box = target.getByTestId('file-drop');
      await box.dispatchEvent('dragover', { dataTransfer });
      await expect(box).toHaveClass(/file-field__box--dragging/);
      await box.dispatchEvent('drop', { dataTransfer });
      await expect(target).toContainText('已上传：visa-photo.png');
      await expect(target.locator('img.file-field__preview')).toBeVisible();
      await expect(box).not.toHaveClass(/file-field__box--dragging/);
    }
    const findings = await auditLayout(page);
    expect(findings.overflow).toBe(0);
    expect(findings.small).toEqual([]);
    expect(findings.wrapped).toEqual([]);
    await page.close();
  });
});
