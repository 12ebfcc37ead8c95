import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/lib/i18n/messages.ts';
import { exhibitionPath } from '../../src/lib/paths/index.ts';
import { enOrigin, getFromEdition, zhOrigin } from './helpers.ts';
import { apiOk, editorAccount, passwordSession } from './support/api-session.ts';
import { changeAvailability, editorPage, ensureOnline, openForm } from './support/editor-console.ts';

// Issue 38 item 5 for fairs and item 3 for wiki articles, in both editions through the portal
// origin: a fair taken offline from its form answers 404 and leaves the edition's XML sitemap,
// then back online returns to both; a wiki article's unsaved title shows in the preview at phone
// and desktop width, in either edition's language.

const editions = [
  { name: 'zh', origin: zhOrigin, t: messages.zh, fairId: 23, wikiId: 5 },
  { name: 'en', origin: enOrigin, t: messages.en, fairId: 24, wikiId: 6 },
] as const;

/** Whether the edition's first XML sitemap of fairs lists the fair. */
async function inSitemap(request: APIRequestContext, origin: string, edition: string, id: number) {
  const answer = await getFromEdition(request, origin, `/sitemaps/${edition}/exhibition-1.xml`);
  return (await answer.text()).includes(`${exhibitionPath(id)}</loc>`);
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
      await ensureOnline(request, session, 'exhibitions', fairId);
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
        await ensureOnline(request, session, 'exhibitions', fairId);
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
