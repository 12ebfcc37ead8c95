import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { newMemberSession } from './support/api-session.ts';
import { png } from './support/buyer.ts';
import { hydrated } from './support/hydration.ts';

// The management centre against the production build and the reference API. Each test logs in
// a fresh account (SMS code from the dev outbox, then phonelr), so tests never share records.

interface Session {
  token: string;
  uid: string;
}

async function logIn(context: BrowserContext, session: Session): Promise<void> {
  for (const url of [zhOrigin, enOrigin])
    await context.addCookies([
      { name: 'access_token', value: session.token, url },
      { name: 'uid', value: session.uid, url },
    ]);
}

/** Calls the API as the session's user. */
async function apiAs(
  request: APIRequestContext,
  session: Session,
  method: 'POST' | 'GET',
  path: string,
  data?: unknown,
): Promise<{ code: number; data: unknown }> {
  const response = await request.fetch(`${zhOrigin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}` },
    ...(data !== undefined && { data }),
  });
  return (await response.json()) as { code: number; data: unknown };
}

const children = [
  'update-pwd',
  'auth',
  'fair-my',
  'ticket-my',
  'visitor',
  'visitor-edit',
  'visitor-edit/3',
  'update-info',
  'visa-my',
  'fair-remind',
  'fair-follow',
  'compony-follow',
  'news-follow',
  'news-my',
  'usersFollow',
  'usersFans',
  'periodical-my',
  'visit-plan',
  'meetings',
  'company-members',
  'visa',
  'users-fans',
  'users-follow',
];

