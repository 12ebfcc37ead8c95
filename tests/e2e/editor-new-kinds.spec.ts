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

// Id fields by name (issue 38, the pickers): an edition's fair picked by typing part of its name,
// with the keyboard; a special topic's fairs chosen, removed and reordered by name; a visa fee
// added as a row, its bad amount refused at that row, mended and saved. Hostile text in the search
// box is searched as text: nothing runs, nothing breaks. In both editions.

interface Choice {
  id: number;
  name: { zh: string; en: string };
  startDate: string | null;
}

const pickerEditions = [
  { ...editions[0], editionId: 4, fairId: 20, specialId: 4, addedFairId: 30, visaId: 5 },
  { ...editions[1], editionId: 5, fairId: 21, specialId: 5, addedFairId: 31, visaId: 6 },
] as const;

/** A part of a name from its second character: what an editor would type. */
const partOf = (name: string) => name.slice(1, Math.min(name.length - 1, 18)).trim();

for (const edition of pickerEditions) {
  const lang = edition.name;

  test(`${lang}: an editor picks an edition's fair by typing part of its name; hostile searches are text`, async ({
    browser,
    request,
  }) => {
    const { t, origin } = edition;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const path = `/api/editor/editions/${String(edition.editionId)}`;
    const before = await apiOk<{ exhibitionId: number; version: number }>(request, session, 'GET', path);
    const choice = async (id: number) =>
      (
        await apiOk<Choice[]>(request, session, 'GET', `/api/editor/choices/exhibitions?ids=${String(id)}`)
      )[0];
    const stored = await choice(before.exhibitionId);
    const target = await choice(edition.fairId);
    expect(stored && target).toBeTruthy();
    if (stored === undefined || target === undefined) return;

    const page = await editorPage(browser, session);
    const dialogs = recordDialogs(page);
    await openForm(page, origin, 'editions', edition.editionId);
    const picker = page.getByTestId('picker-exhibitionId');
    // The stored id shows as its name.
    await expect(picker.getByTestId('picker-exhibitionId-name')).toHaveText(stored.name[lang]);
    const box = page.getByRole('combobox', { name: t['editor.fields.exhibitionId'] });
    const status = picker.getByRole('status');

    for (const hostile of ['<img src=x onerror=alert(1)>', '%', '_', 'x'.repeat(10_000)]) {
      await box.fill(hostile);
      await expect(status).toHaveText(t['editor.picker.noMatch'].replace('{{text}}', hostile.slice(0, 50)));
      // The picker's own options (the form's schedule panel has a select of its own).
      await expect(picker.getByRole('option')).toHaveCount(0);
    }
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    // Typed, then chosen with the arrow keys and Enter.
    await box.fill(partOf(target.name[lang]));
    const options = page.getByRole('listbox', { name: t['editor.fields.exhibitionId'] }).getByRole('option');
    await expect(options.filter({ hasText: target.name[lang] }).first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const texts = await options.allTextContents();
    const index = texts.findIndex(
      (text) => text.includes(target.name[lang]) && text.includes(target.startDate ?? ''),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(index).getAttribute('id')) ?? '',
    );
    await box.press('Enter');
    await expect(picker.getByTestId('picker-exhibitionId-name')).toHaveText(target.name[lang]);
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: t['editor.form.save'] }).click();
    await expect(page.getByTestId('editor-status')).toContainText(
      t['editor.form.saved'].split('{{')[0] ?? '',
    );
    expect((await apiOk<{ exhibitionId: number }>(request, session, 'GET', path)).exhibitionId).toBe(
      target.id,
    );
    expect(dialogs).toEqual([]);
    await apiOk(request, session, 'POST', `${path}/versions/${String(before.version)}/restore`);
    await page.context().close();
  });

  test(`${lang}: an editor chooses a special topic's fairs by name, removes and reorders them`, async ({
    browser,
    request,
  }) => {
    const { t, origin } = edition;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const path = `/api/editor/specials/${String(edition.specialId)}`;
    const before = await apiOk<{ exhibitionIds: number[]; version: number }>(request, session, 'GET', path);
    expect(before.exhibitionIds.length).toBeGreaterThanOrEqual(2);
    expect(before.exhibitionIds).not.toContain(edition.addedFairId);
    const named = await apiOk<Choice[]>(
      request,
      session,
      'GET',
      `/api/editor/choices/exhibitions?ids=${[...before.exhibitionIds, edition.addedFairId].join(',')}`,
    );
    const nameOf = (id: number) => named.find((choice) => choice.id === id)?.name[lang] ?? '';
    const [first = 0, ...rest] = before.exhibitionIds;
    const added = edition.addedFairId;

    const page = await editorPage(browser, session);
    await openForm(page, origin, 'specials', edition.specialId);
    const picker = page.getByTestId('picker-exhibitionIds');
    const items = picker.getByRole('listitem');
    await expect(items).toHaveCount(before.exhibitionIds.length);
    await expect(items.first()).toContainText(nameOf(first));
    await expect(items.last()).toContainText(nameOf(before.exhibitionIds.at(-1) ?? 0));

    await picker
      .getByRole('button', { name: t['editor.picker.remove'].replace('{{name}}', nameOf(first)) })
      .first()
      .click();
    await expect(items).toHaveCount(rest.length);
    const box = page.getByRole('combobox', { name: t['editor.fields.exhibitionIds'] });
    await box.fill(partOf(nameOf(added)));
    await page
      .getByRole('option')
      .filter({ hasText: nameOf(added) })
      .first()
      .click();
    await expect(items).toHaveCount(rest.length + 1);
    await expect(items.last()).toContainText(nameOf(added));
    await picker
      .getByRole('button', { name: t['editor.picker.moveUp'].replace('{{name}}', nameOf(added)) })
      .last()
      .click();
    await expect(items.nth(rest.length - 1)).toContainText(nameOf(added));

    await page.getByRole('button', { name: t['editor.form.save'] }).click();
    await expect(page.getByTestId('editor-status')).toContainText(
      t['editor.form.saved'].split('{{')[0] ?? '',
    );
    const saved = await apiOk<{ exhibitionIds: number[] }>(request, session, 'GET', path);
    expect(saved.exhibitionIds).toEqual([...rest.slice(0, -1), added, ...rest.slice(-1)]);
    await apiOk(request, session, 'POST', `${path}/versions/${String(before.version)}/restore`);
    await page.context().close();
  });

  test(`${lang}: an editor adds a visa fee row; a bad amount is refused at that row, mended and saved`, async ({
    browser,
    request,
  }) => {
    const { t, origin } = edition;
    const session = await passwordSession(request, editorAccount.account, editorAccount.password);
    const path = `/api/editor/visas/${String(edition.visaId)}`;
    const before = await apiOk<{ fees: unknown[]; priceMinor: number; version: number }>(
      request,
      session,
      'GET',
      path,
    );
    const page = await editorPage(browser, session);
    await openForm(page, origin, 'visas', edition.visaId);
    // Amounts are written in currency units.
    await expect(page.getByLabel(t['editor.fields.priceMinor'], { exact: true })).toHaveValue(
      `${String(Math.floor(before.priceMinor / 100))}.${String(before.priceMinor % 100).padStart(2, '0')}`,
    );
    const fees = page.getByTestId('rows-fees');
    await expect(fees.getByRole('group')).toHaveCount(before.fees.length);
    await fees.getByRole('button', { name: t['editor.rows.fees.add'] }).click();
    const row = fees.getByRole('group', {
      name: t['editor.rows.fees.row'].replace('{{n}}', String(before.fees.length + 1)),
    });
    const code = row.getByLabel(t['editor.rows.column.code']);
    await expect(code).toBeFocused();
    await code.fill(`courier-${lang}`);
    await row.getByLabel(t['editor.rows.column.zh']).fill('快递费');
    await row.getByLabel(t['editor.rows.column.en']).fill('Courier fee');
    const amount = row.getByLabel(t['editor.rows.column.amountMinor']);
    await amount.fill('12.345');
    await page.getByRole('button', { name: t['editor.form.save'] }).click();
    await expect(row.getByText(t['editor.errors.amount'])).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    // Only that row's amount is wrong.
    await expect(fees.locator('.ec-error')).toHaveCount(1);
    expect((await apiOk<{ version: number }>(request, session, 'GET', path)).version).toBe(before.version);

    await amount.fill('12.34');
    await page.getByRole('button', { name: t['editor.form.save'] }).click();
    await expect(page.getByTestId('editor-status')).toContainText(
      t['editor.form.saved'].split('{{')[0] ?? '',
    );
    await expect(row.getByText(t['editor.errors.amount'])).toHaveCount(0);
    const saved = await apiOk<{ fees: unknown[] }>(request, session, 'GET', path);
    expect(saved.fees).toEqual([
      ...before.fees,
      { code: `courier-${lang}`, zh: '快递费', en: 'Courier fee', amountMinor: 1234 },
    ]);
    await apiOk(request, session, 'POST', `${path}/versions/${String(before.version)}/restore`);
    await page.context().close();
  });
}

