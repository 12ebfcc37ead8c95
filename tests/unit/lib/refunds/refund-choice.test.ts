import { describe, expect, it } from 'vitest';
import { cancellableTickets, offersRefund } from '../../../../src/lib/refunds/refund-choice.ts';
import { resolveManagerRoute } from '../../../../src/lib/manager/sections.ts';

describe('offersRefund', () => {
  it('offers a paid ticket order with tickets left and a paid visa order, nothing else', () => {
    const ticket = { quantity: 2, cancelledTickets: [1] };
    expect(offersRefund({ orderType: 'ticket', status: 'paid', amountMinor: 9000, ticket })).toBe(true);
    expect(
      offersRefund({
        orderType: 'ticket',
        status: 'paid',
        amountMinor: 9000,
        ticket: { quantity: 2, cancelledTickets: [1, 2] },
      }),
    ).toBe(false);
    expect(offersRefund({ orderType: 'ticket', status: 'pending', amountMinor: 9000, ticket })).toBe(false);
    expect(offersRefund({ orderType: 'ticket', status: 'free', amountMinor: 0, ticket })).toBe(false);
    expect(offersRefund({ orderType: 'visa', status: 'paid', amountMinor: 50000 })).toBe(true);
    expect(offersRefund({ orderType: 'visa', status: 'refunded', amountMinor: 50000 })).toBe(false);
    expect(offersRefund({ orderType: 'flight', status: 'paid', amountMinor: 50000 })).toBe(false);
    expect(cancellableTickets({ quantity: 3, cancelledTickets: [2] })).toEqual([1, 3]);
  });

  it('routes /manager/refund/{orderNo} for ticket and visa orders only', () => {
    expect(resolveManagerRoute('refund/T20260101000000123456', 'en')).toMatchObject({
      kind: 'section',
      orderNo: 'T20260101000000123456',
    });
    expect(resolveManagerRoute('refund/V20260101000000123456', 'zh')).toMatchObject({ kind: 'section' });
    expect(resolveManagerRoute('refund/F20260101000000123456', 'zh')).toEqual({ kind: 'not-found' });
    expect(resolveManagerRoute('refund', 'zh')).toEqual({ kind: 'not-found' });
  });
});
