import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/i18n/messages.ts';
import { exhibitionPath, visaPath } from '../../src/lib/paths/index.ts';
import { enOrigin, getFromEdition, zhOrigin } from './helpers.ts';
import { apiOk, editorAccount, newMemberSession, passwordSession } from './support/api-session.ts';
import { editorPage, openForm } from './support/editor-console.ts';
import { recordDialogs } from './support/page-safety.ts';

// Issue 38, the kinds added last (fair editions, special topics, visa products) and the preview
// of an offline item: members and visitors cannot reach the new kinds' pages or API in either
// edition; an editor finds a visa product, edits it in both languages (a rule between fields is
// refused in the form), previews it at phone and desktop width, saves, and both editions' public
// pages show it; and an offline fair's draft previews while its public page stays 404.

const editions = [
  { name: 'zh', origin: zhOrigin, t: messages.zh },
  { name: 'en', origin: enOrigin, t: messages.en },
] as const;

for (const edition of editions) {
  test(`${edition.name}: members get 403 and visitors the login on the new kinds' pages and API`, async ({
    browser,
    request,
  }) => {
    const { origin, t } = edition;
    const host = new URL(origin).host;
    const member = await editorPage(browser, await newMemberSession(request));
    const visitor = await (await browser.newContext()).newPage();
    const pages = [
      '/editor/editions',
      '/editor/editions/1',
      '/editor/specials',
      '/editor/specials/1',
      '/editor/specials/1/versions',
      '/editor/visas',
      '/editor/visas/1',
    ];
    for (const path of pages) {
      const refused = await member.goto(`${origin}${path}`);
      expect(refused?.status(), path).toBe(403);
      expect(refused?.headers()['cache-control'], path).toBe('no-store');
      await expect(member.getByTestId('editor-forbidden'), path).toContainText(t['editor.forbidden.text']);
      const sent = await visitor.request.get(`${zhOrigin}${path}`, { headers: { host }, maxRedirects: 0 });
      expect(sent.status(), path).toBe(302);
      expect(sent.headers().location, path).toContain(`/login?redirect=${encodeURIComponent(path)}`);
    }
    const preview = `${zhOrigin}/editor/preview/visas/1`;
    const post = { form: { draft: '{}' }, headers: { host, origin }, maxRedirects: 0 };
    expect((await member.request.post(preview, post)).status()).toBe(403);
    expect((await visitor.request.post(preview, post)).status()).toBe(302);
    for (const path of [
      '/api/editor/visas',
      '/api/editor/visas/1',
      '/api/editor/visas/1/page',
      '/api/editor/specials/1',
      '/api/editor/editions/1/versions',
    ]) {
      const asMember = await member.request.get(`${zhOrigin}${path}`, { headers: { Locale: edition.name } });
      expect(asMember.status(), path).toBe(403);
      const asVisitor = await visitor.request.get(`${zhOrigin}${path}`);
      expect(((await asVisitor.json()) as { code: number }).code, path).toBe(111006);
    }
    await member.context().close();
    await visitor.context().close();
  });
}

interface VisaView {
  title: { zh: string; en: string };
  validityDays: number;
  version: number;
}