test.describe('login guard', () => {
  test('/manager and every child route redirect a logged-out visitor to login with the path', async ({
    request,
  }) => {
    for (const path of [
      '/manager',
      ...children.map((child) => `/manager/${child}`),
      '/manager/fair-follow?page=2',
    ]) {
      const response = await request.get(`${zhOrigin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  test('a logged-in user gets every page (alternative spellings too), never cached', async ({ request }) => {
    const session = await newMemberSession(request);
    for (const child of children) {
      const response = await request.get(`${zhOrigin}/manager/${child}`, {
        headers: { cookie: `access_token=${session.token}` },
        maxRedirects: 0,
      });
      expect(response.status(), child).toBe(200);
      expect(response.headers()['cache-control'], child).toContain('no-store');
    }
    const home = await request.get(`${zhOrigin}/manager`, {
      headers: { cookie: `access_token=${session.token}` },
      maxRedirects: 0,
    });
    // The landing page itself, not a redirect to one section.
    expect(home.status()).toBe(200);
    expect(home.headers()['cache-control']).toContain('no-store');
    const industryZh = await request.get(`${zhOrigin}/manager/industry-my`, {
      headers: { cookie: `access_token=${session.token}` },
    });
    expect(industryZh.status()).toBe(404);
    // en.localhost does not resolve outside the browser: name the English host in the header.
    const industryEn = await request.get(`${zhOrigin}/manager/industry-my`, {
      headers: { cookie: `access_token=${session.token}`, host: new URL(enOrigin).host },
    });
    expect(industryEn.status()).toBe(200);
  });
});

test.describe('visitors', () => {
  test('add, edit and delete a visitor; invalid input is refused with clear messages', async ({
    page,
    context,
    request,
  }) => {
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/manager/visitor`);
    await expect(page.getByText('暂无数据')).toBeVisible();
    await page.getByTestId('mgr-empty').getByRole('link', { name: '添加参观人' }).click();
    await expect(page).toHaveURL(/\/manager\/visitor-edit$/);

    const form = page.getByRole('form', { name: '添加参观人' });
    await hydrated(form);
    await form.getByLabel('手机号').fill('123');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请修正标出的' })).toBeVisible();
    await expect(form.getByLabel('姓名')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('姓名')).toBeFocused();
    await expect(form.getByText('请输入正确的手机号（先选国家或地区）')).toBeVisible();
    await expect(form.getByText('证件号码须为 5–20 位字母或数字')).toBeVisible();

    await form.getByLabel('姓名').fill('赵敏');
    await form.getByLabel('手机号').fill('13912345678');
    await form.getByLabel('邮箱').fill('zhao@example.cn');
    await form.getByLabel('证件类型').selectOption('passport');
    await form.getByLabel('证件号码').fill('E12345678');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '参观人已添加' })).toBeVisible();
    await expect(page).toHaveURL(/\/manager\/visitor-edit\/\d+$/);

    await page.getByLabel('公司').fill('敏捷贸易');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '参观人已保存' })).toBeVisible();

    await page.getByRole('link', { name: '返回参观人列表' }).click();
    const row = page.getByRole('row', { name: /赵敏/ });
    await expect(row).toContainText('敏捷贸易');
    await expect(row).toContainText('护照');

    // Cancel keeps the visitor; confirm deletes it.
    await row.getByRole('button', { name: '删除 赵敏' }).click();
    const dialog = page.getByRole('dialog', { name: '确认删除' });
    await expect(dialog).toContainText('确定删除参观人“赵敏”吗？');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: '删除 赵敏' }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('row', { name: /赵敏/ })).toHaveCount(0);
    await expect(page.getByText('暂无数据')).toBeVisible();
  });

  test("another user's visitor id is refused", async ({ page, context, request }) => {
    const owner = await newMemberSession(request);
    const created = await apiAs(request, owner, 'POST', '/api/manager/visitors', {
      name: '别人的参观人',
      phone: '13911112222',
      idType: 'id-card',
      idNumber: 'A1234567',
    });
    const id = (created.data as { id: number }).id;
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/manager/visitor-edit/${String(id)}`);
    await expect(
      page.getByRole('alert').filter({ hasText: '找不到该参观人，或该参观人不属于你的账号。' }),
    ).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    expect(await page.content()).not.toContain('别人的参观人');
  });

  test('when the API fails the form keeps its values and says what happened', async ({
    page,
    context,
    request,
  }) => {
    await logIn(context, await newMemberSession(request));
    await page.route('**/api/manager/visitors', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ code: 0, data: null, errorMessage: '服务繁忙' }),
          })
        : route.continue(),
    );
    await page.goto(`${zhOrigin}/manager/visitor-edit`);
    await hydrated(page.getByRole('form'));
    await page.getByLabel('姓名').fill('周芷若');
    await page.getByLabel('手机号').fill('13912345679');
    await page.getByLabel('证件号码').fill('B7654321');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '提交失败：服务繁忙' })).toBeVisible();
    await expect(page.getByLabel('姓名')).toHaveValue('周芷若');
    await expect(page.getByLabel('证件号码')).toHaveValue('B7654321');
    await expect(page.getByRole('button', { name: '保存' })).toBeEnabled();
  });
});

test.describe('follows', () => {
  test('a followed exhibition is listed under fair-follow, pages through, and can be unfollowed', async ({
    page,
    context,
    request,
  }) => {
    const session = await newMemberSession(request);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
      expect(
        (
          await apiAs(request, session, 'POST', '/api/manager/follows', {
            targetType: 'exhibition',
            targetId: id,
          })
        ).code,
      ).toBe(1);
    await logIn(context, session);
    await page.goto(`${zhOrigin}/manager/fair-follow`);
    await expect(page.getByText('共 12 条')).toBeVisible();
    await expect(page.getByRole('button', { name: /^取消关注 / })).toHaveCount(10);
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('button', { name: /^取消关注 / })).toHaveCount(2);
    await page
      .getByRole('button', { name: /^取消关注 / })
      .first()
      .click();
    await page.getByRole('dialog', { name: '取消关注' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('共 11 条')).toBeVisible();
  });
});

test.describe('my articles', () => {
  test('an article is submitted for review, listed as in review, and withdrawn after confirming', async ({
    page,
    context,
    request,
  }) => {
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/manager/news-my`);
    const form = page.getByRole('form', { name: '投稿' });
    await hydrated(form);
    await form.getByRole('textbox', { name: /标题/ }).fill('短');
    await form.getByRole('button', { name: '提交审核' }).click();
    await expect(form.getByText('至少 4 个字')).toBeVisible();
    await form.getByRole('textbox', { name: /标题/ }).fill('我在广交会上的三天');
    await form.getByRole('textbox', { name: /摘要/ }).fill('逛展笔记');
    await form.getByRole('textbox', { name: /正文/ }).fill('第一天，我们去了电子展区。');
    await form.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByRole('status').filter({ hasText: '文章已提交，等待编辑审核' })).toBeVisible();
    const row = page.getByRole('row', { name: /我在广交会上的三天/ });
    await expect(row).toContainText('审核中');
    await row.getByRole('button', { name: '撤回 我在广交会上的三天' }).click();
    await page.getByRole('dialog', { name: '撤回文章' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('row', { name: /我在广交会上的三天/ })).toHaveCount(0);
  });
});

