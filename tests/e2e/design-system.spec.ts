import { expect, test, type Locator, type Page } from '@playwright/test';
import { dateBadge } from '../../src/lib/format.ts';
import { enOrigin, zhOrigin } from './helpers.ts';

// The design system's components as a visitor meets them, in both editions, on a phone (touch)
// and a desktop: the home page leads with search and the fairs opening soon; every card's date
// badge says the day its fair opens; buttons are the brand's, tall enough to tap; the checkout's
// stepper marks the current step. Each check reads the rendered page, so a broken stylesheet or
// a badge computed from the wrong date fails here.

const editions = [
  { name: 'zh', origin: zhOrigin },
  { name: 'en', origin: enOrigin },
] as const;
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false },
] as const;

/** The token's value as the page computes it (a colour as rgb()). */
async function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not rendered');
  return found;
}

for (const edition of editions) {
  for (const screen of screens) {
    test.describe(`${edition.name} edition, ${screen.name}`, () => {
      test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

      test('the home page leads with search, then fairs opening soon with their date badges', async ({
        page,
      }) => {
        await page.goto(`${edition.origin}/`);
        const search = page.getByRole('main').getByRole('search');
        const field = search.getByRole('searchbox');
        const submit = search.getByRole('button');
        await expect(field).toBeVisible();
        // The search is on the first screen, above the first fair.
        const fieldBox = await box(field);
        expect(fieldBox.y + fieldBox.height).toBeLessThan(screen.viewport.height);
        const firstCard = page.locator('main .home-section').first().locator('article.card').first();
        expect((await box(firstCard)).y).toBeGreaterThan(fieldBox.y);
        expect((await box(submit)).height).toBeGreaterThanOrEqual(screen.hasTouch ? 44 : 40);

        // The first block's fairs have not ended, and each badge shows the day it opens.
        const cards = page.locator('main .home-section').first().locator('article.card');
        expect(await cards.count()).toBeGreaterThan(2);
        for (const card of await cards.all()) {
          await expect(card.locator('.state')).not.toHaveClass(/state-past/);
          const start = (await card.locator('time').getAttribute('datetime')) ?? '';
          const badge = dateBadge(start, edition.name);
          expect(badge, start).toBeDefined();
          await expect(card.locator('.date-badge__month')).toHaveText(badge?.month ?? '');
          await expect(card.locator('.date-badge__day')).toHaveText(badge?.day ?? '');
        }

        // A search from the home page lands on the results of what was typed.
        await field.fill('Expo');
        await submit.click();
        await expect(page).toHaveURL(/\/search\?q=Expo/);
      });

      test("buttons are the brand's and tall enough to tap; the stepper marks the current step", async ({
        page,
      }) => {
        await page.goto(`${edition.origin}/`);
        const first = page.locator('main .home-section article.card h2 a').first();
        const href = (await first.getAttribute('href')) ?? '';
        const id = /\/exhibition\/(\d+)\.html$/.exec(href)?.[1];
        expect(id, href).toBeDefined();
        await page.goto(`${edition.origin}/ticket/${id ?? ''}.html`);

        const steps = page.getByRole('list', { name: edition.name === 'zh' ? '下单步骤' : 'Checkout steps' });
        const items = steps.getByRole('listitem');
        await expect(items).toHaveCount(3);
        await expect(items.nth(0)).toHaveAttribute('aria-current', 'step');
        await expect(items.nth(1)).not.toHaveAttribute('aria-current', 'step');
        const brand = await tokenColour(page, '--color-brand');
        const colours = await items.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).color));
        expect(colours[0]).toBe(brand);
        expect(colours[1]).not.toBe(brand);

        const primary = page.locator('main .button:not(.button-secondary):not(.button-ghost)').first();
        await expect(primary).toBeVisible();
        const background = await primary.evaluate((node) => getComputedStyle(node).backgroundColor);
        expect(background).toBe(brand);
        expect((await box(primary)).height).toBeGreaterThanOrEqual(screen.hasTouch ? 44 : 40);
      });
    });
  }
}
