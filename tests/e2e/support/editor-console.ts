import { expect, type Browser, type Page } from '@playwright/test';
import { logInBrowser, type Session } from './api-session.ts';

// The editorial console's e2e steps the console specs share.

/** A page in a browser context of its own, logged in with the editor's session. */
export async function editorPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext();
  await logInBrowser(context, session);
  return context.newPage();
}

/** Opens an item's edit form and waits until its island (and the rich-text editors) are live. */
export async function openForm(page: Page, origin: string, entity: string, id: number): Promise<void> {
  await page.goto(`${origin}/editor/${entity}/${String(id)}`);
  await expect(page.getByTestId('editor-form')).toBeVisible();
  await expect(page.locator('.ec-rich-pending')).toHaveCount(0);
}
