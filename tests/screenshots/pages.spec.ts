import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from '../e2e/helpers.ts';
import { logInBrowser } from '../e2e/support/api-session.ts';
import {
  checkoutFamilies,
  checkoutPages,
  inEdition,
  managerPages,
  memberSession,
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

const contexts = new Map<string, Promise<BrowserContext>>();
let checkout: Promise<Record<CheckoutFamily, LayoutPage>> | undefined;

/** The demo member's browser context for an edition, made once per worker. */
function editionContext(browser: Browser, edition: EditionName, scriptless = false): Promise<BrowserContext> {
  const key = `${edition}${scriptless ? '-scriptless' : ''}`;
  let made = contexts.get(key);
  if (made === undefined) {
    made = (async () => {
      const context = await browser.newContext({ bypassCSP: scriptless });
      await logInBrowser(context, await memberSession(context.request));
      return context;
    })();
    contexts.set(key, made);
  }
  return made;
}

test.afterAll(async () => {
  for (const context of contexts.values()) await (await context).close();
  contexts.clear();
});

/** Loads a page at each width (a phone user loads it at phone width) and saves it. */
async function photograph(page: Page, origin: string, target: LayoutPage, edition: EditionName): Promise<void> {
  for (const { width, height } of shots) {
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}${target.path}`);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // Lazy pictures load as they come near the window: scroll through once so all are in.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
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
      const page = await (await editionContext(browser, edition.name)).newPage();
      await photograph(page, edition.origin, target, edition.name);
      await page.close();
    });
  for (const family of checkoutFamilies)
    test(`${family} ${edition.name}`, async ({ browser }) => {
      checkout ??= checkoutPages((await editionContext(browser, edition.name)).request);
      const target = (await checkout)[family];
      const context = await editionContext(browser, edition.name, target.scriptless === true);
      const page = await context.newPage();
      await photograph(page, edition.origin, target, edition.name);
      await page.close();
    });
}
