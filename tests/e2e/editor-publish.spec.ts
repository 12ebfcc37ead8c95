import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/i18n/messages.ts';
import { newsPath } from '../../src/lib/paths/index.ts';
import { enOrigin, getFromEdition, zhOrigin } from './helpers.ts';
import { editorAccount, passwordSession } from './support/api-session.ts';
import {
  changeAvailability,
  editorPage,
  ensureOnline,
  openForm,
  publishLive,
} from './support/editor-console.ts';

// Issue 38 items 4, 5 and 7 in the editorial console, in both editions through the portal
// origin: a save's publish followed live to "live" with its figures, the publish in the publish
// log and the save in the audit log; taking a news article offline (its page answers 404) and
// bringing it back (200); a scheduled take-offline listed and cancelled.

const editions = [
  { name: 'zh', origin: zhOrigin, t: messages.zh, articleId: 14 },
  { name: 'en', origin: enOrigin, t: messages.en, articleId: 15 },
] as const;

/** A message's text before its first placeholder. */
const lead = (text: string) => text.split('{{')[0] ?? '';

for (const edition of editions) {
  test.describe(`${edition.name}: publishing from the console`, () => {
    test('a save goes live with its figures, is in the publish and audit logs; offline answers 404, online 200; a schedule is cancelled', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const { t, origin, articleId } = edition;
      const session = await passwordSession(request, editorAccount.account, editorAccount.password);
      await ensureOnline(request, session, 'news', articleId);
      const page = await editorPage(browser, session);
      try {
        await openForm(page, origin, 'news', articleId);
        const lang = edition.name;
        const title = page.getByLabel(
          `${t['editor.fields.title']} · ${t[lang === 'zh' ? 'editor.form.zh' : 'editor.form.en']}`,
        );
        const stamp = String(Date.now()).slice(-6);
        const changed = `${(await title.inputValue()).replace(/ \[\d{6}\]$/, '')} [${stamp}]`;
        await title.fill(changed);
        await page.getByRole('button', { name: t['editor.form.save'] }).click();
        await expect(page.getByTestId('editor-status')).toContainText(lead(t['editor.form.saved']));

        // The progress reaches live with the rebuild's figures.
        const saved = await publishLive(page, t);
        const progress = page.getByTestId('publish-progress');
        await expect(progress.getByTestId('publish-rendered')).toHaveText(/^\d+$/);
        // Without an export (the origin-only run) the rebuild only refreshes the route cache and
        // says so; with one, it re-renders the article's pages.
        const rendered = Number(await progress.getByTestId('publish-rendered').textContent());
        if ((await progress.getByText(t['editor.publish.noExport']).count()) === 0)
          expect(rendered).toBeGreaterThan(0);
        else expect(rendered).toBe(0);
        await expect(progress.getByTestId('publish-changed')).toHaveText(/^\d+$/);
        await expect(progress.getByTestId('publish-uploaded')).toHaveText(/^\d+$/);
        await expect(progress.getByTestId('publish-notified')).toHaveText(/^\d+$/);
        const seconds = new RegExp(
          `^${t['editor.publish.seconds'].replace('{{seconds}}', String.raw`\d+\.\d+`)}$`,
        );
        await expect(progress.getByTestId('publish-first-live')).toHaveText(seconds);
        await expect(progress.getByTestId('publish-last-live')).toHaveText(seconds);
        await expect(page.getByTestId('publish-failures')).toHaveCount(0);
        await expect
          .poll(async () => (await getFromEdition(request, origin, newsPath(articleId))).text())
          .toContain(stamp);

        // The publish log lists it: the item links to its form, saved, live, pages changed.
        await page
          .getByRole('navigation', { name: t['editor.navLabel'] })
          .getByRole('link', { name: t['editor.nav.publishes'] })
          .click();
        await expect(page).toHaveURL(`${origin}/editor/publishes`);
        const row = page.locator(`tr[data-publish="${String(saved)}"]`);
        await expect(row).toContainText(t['editor.action.save']);
        await expect(row.getByTestId('publish-status')).toHaveText(t['editor.publishStatus.live']);
        await expect(row.getByTestId('publish-pages')).toHaveText(/^\d+$/);
        const item = row.getByTestId('log-item');
        await expect(item).toHaveText(`${t['editor.kind.news']} #${String(articleId)}`);
        await expect(item).toHaveAttribute('href', `/editor/news/${String(articleId)}`);

        // The audit log has the save, with who, the item and the address.
        await page
          .getByRole('navigation', { name: t['editor.navLabel'] })
          .getByRole('link', { name: t['editor.nav.audit'] })
          .click();
        await expect(page).toHaveURL(`${origin}/editor/audit`);
        const entry = page
          .locator('tr[data-action="save"]')
          .filter({ has: page.locator(`a[href="/editor/news/${String(articleId)}"]`) })
          .first();
        await expect(entry).toContainText(t['editor.action.save']);
        await expect(entry).toContainText(lead(t['editor.audit.fields']));
        await expect(entry.locator('td').last()).not.toBeEmpty();

        // Offline: the page answers 404 in this edition; back online: 200.
        await openForm(page, origin, 'news', articleId);
        await changeAvailability(page, t, true);
        await expect
          .poll(async () => (await getFromEdition(request, origin, newsPath(articleId))).status())
          .toBe(404);
        await changeAvailability(page, t, false);
        await expect
          .poll(async () => (await getFromEdition(request, origin, newsPath(articleId))).status())
          .toBe(200);
        // The form continues from the version the panel made: a save is no conflict.
        await title.fill(`${changed}!`);
        await page.getByRole('button', { name: t['editor.form.save'] }).click();
        await expect(page.getByTestId('editor-status')).toContainText(lead(t['editor.form.saved']));
        await expect(page.getByTestId('editor-conflict')).toHaveCount(0);

        // A scheduled take-offline: a past time is refused in the form, a future one listed, then cancelled.
        const schedule = page.getByTestId('schedule');
        const time = schedule.getByLabel(t['editor.schedule.timeLabel']);
        await time.fill('2020-01-01T08:00');
        await schedule.getByRole('button', { name: t['editor.schedule.submit'], exact: true }).click();
        await expect(schedule).toContainText(t['editor.schedule.timePast']);
        const future = new Date(Date.now() + 3 * 24 * 3600 * 1000 + 8 * 3600 * 1000)
          .toISOString()
          .slice(0, 10);
        await time.fill(`${future}T10:30`);
        await schedule.getByRole('button', { name: t['editor.schedule.submit'], exact: true }).click();
        await schedule.getByRole('button', { name: t['editor.schedule.yes'] }).click();
        await expect(schedule.getByTestId('schedule-status')).toContainText(
          lead(t['editor.schedule.scheduled']),
        );
        const pending = schedule.locator('li[data-status="pending"]').first();
        await expect(pending).toContainText(t['editor.schedule.status.pending']);
        await pending.getByRole('button', { name: t['editor.schedule.cancel'], exact: true }).click();
        await pending.getByRole('button', { name: t['editor.schedule.yesCancel'] }).click();
        await expect(schedule.getByTestId('schedule-status')).toContainText(
          lead(t['editor.schedule.cancelled']),
        );
        await expect(schedule.locator('li[data-status="pending"]')).toHaveCount(0);
        await expect(schedule.locator('li[data-status="cancelled"]').first()).toContainText(
          t['editor.schedule.status.cancelled'],
        );

        // The audit log has the offline, the online and the schedule.
        await page.goto(`${origin}/editor/audit`);
        for (const action of ['offline', 'online', 'schedule'] as const)
          await expect(
            page
              .locator(`tr[data-action="${action}"]`)
              .filter({ has: page.locator(`a[href="/editor/news/${String(articleId)}"]`) })
              .first(),
          ).toContainText(t[`editor.action.${action}`]);
      } finally {
        await ensureOnline(request, session, 'news', articleId);
        await page.context().close();
      }
    });
  });
}
