import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { startMap } from './support/hydration.ts';
import { localMapStyle } from '../../src/lib/pages/map-view.ts';

/** A paint colour of the local style's layer `id`, as [r, g, b]. */
function layerColour(id: string, property: 'background-color' | 'fill-color'): [number, number, number] {
  const layer = localMapStyle().layers.find((candidate) => candidate.id === id);
  const paint: Record<string, unknown> = layer && 'paint' in layer ? layer.paint : {};
  const hex = String(paint[property]);
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** Share of the picture's pixels within a few levels of `colour` on every channel. */
async function shareOf(png: Buffer, colour: [number, number, number]): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let near = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if (colour.every((level, channel) => Math.abs((data[at + channel] ?? 0) - level) <= 6)) near += 1;
  }
  return near / (info.width * info.height);
}

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

    test('the venue map draws the offline basemap: land and sea, the marker and the city', async ({
      page,
    }) => {
      await page.goto(`${edition.origin}/pavilion/1.html`);
      const figure = page.locator('figure.venue-map');
      const basemap = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/maps/world.json',
      );
      const canvas = await startMap(figure);
      expect((await basemap).status()).toBe(200);
      expect(Number(await canvas.getAttribute('data-countries'))).toBeGreaterThan(0);
      expect(await canvas.getAttribute('data-points')).toBe('1');
      const place = canvas.locator('.venue-map-place');
      await expect(place).toBeVisible();
      expect((await place.textContent())?.trim()).not.toBe('');
      // The canvas itself: both the countries' fill and the sea cover a real part of the view.
      const png = await canvas.locator('canvas').screenshot();
      expect(await shareOf(png, layerColour('countries', 'fill-color'))).toBeGreaterThan(0.05);
      expect(await shareOf(png, layerColour('background', 'background-color'))).toBeGreaterThan(0.05);
    });
  });
}
