import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/lib/i18n/messages.ts';
import { exhibitionPath } from '../../src/lib/paths/index.ts';
import { enOrigin, getFromEdition, zhOrigin } from './helpers.ts';
import { apiOk, editorAccount, passwordSession, type Session } from './support/api-session.ts';
import { editorPage, openForm } from './support/editor-console.ts';

// Issue 38 item 5 for fairs and item 3 for wiki articles, in both editions through the portal
// origin: a fair taken offline from its form answers 404 and leaves the edition's XML sitemap,
// then back online returns to both; a wiki article's unsaved title shows in the preview at phone
// and desktop width, in either edition's language.

const editions = [
  { name: 'zh', origin: zhOrigin, t: messages.zh, fairId: 23, wikiId: 5 },
  { name: 'en', origin: enOrigin, t: messages.en, fairId: 24, wikiId: 6 },
] as const;

type Texts = (typeof editions)[number]['t'];

/** Confirms the availability panel's action and waits for its publish to be live. */
async function changeAvailability(page: Page, t: Texts, offline: boolean): Promise<void> {
  const panel = page.getByTestId('availability');
  await panel
    .getByRole('button', {
      name: offline ? t['editor.availability.takeOffline'] : t['editor.availability.bringOnline'],
    })
    .click();
  await panel
    .getByRole('button', {
      name: offline ? t['editor.availability.yesOffline'] : t['editor.availability.yesOnline'],
    })
    .click();
  await expect(panel.getByTestId('availability-status')).toHaveText(
    offline ? t['editor.availability.wentOffline'] : t['editor.availability.wentOnline'],
  );
  await expect(page.getByTestId('publish-progress')).toHaveAttribute('data-phase', 'live', {
    timeout: 30_000,
  });
  await expect(panel.getByTestId('availability-state')).toHaveText(
    offline ? t['editor.availability.isOffline'] : t['editor.availability.isOnline'],
  );
}

/** Whether the edition's first XML sitemap of fairs lists the fair. */
async function inSitemap(request: APIRequestContext, origin: string, edition: string, id: number) {
  const answer = await getFromEdition(request, origin, `/sitemaps/${edition}/exhibition-1.xml`);
  return (await answer.text()).includes(`${exhibitionPath(id)}</loc>`);
}

/** Puts a fair back online through the API when a failed run left it offline. */
async function ensureOnline(request: APIRequestContext, session: Session, id: number): Promise<void> {
  const path = `/api/editor/exhibitions/${String(id)}`;
  const item = await apiOk<{ offline: boolean }>(request, session, 'GET', path);
  if (item.offline) await apiOk(request, session, 'POST', `${path}/online`);
}

for (const edition of editions) {
  test.describe(`${edition.name}: fairs offline and the wiki preview`, () => {
    test('a fair taken offline answers 404 and leaves the sitemap, then back online returns to both', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const { t, origin, fairId } = edition;
      const session = await passwordSession(request, editorAccount.account, editorAccount.password);
      await ensureOnline(request, session, fairId);
      const page = await editorPage(browser, session);
      try {
        expect((await getFromEdition(request, origin, exhibitionPath(fairId))).status()).toBe(200);
        expect(await inSitemap(request, origin, edition.name, fairId)).toBe(true);
        await openForm(page, origin, 'exhibitions', fairId);
        await expect(page.getByTestId('availability-state')).toHaveText(t['editor.availability.isOnline']);
        await changeAvailability(page, t, true);
        await expect
          .poll(async () => (await getFromEdition(request, origin, exhibitionPath(fairId))).status())
          .toBe(404);
        await expect.poll(() => inSitemap(request, origin, edition.name, fairId)).toBe(false);
        // A reload reads the state back from the API.
        await openForm(page, origin, 'exhibitions', fairId);
        await expect(page.getByTestId('availability-state')).toHaveText(t['editor.availability.isOffline']);
        await changeAvailability(page, t, false);
        await expect
          .poll(async () => (await getFromEdition(request, origin, exhibitionPath(fairId))).status())
          .toBe(200);
        await expect.poll(() => inSitemap(request, origin, edition.name, fairId)).toBe(true);
      } finally {
        await ensureOnline(request, session, fairId);
        await page.context().close();
      }
    });

    test("a wiki article's unsaved title shows in the preview at phone and desktop width", async ({
      browser,
      request,
    }) => {
      const { t, origin, wikiId } = edition;
      const session = await passwordSession(request, editorAccount.account, editorAccount.password);
      const page = await editorPage(browser, session);
      try {
        await openForm(page, origin, 'wiki', wikiId);
        const stamp = String(Date.now()).slice(-6);
        await page
          .getByLabel(`${t['editor.fields.title']} · ${t['editor.form.zh']}`)
          .fill(`预览词条 ${stamp}`);
        await page
          .getByLabel(`${t['editor.fields.title']} · ${t['editor.form.en']}`)
          .fill(`Preview entry ${stamp}`);
        const frame = page.frameLocator('[data-testid="editor-preview-frame"]');
        const frameBox = page.getByTestId('editor-preview-frame');
        await page.getByRole('button', { name: t['editor.preview.zh.phone'] }).click();
        await expect(frame.getByTestId('preview-banner')).toHaveText(messages.zh['editor.preview.banner']);
        await expect(frame.locator('h1')).toHaveText(`预览词条 ${stamp}`);
        expect((await frameBox.boundingBox())?.width).toBe(390);
        await page.getByRole('button', { name: t['editor.preview.en.desktop'] }).click();
        await expect(frame.getByTestId('preview-banner')).toHaveText(messages.en['editor.preview.banner']);
        await expect(frame.locator('h1')).toHaveText(`Preview entry ${stamp}`);
        expect((await frameBox.boundingBox())?.width).toBe(1280);
        // Nothing was saved: the edit view keeps the stored title.
        const stored = await apiOk<{ title: { zh: string; en: string } }>(
          request,
          session,
          'GET',
          `/api/editor/wiki/${String(wikiId)}`,
        );
        expect(`${stored.title.zh} ${stored.title.en}`).not.toContain(stamp);
      } finally {
        await page.context().close();
      }
    });
  });
}
