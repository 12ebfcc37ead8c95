import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/i18n/messages.ts';
import { companyPath, exhibitionCalendarPath, periodicalPath } from '../../src/lib/paths/index.ts';
import { enOrigin, getFromEdition, zhOrigin } from './helpers.ts';
import { apiOk, editorAccount, logInBrowser, passwordSession } from './support/api-session.ts';

// Issue 38 item 1, the kinds beyond fairs, news, venues and wiki: an editor finds a company in
// its list, edits both languages and its contact e-mail (a bad address is refused in the form,
// in the page's language), saves, and the company page of each edition shows the new name while
// the calendar file of a fair it organises names it as mailto (issue 36); and a periodical's
// title edited in both languages reaches its page. In both editions.

const editions = [
  { name: 'zh', origin: zhOrigin, t: messages.zh, fairId: 5 },
  { name: 'en', origin: enOrigin, t: messages.en, fairId: 6 },
] as const;

/** A text as the page's HTML holds it (fair names have ampersands). */
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;');

interface CompanyView {
  name: { zh: string; en: string };
  email: string | null;
  version: number;
}

for (const edition of editions) {
  test(`${edition.name}: an editor finds a company, edits both languages and its e-mail, and the pages follow`, async ({
    browser,
    request,
  }) => {
    const { t, origin } = edition;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const fair = await apiOk<{ organiser: { id: number } }>(
      request,
      session,
      'GET',
      `/api/exhibitions/${String(edition.fairId)}`,
    );
    const id = fair.organiser.id;
    const before = await apiOk<CompanyView>(request, session, 'GET', `/api/editor/companies/${String(id)}`);

    const context = await browser.newContext();
    await logInBrowser(context, session);
    const page = await context.newPage();
    await page.goto(`${origin}/editor`);
    await page.getByRole('link', { name: t['editor.kinds.companies'] }).first().click();
    await expect(page.getByTestId('editor-list')).toBeVisible();
    await page.getByLabel(t['editor.list.keyword']).fill(before.name.zh);
    await page.getByRole('button', { name: t['editor.list.apply'] }).click();
    const row = page.getByTestId('editor-list').locator('tr', { hasText: before.name.en });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: t['editor.list.edit'] }).click();
    await expect(page.getByTestId('editor-form')).toBeVisible();
    await expect(page.locator('.ec-rich-pending')).toHaveCount(0);

    const stamp = String(Date.now()).slice(-6);
    const zhName = `${before.name.zh}（编辑 ${stamp}）`;
    const enName = `${before.name.en} (edit ${stamp})`;
    const email = `press-${stamp}@${edition.name}-organiser.example`;
    await page.getByLabel(`${t['editor.fields.name']} · ${t['editor.form.zh']}`).fill(zhName);
    await page.getByLabel(`${t['editor.fields.name']} · ${t['editor.form.en']}`).fill(enName);
    const emailInput = page.getByLabel(t['editor.fields.email'], { exact: true });
    await emailInput.fill('not an address');
    await page.getByRole('button', { name: t['editor.form.save'] }).click();
    await expect(page.getByText(t['editor.errors.email'])).toBeVisible();
    await emailInput.fill(email);
    await page.getByRole('button', { name: t['editor.form.save'] }).click();
    await expect(page.getByTestId('editor-status')).toContainText(
      t['editor.form.saved'].split('{{')[0] ?? '',
    );

    const saved = await apiOk<CompanyView>(request, session, 'GET', `/api/editor/companies/${String(id)}`);
    expect(saved).toMatchObject({ name: { zh: zhName, en: enName }, email, version: before.version + 1 });
    await expect
      .poll(async () => (await getFromEdition(request, zhOrigin, companyPath(id))).text())
      .toContain(escapeHtml(zhName));
    await expect
      .poll(async () => (await getFromEdition(request, enOrigin, companyPath(id))).text())
      .toContain(escapeHtml(enName));
    await expect
      .poll(async () =>
        // Unfolded: the long ORGANIZER line is folded at 75 octets.
        (
          await (await getFromEdition(request, origin, exhibitionCalendarPath(edition.fairId))).text()
        ).replaceAll('\r\n ', ''),
      )
      .toContain(`:mailto:${email}`);

    // Leave the seed as it was for the other specs: restore the version before the edit.
    await apiOk(
      request,
      session,
      'POST',
      `/api/editor/companies/${String(id)}/versions/${String(before.version)}/restore`,
    );
    await context.close();
  });
}

for (const [index, edition] of editions.entries()) {
  test(`${edition.name}: an editor opens the periodicals, edits a title in both languages, and its page follows`, async ({
    browser,
    request,
  }) => {
    const { t, origin } = edition;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const list = await apiOk<{ records: { id: number }[] }>(
      request,
      session,
      'GET',
      '/api/editor/periodicals?pageSize=10',
    );
    const id = list.records[index + 2]?.id ?? 0;
    const before = await apiOk<{ title: { zh: string; en: string }; version: number }>(
      request,
      session,
      'GET',
      `/api/editor/periodicals/${String(id)}`,
    );

    const context = await browser.newContext();
    await logInBrowser(context, session);
    const page = await context.newPage();
    await page.goto(`${origin}/editor`);
    await page.getByRole('link', { name: t['editor.kinds.periodicals'] }).first().click();
    const row = page.getByTestId('editor-list').locator('tr', { hasText: before.title.en });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: t['editor.list.edit'] }).click();
    await expect(page.getByTestId('editor-form')).toBeVisible();
    await expect(page.locator('.ec-rich-pending')).toHaveCount(0);

    const stamp = String(Date.now()).slice(-6);
    const zhTitle = `${before.title.zh}（修订 ${stamp}）`;
    const enTitle = `${before.title.en} (revised ${stamp})`;
    await page.getByLabel(`${t['editor.fields.title']} · ${t['editor.form.zh']}`).fill(zhTitle);
    await page.getByLabel(`${t['editor.fields.title']} · ${t['editor.form.en']}`).fill(enTitle);
    await page.getByRole('button', { name: t['editor.form.save'] }).click();
    await expect(page.getByTestId('editor-status')).toContainText(
      t['editor.form.saved'].split('{{')[0] ?? '',
    );

    await expect
      .poll(async () => (await getFromEdition(request, zhOrigin, periodicalPath(id))).text())
      .toContain(escapeHtml(zhTitle));
    await expect
      .poll(async () => (await getFromEdition(request, enOrigin, periodicalPath(id))).text())
      .toContain(escapeHtml(enTitle));

    await apiOk(
      request,
      session,
      'POST',
      `/api/editor/periodicals/${String(id)}/versions/${String(before.version)}/restore`,
    );
    await context.close();
  });
}
