import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import {
  apiCall,
  logInAs,
  registerBuyer,
  type Session,
  type TicketKind,
  type Tier,
} from './support/buyer.ts';

// The waiting list end to end, in both editions, against the production build and the reference
// API: another buyer holds the last tickets of a tier; the member joins its waiting list on the
// ticket page; the other buyer cancels, which gives the tickets back; the member finds the hold in
// /manager/messages, opens the pay step (which counts the 15-minute hold down) and pays.

const words = {
  zh: {
    soldOut: '已售罄',
    join: '加入候补',
    joined: /您已加入候补，排第 1 位（1 张）/,
    offered: /已为您保留门票：订单 T\d+/,
    held: /有票退回，1 张已为您保留至 .+（北京时间）/,
    payNow: '立即付款',
    hold: /门票为您保留中，剩余 1[45]:\d\d/,
    channel: '支付宝',
    pay: /立即支付/,
    success: '支付成功',
  },
  en: {
    soldOut: 'Sold out',
    join: 'Join the waiting list',
    joined: /You are number 1 on the waiting list for 1 ticket/,
    offered: /Tickets held for you: order T\d+/,
    held: /came back and are held for you until .+ \(China time\)/,
    payNow: 'Pay now',
    hold: /Your tickets are held for 1[45]:\d\d/,
    channel: 'Alipay',
    pay: /^Pay /,
    success: 'Payment successful',
  },
} as const;

const taken = new Set<number>();

/**
 * A paid tier on sale with few tickets left, not one of the first few the other checkout specs
 * buy from (they take the first paid tier in list order that has enough left), and not taken by
 * the other edition's test.
 */
async function smallTier(request: APIRequestContext): Promise<{ exhibitionId: number; tier: Tier }> {
  const seen: { exhibitionId: number; tier: Tier }[] = [];
  for (let pageNum = 1; pageNum <= 40 && seen.length < 40; pageNum++) {
    const list = await apiCall<{ records: { id: number; state: string }[] }>(
      request,
      zhOrigin,
      'GET',
      `/api/exhibitions?pageSize=50&pageNum=${String(pageNum)}`,
    );
    if (list.data.records.length === 0) break;
    for (const fair of list.data.records.filter((item) => item.state !== 'past')) {
      const kinds = await apiCall<TicketKind[]>(
        request,
        zhOrigin,
        'GET',
        `/api/exhibitions/${String(fair.id)}/tickets`,
      );
      for (const kind of kinds.data.filter((item) => item.onSale && item.payKind === 1))
        for (const tier of kind.tiers.filter((item) => item.priceMinor > 0 && item.remaining > 0))
          seen.push({ exhibitionId: fair.id, tier });
    }
  }
  const pick = seen
    .slice(3)
    .filter((item) => !taken.has(item.tier.id))
    .sort((a, b) => a.tier.remaining - b.tier.remaining)[0];
  if (pick === undefined) throw new Error('the seed has no paid tier on sale');
  taken.add(pick.tier.id);
  return pick;
}

/** The other buyer orders every ticket left (orders of at most 20) and answers the orders. */
async function holdEveryTicket(request: APIRequestContext, buyer: Session, tier: Tier): Promise<string[]> {
  const orders: string[] = [];
  for (let left = tier.remaining, n = 0; left > 0; n++) {
    const quantity = Math.min(20, left);
    const placed = await apiCall<{ orderNo: string }>(
      request,
      zhOrigin,
      'POST',
      '/api/orders/tickets',
      buyer.accessToken,
      { tierId: tier.id, quantity, contact: { name: '李四', phone: '13912345678' } },
      { 'Idempotency-Key': `waitlist-e2e-${String(tier.id)}-${String(n)}` },
    );
    expect(placed.code, JSON.stringify(placed)).toBe(1);
    orders.push(placed.data.orderNo);
    left -= quantity;
  }
  return orders;
}

async function payHere(page: Page, edition: 'zh' | 'en'): Promise<void> {
  const w = words[edition];
  await page.getByRole('radio', { name: w.channel }).check();
  const popupPromise = page.context().waitForEvent('page');
  await page.getByRole('button', { name: w.pay }).click();
  const sandbox = await popupPromise;
  await sandbox.waitForLoadState();
  await expect(page).toHaveURL(/\/result\/1/);
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(sandbox.getByText('(paid)')).toBeVisible();
  await sandbox.close();
  await expect(page.getByRole('heading', { name: w.success })).toBeVisible({ timeout: 15_000 });
}

for (const edition of ['zh', 'en'] as const) {
  test(`${edition}: a sold-out tier's waiting list gives the member a held order, counted down and paid`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    const w = words[edition];
    const origin = edition === 'zh' ? zhOrigin : enOrigin;
    const { exhibitionId, tier } = await smallTier(request);
    const other = await registerBuyer(request, zhOrigin);
    const orders = await holdEveryTicket(request, other, tier);

    const member = await registerBuyer(request, zhOrigin);
    await logInAs(context, member, [origin]);
    await page.goto(`${origin}/ticket/${String(exhibitionId)}.html`);
    await expect(page.locator('form[data-hydrated]')).toBeVisible();
    // The tier's row (its names are in the page's language): sold out, its radio disabled.
    const row = page
      .locator('.ticket-tiers li')
      .filter({ has: page.locator(`input[value="${String(tier.id)}"]`) });
    await expect(row).toContainText(w.soldOut);
    await expect(row.getByRole('radio')).toBeDisabled();
    await row.getByRole('button', { name: new RegExp(`^${w.join}: `) }).click();
    await expect(row.getByRole('status')).toContainText(w.joined);

    // The other buyer cancels one order: its tickets go to the line first, the member's hold included.
    const cancelled = await apiCall<{ status: string }>(
      request,
      zhOrigin,
      'POST',
      `/api/orders/${orders[0] ?? ''}/cancel`,
      other.accessToken,
    );
    expect(cancelled.data.status).toBe('cancelled');

    await page.goto(`${origin}/manager/messages`);
    await expect(page.getByTestId('waiting-lists').getByRole('link', { name: w.offered })).toBeVisible();
    const message = page.getByTestId('messages').getByRole('listitem').first();
    await expect(message).toContainText(w.held);
    await message.getByRole('link', { name: w.payNow }).click();
    await expect(page).toHaveURL(/\/payment\?orderNo=T\d+/);
    await expect(page.getByRole('timer')).toContainText(w.hold);
    await payHere(page, edition);
  });
}
