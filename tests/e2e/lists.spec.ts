import { expect, test, type Page } from '@playwright/test';
import { portalPort } from '../../playwright.config.ts';
import { apiCall, findTiers, logInAs, registerBuyer } from './support/buyer.ts';
import { enOrigin, zhOrigin } from './helpers.ts';

// The exhibition list's order and sort links, and the small fixes of issue 35: visa facts,
// search results in one language, the Chinese 404, companion links per edition, the checkout's
// contact prefill and its per-order limit.

const editions = [
  { name: 'zh', origin: zhOrigin, ended: '已结束', popular: '按热度', date: '按日期' },
  { name: 'en', origin: enOrigin, ended: 'Ended', popular: 'Popularity', date: 'Date' },
] as const;

/** The exhibition pages the list's cards link to, in order. */
async function cardLinks(page: Page): Promise<string[]> {
  return page
    .locator('.list article .body a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('exhibition list order', () => {
  for (const edition of editions) {
    test(`${edition.name}: the default list and the home page's blocks open on a fair that has not ended`, async ({
      page,
      request,
    }) => {
      await page.goto(`${edition.origin}/exhibition/`);
      const states = page.locator('.list article .state');
      await expect(states.first()).not.toHaveText(edition.ended);
      await expect(states.first()).not.toHaveClass(/state-past/);
      await page.goto(`${edition.origin}/`);
      const section = (id: string) =>
        page.locator('section.home-section').filter({ has: page.locator(`h2#${id}`) });
      await expect(section('home-upcoming').locator('.state').first()).not.toHaveClass(/state-past/);
      // The featured block lists names only: the first one's state comes from the API.
      const href = (await section('home-exhibitions').locator('li a').first().getAttribute('href')) ?? '';
      const id = /\/exhibition\/(\d+)\.html$/.exec(href)?.[1] ?? '';
      const fair = await apiCall<{ state: string }>(request, zhOrigin, 'GET', `/api/exhibitions/${id}`);
      expect(fair.data.state, href).not.toBe('past');
    });
  }

  test('the sort links work without JavaScript, change the order and keep the filters', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const edition of editions) {
      await page.goto(`${edition.origin}/exhibition-1-0-0-0-0-0-1/`);
      const sort = page.getByRole('navigation', { name: edition.name === 'en' ? 'Sort by' : '排序' });
      await expect(sort.getByRole('link', { name: edition.date })).toHaveAttribute('aria-current', 'true');
      const byDate = await cardLinks(page);
      await sort.getByRole('link', { name: edition.popular }).click();
      await expect(page).toHaveURL(/\/exhibition-1-0-0-0-0-0-1\/\?sort=popular$/);
      await expect(sort.getByRole('link', { name: edition.popular })).toHaveAttribute('aria-current', 'true');
      const byViews = await cardLinks(page);
      expect(byViews).toHaveLength(byDate.length);
      expect(byViews).not.toEqual(byDate);
      await expect(page.locator('.list article .state').first()).not.toHaveClass(/state-past/);
      // The filter and page links keep the order; the date link goes back to the plain path.
      const filterLinks = page.locator('.filter-bar a');
      for (const href of await filterLinks.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href') ?? ''),
      ))
        expect(href).toMatch(/\?sort=popular$/);
      const next = page.locator('.pagination a[rel="next"]');
      if ((await next.count()) > 0) await expect(next).toHaveAttribute('href', /\?sort=popular$/);
      await expect(sort.getByRole('link', { name: edition.date })).toHaveAttribute(
        'href',
        '/exhibition-1-0-0-0-0-0-1/',
      );
      // An unknown order is the default one.
      await page.goto(`${edition.origin}/exhibition/?sort=random`);
      await expect(sort.getByRole('link', { name: edition.date })).toHaveAttribute('aria-current', 'true');
    }
    await context.close();
  });
});

