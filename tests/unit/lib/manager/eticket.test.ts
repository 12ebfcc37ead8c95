import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../src/lib/contract/order.ts';
import { eTicketContent, ETICKET_SCHEME, hasETicket } from '../../../../src/lib/manager/eticket.ts';

// The e-ticket code carries the order number and the order's check-in secret, only once the
// order is paid or free.

const order = (status: Order['status'], checkInCode: string | null | undefined): Order => ({
  orderType: 'ticket',
  orderNo: 'T20261121144100123456',
  status,
  payKind: 1,
  amountMinor: 12800,
  currency: 'CNY',
  contact: { name: '张三', phone: '13800000001', email: null },
  title: '中国国际进口博览会',
  createdAt: '2026-11-21T06:41:00Z',
  paidAt: null,
  ticket: {
    exhibitionId: 1,
    ticketId: 2,
    tierId: 3,
    quantity: 2,
    unitPriceMinor: 6400,
    visitorIds: [],
    ...(checkInCode !== undefined && { checkInCode }),
  },
});

describe('eTicketContent', () => {
  it('encodes the scheme, the order number and the check-in secret of a paid or free order', () => {
    expect(ETICKET_SCHEME).toBe('EXPOTICKET:1');
    expect(eTicketContent(order('paid', 'secret-123'))).toBe('EXPOTICKET:1:T20261121144100123456:secret-123');
    expect(eTicketContent(order('free', 'abc'))).toBe('EXPOTICKET:1:T20261121144100123456:abc');
  });

  it('gives nothing before payment or without a secret', () => {
    expect(eTicketContent(order('pending', 'secret'))).toBeUndefined();
    expect(eTicketContent(order('cancelled', 'secret'))).toBeUndefined();
    expect(eTicketContent(order('paid', null))).toBeUndefined();
    expect(eTicketContent(order('paid', undefined))).toBeUndefined();
    expect(eTicketContent({ ...order('paid', 'x'), ticket: undefined })).toBeUndefined();
  });

  it('is offered in the list for paid and free ticket orders only', () => {
    expect(hasETicket(order('paid', null))).toBe(true);
    expect(hasETicket(order('free', null))).toBe(true);
    expect(hasETicket(order('pending', null))).toBe(false);
    expect(hasETicket({ ...order('paid', null), orderType: 'visa' })).toBe(false);
  });
});