test('two editors choosing an edition’s fair: the conflict names both choices, never their ids', async ({
  browser,
  request,
}) => {
  const t = messages.en;
  const session = await passwordSession(request, editorAccount.account, editorAccount.password);
  const editionId = 6;
  const path = `/api/editor/editions/${String(editionId)}`;
  const before = await apiOk<{ exhibitionId: number; version: number }>(request, session, 'GET', path);
  const [mine, theirs] = await apiOk<Choice[]>(
    request,
    session,
    'GET',
    '/api/editor/choices/exhibitions?ids=22',
  );
  const [other] = await apiOk<Choice[]>(request, session, 'GET', '/api/editor/choices/exhibitions?ids=23');
  expect(theirs).toBeUndefined();
  if (mine === undefined || other === undefined) throw new Error('fairs 22 and 23');

  const page = await editorPage(browser, session);
  try {
    await openForm(page, enOrigin, 'editions', editionId);
    // Another editor saves first.
    await apiOk(request, session, 'PUT', path, { exhibitionId: other.id });
    const box = page.getByRole('combobox', { name: t['editor.fields.exhibitionId'] });
    await box.fill(partOf(mine.name.en));
    await page.getByRole('option').filter({ hasText: mine.name.en }).first().click();
    await page.getByRole('button', { name: t['editor.form.save'] }).click();
    const conflict = page.getByTestId('editor-conflict');
    await expect(conflict.getByTestId('conflict-mine')).toContainText(mine.name.en);
    await expect(conflict.getByTestId('conflict-theirs')).toContainText(other.name.en);
    await expect(conflict.getByTestId('conflict-mine')).not.toHaveText(/^\d+$/);
    await conflict.getByRole('button', { name: t['editor.conflict.keepMine'] }).click();
    await page.getByRole('button', { name: t['editor.conflict.saveAgain'] }).click();
    await expect(page.getByTestId('editor-status')).toContainText(
      t['editor.form.saved'].split('{{')[0] ?? '',
    );
    expect((await apiOk<{ exhibitionId: number }>(request, session, 'GET', path)).exhibitionId).toBe(mine.id);
  } finally {
    // A failed run leaves the edition as it found it, so a retry starts from the same fair.
    await apiOk(request, session, 'POST', `${path}/versions/${String(before.version)}/restore`);
    await page.context().close();
  }
});
