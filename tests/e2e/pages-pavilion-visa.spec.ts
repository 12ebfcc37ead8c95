import { expect, test, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { startMap } from './support/hydration.ts';

// Convention centres with their maps, visas, companies, exhibitor lists, periodicals, editions,
// about pages and group trips, in both editions, against the production build.

// WebGL in headless chromium without a GPU needs SwiftShader; --disable-gpu alone turns it off.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
});

const editions = [
  { name: 'Chinese', origin: zhOrigin, lang: 'zh-CN', navigation: '主导航' },
  { name: 'English', origin: enOrigin, lang: 'en', navigation: 'Main navigation' },
] as const;

/** One page of every family, with the heading text each edition shows (a regex for both). */
const families = [
  { path: '/pavilion/', heading: { zh: '全球展馆', en: 'Convention centres' } },
  { path: '/pavilion-0-0-1-0-0-0-1/', heading: { zh: '全球展馆', en: 'Convention centres' } },
  { path: '/pavilion/1.html', heading: { zh: '上海国际博览中心', en: 'Shanghai' } },
  { path: '/visa', heading: { zh: '签证办理', en: 'Visas' } },
  { path: '/visa-2-0-1-0-1/', heading: { zh: '签证办理', en: 'Visas' } },
  { path: '/visa/1.html', heading: { zh: '德国商务签证', en: 'Germany Business visa' } },
  { path: '/company/1.html', heading: { zh: '博远展览', en: '' } },
  { path: '/exhibitors/7.html', heading: { zh: '展商名录', en: 'Exhibitors of' } },
  { path: '/periodical/1.html', heading: { zh: '展商名录', en: 'Exhibitor Directory' } },
  { path: '/exhibition/periodical/20.html', heading: { zh: '第 21 届', en: 'edition 21' } },
  { path: '/about/1.html', heading: { zh: '关于我们', en: 'About' } },
  { path: '/cooperation.html', heading: { zh: '商务合作', en: '' } },
  { path: '/terms', heading: { zh: '服务条款', en: 'Terms' } },
  { path: '/exhibition/trip/52.html', heading: { zh: '观展团', en: '' } },
] as const;

