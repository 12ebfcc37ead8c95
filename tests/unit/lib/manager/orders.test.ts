import { describe, expect, it } from 'vitest';
import { hasInvoice } from '../../../../src/lib/manager/orders.ts';

// The order lists link a paid order to its invoice; nothing unpaid or free has one.

describe('hasInvoice', () => {
  it('links paid orders and issued flights that cost something', () => {
    expect(hasInvoice({ orderType: 'ticket', status: 'paid', payKind: 1, amountMinor: 6000 })).toBe(true);
    expect(hasInvoice({ orderType: 'flight', status: 'issued', payKind: 1, amountMinor: 90000 })).toBe(true);
  });

  it('leaves out pending, free, cancelled and zero-amount orders', () => {
    expect(hasInvoice({ orderType: 'ticket', status: 'pending', payKind: 1, amountMinor: 6000 })).toBe(false);
    expect(hasInvoice({ orderType: 'ticket', status: 'free', payKind: 2, amountMinor: 0 })).toBe(false);
    expect(hasInvoice({ orderType: 'visa', status: 'cancelled', payKind: 1, amountMinor: 6000 })).toBe(false);
    expect(hasInvoice({ orderType: 'ticket', status: 'issued', payKind: 1, amountMinor: 6000 })).toBe(false);
    expect(hasInvoice({ orderType: 'trip', status: 'paid', payKind: 1, amountMinor: 0 })).toBe(false);
  });
});
