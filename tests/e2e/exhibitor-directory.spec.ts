import { expect, test, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { apiOk } from './support/api-session.ts';
import type { Directory } from '../../src/lib/contract/exhibitors.ts';
import { exhibitorDirectoryPath, floorPlanPath } from '../../src/lib/paths/index.ts';

// Issue 40: a fair's exhibitor directory filtered by category and hall, and its floor plan, where
// a stand opens its exhibitor, in both editions on a phone and a desktop. Fair 7 of the seed has
// exhibitors in two halls of its venue.

const fairId = 7;
const editions = [
  { name: 'zh', origin: zhOrigin, locale: 'CN', filters: /筛选/, going: '我要去的展位' },
  { name: 'en', origin: enOrigin, locale: 'EN', filters: /Filters/, going: 'Where I am going' },
] as const;
const widths = [390, 1280] as const;

/** The fair's directory as the API answers it in an edition's language. */
async function directoryOf(page: Page, locale: 'CN' | 'EN'): Promise<Directory> {
  return apiOk<Directory>(
    page.request,
    null,
    'GET',
    `/api/exhibitions/${String(fairId)}/directory?pageSize=100`,
    undefined,
    {
      Locale: locale,
    },
  );
}

/** Opens the Filters disclosure where it is folded (phones). */
async function openFilters(page: Page, label: RegExp): Promise<void> {
  const toggle = page.getByText(label).first();
  if (await toggle.isVisible()) await toggle.click();
}

for (const edition of editions) {
  for (const width of widths) {
    test.describe(`${edition.name} at ${String(width)} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('filters the directory by category and by hall, each exhibitor showing its hall and stand', async ({
        page,
      }) => {
        const directory = await directoryOf(page, edition.locale);
        const root = directory.categories.find(
          (category) => category.parentId === null && category.count > 0,
        );
        const hall = directory.halls[1] ?? directory.halls[0];
        expect(root).toBeDefined();
        expect(hall).toBeDefined();
        if (root === undefined || hall === undefined) return;
        await page.goto(`${edition.origin}${exhibitorDirectoryPath(fairId)}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await openFilters(page, edition.filters);
        await page.getByRole('link', { name: `${root.name} (${String(root.count)})`, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`\\?category=${String(root.id)}$`));
        const cards = page
          .getByRole('list', { name: edition.name === 'zh' ? '参展商列表' : 'Exhibitors' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 2 }) });
        await expect(cards).toHaveCount(Math.min(root.count, 20));
        await openFilters(page, edition.filters);
        await page.getByRole('link', { name: new RegExp(`^${hall.name} \\(\\d+\\)$`) }).click();
        await expect(page).toHaveURL(new RegExp(`\\?category=${String(root.id)}&hall=${String(hall.id)}$`));
        const shown = await cards.count();
        expect(shown).toBeGreaterThan(0);
        for (const stand of await cards.locator('a[href*="/plan.html"]').allTextContents())
          expect(stand).toContain(hall.name);
        if (width === 390) {
          // The active filters show as removable chips outside the folded disclosure.
          const chips = page.getByTestId('filter-chips');
          await expect(chips.getByRole('link')).toHaveCount(2);
          await chips.getByRole('link').last().click();
          await expect(page).toHaveURL(new RegExp(`\\?category=${String(root.id)}$`));
        }
      });

      test('opens an exhibitor stand on the floor plan and the stand opens its exhibitor', async ({
        page,
      }) => {
        const directory = await directoryOf(page, edition.locale);
        const record = directory.page.records.find((item) => item.stand.hall === directory.halls.at(-1)?.id);
        expect(record).toBeDefined();
        if (record === undefined) return;
        await page.goto(`${edition.origin}${exhibitorDirectoryPath(fairId)}`);
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: record.company.name }) });
        const cardStand = card.getByRole('link', { name: new RegExp(record.stand.code) });
        const cardText = (await cardStand.innerText()).trim();
        const cardHref = await cardStand.getAttribute('href');
        await cardStand.click();
        await expect(page).toHaveURL(
          new RegExp(
            `${floorPlanPath(directory.pavilion.id, {
              hall: record.stand.hall,
              exhibition: fairId,
              stands: [record.stand.code],
            }).replace(/[.?]/g, '\\$&')}$`,
          ),
        );
        const going = page.getByRole('region', { name: edition.going });
        await expect(going).toContainText(record.stand.code);
        await expect(going).toContainText(record.company.name);
        const plan = page.getByTestId(`plan-hall-${String(record.stand.hall)}`);
        const stand = plan.getByRole('link', {
          name: new RegExp(`${record.stand.code}.*${record.company.name.replace(/[()]/g, '\\$&')}`),
        });
        await expect(stand).toHaveClass(/is-chosen/);
        await stand.scrollIntoViewIfNeeded();
        await stand.click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(record.company.name);
        // The company page shows the same stand as the directory, linked to the same place on the plan.
        const companyStand = page.locator(
          `.exhibits li[data-fair="${String(fairId)}"][data-stand="${record.stand.code}"] a.stand`,
        );
        await expect(companyStand).toHaveText(cardText);
        await expect(companyStand).toHaveAttribute('href', cardHref ?? '');
      });

      test('the plan search highlights the stands of a company while typing', async ({ page }) => {
        const directory = await directoryOf(page, edition.locale);
        const record = directory.page.records[0];
        if (record === undefined) throw new Error('fair 7 has no exhibitors');
        await page.goto(`${edition.origin}${floorPlanPath(directory.pavilion.id, { exhibition: fairId })}`);
        await page.getByRole('searchbox').fill(record.stand.code);
        const matches = page.locator('.stand.is-match');
        await expect(matches).toHaveCount(1);
        await expect(matches).toHaveAttribute('data-code', record.stand.code);
        await expect(page.getByRole('status').filter({ hasText: record.stand.code })).toBeVisible();
      });
    });
  }
}

test('a junk filter number or an unknown hall answers the 404 page', async ({ request }) => {
  for (const path of [
    '/exhibitors/7.html?hall=x',
    '/exhibitors/7.html?category=999999',
    '/exhibitors/7.html?hall=9',
    '/pavilion/1/plan.html?hall=99',
    '/pavilion/1/plan.html?exhibition=abc',
  ])
    expect((await request.get(`${zhOrigin}${path}`)).status(), path).toBe(404);
});
