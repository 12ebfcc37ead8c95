import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';

// Site search in both editions against the seeded reference API: the header's combobox, the
// /search page with its filters and pages, and the page without JavaScript.

const editions = [
  {
    name: 'Chinese',
    origin: zhOrigin,
    typed: '上海塑料',
    suggestion: '上海塑料周',
    query: '上海',
    label: '搜索全站',
    exhibitions: '展会',
    past: '往届展会',
    broad: '博览会',
  },
  {
    name: 'English',
    origin: enOrigin,
    typed: 'plastics week shang',
    suggestion: 'Plastics Week Shanghai',
    query: 'shanghai',
    label: 'Search the site',
    exhibitions: 'Exhibitions',
    past: 'Past fairs',
    broad: 'expo',
  },
] as const;

for (const edition of editions) {
  test.describe(`search, ${edition.name} edition`, () => {
    test('type in the header, pick a suggestion with the keyboard, land on its page', async ({ page }) => {
      await page.goto(`${edition.origin}/`);
      const box = page.getByRole('combobox', { name: edition.label });
      await box.click();
      await box.pressSequentially(edition.typed, { delay: 30 });
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      const option = listbox.getByRole('option', { name: new RegExp(edition.suggestion) }).first();
      await expect(option).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      // Walk down to the suggestion with the arrow keys.
      const options = listbox.getByRole('option');
      const count = await options.count();
      let index = 0;
      for (; index < count; index += 1) {
        await box.press('ArrowDown');
        const activeId = await box.getAttribute('aria-activedescendant');
        const text = (await page.locator(`[id="${activeId ?? ''}"]`).textContent()) ?? '';
        if (text.includes(edition.suggestion)) break;
      }
      expect(index).toBeLessThan(count);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await Promise.all([page.waitForURL(/\/exhibition\/\d+\.html$/), box.press('Enter')]);
      await expect(page.locator('h1')).toContainText(edition.suggestion);
    });

    test('Enter without a choice submits to /search; filter by kind and window, then page', async ({
      page,
    }) => {
      await page.goto(`${edition.origin}/`);
      const box = page.getByRole('combobox', { name: edition.label });
      await box.click();
      await box.fill(edition.query);
      await Promise.all([page.waitForURL(/\/search\?q=/), box.press('Enter')]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.locator('[data-search-results] li').first()).toBeVisible();
      await expect(page.locator('[data-search-results] mark').first()).toBeVisible();
      await page.locator('[data-search-type="exhibition"]').click();
      await expect(page).toHaveURL(/type=exhibition/);
      const kinds = await page
        .locator('[data-search-results] li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-result-type')));
      expect(new Set(kinds)).toEqual(new Set(['exhibition']));
      await page.getByRole('link', { name: edition.past }).click();
      await expect(page).toHaveURL(/window=7/);
      await expect(page.locator('[data-search-results] li').first()).toBeVisible();
      await page.locator('[data-search-type="all"]').click();
      const next = page.locator('.pagination a[rel="next"]');
      await expect(next).toBeVisible();
      const firstOnPage1 = await page.locator('[data-search-results] li a').first().getAttribute('href');
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      const firstOnPage2 = await page.locator('[data-search-results] li a').first().getAttribute('href');
      expect(firstOnPage2).not.toBe(firstOnPage1);
    });

    test('an empty or junk query gets a helpful page', async ({ page }) => {
      for (const q of ['', '%_\\', '😀', `${'x'.repeat(5000)}\u0000`]) {
        const response = await page.goto(`${edition.origin}/search?q=${encodeURIComponent(q)}`);
        expect(response?.status(), q.slice(0, 10)).toBe(200);
        await expect(page.locator('[data-search-state]')).toBeVisible();
      }
      const hostile = await page.goto(
        `${edition.origin}/search?q=${encodeURIComponent('<script>alert(1)</script> shanghai')}`,
      );
      expect(hostile?.status()).toBe(200);
      expect(await page.locator('[data-search-results] script').count()).toBe(0);
    });
  });
}

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const edition of editions) {
    test(`the header form and /search work, ${edition.name} edition`, async ({ page }) => {
      await page.goto(`${edition.origin}/`);
      const box = page.getByRole('combobox', { name: edition.label });
      await box.fill(edition.broad);
      await Promise.all([page.waitForURL(/\/search\?q=/), box.press('Enter')]);
      await expect(page.locator('[data-search-results] li').first()).toBeVisible();
      await page.locator('[data-search-type="exhibition"]').click();
      await expect(page).toHaveURL(/type=exhibition/);
      await page.locator('.pagination a[rel="next"]').click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.locator('[data-search-results] li').first()).toBeVisible();
    });
  }
});
