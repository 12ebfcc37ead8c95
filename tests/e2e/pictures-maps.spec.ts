import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { startMap } from './support/hydration.ts';

const editions = [
  { name: 'Chinese', origin: zhOrigin, first: 'amap' },
  { name: 'English', origin: enOrigin, first: 'google' },
] as const;

for (const edition of editions) {
  test.describe(`pictures and maps, ${edition.name} edition`, () => {
    test("a fair's cover is a WebP poster that decodes", async ({ page }) => {
      await page.goto(`${edition.origin}/exhibition/7.html`);
      const cover = page.locator('img.cover').first();
      await expect(cover).toBeVisible();
      const src = await cover.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
      const response = await page.request.get(src);
      expect(response.headers()['content-type']).toBe('image/webp');
      const meta = await sharp(await response.body()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 540]);
      expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
    });

    test('the venue map starts and links the venue in three map services', async ({ page }) => {
      await page.goto(`${edition.origin}/pavilion/1.html`);
      const figure = page.locator('figure.venue-map');
      const links = figure.locator('.venue-map-open a');
      await expect(links).toHaveCount(3);
      expect(await links.first().getAttribute('data-service')).toBe(edition.first);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      const amap = new URL(hrefs.find((href) => href.startsWith('https://uri.amap.com/')) ?? '');
      expect(amap.pathname).toBe('/marker');
      expect(amap.searchParams.get('coordinate')).toBe('wgs84');
      expect(amap.searchParams.get('position')).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
      const [lng, lat] = (amap.searchParams.get('position') ?? '').split(',');
      expect(hrefs).toContain(`https://www.google.com/maps/search/?api=1&query=${lat ?? ''}%2C${lng ?? ''}`);
      expect(hrefs).toContain(
        `https://www.openstreetmap.org/?mlat=${lat ?? ''}&mlon=${lng ?? ''}#map=16/${lat ?? ''}/${lng ?? ''}`,
      );
      await startMap(figure);
    });
  });
}
