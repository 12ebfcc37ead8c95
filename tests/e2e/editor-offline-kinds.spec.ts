import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/lib/i18n/messages.ts';
import {
  companyPath,
  editionPath,
  exhibitionPath,
  exhibitorDirectoryPath,
  periodicalPath,
} from '../../src/lib/paths/index.ts';
import { enOrigin, getFromEdition, zhOrigin } from './helpers.ts';
import { apiOk, editorAccount, passwordSession } from './support/api-session.ts';
import { changeAvailability, editorPage, ensureOnline, openForm } from './support/editor-console.ts';

// Issue 38 item 5 for fairs and item 3 for wiki articles, in both editions through the portal
// origin: a fair taken offline from its form answers 404 and leaves the edition's XML sitemap,
// then back online returns to both; a wiki article's unsaved title shows in the preview at phone
// and desktop width, in either edition's language. A company and a periodical taken offline from
// their forms answer 404 in both editions and leave the pages that linked them (the fair's exhibitor
// directory, the fair's periodicals), and come back. A fair's edition taken offline from its form
// answers 404 in both editions and leaves its fair's page and its other editions' pages, and comes back.

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

/** Whether a page of the edition links a path (as an href). */
async function links(request: APIRequestContext, origin: string, page: string, target: string) {
  return (await (await getFromEdition(request, origin, page)).text()).includes(`href="${target}"`);
}

/** Both editions' statuses of a page. */
async function statuses(request: APIRequestContext, path: string): Promise<number[]> {
  return Promise.all(
    [zhOrigin, enOrigin].map(async (origin) => (await getFromEdition(request, origin, path)).status()),
  );
}

test.describe('companies and periodicals offline', () => {
  // Fair 1's directory and a periodical of a fair the fair test above leaves alone.
  const directoryFair = 1;

  test('a company leaves the directory and a periodical its fair page while offline; both come back', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const directory = await apiOk<{ page: { records: { company: { id: number } }[] } }>(
      request,
      null,
      'GET',
      `/api/exhibitions/${String(directoryFair)}/directory?pageSize=5`,
    );
    const companyId = directory.page.records[0]?.company.id ?? 0;
    const periodicals = await apiOk<{ records: { id: number; exhibition: { id: number } }[] }>(
      request,
      null,
      'GET',
      '/api/periodicals?pageSize=20',
    );
    const periodical = periodicals.records.find(
      (item) => !editions.some((edition) => edition.fairId === item.exhibition.id),
    );
    if (periodical === undefined) throw new Error('no periodical of a fair left alone');
    const directoryPage = exhibitorDirectoryPath(directoryFair);
    const fairPage = exhibitionPath(periodical.exhibition.id);
    await ensureOnline(request, session, 'companies', companyId);
    await ensureOnline(request, session, 'periodicals', periodical.id);
    const page = await editorPage(browser, session);
    try {
      expect(await statuses(request, companyPath(companyId))).toEqual([200, 200]);
      expect(await links(request, zhOrigin, directoryPage, companyPath(companyId))).toBe(true);
      expect(await statuses(request, periodicalPath(periodical.id))).toEqual([200, 200]);
      expect(await links(request, enOrigin, fairPage, periodicalPath(periodical.id))).toBe(true);

      // The company, from the Chinese console.
      await openForm(page, zhOrigin, 'companies', companyId);
      await expect(page.getByTestId('availability-state')).toHaveText(
        messages.zh['editor.availability.isOnline'],
      );
      await changeAvailability(page, messages.zh, true);
      await expect.poll(() => statuses(request, companyPath(companyId))).toEqual([404, 404]);
      // The origin's own 404 page, in the edition's language.
      expect(await (await getFromEdition(request, enOrigin, companyPath(companyId))).text()).toContain(
        messages.en['notFound.description'],
      );
      await expect.poll(() => links(request, zhOrigin, directoryPage, companyPath(companyId))).toBe(false);
      expect((await getFromEdition(request, zhOrigin, directoryPage)).status()).toBe(200);

      // The periodical, from the English console.
      await openForm(page, enOrigin, 'periodicals', periodical.id);
      await expect(page.getByTestId('availability-state')).toHaveText(
        messages.en['editor.availability.isOnline'],
      );
      await changeAvailability(page, messages.en, true);
      await expect.poll(() => statuses(request, periodicalPath(periodical.id))).toEqual([404, 404]);
      await expect.poll(() => links(request, enOrigin, fairPage, periodicalPath(periodical.id))).toBe(false);
      expect((await getFromEdition(request, enOrigin, fairPage)).status()).toBe(200);

      // Back online: both pages and both links return.
      await changeAvailability(page, messages.en, false);
      await expect.poll(() => statuses(request, periodicalPath(periodical.id))).toEqual([200, 200]);
      await expect.poll(() => links(request, enOrigin, fairPage, periodicalPath(periodical.id))).toBe(true);
      await openForm(page, zhOrigin, 'companies', companyId);
      await expect(page.getByTestId('availability-state')).toHaveText(
        messages.zh['editor.availability.isOffline'],
      );
      await changeAvailability(page, messages.zh, false);
      await expect.poll(() => statuses(request, companyPath(companyId))).toEqual([200, 200]);
      await expect.poll(() => links(request, zhOrigin, directoryPage, companyPath(companyId))).toBe(true);
    } finally {
      await ensureOnline(request, session, 'companies', companyId);
      await ensureOnline(request, session, 'periodicals', periodical.id);
      await page.context().close();
    }
  });
});

