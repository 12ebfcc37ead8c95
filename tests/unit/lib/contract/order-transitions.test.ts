import { describe, expect, it } from 'vitest';
import {
  allowedFrom,
  isAwaitingPayment,
  orderAllows,
  orderStatusSchema,
  type OrderAction,
} from '../../../../src/lib/contract/order.ts';

// The order lifecycle the API enforces and the portal's buttons follow.

const actions: OrderAction[] = ['quote', 'pay', 'issue', 'cancel'];

describe('flight order transitions', () => {
  it('go requested -> quoted -> paid -> issued, cancel only before payment', () => {
    const allowed = (status: string) =>
      actions.filter((action) => orderAllows({ orderType: 'flight', status }, action));
    expect(allowed('requested')).toEqual(['quote', 'cancel']);
    expect(allowed('quoted')).toEqual(['pay', 'cancel']);
    expect(allowed('paid')).toEqual(['issue']);
    expect(allowed('issued')).toEqual([]);
    expect(allowed('cancelled')).toEqual([]);
    expect(allowed('pending')).toEqual([]);
  });

  it('pays only a quoted flight order, and the other kinds only while pending', () => {
    expect(isAwaitingPayment({ orderType: 'flight', status: 'quoted' })).toBe(true);
    expect(isAwaitingPayment({ orderType: 'flight', status: 'requested' })).toBe(false);
    expect(isAwaitingPayment({ orderType: 'ticket', status: 'pending' })).toBe(true);
    expect(isAwaitingPayment({ orderType: 'ticket', status: 'quoted' })).toBe(false);
    expect(orderAllows({ orderType: 'application', status: 'submitted' }, 'cancel')).toBe(true);
    expect(allowedFrom('visa', 'quote')).toEqual([]);
    expect(allowedFrom('trip', 'issue')).toEqual([]);
  });

  it('names only statuses the contract knows', () => {
    for (const type of ['ticket', 'visa', 'application', 'trip', 'flight'] as const)
      for (const action of actions)
        for (const status of allowedFrom(type, action)) expect(orderStatusSchema.options).toContain(status);
  });
});
