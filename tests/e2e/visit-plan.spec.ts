import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { componentsOf, parseIcs, propertyOf } from '../support/icalendar.ts';
import { enOrigin, zhOrigin } from './helpers.ts';
import {
  apiOk,
  logInBrowser,
  newMemberSession,
  passwordSession,
  type Session,
} from './support/api-session.ts';
import { hydrated } from './support/hydration.ts';

// Issue 40 items 3 and 4 against the production build, in both editions at a phone's and a
// desktop's width: a buyer adds three stands from a fair's exhibitor directory, sees them in
// walking order on /manager/visit-plan (no sideways scrolling), opens them on the hall plan and
// downloads the PDF (another member gets a 404); the buyer asks the demo exhibitor for a meeting,
// the exhibitor is told in /manager/messages, accepts it in /manager/meetings, and it is in both
// members' calendar feeds; the exhibitor adds a colleague by phone in /manager/company-members
// (checked before sending, an unknown phone refused) and takes them off.

const exhibitorAccount = { account: '13700000001', password: 'Demo2024pass' };

const editions = [
  {
    name: 'zh',
    origin: zhOrigin,
    plan: (name: string) => `参观计划：${name}`,
    showOnPlan: '在展馆平面图上查看',
    pdf: '下载 PDF',
    ask: (name: string) => `向 ${name} 预约会面`,
    send: '发送请求',
    accept: /^接受 /,
    accepted: '已接受',
    answer: '答复请求',
    members: {
      add: '加入企业',
      added: '已添加',
      unknown: '该手机号尚未注册账号',
      invalid: '请输入正确的手机号',
      required: '请填写此项',
      remove: (name: string) => `将 ${name} 移出企业`,
      confirmTitle: '更改企业成员',
      ok: '确定',
    },
  },
  {
    name: 'en',
    origin: enOrigin,
    plan: (name: string) => `Visit plan: ${name}`,
    showOnPlan: 'Show on the hall plan',
    pdf: 'Download PDF',
    ask: (name: string) => `Request a meeting with ${name}`,
    send: 'Send request',
    accept: /^Accept /,
    accepted: 'Accepted',
    answer: 'Answer the request',
    members: {
      add: 'Add to the company',
      added: 'Added',
      unknown: 'no account is registered with this phone number',
      invalid: 'valid phone number',
      required: 'This field is required',
      remove: (name: string) => `Remove ${name} from the company`,
      confirmTitle: "Change the company's members",
      ok: 'OK',
    },
  },
] as const;

interface Desk {
  company: { id: number; name: string } | null;
  planned: { exhibition: { id: number; name: string; startDate: string }; buyers: number }[];
}

/** The demo exhibitor's session and the next fair its company exhibits at. */
async function exhibitorFair(request: APIRequestContext, edition: 'zh' | 'en') {
  const exhibitor = await passwordSession(request, exhibitorAccount.account, exhibitorAccount.password);
  const desk = await apiOk<Desk>(request, exhibitor, 'GET', '/api/manager/exhibitor', undefined, {
    Locale: edition === 'en' ? 'EN' : 'CN',
  });
  const today = new Date().toISOString().slice(0, 10);
  const fair = desk.planned.find((row) => row.exhibition.startDate > today)?.exhibition;
  if (desk.company === null || fair === undefined) throw new Error('the demo exhibitor has no upcoming fair');
  return { exhibitor, company: desk.company, fair };
}

/** The page has no horizontal scroll and every visible control of `scope` is at least 24 px square (inline text links are exempt, as WCAG 2.5.8 allows). */
async function fitsAndTaps(page: Page, scope: string): Promise<void> {
  const report = await page.evaluate((selector) => {
    const root = document.querySelector(selector);
    const small = [...(root?.querySelectorAll('a.button, button, select, textarea') ?? [])]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.width < 24 || box.height < 24));
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      small: small.length,
    };
  }, scope);
  expect(report.overflow).toBeLessThanOrEqual(0);
  expect(report.small).toBe(0);
}