test.describe('fair editions offline', () => {
  test("an edition answers 404 and leaves its fair's pages while offline, then comes back", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    // A fair with two editions the tests above leave alone: neither of theirs, and without periodicals.
    const fairs = await apiOk<{ records: { id: number }[] }>(
      request,
      null,
      'GET',
      '/api/exhibitions?pageSize=50',
    );
    let chosen: { fairId: number; editionId: number; siblingId: number } | undefined;
    for (const fair of fairs.records) {
      if (fair.id === 1 || editions.some((edition) => edition.fairId === fair.id)) continue;
      const detail = await apiOk<{ editions: { id: number }[]; periodicals: unknown[] }>(
        request,
        null,
        'GET',
        `/api/exhibitions/${String(fair.id)}`,
      );
      const [first, second] = detail.editions;
      if (first === undefined || second === undefined || detail.periodicals.length > 0) continue;
      chosen = { fairId: fair.id, editionId: first.id, siblingId: second.id };
      break;
    }
    if (chosen === undefined) throw new Error('no fair with two editions left alone');
    const { fairId, editionId, siblingId } = chosen;
    const editionPage = editionPath(editionId);
    const fairPages = [exhibitionPath(fairId), editionPath(siblingId)];
    /** Whether each of the fair's pages links the edition, in both editions. */
    const linked = () =>
      Promise.all(
        fairPages.flatMap((fairPage) =>
          [zhOrigin, enOrigin].map((origin) => links(request, origin, fairPage, editionPage)),
        ),
      );
    await ensureOnline(request, session, 'editions', editionId);
    const page = await editorPage(browser, session);
    try {
      expect(await statuses(request, editionPage)).toEqual([200, 200]);
      expect(await linked()).toEqual([true, true, true, true]);

      await openForm(page, enOrigin, 'editions', editionId);
      await expect(page.getByTestId('availability-state')).toHaveText(
        messages.en['editor.availability.isOnline'],
      );
      await changeAvailability(page, messages.en, true);
      await expect.poll(() => statuses(request, editionPage)).toEqual([404, 404]);
      // The origin's own 404 page, in the edition's language.
      expect(await (await getFromEdition(request, zhOrigin, editionPage)).text()).toContain(
        messages.zh['notFound.description'],
      );
      await expect.poll(linked).toEqual([false, false, false, false]);
      expect(await statuses(request, exhibitionPath(fairId))).toEqual([200, 200]);
      expect(await statuses(request, editionPath(siblingId))).toEqual([200, 200]);

      // A reload reads the state back from the API; back online, the page and the links return.
      await openForm(page, enOrigin, 'editions', editionId);
      await expect(page.getByTestId('availability-state')).toHaveText(
        messages.en['editor.availability.isOffline'],
      );
      await changeAvailability(page, messages.en, false);
      await expect.poll(() => statuses(request, editionPage)).toEqual([200, 200]);
      await expect.poll(linked).toEqual([true, true, true, true]);
    } finally {
      await ensureOnline(request, session, 'editions', editionId);
      await page.context().close();
    }
  });
});