test.describe('profile', () => {
  test('update-info saves the nickname and shows it after a reload', async ({ page, context, request }) => {
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/manager/update-info`);
    await page.getByRole('textbox', { name: /昵称/ }).fill('展会达人');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '个人资料已保存' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /昵称/ })).toHaveValue('展会达人');
  });
});

/** An exhibition that has not started (reminders and applications need one). */
async function upcomingExhibition(request: APIRequestContext): Promise<{ id: number; name: string }> {
  interface List {
    data: { records: { id: number; name: string; state: string }[]; total: number };
  }
  // Fairs that have not ended come first in the default order: ongoing, then upcoming.
  const list = (await (
    await request.get(`${zhOrigin}/api/exhibitions?pageSize=50&pageNum=1`)
  ).json()) as List;
  const fair = list.data.records.find((record) => record.state === 'upcoming');
  if (fair === undefined) throw new Error('the seed has no upcoming exhibition');
  return fair;
}

test.describe('follow and remind buttons', () => {
  test('anonymous readers get a login link and no React; the cached HTML holds no user data', async ({
    page,
  }) => {
    const fair = await upcomingExhibition(page.request);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${zhOrigin}/exhibition/${String(fair.id)}.html`);
    await page.waitForLoadState('networkidle');
    const follow = page.getByRole('link', { name: '关注', exact: true });
    await expect(follow).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/exhibition/${String(fair.id)}.html`)}`,
    );
    await expect(page.getByRole('link', { name: '开展提醒' })).toBeVisible();
    expect(scripts.filter((url) => /\/_astro\/(FollowButton|RemindButton)\./.test(url))).toEqual([]);
    // A reader with a session gets the very same HTML: the state arrives only after hydration.
    const withSession = await page.request.get(`${zhOrigin}/exhibition/${String(fair.id)}.html`, {
      headers: { cookie: 'access_token=tok-e2e-follow' },
    });
    const html = await withSession.text();
    expect(html).not.toContain('aria-pressed');
    expect(html).toContain(
      `href="/login?redirect=${encodeURIComponent(`/exhibition/${String(fair.id)}.html`)}"`,
    );
  });

  test('follow an exhibition on its page and see it under fair-follow; set a reminder and see it under fair-remind', async ({
    page,
    context,
    request,
  }) => {
    const fair = await upcomingExhibition(request);
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/exhibition/${String(fair.id)}.html`);
    const follow = page.getByRole('button', { name: '关注', exact: true });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText('已关注');

    await page.getByRole('button', { name: '开展提醒' }).click();
    const panel = page.getByRole('group', { name: '开展提醒' });
    await panel.getByLabel('提前天数').selectOption('3');
    await panel.getByRole('button', { name: '保存提醒' }).click();
    await expect(panel.getByRole('status')).toContainText('将于');

    await page.goto(`${zhOrigin}/manager/fair-follow`);
    await expect(page.getByRole('link', { name: fair.name })).toBeVisible();
    await page.goto(`${zhOrigin}/manager/fair-remind`);
    const row = page.getByRole('row', { name: new RegExp(fair.name) });
    await expect(row).toContainText('提前 3 天');

    // Back on the exhibition page the button knows the state.
    await page.goto(`${zhOrigin}/exhibition/${String(fair.id)}.html`);
    await expect(page.getByRole('button', { name: '关注', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('exhibition application and trip sign-up', () => {
  test('an application is validated, submitted and listed under fair-my', async ({
    page,
    context,
    request,
  }) => {
    const fair = await upcomingExhibition(request);
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/exhibition/apply/${String(fair.id)}.html`);
    await expect(page.getByRole('heading', { level: 1, name: '参展申请' })).toBeVisible();
    const form = page.getByRole('form', { name: '参展申请' });
    await hydrated(form);
    await form.getByLabel(/展位面积/).fill('3');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('请输入 9–5000 之间的整数')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '请修正标出的' })).toBeVisible();
    await form.getByLabel(/参展企业名称/).fill('上海展讯科技有限公司');
    await form.getByLabel(/展位类型/).selectOption('raw-space');
    await form.getByLabel(/展位面积/).fill('36');
    await form.getByLabel(/联系人/).fill('钱多多');
    await form.getByLabel(/联系电话/).fill('13955556666');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('status').filter({ hasText: '申请已提交' })).toBeVisible();
    await page.getByRole('link', { name: '查看我的展会' }).click();
    const applications = page.getByRole('region', { name: '参展申请' });
    await expect(applications.getByRole('row', { name: new RegExp(fair.name) })).toContainText(
      '光地 36 平方米',
    );
  });

  test('the apply page 404s for a non-digit id', async ({ request }) => {
    expect((await request.get(`${zhOrigin}/exhibition/apply/12a.html`)).status()).toBe(404);
  });

  test('a trip sign-up is submitted from the trip page and listed under fair-my', async ({
    page,
    context,
    request,
  }) => {
    const trips = (await (await request.get(`${zhOrigin}/api/trips?pageSize=100`)).json()) as {
      data: { records: { id: number; title: string; remaining: number; startDate: string }[] };
    };
    const today = new Date().toISOString().slice(0, 10);
    const trip = trips.data.records.find((record) => record.remaining >= 2 && record.startDate > today);
    if (trip === undefined) throw new Error('the seed has no trip with places');
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/exhibition/trip/${String(trip.id)}.html`);
    const form = page.getByRole('form', { name: '报名参团' });
    await form.scrollIntoViewIfNeeded();
    await hydrated(form);
    await form.getByLabel(/人数/).fill('2');
    await form.getByLabel(/联系人/).fill('孙悟空');
    await form.getByLabel(/联系电话/).fill('13977778888');
    await form.getByRole('button', { name: '提交报名' }).click();
    await expect(page.getByRole('status').filter({ hasText: '报名成功' })).toBeVisible();
    const orderNo =
      /订单号 ([A-Z]\d+)/.exec(
        (await page.getByRole('status').filter({ hasText: '报名成功' }).textContent()) ?? '',
      )?.[1] ?? '';
    await expect(page.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      `/payment?orderNo=${orderNo}`,
    );
    await page.goto(`${zhOrigin}/manager/fair-my`);
    await expect(
      page
        .getByRole('region', { name: '展会团组' })
        .getByRole('row', { name: new RegExp(trip.title.slice(0, 6)) }),
    ).toContainText('2 人');
    await expect(
      page.getByRole('region', { name: '展会团组' }).getByRole('link', { name: '去支付' }),
    ).toHaveAttribute('href', `/payment?orderNo=${orderNo}`);
  });
});

test.describe('account forms', () => {
  test('enterprise authentication refuses a small licence image, uploads a large one and submits', async ({
    page,
    context,
    request,
  }) => {
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/manager/auth`);
    const form = page.getByRole('form', { name: '提交认证' });
    await hydrated(form);
    await expect(page.getByText('尚未提交企业认证')).toBeVisible();
    const images = form.getByLabel(/营业执照图片/);
    await images.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(300, 400) });
    await expect(form.getByText('尺寸大小不合适')).toBeVisible();
    await images.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png(600, 800) });
    await expect(form.getByRole('button', { name: '移除图片 1' })).toBeVisible();
    await form.getByLabel(/企业名称/).fill('上海展讯科技有限公司');
    await form.getByLabel(/营业执照号/).fill('91310000MA1K3YJ12X');
    await form.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已提交，等待审核' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('当前状态：审核中')).toBeVisible();
  });

  test('changing the password ends the session and leads to login', async ({ page, context, request }) => {
    await logIn(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/manager/update-pwd`);
    const form = page.getByRole('form', { name: '修改密码' });
    await hydrated(form);
    await form.getByLabel(/^新密码/).fill('short');
    await form.getByLabel(/确认新密码/).fill('other');
    await form.getByRole('button', { name: '修改密码' }).click();
    await expect(form.getByText('密码须为 8–64 位，并包含字母和数字')).toBeVisible();
    await expect(form.getByText('两次输入的新密码不一致')).toBeVisible();
    await form.getByLabel(/^新密码/).fill('NewPass2026');
    await form.getByLabel(/确认新密码/).fill('NewPass2026');
    await form.getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '密码已修改' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmanager%2Fupdate-pwd/);
    expect(
      (await context.cookies(zhOrigin)).find(
        (cookie) => cookie.name === 'access_token' && cookie.value !== '',
      ),
    ).toBeUndefined();
  });
});
