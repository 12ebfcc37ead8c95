import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/i18n/messages.ts';
import { exhibitionPath, newsPath } from '../../src/lib/paths/index.ts';
import { enOrigin, getFromEdition, zhOrigin } from './helpers.ts';
import { apiOk, editorAccount, newMemberSession, passwordSession } from './support/api-session.ts';
import { editorPage, openForm } from './support/editor-console.ts';
import { png } from './support/buyer.ts';
import { watchViolations } from './support/csp-violations.ts';
import { batchPayloads, hostilePayloads } from './support/hostile-payloads.ts';
import { findExecutableContent, recordDialogs, uncached } from './support/page-safety.ts';

// Issue 38: the editorial console at /editor, as an editor, a member and a visitor meet it, in
// both editions, through the portal origin (the edge run is edge.spec's): who may open it, an
// edit of both languages and a picture that reaches the public page, a restore, a conflict
// between two editors, rich-text formatting, and the hostile corpus pasted into the editor.

const editions = [
  { name: 'zh', origin: zhOrigin, t: messages.zh },
  { name: 'en', origin: enOrigin, t: messages.en },
] as const;

/** Pastes HTML into a rich-text field as a browser paste from another program does. */
async function pasteHtml(page: Page, field: string, html: string): Promise<void> {
  await page
    .getByTestId(`rich-${field}`)
    .locator('.ProseMirror')
    .evaluate((element, value) => {
      const data = new DataTransfer();
      data.setData('text/html', value);
      data.setData('text/plain', value);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, html);
}

async function save(page: Page, t: (typeof editions)[number]['t']): Promise<void> {
  await page.getByRole('button', { name: t['editor.form.save'] }).click();
  await expect(page.getByTestId('editor-status')).toContainText(t['editor.form.saved'].split('{{')[0] ?? '');
}

for (const edition of editions) {
  test.describe(`${edition.name}: who may open the console`, () => {
    test('a visitor is sent to log in, a member gets 403 in the page language', async ({
      browser,
      request,
    }) => {
      const answer = await request.get(`${zhOrigin}/editor/news`, {
        headers: { host: new URL(edition.origin).host },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toContain(`/login?redirect=${encodeURIComponent('/editor/news')}`);

      const member = await editorPage(browser, await newMemberSession(request));
      const page = await member.goto(`${edition.origin}/editor/exhibitions/3`);
      expect(page?.status()).toBe(403);
      expect(page?.headers()['cache-control']).toBe('no-store');
      await expect(member.getByTestId('editor-forbidden')).toContainText(edition.t['editor.forbidden.text']);
      await member.context().close();
    });

    test('every console page and every kind of console API call refuse a member (403) and a visitor (login)', async ({
      browser,
      request,
    }) => {
      const { origin, t } = edition;
      const pages = [
        '/editor',
        '/editor/exhibitions',
        '/editor/exhibitions/3',
        '/editor/exhibitions/3/versions',
        '/editor/news/12',
        '/editor/publishes',
        '/editor/audit',
      ];
      // One call of each kind the console makes: reads, a save, a restore, availability, a
      // schedule, a picture upload and the logs.
      const calls: { method: 'GET' | 'POST' | 'PUT'; path: string; data?: unknown }[] = [
        { method: 'GET', path: '/api/editor/exhibitions' },
        { method: 'GET', path: '/api/editor/exhibitions/3' },
        { method: 'PUT', path: '/api/editor/exhibitions/3', data: { shortName: 'Taken' } },
        { method: 'GET', path: '/api/editor/exhibitions/3/versions' },
        { method: 'POST', path: '/api/editor/exhibitions/3/versions/1/restore' },
        { method: 'POST', path: '/api/editor/news/12/offline' },
        {
          method: 'POST',
          path: '/api/editor/news/12/schedule',
          data: { action: 'offline', at: '2099-01-01T00:00:00Z' },
        },
        { method: 'POST', path: '/api/editor/pictures', data: png(900, 1200) },
        { method: 'GET', path: '/api/editor/publishes' },
        { method: 'GET', path: '/api/editor/audit' },
        { method: 'GET', path: '/api/editor/changes' },
      ];
      const member = await editorPage(browser, await newMemberSession(request));
      const visitor = await (await browser.newContext()).newPage();
      // en.localhost resolves only inside the browser: calls from the test name the host.
      const host = new URL(origin).host;
      try {
        for (const path of pages) {
          const refused = await member.goto(`${origin}${path}`);
          expect(refused?.status(), path).toBe(403);
          expect(refused?.headers()['cache-control'], path).toBe('no-store');
          await expect(member.locator('html'), path).toHaveAttribute(
            'lang',
            edition.name === 'zh' ? 'zh-CN' : 'en',
          );
          await expect(member.getByTestId('editor-forbidden'), path).toContainText(
            t['editor.forbidden.text'],
          );
          await expect(member.getByTestId('editor-form'), path).toHaveCount(0);

          const sent = await visitor.request.get(`${zhOrigin}${path}`, {
            headers: { host },
            maxRedirects: 0,
          });
          expect(sent.status(), path).toBe(302);
          expect(sent.headers().location, path).toContain(`/login?redirect=${encodeURIComponent(path)}`);
        }
        // The preview answers neither: a member is refused, a visitor sent to log in.
        const preview = `${zhOrigin}/editor/preview/exhibitions/3`;
        const post = { form: { draft: '{}' }, headers: { host, origin }, maxRedirects: 0 };
        expect((await member.request.post(preview, post)).status()).toBe(403);
        const visitorPreview = await visitor.request.post(preview, post);
        expect(visitorPreview.status()).toBe(302);
        expect(visitorPreview.headers().location).toContain('/login?redirect=');

        // The API calls answer in the caller's language, as the console's islands ask (Locale).
        for (const call of calls) {
          const options = {
            method: call.method,
            headers: {
              Locale: edition.name,
              ...(Buffer.isBuffer(call.data) && { 'content-type': 'image/png' }),
            },
            ...(call.data !== undefined && { data: call.data }),
          };
          const asMember = await member.request.fetch(`${zhOrigin}${call.path}`, options);
          expect(asMember.status(), `member ${call.method} ${call.path}`).toBe(403);
          expect(((await asMember.json()) as { message: string }).message).toBe(
            t['apiMessage.editorRequired'],
          );
          const asVisitor = await visitor.request.fetch(`${zhOrigin}${call.path}`, options);
          expect(asVisitor.status(), `visitor ${call.method} ${call.path}`).toBe(401);
          expect(((await asVisitor.json()) as { message: string }).message).toBe(t['apiMessage.notLoggedIn']);
        }
      } finally {
        await member.context().close();
        await visitor.context().close();
      }
    });
  });
}

test.describe('an editor at work', () => {
  test('changes a fair name in both languages and a picture; the public page shows it; a restore brings the old name back', async ({
    browser,
    request,
  }) => {
    const t = messages.zh;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const page = await editorPage(browser, session);
    const fairId = 17;
    const before = await apiOk<{ name: { zh: string; en: string }; version: number }>(
      request,
      session,
      'GET',
      `/api/editor/exhibitions/${String(fairId)}`,
    );
    await openForm(page, zhOrigin, 'exhibitions', fairId);
    const stamp = String(Date.now()).slice(-6);
    const zhName = `${before.name.zh}（编辑 ${stamp}）`;
    const enName = `${before.name.en} (edit ${stamp})`;
    await page.getByLabel(`${t['editor.fields.name']} · ${t['editor.form.zh']}`).fill(zhName);
    await page.getByLabel(`${t['editor.fields.name']} · ${t['editor.form.en']}`).fill(enName);

    // A picture under the spec's minimum is refused with the size said; a big enough one is added.
    const pictures = page.getByTestId('pictures-images');
    const picker = pictures.locator('input[type=file]');
    await picker.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(300, 200) });
    await expect(pictures.getByRole('alert')).toContainText('600 × 800');
    await picker.setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: png(900, 1200) });
    await expect(pictures.locator('img[src^="/oss/editor/"]')).toHaveCount(1);
    await save(page, t);

    const saved = await apiOk<{ images: string[]; version: number }>(
      request,
      session,
      'GET',
      `/api/editor/exhibitions/${String(fairId)}`,
    );
    expect(saved.images.at(-1)).toMatch(/^\/oss\/editor\/[\w-]+\.webp$/);
    await expect
      .poll(async () => (await getFromEdition(request, zhOrigin, exhibitionPath(fairId))).text())
      .toContain(zhName);
    await expect
      .poll(async () => (await getFromEdition(request, enOrigin, exhibitionPath(fairId))).text())
      .toContain(enName);

    // Restore the version before the edit: the page shows the old name again.
    await page.goto(`${zhOrigin}/editor/exhibitions/${String(fairId)}/versions`);
    await page
      .getByRole('button', {
        name: t['editor.versions.restore'].replace('{{version}}', String(before.version)),
      })
      .click();
    await expect(page.getByRole('status')).toContainText(t['editor.versions.restored'].split('{{')[0] ?? '');
    const restored = await apiOk<{ name: { zh: string; en: string } }>(
      request,
      session,
      'GET',
      `/api/editor/exhibitions/${String(fairId)}`,
    );
    expect(restored.name).toEqual(before.name);
    await expect
      .poll(async () => (await getFromEdition(request, zhOrigin, exhibitionPath(fairId))).text())
      .not.toContain(zhName);
    await page.context().close();
  });

  test('previews an unsaved name in both editions at phone and desktop width, publishing nothing', async ({
    browser,
    request,
  }) => {
    const t = messages.zh;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const page = await editorPage(browser, session);
    const venueId = 9;
    await openForm(page, zhOrigin, 'pavilions', venueId);
    const stamp = String(Date.now()).slice(-6);
    await page.getByLabel(`${t['editor.fields.name']} · ${t['editor.form.zh']}`).fill(`预览展馆 ${stamp}`);
    await page
      .getByLabel(`${t['editor.fields.name']} · ${t['editor.form.en']}`)
      .fill(`Preview hall ${stamp}`);
    const frame = page.frameLocator('[data-testid="editor-preview-frame"]');
    const frameBox = page.getByTestId('editor-preview-frame');
    await page.getByRole('button', { name: t['editor.preview.zh.phone'] }).click();
    await expect(frame.getByTestId('preview-banner')).toHaveText(t['editor.preview.banner']);
    await expect(frame.locator('h1')).toHaveText(`预览展馆 ${stamp}`);
    expect((await frameBox.boundingBox())?.width).toBe(390);
    await page.getByRole('button', { name: t['editor.preview.en.desktop'] }).click();
    await expect(frame.locator('h1')).toHaveText(`Preview hall ${stamp}`);
    await expect(frame.getByTestId('preview-banner')).toHaveText(messages.en['editor.preview.banner']);
    expect((await frameBox.boundingBox())?.width).toBe(1280);
    // Nothing was saved or published: the public page and the edit view keep the stored name.
    const stored = await apiOk<{ name: { zh: string }; version: number }>(
      request,
      session,
      'GET',
      `/api/editor/pavilions/${String(venueId)}`,
    );
    expect(stored.name.zh).not.toContain(stamp);
    const published = await getFromEdition(request, zhOrigin, `/pavilion/${String(venueId)}.html`);
    expect(await published.text()).not.toContain(stamp);
    // The preview answers a post from the console only: a plain visit goes back to the form, a member is refused.
    const visit = await page.request.get(`${zhOrigin}/editor/preview/pavilions/${String(venueId)}`, {
      maxRedirects: 0,
    });
    expect(visit.status()).toBe(303);
    expect(visit.headers()['cache-control']).toBe('no-store');
    const member = await editorPage(browser, await newMemberSession(request));
    const refused = await member.request.post(`${zhOrigin}/editor/preview/pavilions/${String(venueId)}`, {
      form: { draft: '{}' },
      headers: { origin: zhOrigin },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    await member.context().close();

    // A news article's draft title, previewed as the article page shows it.
    await openForm(page, zhOrigin, 'news', 12);
    await page.getByLabel(`${t['editor.fields.title']} · ${t['editor.form.zh']}`).fill(`预览资讯 ${stamp}`);
    await page.getByRole('button', { name: t['editor.preview.zh.desktop'] }).click();
    await expect(frame.locator('h1')).toHaveText(`预览资讯 ${stamp}`);
    await expect(frame.getByTestId('preview-banner')).toBeVisible();
    await page.context().close();
  });

  test('two editors on one item: the second save is a conflict that shows both texts and loses neither', async ({
    browser,
    request,
  }) => {
    const t = messages.en;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const first = await editorPage(browser, session);
    const second = await editorPage(browser, session);
    await openForm(first, enOrigin, 'pavilions', 5);
    await openForm(second, enOrigin, 'pavilions', 5);
    const label = `${t['editor.fields.name']} · ${t['editor.form.en']}`;
    const stamp = String(Date.now()).slice(-6);
    await first.getByLabel(label).fill(`First editor's name ${stamp}`);
    await save(first, t);
    await second.getByLabel(label).fill(`Second editor's name ${stamp}`);
    await second.getByRole('button', { name: t['editor.form.save'] }).click();
    const conflict = second.getByTestId('editor-conflict');
    await expect(conflict).toContainText(t['editor.conflict.title']);
    await expect(conflict.getByTestId('conflict-mine')).toContainText(`Second editor's name ${stamp}`);
    await expect(conflict.getByTestId('conflict-theirs')).toContainText(`First editor's name ${stamp}`);
    // The second editor's text is still in the form; keeping it and saving again stores it.
    await expect(second.getByLabel(label)).toHaveValue(`Second editor's name ${stamp}`);
    await conflict.getByRole('button', { name: t['editor.conflict.keepMine'] }).click();
    await second.getByRole('button', { name: t['editor.conflict.saveAgain'] }).click();
    await expect(second.getByTestId('editor-status')).toContainText(
      t['editor.form.saved'].split('{{')[0] ?? '',
    );
    const stored = await apiOk<{ name: { en: string } }>(request, session, 'GET', '/api/editor/pavilions/5');
    expect(stored.name.en).toBe(`Second editor's name ${stamp}`);
    await first.context().close();
    await second.context().close();
  });

  test('formats rich text with a heading, a list and a table, and a Word paste arrives clean', async ({
    browser,
    request,
  }) => {
    const t = messages.zh;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const page = await editorPage(browser, session);
    await openForm(page, zhOrigin, 'wiki', 6);
    const field = page.getByTestId('rich-body.zh');
    const content = field.locator('.ProseMirror');
    await content.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    // TipTap hands focus back to the text a frame after a toolbar click: type once it has it.
    const heading = field.getByRole('button', { name: t['editor.rich.heading2'], exact: true });
    await heading.click();
    await expect(heading).toHaveAttribute('aria-pressed', 'true');
    await expect(content).toBeFocused();
    await page.keyboard.type('展馆交通');
    await page.keyboard.press('Enter');
    const bullets = field.getByRole('button', { name: t['editor.rich.bullets'] });
    await bullets.click();
    await expect(bullets).toHaveAttribute('aria-pressed', 'true');
    await expect(content).toBeFocused();
    await page.keyboard.type('地铁 2 号线');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await field.getByRole('button', { name: t['editor.rich.table'] }).click();
    await expect(content.locator('table')).toBeVisible();
    await expect(content).toBeFocused();
    await page.keyboard.type('入口');
    await page.keyboard.press('Control+End');
    await pasteHtml(
      page,
      'body.zh',
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>' +
        '<p class="MsoNormal" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">1.<span>&nbsp; </span></span>' +
        '<b>从 Word 粘贴</b><o:p></o:p></p><!--[if gte mso 9]><xml><w:WordDocument/></xml><![endif]--></body></html>',
    );
    await save(page, t);
    const stored = await apiOk<{ body: { zh: string } }>(request, session, 'GET', '/api/editor/wiki/6');
    expect(stored.body.zh).toContain('<h2>展馆交通</h2>');
    expect(stored.body.zh).toMatch(/<ul><li><p>地铁 2 号线<\/p><\/li><\/ul>/);
    expect(stored.body.zh).toMatch(/<table>[\s\S]*入口[\s\S]*<\/table>/);
    expect(stored.body.zh).toContain('从 Word 粘贴');
    expect(stored.body.zh).not.toMatch(/mso-|MsoNormal|<o:p|<style|<!--|1\.\u00a0/);
    await page.context().close();
  });

  test('the hostile corpus pasted into the editor runs nowhere: not in the console, not on the published page', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = messages.zh;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const page = await editorPage(browser, session);
    const dialogs = recordDialogs(page);
    const violations = await watchViolations(page);
    const articleId = 11;
    await openForm(page, zhOrigin, 'news', articleId);
    // Start from an empty body, so a second run on the same data pastes into as little as the first.
    await page.getByTestId('rich-body.zh').locator('.ProseMirror').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    const batches = batchPayloads(
      hostilePayloads().map(({ payload }) => payload),
      60_000,
    );
    for (const batch of batches) await pasteHtml(page, 'body.zh', batch);
    await pasteHtml(page, 'body.zh', '<p>展会现场报道</p>');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await save(page, t);
    expect(await findExecutableContent(page)).toEqual([]);

    const published = await browser.newContext();
    const reader = await published.newPage();
    const readerDialogs = recordDialogs(reader);
    await reader.goto(uncached(`${zhOrigin}${newsPath(articleId)}`));
    await expect(reader.locator('main')).toContainText('展会现场报道');
    expect(await findExecutableContent(reader)).toEqual([]);
    expect(await reader.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect([...dialogs, ...readerDialogs]).toEqual([]);
    // Chromium reports a policy violation whenever it parses a handler attribute, even into an
    // inert document as the cleaner does (nothing is compiled or run there): what counts is that
    // nothing ran (above) and that no script failed.
    expect(violations.filter((violation) => violation.startsWith('page error'))).toEqual([]);
    await published.close();
    await page.context().close();
  });
});
