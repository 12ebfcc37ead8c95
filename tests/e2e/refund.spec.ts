import { expect, test, type APIRequestContext } from '@playwright/test';
import { refundFee, refundTerms, type RefundPolicy } from '../../src/lib/contract/refund.ts';
import { enOrigin, zhOrigin } from './helpers.ts';
import { apiOk, logInBrowser, memberWithPaidTickets, type Session } from './support/api-session.ts';

// Cancellation by policy end to end, in both editions, against the production build and the
// reference API: a buyer with a paid order of two tickets opens "Cancel tickets" from their
// orders, chooses one ticket, sees the refund the policy states, confirms, and sees the refund and
// the order still paid; the e-ticket then shows that ticket cancelled.

const words = {
  zh: {
    orders: '/manager/ticket-my',
    action: '退票',
    ticketOne: '第 1 张',
    quote: '查看退款金额',
    confirm: /确认退票并退款/,
    done: /已退款 .+（退款单号 C\d+）。订单状态：已支付。/,
    cancelled: '第 1 张：已取消，不能入场',
    valid: '第 2 张：有效',
  },
  en: {
    orders: '/manager/ticket-my',
    action: 'Cancel tickets',
    ticketOne: 'Ticket 1',
    quote: 'See the refund',
    confirm: /Cancel and refund/,
    done: /Refunded .+ \(refund C\d+\)\. The order is now: Paid\./,
    cancelled: 'Ticket 1: cancelled, no longer admits',
    valid: 'Ticket 2: valid',
  },
} as const;

interface TierRow {
  id: number;
  priceMinor: number;
  remaining: number;
  refundPolicy?: RefundPolicy;
}

const taken = new Set<number>();

/** A paid tier on sale whose policy refunds something today, with its fair's first day. */
async function refundableTier(
  request: APIRequestContext,
): Promise<{ tier: TierRow; startDate: string; expected: number }> {
  const today = new Date().toISOString().slice(0, 10);
  for (let pageNum = 1; pageNum <= 20; pageNum++) {
    const list = (await (
      await request.get(`${zhOrigin}/api/exhibitions?pageSize=50&pageNum=${String(pageNum)}`)
    ).json()) as { data: { records: { id: number; state: string; startDate: string }[] } };
    if (list.data.records.length === 0) break;
    for (const fair of list.data.records.filter((item) => item.state === 'upcoming')) {
      const kinds = (await (
        await request.get(`${zhOrigin}/api/exhibitions/${String(fair.id)}/tickets`)
      ).json()) as {
        data: { onSale: boolean; payKind: number; tiers: TierRow[] }[];
      };
      for (const kind of kinds.data.filter((item) => item.onSale && item.payKind === 1))
        for (const tier of kind.tiers) {
          if (
            tier.priceMinor <= 0 ||
            tier.remaining < 5 ||
            taken.has(tier.id) ||
            tier.refundPolicy === undefined
          )
            continue;
          const terms = refundTerms(tier.refundPolicy, fair.startDate, today);
          if (terms.kind === 'refused') continue;
          taken.add(tier.id);
          return {
            tier,
            startDate: fair.startDate,
            expected: tier.priceMinor - refundFee(tier.priceMinor, terms.feePercent),
          };
        }
    }
  }
  throw new Error('the seed has no refundable tier on sale');
}

/** A new member with a paid order of two tickets of `tierId`. */
function paidOrderOfTwo(
  request: APIRequestContext,
  tierId: number,
): Promise<{ session: Session; orderNo: string }> {
  return memberWithPaidTickets(request, tierId, 2, 'Anna Weber');
}

for (const edition of ['zh', 'en'] as const) {
  test(`${edition}: a buyer cancels one of two tickets and gets the stated refund`, async ({
    page,
    request,
  }) => {
    const w = words[edition];
    const origin = edition === 'zh' ? zhOrigin : enOrigin;
    const { tier, expected } = await refundableTier(request);
    const { session, orderNo } = await paidOrderOfTwo(request, tier.id);
    await logInBrowser(page.context(), session);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`${origin}${w.orders}`);
    await page.getByTestId('order-refund').first().click();
    await expect(page).toHaveURL(new RegExp(`/manager/refund/${orderNo}$`));
    await expect(page.getByTestId('refund-policy')).not.toBeEmpty();
    await page.getByRole('checkbox', { name: w.ticketOne }).check();
    await page.getByRole('button', { name: w.quote }).click();
    const quote = page.getByTestId('refund-quote');
    await expect(quote).toContainText((expected / 100).toFixed(2));

    // The amount stated is the one the policy gives, and the one refunded.
    const stated = await apiOk<{ amountMinor: number }>(
      request,
      session,
      'POST',
      `/api/orders/${orderNo}/refund-quote`,
      {
        tickets: [1],
      },
    );
    expect(stated.amountMinor).toBe(expected);
    await page.getByTestId('refund-confirm').click();
    await expect(page.getByTestId('refund-done')).toHaveText(w.done);
    await expect(page.getByTestId('refund-done')).toContainText((expected / 100).toFixed(2));
    await expect(page.getByTestId('refund-order-status')).toHaveAttribute('data-status', 'paid');
    const order = await apiOk<{ status: string; ticket: { cancelledTickets: number[] } }>(
      request,
      session,
      'GET',
      `/api/orders/${orderNo}`,
    );
    expect(order).toMatchObject({ status: 'paid', ticket: { cancelledTickets: [1] } });
    // The page fits a phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The e-ticket says which ticket no longer admits.
    await page.goto(`${origin}/manager/eticket/${orderNo}`);
    await expect(page.getByTestId('eticket-tickets')).toContainText(w.cancelled);
    await expect(page.getByTestId('eticket-tickets')).toContainText(w.valid);
  });
}
