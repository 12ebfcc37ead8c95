import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { enOrigin, zhOrigin } from './helpers.ts';
import {
  apiOk,
  callApi,
  editorAccount,
  logInBrowser,
  newMemberSession,
  passwordSession,
  type Session,
} from './support/api-session.ts';
import {
  batchPayloads,
  hostilePayloads,
  isStorable,
  shortPayloads,
  type HostilePayload,
} from './support/hostile-payloads.ts';
import { hydrated } from './support/hydration.ts';
import { findExecutableContent, recordDialogs, uncached, visitSafely } from './support/page-safety.ts';

// Issue #11: hostile values (the public XSS corpora under tests/fixtures/xss and classic payloads)
// written through every field an editor or a member can write, then every page that shows them
// opened in Chromium in both editions: nothing runs, nothing executable is left in the DOM, no
// page answers 5xx and each still renders its content. The corpus goes in batched (an article
// body carries a slice of it); short fields get single payloads within the contract's limits.

const editions = [
  { name: 'zh', origin: zhOrigin },
  { name: 'en', origin: enOrigin },
] as const;

/** A record written with hostile values and the plain token its title or name starts with. */
interface Written {
  id: number;
  token: string;
}

/** Everything the tests wrote, made once per worker. */
interface Seeded {
  payloads: HostilePayload[];
  storedPayloads: number;
  refused: number;
  news: Written[];
  wiki: (Written & { path: string })[];
  exhibition: Written;
  pavilion: Written;
  periodical: Written;
  trip: Written & { exhibitionId: number };
  memberNews: Written;
  member: Session;
  visitors: Written[];
  nicknameToken: string;
  enterpriseToken: string;
}

const today = new Date().toISOString().slice(0, 10);
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const run = Date.now().toString(36);

/** A bilingual text with the same value in both languages. */
const both = (text: string): { zh: string; en: string } => ({ zh: text, en: text });