test('an editor edits a visa product in both languages, previews it, saves, and both editions show it', async ({
  browser,
  request,
}) => {
  const t = messages.zh;
  const session = await passwordSession(request, editorAccount.account, editorAccount.password);
  const id = 3;
  const before = await apiOk<VisaView>(request, session, 'GET', `/api/editor/visas/${String(id)}`);
  const page = await editorPage(browser, session);
  const dialogs = recordDialogs(page);
  await page.goto(`${zhOrigin}/editor`);
  await page.getByRole('link', { name: t['editor.kinds.visas'] }).first().click();
  await page.getByLabel(t['editor.list.keyword']).fill(before.title.zh);
  await page.getByRole('button', { name: t['editor.list.apply'] }).click();
  const row = page.getByTestId('editor-list').locator('tr', { hasText: before.title.en });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: t['editor.list.edit'] }).click();
  await expect(page.getByTestId('editor-form')).toBeVisible();
  await expect(page.locator('.ec-rich-pending')).toHaveCount(0);

  const stamp = String(Date.now()).slice(-6);
  const zhTitle = `${before.title.zh}（修订 ${stamp}）`;
  // A hostile plain field: shown as text everywhere, never run.
  const enTitle = `${before.title.en} <img src=x onerror=alert(1)> ${stamp}`;
  await page.getByLabel(`${t['editor.fields.title']} · ${t['editor.form.zh']}`).fill(zhTitle);
  await page.getByLabel(`${t['editor.fields.title']} · ${t['editor.form.en']}`).fill(enTitle);
  const stay = page.getByLabel(t['editor.fields.stayDays'], { exact: true });
  await stay.fill(String(before.validityDays + 1));
  await page.getByRole('button', { name: t['editor.form.save'] }).click();
  await expect(page.getByText(t['editor.errors.stayOverValidity'])).toBeVisible();
  await stay.fill(String(Math.min(14, before.validityDays)));

  const frame = page.frameLocator('[data-testid="editor-preview-frame"]');
  const frameBox = page.getByTestId('editor-preview-frame');
  await page.getByRole('button', { name: t['editor.preview.zh.phone'] }).click();
  await expect(frame.getByTestId('preview-banner')).toHaveText(t['editor.preview.banner']);
  await expect(frame.locator('h1')).toHaveText(zhTitle);
  expect((await frameBox.boundingBox())?.width).toBe(390);
  await page.getByRole('button', { name: t['editor.preview.en.desktop'] }).click();
  await expect(frame.locator('h1')).toHaveText(enTitle);
  expect((await frameBox.boundingBox())?.width).toBe(1280);
  // Previewing published nothing.
  expect(await (await getFromEdition(request, zhOrigin, visaPath(id))).text()).not.toContain(stamp);

  await page.getByRole('button', { name: t['editor.form.save'] }).click();
  await expect(page.getByTestId('editor-status')).toContainText(t['editor.form.saved'].split('{{')[0] ?? '');
  await expect
    .poll(async () => (await getFromEdition(request, zhOrigin, visaPath(id))).text())
    .toContain(zhTitle);
  await expect
    .poll(async () => (await getFromEdition(request, enOrigin, visaPath(id))).text())
    .toContain(`${before.title.en} &lt;img src=x onerror=alert(1)&gt; ${stamp}`);
  const publicPage = await page.context().newPage();
  await publicPage.goto(`${enOrigin}${visaPath(id)}`);
  await expect(publicPage.locator('h1')).toHaveText(enTitle);
  expect(dialogs).toEqual([]);

  await apiOk(
    request,
    session,
    'POST',
    `/api/editor/visas/${String(id)}/versions/${String(before.version)}/restore`,
  );
  await page.context().close();
});

test('an offline fair previews its draft in both editions while its public page answers 404', async ({
  browser,
  request,
}) => {
  const t = messages.en;
  const session = await passwordSession(request, editorAccount.account, editorAccount.password);
  const fairId = 11;
  await apiOk(request, session, 'POST', `/api/editor/exhibitions/${String(fairId)}/offline`);
  try {
    await expect
      .poll(async () => (await getFromEdition(request, enOrigin, exhibitionPath(fairId))).status())
      .toBe(404);
    const page = await editorPage(browser, session);
    await openForm(page, enOrigin, 'exhibitions', fairId);
    const stamp = String(Date.now()).slice(-6);
    await page
      .getByLabel(`${t['editor.fields.name']} · ${t['editor.form.en']}`)
      .fill(`Offline draft ${stamp}`);
    await page.getByLabel(`${t['editor.fields.name']} · ${t['editor.form.zh']}`).fill(`下线草稿 ${stamp}`);
    const frame = page.frameLocator('[data-testid="editor-preview-frame"]');
    await page.getByRole('button', { name: t['editor.preview.en.desktop'] }).click();
    await expect(frame.getByTestId('preview-banner')).toHaveText(t['editor.preview.banner']);
    await expect(frame.locator('h1')).toHaveText(`Offline draft ${stamp}`);
    await page.getByRole('button', { name: t['editor.preview.zh.phone'] }).click();
    await expect(frame.locator('h1')).toHaveText(`下线草稿 ${stamp}`);
    // Still offline and unchanged to the public.
    expect((await getFromEdition(request, enOrigin, exhibitionPath(fairId))).status()).toBe(404);
    expect((await getFromEdition(request, zhOrigin, exhibitionPath(fairId))).status()).toBe(404);
    await page.context().close();
  } finally {
    await apiOk(request, session, 'POST', `/api/editor/exhibitions/${String(fairId)}/online`);
  }
});
