import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import {
  memberWithPaidTickets,
  apiOk,
  editorAccount,
  logInBrowser,
  passwordSession,
  type Session,
} from './support/api-session.ts';
import { findTiers } from './support/buyer.ts';
import { hydrated } from './support/hydration.ts';

// Invoices of paid orders in the management centre, against the production build: a Chinese
// company buyer asks for a fapiao (a wrong taxpayer id is refused in the form first), staff issue
// it through the editor API, and the buyer downloads the PDF; the English edition offers the
// receipt form with VAT details. Both at phone width (390 px) without sideways scrolling.

/** A valid unified social credit code (GB 32100-2015, check character 3). */
const creditCode = '91350100M000100Y43';

/** A new member with a paid order of one ticket. */
async function memberWithPaidOrder(
  request: APIRequestContext,
): Promise<{ session: Session; orderNo: string }> {
  const { paid } = await findTiers(request, zhOrigin, { minRemaining: 2 });
  return memberWithPaidTickets(request, paid.tier.id, 1, '联系人');
}

/** Whether the page scrolls sideways. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a Chinese company buyer requests a fapiao and downloads it once staff issue it', async ({
  page,
  context,
  request,
}) => {
  const { session, orderNo } = await memberWithPaidOrder(request);
  await logInBrowser(context, session);

  await page.goto(`${zhOrigin}/manager/ticket-my`);
  const link = page.locator(`a[href="/manager/invoice/${orderNo}"]`);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/manager/invoice/${orderNo}$`));

  const panel = page.getByTestId('invoice');
  const form = panel.getByRole('form', { name: '申请发票' });
  await hydrated(form);
  await expect(panel.getByLabel('票据类型')).toHaveValue('fapiao');
  await expect(panel.getByLabel('抬头类型')).toHaveValue('company');
  await panel.getByLabel('发票抬头').fill('上海示例贸易有限公司');
  // A wrong check character is refused by the form, in Chinese, before anything is sent.
  await panel.getByLabel('纳税人识别号').fill('91350100M000100Y44');
  await panel.getByLabel('接收邮箱').fill('finance@example.cn');
  await form.getByRole('button', { name: '申请发票' }).click();
  await expect(panel).toContainText('请输入 18 位统一社会信用代码（末位为校验码）');
  await expect(panel.getByLabel('纳税人识别号')).toBeFocused();
  const none = await apiOk<{ invoice: unknown }>(request, session, 'GET', `/api/orders/${orderNo}/invoice`);
  expect(none.invoice).toBeNull();
  expect(await scrollsSideways(page)).toBe(false);

  await panel.getByLabel('纳税人识别号').fill(creditCode.toLowerCase());
  await form.getByRole('button', { name: '申请发票' }).click();
  await expect(panel.getByTestId('invoice-status')).toHaveAttribute('data-status', 'requested');
  await expect(panel.getByTestId('invoice-status')).toContainText('已申请，开具中');
  await expect(panel).toContainText(creditCode);
  await expect(panel.getByTestId('invoice-pdf-link')).toHaveCount(0);

  // Staff issue it through the editor API.
  const editor = await passwordSession(request, editorAccount.account, editorAccount.password);
  const queue = await apiOk<{ records: { id: number; orderNo: string }[] }>(
    request,
    editor,
    'GET',
    '/api/editor/invoices?status=requested&pageSize=100',
  );
  const asked = queue.records.find((row) => row.orderNo === orderNo);
  expect(asked, 'the request is in the staff queue').toBeDefined();
  await apiOk(request, editor, 'POST', `/api/editor/invoices/${String(asked?.id ?? 0)}/issue`);

  await page.reload();
  await expect(panel.getByTestId('invoice-status')).toHaveAttribute('data-status', 'issued');
  const pdfLink = panel.getByTestId('invoice-pdf-link');
  await expect(pdfLink).toHaveText('下载发票（PDF）');
  await expect(pdfLink).toHaveAttribute('href', `/api/orders/${orderNo}/invoice.pdf`);
  expect(await scrollsSideways(page)).toBe(false);
  const download = await page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      head: String.fromCharCode(...bytes.slice(0, 5)),
      size: bytes.byteLength,
    };
  }, `/api/orders/${orderNo}/invoice.pdf`);
  expect(download).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
  expect(download.size).toBeGreaterThan(1000);
});

test('the English edition offers the receipt form with VAT details and checks it in English', async ({
  page,
  context,
  request,
}) => {
  const { session, orderNo } = await memberWithPaidOrder(request);
  await logInBrowser(context, session);

  await page.goto(`${enOrigin}/manager/invoice/${orderNo}`);
  const panel = page.getByTestId('invoice');
  const form = panel.getByRole('form', { name: 'Request invoice' });
  await hydrated(form);
  await expect(panel.getByLabel('Document')).toHaveValue('receipt');
  await expect(panel.getByLabel('Billing address')).toBeVisible();
  await expect(panel.getByLabel('Country')).toBeVisible();
  await expect(panel.getByLabel('VAT ID (optional)')).toBeVisible();
  await expect(panel.getByLabel('Taxpayer ID')).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);

  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(panel).toContainText('This field is required');
  await panel.getByLabel('Name or company').fill('Muster GmbH');
  await panel.getByLabel('Billing address').fill('Hauptstraße 1, 10115 Berlin');
  // The field takes two characters at most: one letter is not a country code.
  await panel.getByLabel('Country').fill('D');
  await panel.getByLabel('VAT ID (optional)').fill('DE123456789');
  await panel.getByLabel('E-mail for the invoice').fill('billing@example.de');
  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(panel).toContainText('Enter a two-letter country code, e.g. DE');
  await panel.getByLabel('Country').fill('de');
  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(panel.getByTestId('invoice-status')).toContainText('Requested, being prepared');
  const status = await apiOk<{ invoice: { type: string; country: string; vatId: string } }>(
    request,
    session,
    'GET',
    `/api/orders/${orderNo}/invoice`,
  );
  expect(status.invoice).toMatchObject({ type: 'receipt', country: 'DE', vatId: 'DE123456789' });
});