test.describe('issue 35 small fixes', () => {
  test('the English visa list puts a space between each label and its value', async ({ page }) => {
    await page.goto(`${enOrigin}/visa`);
    const fact = page.locator('.facts div').first();
    await expect(fact).toHaveText(/^Validity\s+\d+ days$/);
    const label = await fact.locator('dt').boundingBox();
    const value = await fact.locator('dd').boundingBox();
    expect((value?.x ?? 0) - ((label?.x ?? 0) + (label?.width ?? 0))).toBeGreaterThan(2);
  });

  test('search results show names in the page language only', async ({ page }) => {
    await page.goto(`${enOrigin}/search?q=expo`);
    const results = page.locator('[data-search-results] li');
    await expect(results.first()).toBeVisible();
    expect(await page.locator('[data-search-results] .alt').count()).toBe(0);
    const titles = await results.locator('.title').allTextContents();
    for (const title of titles) expect(title).not.toMatch(/[\u4e00-\u9fff]/);
    await page.goto(`${zhOrigin}/search?q=${encodeURIComponent('展')}`);
    await expect(results.first()).toBeVisible();
    for (const item of await results.all()) expect(await item.locator(':scope > *').count()).toBe(2);
  });

  test('the Chinese 404 says its line in Chinese in the page font, with the path', async ({ page }) => {
    const response = await page.goto(`${zhOrigin}/no/such/page`);
    expect(response?.status()).toBe(404);
    const message = page.getByText('未找到页面：/no/such/page');
    await expect(message).toBeVisible();
    expect(await message.evaluate((node) => getComputedStyle(node).fontFamily)).not.toMatch(/mono/i);
    await page.goto(`${enOrigin}/no/such/page`);
    await expect(page.getByText('Page Not Found: /no/such/page')).toBeVisible();
  });

  test('hotel and visa links keep the edition', async ({ page, request }) => {
    const list = await apiCall<{ records: { id: number }[] }>(
      request,
      zhOrigin,
      'GET',
      '/api/exhibitions?pageSize=1',
    );
    const id = list.data.records[0]?.id ?? 0;
    const port = String(portalPort);
    for (const [origin, prefix] of [
      [enOrigin, 'en.'],
      [zhOrigin, ''],
    ] as const) {
      await page.goto(`${origin}/exhibition/${String(id)}.html`);
      await expect(page.locator('a[data-track="hotel"]').first()).toHaveAttribute(
        'href',
        `http://${prefix}hotel.localhost:${port}/`,
      );
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('a[data-track="hotel"]')).toHaveAttribute(
        'href',
        `http://${prefix}hotel.localhost:${port}/`,
      );
      await expect(footer.locator('a[data-track="visa"]')).toHaveAttribute(
        'href',
        `http://${prefix}visa.localhost:${port}/`,
      );
    }
  });

  test("the ticket form starts from a logged-in member's contact details, editable, and says the per-order limit", async ({
    page,
    context,
    request,
  }) => {
    const { paid } = await findTiers(request, zhOrigin, { minRemaining: 30 });
    const session = await registerBuyer(request, zhOrigin);
    await logInAs(context, session, [zhOrigin]);
    const me = await apiCall<{ nickname: string }>(
      request,
      zhOrigin,
      'GET',
      '/api/user/getInfo',
      session.accessToken,
    );
    await page.goto(`${zhOrigin}/ticket/${String(paid.exhibitionId)}.html`);
    await expect(page.locator('form[data-hydrated]')).toBeVisible();
    const name = page.getByLabel('联系人姓名');
    await expect(name).toHaveValue(me.data.nickname);
    // The profile's number, as the profile page writes it (spaces or none).
    await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(
      new RegExp(`^(\\+86 ?)?${session.phone.split('').join(' ?')}$`),
    );
    await name.fill('李四');
    await expect(name).toHaveValue('李四');
    await page.locator(`input[name="tier"][value="${String(paid.tier.id)}"]`).check();
    await page.getByLabel('数量').fill('21');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByLabel('数量')).toHaveAccessibleDescription(/每笔订单最多购买 20 张/);
    await expect(name).toHaveValue('李四');
  });
});
