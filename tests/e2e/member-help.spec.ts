import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { logInBrowser, newMemberSession } from './support/api-session.ts';

// Issue #16: /about/index-nuxt3, the member's about and help page, is behind the login guard
// (the server's 302 to /login, as for /manager) and shows its help in both editions.

const path = '/about/index-nuxt3';

test('an anonymous visitor is redirected to login, in both editions and under a locale prefix', async ({
  page,
  request,
}) => {
  for (const guarded of [path, `${path}/`, `/en${path}`]) {
    const response = await request.get(`${zhOrigin}${guarded}`, { maxRedirects: 0 });
    expect(response.status(), guarded).toBe(302);
    expect(response.headers().location, guarded).toBe(`/login?redirect=${encodeURIComponent(guarded)}`);
  }
  // The public about pages stay open.
  expect((await request.get(`${zhOrigin}/about/1.html`, { maxRedirects: 0 })).status()).toBe(200);
  for (const origin of [zhOrigin, enOrigin]) {
    await page.goto(`${origin}${path}`);
    await expect(page).toHaveURL(`${origin}/login?redirect=${encodeURIComponent(path)}`);
  }
});

const editions = [
  {
    origin: zhOrigin,
    name: 'zh',
    heading: '关于我们与会员帮助',
    sections: [
      '我们是谁',
      '门票如何办理',
      '签证如何办理',
      '展团与参展如何办理',
      '在管理中心查看订单',
      '联系我们',
    ],
    orders: { 我的门票: '/manager/ticket-my', 我的签证: '/manager/visa-my', 我的展会: '/manager/fair-my' },
    contact: '联系方式',
  },
  {
    origin: enOrigin,
    name: 'en',
    heading: 'About us and member help',
    sections: [
      'Who we are',
      'How tickets work',
      'How visas work',
      'How exhibiting works',
      'Your orders in My account',
      'Contact us',
    ],
    orders: {
      'My tickets': '/manager/ticket-my',
      'My visas': '/manager/visa-my',
      'My exhibitions': '/manager/fair-my',
    },
    contact: 'Contact details',
  },
] as const;

for (const edition of editions) {
  test(`a logged-in member sees the help page, never cached (${edition.name})`, async ({
    page,
    context,
    request,
  }) => {
    await logInBrowser(context, await newMemberSession(request));
    const response = await page.goto(`${edition.origin}${path}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page).toHaveURL(`${edition.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([...edition.sections]);
    for (const [label, href] of Object.entries(edition.orders))
      await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(main.getByRole('link', { name: edition.contact })).toHaveAttribute('href', '/about/2.html');
    // The orders link leads into the management centre, which the session opens.
    await main.getByRole('link', { name: Object.keys(edition.orders)[0] ?? '', exact: true }).click();
    await expect(page).toHaveURL(`${edition.origin}/manager/ticket-my`);
  });
}
