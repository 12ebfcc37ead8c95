import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls the island holding `locator` into view (a `client:visible` island hydrates only then)
 * and waits until it has hydrated (Astro drops the ssr attribute then). Typing into
 * server-rendered fields before that is lost when React takes the form over.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
}
