import { describe, expect, it } from 'vitest';
import { ticketSaleState } from '../../../../src/lib/checkout/ticket-sale.ts';

// An ended fair never says its tickets are "not on sale yet".

const today = new Date('2026-06-15T04:00:00Z');
const kind = (onSale: boolean, saleStart: string, saleEnd: string) => ({ onSale, saleStart, saleEnd });

describe('ticketSaleState', () => {
  it('is on sale when the API says so and the fair has not ended', () => {
    expect(
      ticketSaleState(kind(true, '2026-06-01', '2026-07-01'), { today, exhibitionEnd: '2026-07-03' }),
    ).toBe('on-sale');
  });

  it('is not on sale yet before the window opens', () => {
    expect(
      ticketSaleState(kind(false, '2026-07-01', '2026-08-01'), { today, exhibitionEnd: '2026-08-03' }),
    ).toBe('not-yet');
  });

  it('is closed once the sale window has passed', () => {
    expect(
      ticketSaleState(kind(false, '2026-01-01', '2026-06-14'), { today, exhibitionEnd: '2026-07-03' }),
    ).toBe('closed');
  });

  it('is closed once the fair has ended, whatever the kind says', () => {
    // A fair that ended in January 2024 whose kind's window was never set up right.
    expect(
      ticketSaleState(kind(false, '2027-01-01', '2027-02-01'), { today, exhibitionEnd: '2024-01-12' }),
    ).toBe('closed');
    expect(
      ticketSaleState(kind(true, '2026-01-01', '2026-12-01'), { today, exhibitionEnd: '2026-06-14' }),
    ).toBe('closed');
    expect(ticketSaleState(kind(false, '2027-01-01', '2027-02-01'), { today, exhibitionPast: true })).toBe(
      'closed',
    );
  });

  it('counts the last day of the fair, in China time, as still open', () => {
    // 15 June 23:30 in Shanghai is 15:30 UTC.
    const lateEvening = new Date('2026-06-15T15:30:00Z');
    expect(
      ticketSaleState(kind(true, '2026-06-01', '2026-06-15'), {
        today: lateEvening,
        exhibitionEnd: '2026-06-15',
      }),
    ).toBe('on-sale');
    const nextMorning = new Date('2026-06-15T16:30:00Z');
    expect(
      ticketSaleState(kind(true, '2026-06-01', '2026-06-15'), {
        today: nextMorning,
        exhibitionEnd: '2026-06-15',
      }),
    ).toBe('closed');
  });
});
