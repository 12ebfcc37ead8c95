import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { messages } from '../../../src/lib/i18n/messages.ts';
import { apiOk, logInBrowser, type Session } from './api-session.ts';
import { hydrated } from './hydration.ts';

// The editorial console's e2e steps the console specs share.

/** A page in a browser context of its own, logged in with the editor's session. */
export async function editorPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext();
  await logInBrowser(context, session);
  return context.newPage();
}

/**
 * Opens an item's edit form and waits until its island (and the rich-text editors) are live: a
 * kind without rich text (an edition) has no editor to wait for, and a click before hydration is lost.
 */
export async function openForm(page: Page, origin: string, entity: string, id: number): Promise<void> {
  await page.goto(`${origin}/editor/${entity}/${String(id)}`);
  await expect(page.getByTestId('editor-form')).toBeVisible();
  await hydrated(page.getByTestId('editor-form'));
  await expect(page.locator('.ec-rich-pending')).toHaveCount(0);
}

/** The messages of one edition. */
type Texts = (typeof messages)['zh' | 'en'];

/** Waits for the publish the page follows to be live; answers its id. */
export async function publishLive(page: Page, t: Texts): Promise<number> {
  const progress = page.getByTestId('publish-progress');
  await expect(progress).toHaveAttribute('data-phase', 'live', { timeout: 30_000 });
  await expect(progress.getByTestId('publish-phase')).toHaveText(t['editor.publish.phase.live']);
  return Number(await progress.getAttribute('data-publish-id'));
}

/** Confirms the availability panel's action (take offline or bring back online), waits for its own publish to be live and answers its id. */
export async function changeAvailability(page: Page, t: Texts, offline: boolean): Promise<number> {
  const panel = page.getByTestId('availability');
  const shown = page.getByTestId('publish-progress');
  const before = (await shown.count()) === 0 ? null : await shown.getAttribute('data-publish-id');
  await panel
    .getByRole('button', {
      name: offline ? t['editor.availability.takeOffline'] : t['editor.availability.bringOnline'],
    })
    .click();
  await expect(panel).toContainText(
    offline ? t['editor.availability.confirmOffline'] : t['editor.availability.confirmOnline'],
  );
  await panel
    .getByRole('button', {
      name: offline ? t['editor.availability.yesOffline'] : t['editor.availability.yesOnline'],
    })
    .click();
  await expect(panel.getByTestId('availability-status')).toHaveText(
    offline ? t['editor.availability.wentOffline'] : t['editor.availability.wentOnline'],
  );
  // A publish shown before the action would already read live: wait for this action's own.
  await expect(shown).not.toHaveAttribute('data-publish-id', before ?? '');
  const publishId = await publishLive(page, t);
  await expect(panel.getByTestId('availability-state')).toHaveText(
    offline ? t['editor.availability.isOffline'] : t['editor.availability.isOnline'],
  );
  return publishId;
}

/** Puts an item back online through the API when a failed run left it offline (a news article by its status). */
export async function ensureOnline(
  request: APIRequestContext,
  session: Session,
  entity: string,
  id: number,
): Promise<void> {
  const path = `/api/editor/${entity}/${String(id)}`;
  const item = await apiOk<{ offline?: boolean; status?: string }>(request, session, 'GET', path);
  if (item.offline === true || item.status === 'offline')
    await apiOk(request, session, 'POST', `${path}/online`);
}
