import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { portalPort } from '../../playwright.config.ts';
import { enOrigin, zhOrigin } from './helpers.ts';
import { apiCall, findTiers, logInAs, registerBuyer } from './support/buyer.ts';

// Issue 39 item 1: card payments through the sandbox card processor, in both editions. A buyer
// pays a ticket order by card through the 3-D Secure step and sees it paid; a declined card
// shows the reason in the page's language and the order stays unpaid and payable.

/** The API through the portal's proxy, for the test's own calls (Node cannot resolve en.localhost). */
const api = `http://127.0.0.1:${String(portalPort)}`;

const words = {
  en: {
    origin: enOrigin,
    card: 'Card (Visa, Mastercard, UnionPay, Amex)',
    pay: /^Pay /,
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    holder: 'Name on the card',
    cardPay: /^Pay \d/,
    challenge: '3-D Secure check',
    code: 'One-time code',
    confirm: 'Confirm',
    success: 'Payment successful',
    declined:
      'Your card was not charged: the bank declined the card. Your order is kept: try another card or method.',
    estimate: /≈ .+ \(estimate\)/,
  },
  zh: {
    origin: zhOrigin,
    card: '银行卡（Visa、Mastercard、银联、Amex）',
    pay: /^立即支付/,
    number: '卡号',
    expiry: '有效期（MM/YY）',
    cvc: '安全码（CVC）',
    holder: '持卡人姓名',
    cardPay: /^支付 \d/,
    challenge: '3-D Secure 验证',
    code: '一次性验证码',
    confirm: '确认',
    success: '支付成功',
    declined: '银行卡未扣款：发卡银行拒绝了此卡。订单已保留，您可以换一张卡或其他方式支付。',
    estimate: /≈ .+（估算）/,
  },
} as const;

let tiers: Awaited<ReturnType<typeof findTiers>> | undefined;

/** A new buyer signed in on both editions with a pending one-ticket order. */
async function buyerWithOrder(request: APIRequestContext, context: BrowserContext) {
  tiers ??= await findTiers(request, api, { minRemaining: 30 });
  const session = await registerBuyer(request, api);
  await logInAs(context, session, [enOrigin, zhOrigin]);
  const order = await apiCall<{ orderNo: string }>(
    request,
    api,
    'POST',
    '/api/orders/tickets',
    session.accessToken,
    { tierId: tiers.paid.tier.id, quantity: 1, contact: { name: 'Anna Schmidt', phone: '13912345678' } },
    { 'Idempotency-Key': randomUUID() },
  );
  return { session, orderNo: order.data.orderNo };
}

async function orderStatus(request: APIRequestContext, token: string, orderNo: string): Promise<string> {
  return (await apiCall<{ status: string }>(request, api, 'GET', `/api/orders/${orderNo}`, token)).data
    .status;
}

/** Chooses card on the hydrated payment page and opens the hosted form in this tab. */
async function openCardForm(page: Page, lang: 'en' | 'zh', orderNo: string): Promise<void> {
  const w = words[lang];
  await page.goto(`${w.origin}/payment?orderNo=${orderNo}`);
  await page.getByRole('radio', { name: w.card }).check();
  await page.getByRole('button', { name: w.pay }).click();
  await expect(page).toHaveURL(new RegExp(`/api/pay/sandbox/P\\d{20}\\?lang=${lang}$`));
}

async function fillCard(page: Page, lang: 'en' | 'zh', number: string): Promise<void> {
  const w = words[lang];
  await page.getByLabel(w.number, { exact: true }).fill(number);
  await page.getByLabel(w.expiry, { exact: true }).fill('12/39');
  await page.getByLabel(w.cvc, { exact: true }).fill('123');
  await page.getByLabel(w.holder, { exact: true }).fill('Anna Schmidt');
  await page.getByRole('button', { name: w.cardPay }).click();
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];
  test.describe(`card payment (${lang} edition)`, () => {
    test('a buyer pays a ticket order by card through the 3-D Secure step and sees it paid', async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      const { session, orderNo } = await buyerWithOrder(request, context);
      await openCardForm(page, lang, orderNo);
      await fillCard(page, lang, '4000 0000 0000 3220');
      await expect(page.getByRole('heading', { name: w.challenge })).toBeVisible();
      await page.getByLabel(w.code, { exact: true }).fill('123456');
      await page.getByRole('button', { name: w.confirm, exact: true }).click();
      await expect(page).toHaveURL(/\/result\/1\?orderNo=T\d+&paymentNo=P\d+/);
      await expect(page.getByRole('heading', { name: w.success })).toBeVisible({ timeout: 40_000 });
      expect(await orderStatus(request, session.accessToken, orderNo)).toBe('paid');
    });

    test('a declined card shows the reason in the page language and the order stays payable', async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      const { session, orderNo } = await buyerWithOrder(request, context);
      await openCardForm(page, lang, orderNo);
      await fillCard(page, lang, '4000 0000 0000 0002');
      await expect(page).toHaveURL(new RegExp(`/payment\\?orderNo=${orderNo}&paymentNo=P\\d{20}$`));
      await expect(page.getByTestId('card-declined')).toHaveText(w.declined);
      expect(await orderStatus(request, session.accessToken, orderNo)).toBe('pending');
      // Still payable: the methods and the pay button are offered again, and a good card pays it.
      await page.getByRole('radio', { name: w.card }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await fillCard(page, lang, '4242 4242 4242 4242');
      await expect(page.getByRole('heading', { name: w.success })).toBeVisible({ timeout: 40_000 });
      expect(await orderStatus(request, session.accessToken, orderNo)).toBe('paid');
    });
  });
}

test('the payment page shows the amount in the fair currency with an estimate labelled as one', async ({
  page,
  context,
  request,
}) => {
  const { orderNo } = await buyerWithOrder(request, context);
  const currency = tiers?.paid.tier.currency ?? 'CNY';
  for (const lang of ['en', 'zh'] as const) {
    await page.goto(`${words[lang].origin}/payment?orderNo=${orderNo}`);
    await expect(page.getByRole('radio', { name: words[lang].card })).toBeVisible();
    // The estimate is in another currency than the fair's: pick one that differs.
    await page.locator('.pay-estimate__pick select').selectOption(currency === 'EUR' ? 'USD' : 'EUR');
    await expect(page.getByTestId('pay-estimate')).toHaveText(words[lang].estimate);
  }
});
