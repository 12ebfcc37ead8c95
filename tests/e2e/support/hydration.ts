import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls the island holding `locator` into view (a `client:visible` island hydrates only then)
 * and waits until it has hydrated (Astro drops the ssr attribute then). Typing into
 * server-rendered fields before that is lost when React takes the form over.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Makes the /login panel interactive as a visitor does: it loads no React until the first
 * pointer, focus or key inside it (client:form), so this points at it and waits for the island.
 */
export async function loginPanelReady(page: Page): Promise<void> {
  await page.locator('.auth-panel').hover();
  await expect(page.locator('.auth-panel[data-hydrated]')).toBeVisible();
}

/**
 * Starts the venue map inside `figure`: brings it into view once its element is defined, then
 * scrolls the page by a pixel (a map waits for a scroll or its show-map button when it was in
 * view at first paint).
 */
export async function startMap(figure: Locator): Promise<Locator> {
  const canvas = figure.locator('.venue-map-canvas');
  await figure.page().waitForFunction(() => customElements.get('venue-map') !== undefined);
  await canvas.scrollIntoViewIfNeeded();
  await figure.page().evaluate(() => {
    window.scrollBy(0, 1);
  });
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  return canvas;
}
