import { describe, expect, it } from 'vitest';
import { holdDeadline, holdState, holdUntilText, offersWaitingList, waitingListQuantity } from './hold.ts';

describe('ticket holds on the pay step', () => {
  it('counts the hold from the seconds the API said were left, on this tab clock', () => {
    const order = { status: 'pending' as const, ticket: { holdExpiresIn: 900 } };
    const deadline = holdDeadline(order, 1_000_000);
    expect(deadline).toBe(1_900_000);
    expect(holdState('pending', deadline, 1_000_000)).toEqual({ kind: 'held', remainingMs: 900_000 });
    expect(holdState('pending', deadline, 1_899_999)).toEqual({ kind: 'held', remainingMs: 1 });
    expect(holdState('pending', deadline, 1_900_000)).toEqual({ kind: 'expired' });
  });

  it('shows nothing for orders that hold nothing, and expired for an expired order', () => {
    expect(holdDeadline({ status: 'pending', ticket: { holdExpiresIn: null } }, 0)).toBeUndefined();
    expect(holdDeadline({ status: 'pending' }, 0)).toBeUndefined();
    expect(holdDeadline({ status: 'paid', ticket: { holdExpiresIn: 60 } }, 0)).toBeUndefined();
    expect(holdState('pending', undefined, 5)).toEqual({ kind: 'none' });
    expect(holdState('paid', 10, 5)).toEqual({ kind: 'none' });
    expect(holdState('expired', undefined, 5)).toEqual({ kind: 'expired' });
  });
});

describe('waiting list offer', () => {
  it('is offered for a sold-out tier on sale only', () => {
    expect(offersWaitingList({ remaining: 0 }, 'on-sale')).toBe(true);
    expect(offersWaitingList({ remaining: 3 }, 'on-sale')).toBe(false);
    expect(offersWaitingList({ remaining: 0 }, 'closed')).toBe(false);
    expect(offersWaitingList({ remaining: 0 }, 'not-yet')).toBe(false);
  });

  it('asks for the form quantity when it is 1-20, else 1', () => {
    expect(waitingListQuantity('3')).toBe(3);
    expect(waitingListQuantity(' 20 ')).toBe(20);
    for (const bad of ['0', '21', '2.5', '', 'abc', '-1', '1e1x']) expect(waitingListQuantity(bad)).toBe(1);
  });
});

describe('holdUntilText', () => {
  it('reads the end of a hold in China time, in the page language', () => {
    expect(holdUntilText('2026-05-01T06:30:00Z', 'en')).toBe('May 1, 2026 14:30');
    expect(holdUntilText('2026-05-01T18:05:00Z', 'zh')).toBe('2026年5月2日 02:05');
    expect(holdUntilText('not a time', 'zh')).toBe('');
  });
});
