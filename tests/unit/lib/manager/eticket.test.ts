import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../src/lib/contract/order.ts';
import {
  eTicketCodes,
  eTicketContent,
  ETICKET_SCHEME,
  hasETicket,
} from '../../../../src/lib/manager/eticket.ts';

// The e-ticket shows the API's signed code of each ticket (version 2), only once the order is paid
// or free.

const signed = (n: number) => `EXPOTICKET:2:T20261121144100123456:1:${String(n)}:${'k'.repeat(22)}`;

const order = (status: Order['status'], ticketCodes: string[] | null | undefined): Order => ({
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
    ...(ticketCodes !== undefined && { ticketCodes }),
  },
});

describe('eTicketContent', () => {
  it("shows each ticket's signed code of a paid or free order, ticket 1 first", () => {
    expect(ETICKET_SCHEME).toBe('EXPOTICKET:2');
    expect(eTicketContent(order('paid', [signed(1), signed(2)]))).toBe(signed(1));
    expect(eTicketCodes(order('free', [signed(1), signed(2)]))).toEqual([signed(1), signed(2)]);
  });

  it('leaves out the tickets the buyer cancelled, and gives nothing when all are', () => {
    const partly = order('paid', [signed(1), signed(2)]);
    const withCancelled = (cancelledTickets: number[]): Order => ({
      ...partly,
      ticket: partly.ticket === undefined ? undefined : { ...partly.ticket, cancelledTickets },
    });
    expect(eTicketCodes(withCancelled([1]))).toEqual([signed(2)]);
    expect(eTicketContent(withCancelled([1]))).toBe(signed(2));
    expect(eTicketCodes(withCancelled([1, 2]))).toBeUndefined();
  });

  it('gives nothing before payment or without signed codes', () => {
    expect(eTicketContent(order('pending', [signed(1)]))).toBeUndefined();
    expect(eTicketContent(order('cancelled', [signed(1)]))).toBeUndefined();
    expect(eTicketContent(order('paid', null))).toBeUndefined();
    expect(eTicketContent(order('paid', undefined))).toBeUndefined();
    expect(eTicketContent(order('paid', []))).toBeUndefined();
    expect(eTicketContent({ ...order('paid', [signed(1)]), ticket: undefined })).toBeUndefined();
  });

  it('is offered in the list for paid and free ticket orders only', () => {
    expect(hasETicket(order('paid', null))).toBe(true);
    expect(hasETicket(order('free', null))).toBe(true);
    expect(hasETicket(order('pending', null))).toBe(false);
    expect(hasETicket({ ...order('paid', null), orderType: 'visa' })).toBe(false);
  });
});
