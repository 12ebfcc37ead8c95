import { expect, test, type BrowserContext } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { newMemberSession } from './support/api-session.ts';

// Requesting a printed periodical copy from the periodical page, against the production build
// and the reference API; the request then shows on /manager/periodical-my.

async function logIn(context: BrowserContext, session: { token: string; uid: string }): Promise<void> {
  for (const url of [zhOrigin, enOrigin])
    await context.addCookies([
      { name: 'access_token', value: session.token, url },
      { name: 'uid', value: session.uid, url },
    ]);
}

test('anonymous readers get a login link and no React for the periodical request', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${zhOrigin}/periodical/1.html`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: '申请会刊' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/periodical/1.html')}`,
  );
  expect(scripts.filter((url) => /\/_astro\/(PeriodicalRequest|client)\./.test(url))).toEqual([]);
});

test('a logged-in reader requests a copy on the periodical page and sees it under periodical-my', async ({
  page,
  context,
  request,
}) => {
  await logIn(context, await newMemberSession(request));
  await page.goto(`${zhOrigin}/periodical/1.html`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: '申请会刊' }).click();
  const form = page.getByRole('form', { name: '申请邮寄会刊' });
  const address = `上海市浦东新区世纪大道 ${String(Date.now() % 100000)} 号 李四`;
  await form.getByRole('textbox', { name: '邮寄地址' }).fill('短');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('alert')).toHaveText('地址至少 5 个字');
  await form.getByRole('textbox', { name: '邮寄地址' }).fill(address);
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: '会刊申请已提交' })).toBeVisible();
  await page.getByRole('link', { name: '查看我的会刊申请' }).click();
  await expect(page).toHaveURL(/\/manager\/periodical-my$/);
  const row = page.getByRole('row', { name: new RegExp(address) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: title.trim() })).toHaveAttribute('href', '/periodical/1.html');
});