/** GET of an absolute URL from outside the browser, with the edition's Host header. */
function getAt(request: APIRequestContext, url: string): Promise<APIResponse> {
  const target = new URL(url);
  return request.get(`http://127.0.0.1:${target.port}${target.pathname}${target.search}`, {
    headers: { Host: target.host },
  });
}

/** The events of a member's calendar feed, read as a calendar app reads it. */
async function feedEvents(request: APIRequestContext, session: Session, origin: string) {
  const issued = await apiOk<{ token: string }>(request, session, 'POST', '/api/manager/calendar-feed');
  const feed = await getAt(request, `${origin}/calendar/feed/${issued.token}.ics`);
  expect(feed.status()).toBe(200);
  return componentsOf(parseIcs(await feed.text()), 'VEVENT');
}

/** A 30-minute slot on the fair's first day that neither the company nor anyone has held yet. */
async function freeSlot(request: APIRequestContext, exhibitor: Session, fairId: number, day: string) {
  const mine = await apiOk<{
    asExhibitor: { exhibition: { id: number }; day: string; start: string; status: string }[];
  }>(request, exhibitor, 'GET', '/api/manager/meetings');
  const held = new Set(
    mine.asExhibitor
      .filter(
        (m) =>
          m.exhibition.id === fairId &&
          m.day === day &&
          (m.status === 'requested' || m.status === 'accepted'),
      )
      .map((m) => m.start),
  );
  for (let minute = 9 * 60; minute + 30 <= 18 * 60; minute += 30) {
    const start = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    if (!held.has(start)) return start;
  }
  throw new Error('no free slot left on the fair day');
}