/** A 1x1 PNG, for the enterprise authentication's licence image. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function seed(request: APIRequestContext): Promise<Seeded> {
  const payloads = hostilePayloads();
  const texts = payloads.map((item) => item.payload.trim()).filter((text) => text !== '');
  const storable = texts.filter(isStorable);
  const unstorable = texts.filter((text) => !isStorable(text));
  const short = shortPayloads(storable, 40);
  const pick = (index: number, maxChars = 40): string => {
    const fitting = short.filter((text) => text.length <= maxChars);
    return fitting[index % fitting.length] ?? '<img src=x onerror=alert(1)>';
  };
  const editor = await passwordSession(request, editorAccount.account, editorAccount.password);

  // A new venue and a new fair held there: names, address, intro and scope all hostile.
  const pavilionToken = `H6P${run}`;
  const pavilion = await apiOk<{ id: number }>(request, editor, 'POST', '/api/editor/pavilions', {
    name: both(`${pavilionToken} ${pick(0)}`),
    address: both(`${pick(1)} ${pick(2)}`),
    intro: both(batchPayloads(storable.slice(0, 60), 19_000)[0] ?? pick(3)),
    cityId: 52,
    lat: -6.1,
    lng: 106.8,
    areaSqm: 1000,
    halls: 2,
    website: null,
    image: '/oss/images/pavilion/1.jpg',
  });
  const exhibitionToken = `H6E${run}`;
  const fair = {
    subIndustryId: 26,
    cityId: 52,
    organiserId: 21,
    images: ['/oss/images/exhibition/1-1.jpg'],
    frequency: 'annual',
    areaSqm: 5000,
    exhibitors: 10,
    visitors: 1000,
  };
  const exhibition = await apiOk<{ id: number }>(request, editor, 'POST', '/api/editor/exhibitions', {
    ...fair,
    name: both(`${exhibitionToken} ${pick(4)} ${pick(5)}`),
    intro: both(batchPayloads(storable.slice(60, 130), 19_000)[0] ?? pick(6)),
    scope: both(short.slice(0, 40).join(' ')),
    shortName: `H6${run}`.slice(0, 20),
    pavilionId: pavilion.id,
    startDate: daysFromToday(20),
    endDate: daysFromToday(23),
  });

  // News: every storable payload in some article body; titles, summaries and sources hostile too.
  const bodies = batchPayloads(storable, 18_000);
  // Links that would leave the site once a browser reads them are refused and write nothing:
  // a tab or newline inside a path (dropped: '//evil.example'), a backslash, protocol-relative.
  for (const link of ['/\t/evil.example/', '/\n/evil.example/', '/\\evil.example', '//evil.example/']) {
    const answer = await callApi(request, editor, 'POST', '/api/editor/news', {
      title: both(`H6L${run}`),
      summary: both('x'),
      body: both('<p>x</p>'),
      typeId: 3,
      industryId: 8,
      source: 'x',
      link,
    });
    expect(answer.code, JSON.stringify(link)).toBe(20002);
  }
  const news: Written[] = [];
  for (const [index, body] of bodies.entries()) {
    const token = `H6N${String(index)}${run}`;
    const created = await apiOk<{ id: number }>(request, editor, 'POST', '/api/editor/news', {
      title: both(`${token} ${[0, 1, 2].map((k) => pick(index * 3 + k, 120)).join(' ')}`),
      summary: both(`${pick(index + 7, 200)} ${pick(index + 8, 200)}`),
      body: both(body),
      typeId: 3,
      industryId: 8,
      exhibitionId: exhibition.id,
      source: pick(index + 9, 60),
      status: 'published',
    });
    news.push({ id: created.id, token });
  }
  // Strings PostgreSQL cannot store are refused with 20002 and write nothing.
  for (const text of unstorable.slice(0, 5)) {
    const answer = await callApi(request, editor, 'POST', '/api/editor/news', {
      title: both(`H6X${run}`),
      summary: both('x'),
      body: both(text),
      typeId: 3,
      industryId: 8,
      source: 'x',
    });
    expect(answer.code, JSON.stringify(text)).toBe(20002);
  }

  const wiki: (Written & { path: string })[] = [];
  for (const [index, body] of bodies.entries()) {
    const token = `H6W${String(index)}${run}`;
    const created = await apiOk<{ id: number }>(request, editor, 'POST', '/api/editor/wiki', {
      title: both(`${token} ${pick(index * 2 + 20, 120)} ${pick(index * 2 + 21, 120)}`),
      summary: both(pick(index + 30, 200)),
      body: both(body),
      categoryId: 1,
      industryId: 8,
      exhibitionId: exhibition.id,
    });
    const detail = await apiOk<{ path: string }>(
      request,
      null,
      'GET',
      `/api/wiki/articles/${String(created.id)}`,
    );
    wiki.push({ id: created.id, token, path: detail.path });
  }

  // Seeded fairs shown by a periodical (its PDF too) and by a trip get hostile names.
  const periodicalToken = `H6Q${run}`;
  const periodical = await apiOk<{ exhibition: { id: number } }>(request, null, 'GET', '/api/periodicals/1');
  await apiOk(request, editor, 'PUT', `/api/editor/exhibitions/${String(periodical.exhibition.id)}`, {
    name: both(`${periodicalToken} ${pick(11)} ${pick(12)}`),
  });
  const trips = await apiOk<{
    records: { id: number; startDate: string; remaining: number; exhibition: { id: number } }[];
  }>(request, null, 'GET', '/api/trips?pageSize=100');
  const trip = trips.records.find((record) => record.startDate > today && record.remaining > 0);
  if (trip === undefined) throw new Error('no upcoming trip with places left in the seed');
  const tripToken = `H6T${run}`;
  await apiOk(request, editor, 'PUT', `/api/editor/exhibitions/${String(trip.exhibition.id)}`, {
    name: both(`${tripToken} ${pick(13)}`),
  });

  // A member: profile, visitors, a submitted article, enterprise authentication, an application
  // and a trip sign-up, every free-text field hostile.
  const member = await newMemberSession(request);
  const nicknameToken = `H6U${run}`.slice(0, 9);
  await apiOk(request, member, 'PUT', '/api/manager/profile', {
    nickname: `${nicknameToken} ${pick(14, 40 - nicknameToken.length - 1)}`,
    bio: short.slice(40, 52).join(' ').slice(0, 500),
  });
  const visitors: Written[] = [];
  for (let index = 0; index < 8; index += 1) {
    const token = `H6V${String(index)}`;
    const created = await apiOk<{ id: number }>(request, member, 'POST', '/api/manager/visitors', {
      name: `${token} ${pick(index + 15, 60 - token.length - 1)}`,
      phone: '13912345678',
      company: pick(index + 23, 120),
      position: pick(index + 31, 60),
      idType: 'passport',
      idNumber: `E${String(index)}2345678`,
    });
    visitors.push({ id: created.id, token });
  }
  const memberNewsToken = `H6M${run}`;
  const submitted = await apiOk<{ id: number }>(request, member, 'POST', '/api/manager/news', {
    language: 'zh',
    title: `${memberNewsToken} ${pick(40, 100)}`,
    summary: pick(41, 300),
    body: batchPayloads(storable, 49_000)[0] ?? pick(42),
    typeId: 3,
    industryId: 8,
  });
  await apiOk(request, editor, 'PUT', `/api/editor/news/${String(submitted.id)}`, { status: 'published' });

  const upload = await request.fetch(
    `${zhOrigin}/api/uploads?fileName=${encodeURIComponent('"><img src=x onerror=alert(1)>.png')}`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}`, 'Content-Type': 'image/png' },
      data: onePixelPng,
    },
  );
  const uploaded = (await upload.json()) as { code: number; data: { id: number } };
  expect(uploaded.code).toBe(1);
  const enterpriseToken = `H6A${run}`;
  await apiOk(request, member, 'POST', '/api/manager/enterprise-auth', {
    companyName: `${enterpriseToken} ${pick(43, 100)}`,
    licenceNo: '91310000MA1K000001',
    licenceImages: [uploaded.data.id],
  });
  const applicationToken = `H6B${run}`;
  await apiOk(
    request,
    member,
    'POST',
    '/api/orders/applications',
    {
      exhibitionId: exhibition.id,
      companyName: `${applicationToken} ${pick(44, 100)}`,
      boothType: 'standard',
      boothAreaSqm: 18,
      remark: short.slice(52, 70).join(' ').slice(0, 1000),
      contact: { name: pick(45, 60), phone: '13912345678' },
    },
    { 'Idempotency-Key': `h6-apply-${run}` },
  );
  const tripContactToken = `H6C${run}`.slice(0, 8);
  await apiOk(
    request,
    member,
    'POST',
    '/api/orders/trips',
    {
      tripId: trip.id,
      people: 1,
      contact: { name: `${tripContactToken} ${pick(46, 50)}`, phone: '13912345678' },
    },
    { 'Idempotency-Key': `h6-trip-${run}` },
  );

  return {
    payloads,
    storedPayloads: storable.length,
    refused: Math.min(unstorable.length, 5),
    news,
    wiki,
    exhibition: { id: exhibition.id, token: exhibitionToken },
    pavilion: { id: pavilion.id, token: pavilionToken },
    periodical: { id: 1, token: periodicalToken },
    trip: { id: trip.id, token: tripToken, exhibitionId: trip.exhibition.id },
    memberNews: { id: submitted.id, token: memberNewsToken },
    member,
    visitors,
    nicknameToken,
    enterpriseToken,
  };
}

let seeded: Seeded | undefined;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  seeded = await seed(request);
});
function data(): Seeded {
  if (seeded === undefined) throw new Error('not seeded');
  return seeded;
}

/** Visits every URL, then asserts no page had a finding and no dialog opened. */
async function checkPages(
  page: Page,
  urls: { url: string; expectText?: string; expectValue?: string; heading?: boolean }[],
): Promise<void> {
  const dialogs = recordDialogs(page);
  const problems: string[] = [];
  for (const { url, ...options } of urls) problems.push(...(await visitSafely(page, url, options)));
  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);
}