for (const edition of editions) {
  test.describe(`${edition.name} edition`, () => {
    for (const family of families) {
      test(`${family.path} renders in the edition's language`, async ({ page }) => {
        const response = await page.goto(`${edition.origin}${family.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
        await expect(page.getByRole('navigation', { name: edition.navigation })).toBeVisible();
        const heading = edition.lang === 'en' ? family.heading.en : family.heading.zh;
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      });
    }
  });
}

test.describe('not found', () => {
  const missing = [
    '/visa/abc.html',
    '/visa/01.html',
    '/visa/99999.html',
    '/visa-0-0-0-0-0/',
    '/visa-9-0-0-0-1/',
    '/visa-1-2-0-0-1/',
    '/visa-0-0-0-0-999/',
    '/pavilion/99999.html',
    '/pavilion/x1.html',
    '/pavilion-0-0-0-0-0-0-0/',
    '/pavilion-999-0-0-0-0-0-1/',
    '/pavilion-0-0-0-0-0-0-999/',
    '/company/999999.html',
    '/exhibitors/7.html?page=0',
    '/exhibitors/7.html?page=999',
    '/periodical/999999.html',
    '/about/8.html',
    '/exhibition/trip/52a.html',
    '/exhibition/trip/999999.html',
    '/exhibition/periodical/999999.html',
    '/exhibition/periodical/20a.html',
  ];
  for (const path of missing) {
    test(`${path} answers the 404 page`, async ({ request }) => {
      const response = await request.get(`${zhOrigin}${path}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`未找到页面：${path.split('?')[0] ?? path}`);
    });
  }
});

test.describe('convention centre detail', () => {
  test('carries a schema.org Place that parses, with address and geo', async ({ page }) => {
    await page.goto(`${enOrigin}/pavilion/1.html`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const place = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Place');
    expect(place).toMatchObject({
      '@context': 'https://schema.org',
      url: `${enOrigin}/pavilion/1.html`,
      address: { '@type': 'PostalAddress' },
      geo: { '@type': 'GeoCoordinates' },
    });
  });

  test('without JavaScript shows the address under the map and links its upcoming fairs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${zhOrigin}/pavilion/1.html`);
    const figure = page.getByRole('figure', { name: '上海国际博览中心位置地图' });
    await expect(figure).toBeVisible();
    await expect(figure.locator('figcaption')).toHaveText('地址：中国上海会展大道897号');
    await expect(page.getByRole('heading', { name: '近期展会' })).toBeVisible();
    await context.close();
  });
});

test.describe('exhibition edition', () => {
  test('answers at the spec path, indexable, with its own canonical and ExhibitionEvent', async ({
    page,
  }) => {
    for (const origin of [zhOrigin, enOrigin]) {
      const response = await page.goto(`${origin}/exhibition/periodical/20.html`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}/exhibition/periodical/20.html`,
      );
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const event = blocks
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'ExhibitionEvent');
      expect(event).toMatchObject({
        url: `${origin}/exhibition/periodical/20.html`,
        superEvent: { '@type': 'EventSeries', url: `${origin}/exhibition/7.html` },
      });
    }
  });
});

/** Every request whose URL belongs to the map code (the island, its engine chunk, maplibre). */
function mapRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/map-engine|maplibre/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('venue maps', () => {
  test('the exhibition detail loads no map code until the map scrolls into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    const requested = mapRequests(page);
    await page.goto(`${zhOrigin}/exhibition/7.html`);
    await page.waitForLoadState('networkidle');
    const figure = page.locator('figure.venue-map');
    expect((await figure.boundingBox())?.y).toBeGreaterThan(500);
    expect(requested).toEqual([]);

    await figure.scrollIntoViewIfNeeded();
    const map = figure.locator('.venue-map-canvas');
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    const canvas = figure.locator('canvas.maplibregl-canvas');
    await expect(canvas).toBeVisible();
    await expect(canvas).toHaveAttribute('aria-label', /位置地图/);
    expect(requested.some((url) => url.includes('map-engine'))).toBe(true);
    // The local style of the test environment needs nothing from another origin.
    expect(requested.every((url) => url.startsWith(zhOrigin))).toBe(true);
  });

  test('a convention centre shows its address and a show-map button first, and loads the map when asked', async ({
    page,
  }) => {
    // A screen tall enough to show the map at first paint (Lighthouse's phone shows it too).
    await page.setViewportSize({ width: 1280, height: 2400 });
    const requested = mapRequests(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${zhOrigin}/pavilion/1.html`);
    const figure = page.locator('figure.venue-map');
    const canvas = figure.locator('.venue-map-canvas');
    expect((await figure.boundingBox())?.y ?? Infinity).toBeLessThan(2400);
    // The element is live without any scroll, and no framework came with it.
    await page.waitForFunction(() => customElements.get('venue-map') !== undefined);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /\/client\.[\w-]+\.js|react/i.test(url))).toEqual([]);
    // In view at first paint, yet no map code until the reader asks for it.
    await expect(canvas).toHaveAttribute('data-state', 'idle');
    await expect(figure.locator('figcaption')).toContainText('地址');
    // The element itself is a few hundred bytes; the map engine (maplibre) has not been asked for.
    expect(requested.filter((url) => /map-engine|maplibre/.test(url))).toEqual([]);
    await figure.getByRole('button', { name: '显示地图' }).click();
    await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    expect(requested.some((url) => url.includes('map-engine'))).toBe(true);
  });

  test('the convention centre list map clusters nearby venues', async ({ page }) => {
    await page.goto(`${enOrigin}/pavilion/`);
    const figure = page.getByRole('figure', { name: 'Map of the convention centres on this page' });
    const map = await startMap(figure);
    await expect(figure.locator('canvas.maplibregl-canvas')).toBeVisible();
    await expect
      .poll(async () => Number(await map.getAttribute('data-clusters')), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
  });
});

test.describe('visa pages', () => {
  test('filter links lead to the dash URLs and the list narrows', async ({ page }) => {
    await page.goto(`${zhOrigin}/visa`);
    const filters = page.getByRole('navigation', { name: '筛选' });
    await filters.getByRole('link', { name: '欧洲' }).click();
    await expect(page).toHaveURL(/\/visa-2-0-0-0-1\/$/);
    await page.getByRole('navigation', { name: '筛选' }).getByRole('link', { name: '德国' }).click();
    await expect(page).toHaveURL(/\/visa-2-2-0-0-1\/$/);
    await expect(page.locator('article h2 a').first()).toContainText('德国');
  });

  test('the detail shows fees, documents per applicant kind and the order link without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${enOrigin}/visa/1.html`);
    await expect(page.getByRole('table')).toContainText('Total');
    await expect(page.getByRole('heading', { name: 'Required documents' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/visa/submitOrder?visaId=1',
    );
    await context.close();
  });
});

test.describe('links between the families', () => {
  test('an exhibition leads to its venue, edition and exhibitor directory', async ({ page }) => {
    await page.goto(`${zhOrigin}/exhibition/7.html`);
    await page.getByRole('link', { name: /第 21 届/ }).click();
    await expect(page).toHaveURL(/\/exhibition\/periodical\/20\.html$/);
    await page
      .getByRole('link', { name: /展商名录/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/periodical\/1\.html$/);
    await page.locator('.exhibitors a').first().click();
    await expect(page).toHaveURL(/\/company\/\d+\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