for (const edition of editions) {
  for (const width of [390, 1280]) {
    test.describe(`visit plan and meetings (${edition.name}, ${String(width)} px)`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('three stands from the directory, in walking order, on the plan and as a PDF', async ({
        page,
        context,
        request,
        browser,
      }) => {
        const { fair } = await exhibitorFair(request, edition.name);
        const buyer = await newMemberSession(request);
        await logInBrowser(context, buyer);
        await page.goto(`${edition.origin}/exhibitors/${String(fair.id)}.html`);
        const cards = page.locator('li.exhibitor');
        const names: string[] = [];
        for (let index = 0; index < 3; index += 1) {
          const name = (await cards.nth(index).locator('h2').innerText()).trim();
          const button = cards.nth(index).getByRole('button', { name: edition.plan(name) });
          await hydrated(button);
          await button.click();
          await expect(button).toHaveAttribute('aria-pressed', 'true');
          names.push(name);
        }

        await page.goto(`${edition.origin}/manager/visit-plan`);
        const route = page.locator('ol.vp-route');
        await expect(route.getByRole('listitem')).toHaveCount(3);
        const texts = await route.getByRole('listitem').allInnerTexts();
        expect(new Set(texts.map((text) => names.find((name) => text.includes(name))))).toEqual(
          new Set(names),
        );
        for (const text of texts) expect(text).toMatch(/\d+ (m|米)/);
        await fitsAndTaps(page, '.vp-plans');

        const planLink = page.getByRole('link', { name: edition.showOnPlan });
        const planHref = (await planLink.getAttribute('href')) ?? '';
        expect(planHref).toMatch(
          new RegExp(`^/pavilion/\\d+/plan\\.html\\?exhibition=${String(fair.id)}&stands=`),
        );
        const planCodes = new URL(planHref, edition.origin).searchParams.get('stands')?.split(',') ?? [];
        expect(planCodes).toHaveLength(3);
        const visitOrder = texts.map((text) => names.find((name) => text.includes(name)));

        // The hall plan draws the same walk: its numbered stops and its text list in the visit plan's order.
        const plan = await page.goto(`${edition.origin}${planHref}`);
        expect(plan?.status()).toBe(200);
        const stops = page.getByTestId('plan-route-list').getByRole('listitem');
        await expect(stops).toHaveCount(3);
        expect(await stops.evaluateAll((items) => items.map((item) => item.dataset.code))).toEqual(planCodes);
        const stopTexts = await stops.allInnerTexts();
        expect(stopTexts.map((text) => names.find((name) => text.includes(name)))).toEqual(visitOrder);
        const drawn = page.locator('svg.plan .route__stop');
        await expect(drawn).toHaveCount(3);
        const byNumber = await drawn.evaluateAll((marks) =>
          marks
            .map((mark) => [Number(mark.getAttribute('data-stop')), mark.getAttribute('data-code')] as const)
            .sort((a, b) => a[0] - b[0]),
        );
        expect(byNumber).toEqual(planCodes.map((code, index) => [index + 1, code]));
        for (const [, code] of byNumber)
          await expect(page.locator(`svg.plan .route__stop[data-code="${code ?? ''}"] text`)).toBeVisible();
        expect(await page.locator('svg.plan polyline.route__line').count()).toBeGreaterThan(0);
        await expect(page.locator('svg.plan polyline.route__line').first()).toBeVisible();
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        await page.goBack();

        const pdfHref = (await page.getByRole('link', { name: edition.pdf }).getAttribute('href')) ?? '';
        expect(pdfHref).toBe(`/manager/visit-plan/${String(fair.id)}.pdf`);
        const pdf = await page.evaluate(async (address) => {
          const response = await fetch(address);
          const bytes = new Uint8Array(await response.arrayBuffer());
          return {
            status: response.status,
            type: response.headers.get('content-type') ?? '',
            head: String.fromCharCode(...bytes.slice(0, 5)),
          };
        }, pdfHref);
        expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

        const strangerContext = await browser.newContext();
        await logInBrowser(strangerContext, await newMemberSession(request));
        const stranger = await strangerContext.newPage();
        const refused = await stranger.goto(`${edition.origin}${pdfHref}`);
        expect(refused?.status()).toBe(404);
        await strangerContext.close();
      });

      test('a meeting requested, accepted by the exhibitor and in both calendar feeds', async ({
        page,
        context,
        request,
        browser,
      }) => {
        const { exhibitor, company, fair } = await exhibitorFair(request, edition.name);
        const buyer = await newMemberSession(request);
        await apiOk(request, buyer, 'POST', '/api/manager/visit-plan', {
          exhibitionId: fair.id,
          companyId: company.id,
        });
        const start = await freeSlot(request, exhibitor, fair.id, fair.startDate);
        await logInBrowser(context, buyer);
        await page.goto(`${edition.origin}/manager/visit-plan`);
        const ask = page.getByRole('button', { name: edition.ask(company.name) });
        await hydrated(ask);
        await ask.click();
        const form = page.locator('form.vp-meeting');
        await form.locator('select').nth(1).selectOption(start);
        const note = `e2e ${edition.name} ${String(width)} <b>samples</b>`;
        await form.locator('textarea').fill(note);
        await fitsAndTaps(page, '.vp-plans');
        await form.getByRole('button', { name: edition.send }).click();
        await expect(form).toHaveCount(0);

        const exhibitorContext = await browser.newContext({ viewport: { width, height: 900 } });
        await logInBrowser(exhibitorContext, exhibitor);
        const desk = await exhibitorContext.newPage();
        // The company's member is told in the in-site messages (newest first) and goes to answer.
        await desk.goto(`${edition.origin}/manager/messages`);
        const told = desk
          .getByTestId('messages')
          .locator('li[data-kind="meeting-request"]')
          .filter({ hasText: fair.name })
          .filter({ hasText: start })
          .first();
        await expect(told).toBeVisible();
        await fitsAndTaps(desk, '[data-testid="messages"]');
        await told.getByRole('link', { name: edition.answer }).click();
        await expect(desk).toHaveURL(/\/manager\/meetings$/);
        const row = desk.getByTestId('meetings-incoming').getByRole('row').filter({ hasText: note });
        await expect(row).toHaveCount(1);
        // The note is shown as text, never as markup.
        await expect(row.locator('b')).toHaveCount(0);
        await expect(desk.getByTestId('meetings-planned')).toContainText(fair.name);
        await fitsAndTaps(desk, '.vp-meetings');
        const accept = row.getByRole('button', { name: edition.accept });
        await hydrated(accept);
        await accept.click();
        await expect(row).toContainText(edition.accepted);
        await exhibitorContext.close();

        await page.goto(`${edition.origin}/manager/meetings`);
        const mine = page.getByTestId('meetings-mine').getByRole('row').filter({ hasText: company.name });
        await expect(mine).toContainText(edition.accepted);

        const meetings = await apiOk<{ asBuyer: { id: number; note: string }[] }>(
          request,
          buyer,
          'GET',
          '/api/manager/meetings',
        );
        const meeting = meetings.asBuyer.find((m) => m.note === note);
        if (meeting === undefined) throw new Error('the meeting is not listed');
        const host = new URL(edition.origin).host;
        for (const session of [buyer, exhibitor]) {
          const events = await feedEvents(request, session, edition.origin);
          const event = events.find(
            (each) => propertyOf(each, 'UID') === `meeting-${String(meeting.id)}@${host}`,
          );
          expect(event, 'the accepted meeting is in the feed').toBeDefined();
          if (event === undefined) return;
          expect(propertyOf(event, 'DTSTART')).toBe(
            `${fair.startDate.replaceAll('-', '')}T${start.replace(':', '')}00`,
          );
          expect(propertyOf(event, 'DESCRIPTION', true)).toContain(note);
        }
        const buyerEvents = await feedEvents(request, buyer, edition.origin);
        expect(
          buyerEvents.some((each) => propertyOf(each, 'UID') === `visit-plan-${String(fair.id)}@${host}`),
        ).toBe(true);
      });

      test("a company member adds a colleague by the phone of the colleague's account and takes them off", async ({
        page,
        context,
        request,
      }) => {
        const { exhibitor } = await exhibitorFair(request, edition.name);
        const colleague = await newMemberSession(request);
        await logInBrowser(context, exhibitor);
        await page.goto(`${edition.origin}/manager/company-members`);
        const { members } = edition;
        const add = page.getByRole('button', { name: members.add });
        await hydrated(add);
        // Empty, then an invalid number: the form says so before sending.
        await add.click();
        const phone = page.getByRole('textbox', { name: /phone|手机号/i });
        await expect(page.locator('form.mgr-form')).toContainText(members.required);
        await phone.fill('12');
        await add.click();
        await expect(page.locator('form.mgr-form')).toContainText(members.invalid);
        // A number no account has: the API's refusal, in the page's language. Typed with its
        // country code, as the English edition's picker starts on the browser's region.
        await phone.fill('+86 139 1234 5670');
        await add.click();
        await expect(page.locator('form.mgr-form')).toContainText(members.unknown);
        await phone.fill(`+86 ${colleague.phone}`);
        await add.click();
        await expect(page.locator('form.mgr-form')).toContainText(members.added);
        const table = page.getByTestId('company-members');
        const row = table.getByRole('row').filter({ hasText: colleague.phone.slice(-4) });
        await expect(row).toHaveCount(1);
        await expect(table).not.toContainText(colleague.phone);
        await fitsAndTaps(page, '.vp-members');
        const name = (await row.getByRole('cell').first().innerText()).replace(/^.*\n/, '').trim();
        await row.getByRole('button', { name: members.remove(name) }).click();
        await page
          .getByRole('dialog', { name: members.confirmTitle })
          .getByRole('button', { name: members.ok })
          .click();
        await expect(row).toHaveCount(0);
      });
    });
  }
}