test.describe('hostile content rendered in Chromium', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the corpus is loaded and written', () => {
    const seededData = data();
    test.info().annotations.push({
      type: 'payloads',
      description: `${String(seededData.payloads.length)} payloads, ${String(seededData.storedPayloads)} stored, ${String(seededData.refused)} refused (20002), ${String(seededData.news.length)} news and wiki bodies`,
    });
    expect(seededData.payloads.length).toBeGreaterThan(400);
    expect(new Set(seededData.payloads.map((item) => item.source))).toEqual(
      new Set(['classic', 'dompurify', 'h5sc', 'owasp']),
    );
  });

  for (const edition of editions) {
    test(`news pages, their /seo mirrors and /exponews (${edition.name})`, async ({ page }) => {
      const { news, memberNews } = data();
      const urls = [...news, memberNews].flatMap(({ id, token }) => [
        { url: `${edition.origin}/information/${String(id)}.html`, expectText: token },
        { url: `${edition.origin}/seo/information/${String(id)}.html`, expectText: token },
        { url: `${edition.origin}/exponews/${String(id)}.html` },
      ]);
      await checkPages(page, urls);
    });

    test(`wiki articles (${edition.name})`, async ({ page }) => {
      await checkPages(
        page,
        data().wiki.map(({ path, token }) => ({ url: `${edition.origin}${path}`, expectText: token })),
      );
    });

    test(`exhibition, venue, periodical, exhibitors, apply and trip pages (${edition.name})`, async ({
      page,
    }) => {
      const { exhibition, pavilion, periodical, trip } = data();
      const id = String(exhibition.id);
      await checkPages(page, [
        { url: `${edition.origin}/exhibition/${id}.html`, expectText: exhibition.token },
        { url: `${edition.origin}/seo/exhibition/${id}.html`, expectText: exhibition.token },
        { url: `${edition.origin}/exhibitors/${id}.html`, expectText: exhibition.token },
        { url: `${edition.origin}/exhibition/apply/${id}.html`, expectText: exhibition.token },
        { url: `${edition.origin}/pavilion/${String(pavilion.id)}.html`, expectText: pavilion.token },
        { url: `${edition.origin}/periodical/${String(periodical.id)}.html`, expectText: periodical.token },
        { url: `${edition.origin}/exhibition/trip/${String(trip.id)}.html` },
        { url: `${edition.origin}/exhibition/${String(trip.exhibitionId)}.html`, expectText: trip.token },
      ]);
    });

    test(`lists and the home page (${edition.name})`, async ({ page }) => {
      const { news, wiki } = data();
      await checkPages(page, [
        { url: `${edition.origin}/` },
        { url: `${edition.origin}/information/`, expectText: news.at(-1)?.token ?? '' },
        { url: `${edition.origin}/seo/information/`, expectText: news.at(-1)?.token ?? '' },
        { url: `${edition.origin}/seo/` },
        { url: `${edition.origin}/exhibition/` },
        { url: `${edition.origin}/seo/exhibition/` },
        { url: `${edition.origin}/pavilion/` },
        { url: `${edition.origin}/wiki`, expectText: wiki.at(-1)?.token ?? '' },
      ]);
      // Every article title in the lists links to a page of the site.
      for (const list of ['/information/', '/seo/information/']) {
        await page.goto(uncached(`${edition.origin}${list}`));
        const first = news[0];
        if (first === undefined) throw new Error('no news written');
        const hrefs = await page
          .locator('a')
          .filter({ hasText: first.token })
          .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
        for (const href of hrefs)
          expect(new URL(href).host, `${list} ${href}`).toBe(new URL(page.url()).host);
      }
    });

    test(`the management centre after a real login (${edition.name})`, async ({ page, context }) => {
      const { member, visitors, memberNews, nicknameToken, enterpriseToken, exhibition } = data();
      await logInBrowser(context, member);
      const visitorId = String(visitors[0]?.id ?? 0);
      await checkPages(page, [
        { url: `${edition.origin}/manager/news-my`, expectText: memberNews.token },
        { url: `${edition.origin}/manager/visitor`, expectText: visitors.at(-1)?.token ?? '' },
        {
          url: `${edition.origin}/manager/visitor-edit/${visitorId}`,
          expectValue: visitors[0]?.token ?? 'H6V0',
        },
        { url: `${edition.origin}/manager/update-info`, expectValue: nicknameToken },
        { url: `${edition.origin}/manager/auth`, expectValue: enterpriseToken },
        // Orders list their fair (the hostile exhibition) and trip; company names are not shown.
        { url: `${edition.origin}/manager/fair-my`, expectText: exhibition.token },
        { url: `${edition.origin}/manager/ticket-my` },
      ]);
      // The header greets the member by the hostile nickname, as text.
      await expect(page.getByRole('banner')).toContainText(nicknameToken);
    });
  }

  test('the apply and trip forms take hostile values typed in Chromium and stay inert', async ({
    page,
    context,
    request,
  }) => {
    const { exhibition, trip } = data();
    const dialogs = recordDialogs(page);
    await logInBrowser(context, await newMemberSession(request));
    await page.goto(`${zhOrigin}/exhibition/apply/${String(exhibition.id)}.html`);
    const apply = page.getByRole('form', { name: '参展申请' });
    await expect(apply).toBeVisible();
    await hydrated(apply);
    await apply.getByLabel('参展企业名称').fill('"><img src=x onerror="window.__xss=1">');
    await apply.getByLabel('展位面积（平方米）').fill('18');
    await apply.getByLabel(/^备注/).fill('</textarea><script>window.__xss=1</script><svg onload=alert(1)>');
    await apply.getByLabel('联系人').fill('<svg onload="window.__xss=1">');
    await apply.getByLabel('联系电话').fill('13912345678');
    await apply.getByRole('button', { name: '提交申请' }).click();
    await expect(page.locator('main a[href="/manager/fair-my"]').first()).toBeVisible();
    expect(await findExecutableContent(page)).toEqual([]);

    await page.goto(`${zhOrigin}/exhibition/trip/${String(trip.id)}.html`);
    const signup = page.getByRole('form', { name: '报名参团' });
    await expect(signup).toBeVisible();
    await hydrated(signup);
    await signup.getByLabel('联系人').fill('</title><script>window.__xss=1</script>');
    await signup.getByLabel('联系电话').fill('13912345678');
    await signup.locator('button[type="submit"]').click();
    await expect(page.locator('main a[href="/manager/fair-my"]').first()).toBeVisible();
    expect(await findExecutableContent(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test("the news fragment on the site's origin (/ossApi/newsContent) never runs the stored HTML", async ({
    page,
    request,
  }) => {
    const dialogs = recordDialogs(page);
    const problems: string[] = [];
    for (const { id } of [...data().news, data().memberNews]) {
      const path = `/ossApi/newsContent/${String(id)}.html`;
      const response = await request.get(`${zhOrigin}${path}`, { timeout: 30_000 });
      expect(response.status(), path).toBeLessThan(500);
      const type = response.headers()['content-type'] ?? '';
      // Served as HTML it must be clean; served otherwise the browser must not sniff it into HTML.
      if (type.includes('html')) {
        // Sandboxed without scripts, so the page itself could not run them; its markup is checked
        // apart from the sandbox: loaded into a blank page that may run script, it still runs none.
        const policy = response.headers()['content-security-policy'] ?? '';
        expect(policy, path).toMatch(/(^|;)\s*sandbox\b/);
        expect(policy, path).not.toContain('allow-scripts');
        expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
        await page.goto('about:blank');
        await page.setContent(await response.text());
        problems.push(...(await findExecutableContent(page)).map((problem) => `${path}: ${problem}`));
      } else {
        expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      }
    }
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('PDF exports answer a PDF that shows the hostile names as text, with no actions', async ({
    request,
  }) => {
    const { exhibition, periodical } = data();
    for (const host of [new URL(zhOrigin).host, new URL(enOrigin).host]) {
      for (const [path, token] of [
        [`/exhibitors/${String(exhibition.id)}.pdf`, exhibition.token],
        [`/periodical/${String(periodical.id)}.pdf`, periodical.token],
      ] as const) {
        const response = await request.get(uncached(`${zhOrigin}${path}`), { headers: { host } });
        expect(response.status(), `${host}${path}`).toBe(200);
        expect(response.headers()['content-type'], `${host}${path}`).toContain('application/pdf');
        const bytes = await response.body();
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const raw = bytes.toString('latin1');
        for (const action of ['/JavaScript', '/JS ', '/JS(', '/Launch', '/OpenAction', '/SubmitForm'])
          expect(raw, `${host}${path} ${action}`).not.toContain(action);
        const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
        let text = '';
        for (let number = 1; number <= document.numPages; number += 1) {
          const content = await (await document.getPage(number)).getTextContent();
          text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
        }
        expect(text, `${host}${path}`).toContain(token);
      }
    }
  });
});
