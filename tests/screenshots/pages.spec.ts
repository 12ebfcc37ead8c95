import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from '../e2e/helpers.ts';
import { fillVisaApplicant, png, visaWithDocuments } from '../e2e/support/buyer.ts';
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
} from '../e2e/support/layout-pages.ts';

// `npm run screenshots`: one full-page PNG per page family, edition and width (390 and 1280 px),
// named {family}-{edition}-{width}.png, the pages the layout spec measures. Pictures for a person
// to look at; what must hold is asserted in tests/e2e/layout.spec.ts.

const folder = process.env.SCREENSHOTS_DIR ?? join(process.cwd(), 'screenshots');
const editions: readonly { name: EditionName; origin: string }[] = [
  { name: 'zh', origin: zhOrigin },
  { name: 'en', origin: enOrigin },
];
const shots = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

test.describe.configure({ mode: 'parallel' });
mkdirSync(folder, { recursive: true });

/** The contexts of this worker (logged in, anonymous, policy-bypassing), each made once. */
const contexts = new LayoutContexts();
let checkout: Promise<Record<CheckoutFamily, LayoutPage>> | undefined;

test.afterAll(async () => {
  await contexts.close();
});

/** Loads a page at each width (a phone user loads it at phone width) and saves it. */
async function photograph(
  page: Page,
  origin: string,
  target: LayoutPage,
  edition: EditionName,
): Promise<void> {
  for (const { width, height } of shots) {
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}${target.path}`);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // Lazy pictures load as they come near the window: scroll through once so all are in. A
    // headless window runs the intersection observer's callbacks late, so each screen waits
    // until its pictures have been asked for.
    await page.evaluate(async () => {
      const pending = () =>
        [...document.querySelectorAll<HTMLImageElement>('img[data-src]')].filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }).length;
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        for (let waited = 0; waited < 2_000 && (waited < 60 || pending() > 0); waited += 60)
          await new Promise((done) => setTimeout(done, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.screenshot({
      path: join(folder, `${target.family}-${edition}-${String(width)}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

for (const edition of editions) {
  for (const target of [...publicPages, ...managerPages()].filter((page) => inEdition(page, edition.name)))
    test(`${target.family} ${edition.name}`, async ({ browser }) => {
      const page = await (await contexts.for(browser, target)).newPage();
      await photograph(page, edition.origin, target, edition.name);
      await page.close();
    });
  for (const family of checkoutFamilies)
    test(`${family} ${edition.name}`, async ({ browser }) => {
      checkout ??= checkoutPages();
      const target = (await checkout)[family];
      const context = await contexts.for(browser, target);
      const page = await context.newPage();
      await photograph(page, edition.origin, target, edition.name);
      await page.close();
    });
}

// The visa order's second step, with one document chosen: the file fields and their preview.
// Filled once at phone width and then widened: the order keeps its draft, so a reload would
// open on this step with the file already chosen, not on the form this fills.
test('checkout-visa-documents zh', async ({ browser }) => {
  const page = await (await contexts.for(browser)).newPage();
  const { visaId, required } = await visaWithDocuments(page.request, zhOrigin);
  await page.setViewportSize(shots[0]);
  await page.goto(`${zhOrigin}/visa/submitOrder?visaId=${String(visaId)}`);
  await page.locator('form[data-hydrated]').waitFor();
  await fillVisaApplicant(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page
    .getByLabel(new RegExp(`^${required[0] ?? ''}`))
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png(600, 800) });
  await page.getByText('已上传：passport.png').waitFor();
  for (const { width, height } of shots) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: join(folder, `checkout-visa-documents-zh-${String(width)}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.close();
});
