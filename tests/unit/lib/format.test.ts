import { describe, expect, it } from 'vitest';
import {
  dateBadge,
  formatAddress,
  formatCount,
  formatCurrency,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatListDate,
  formatMonthDay,
  formatViews,
  toCalendarDate,
} from '../../../src/lib/format.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [10000, '1.0w'],
    [12345, '1.2w'],
    [15000, '1.5w'],
    [19999, '2.0w'],
    [123456789, '12345.7w'],
    ['25000', '2.5w'],
    [99.6, '100'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });

  it('shows 0 for missing or non-numeric input', () => {
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount('abc')).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatCount in English: Intl compact forms', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [22600, '22.6K'],
    [42000, '42K'],
    [226000, '226K'],
    [1234567, '1.2M'],
    ['25000', '25K'],
    [99.6, '100'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatCount(input, 'en')).toBe(expected);
  });

  it('keeps the w form in Chinese: floor space 22.6w and visitors 4.2w', () => {
    expect(formatCount(226000, 'zh')).toBe('22.6w');
    expect(formatCount(42000, 'zh')).toBe('4.2w');
    expect(formatCount(226000, 'en')).toBe('226K');
    expect(formatCount(42000, 'en')).toBe('42K');
    expect(formatCount(null, 'en')).toBe('0');
  });
});

describe('formatViews', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0k'],
    [1530, '1.5k'],
    [1550, '1.6k'],
    [10000, '10.0k'],
    ['2048', '2.0k'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatViews(input)).toBe(expected);
  });

  it('shows 0 for missing input', () => {
    expect(formatViews(undefined)).toBe('0');
  });

  it('uses Intl compact forms in English', () => {
    expect(formatViews(999, 'en')).toBe('999');
    expect(formatViews(1530, 'en')).toBe('1.5K');
    expect(formatViews(2_300_000, 'en')).toBe('2.3M');
    expect(formatViews(1530, 'zh')).toBe('1.5k');
  });
});

describe('formatCurrency', () => {
  it('uses a yen-style symbol and two decimals by default', () => {
    expect(formatCurrency(12.5)).toBe('¥12.50');
    expect(formatCurrency(0)).toBe('¥0.00');
    expect(formatCurrency('99')).toBe('¥99.00');
    expect(formatCurrency(1234567.891)).toBe('¥1,234,567.89');
    expect(formatCurrency(1234567.891, { locale: 'en' })).toBe('¥1,234,567.89');
  });

  it('rounds half away from zero without float artefacts', () => {
    expect(formatCurrency(1.005)).toBe('¥1.01');
    expect(formatCurrency(0.125)).toBe('¥0.13');
    expect(formatCurrency(-1.005)).toBe('-¥1.01');
    expect(formatCurrency(-0.001)).toBe('¥0.00');
    expect(formatCurrency(1e-7)).toBe('¥0.00');
  });

  it('takes another symbol and number of decimals', () => {
    expect(formatCurrency(3, { symbol: '$', decimals: 0 })).toBe('$3');
    expect(formatCurrency(2.5, { symbol: 'US$ ', decimals: 3 })).toBe('US$ 2.500');
  });

  it('gives an empty string for non-numbers', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency('12元')).toBe('');
    expect(formatCurrency(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it('shows integer fen as yuan', () => {
    expect(formatMoney(1250)).toBe('¥12.50');
    expect(formatMoney(5)).toBe('¥0.05');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(-199)).toBe('-¥1.99');
    expect(formatMoney('100000')).toBe('¥1,000.00');
  });

  it('groups thousands through Intl in both languages, with the symbol of the currency', () => {
    expect(formatMoney(1234500)).toBe('¥12,345.00');
    expect(formatMoney(1234500, { locale: 'en' })).toBe('¥12,345.00');
    expect(formatMoney(123456789012, { locale: 'en' })).toBe('¥1,234,567,890.12');
    expect(formatMoney(-1234500, { locale: 'en' })).toBe('-¥12,345.00');
    expect(formatMoney(4500, { currency: 'EUR', locale: 'en' })).toBe('€45.00');
    expect(formatMoney(4500, { currency: 'USD', locale: 'en' })).toBe('$45.00');
    expect(formatMoney(4500, { currency: 'USD', locale: 'zh' })).toBe('US$45.00');
    // Intl's English ¥ is the yen: the yen keeps JP¥ so it never reads as yuan.
    expect(formatMoney(4500, { currency: 'JPY', locale: 'en' })).toBe('JP¥45.00');
    expect(formatMoney(100, { currency: 'chf', locale: 'en' })).toBe('CHF\u00a01.00');
    expect(formatMoney(100, { currency: 'bad!', locale: 'en' })).toBe('1.00');
  });

  it('rounds fractional fen and rejects non-numbers', () => {
    expect(formatMoney(1249.5)).toBe('¥12.50');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('dateBadge', () => {
  it('writes the month in the edition language over the day', () => {
    expect(dateBadge('2026-11-21', 'en')).toEqual({ month: 'Nov', day: '21' });
    expect(dateBadge('2026-03-05 09:00:00', 'zh')).toEqual({ month: '3月', day: '5' });
  });

  it('answers undefined for a date that does not exist or is missing', () => {
    expect(dateBadge('2026-02-30', 'en')).toBeUndefined();
    expect(dateBadge(null, 'zh')).toBeUndefined();
  });
});

describe('formatMonthDay', () => {
  it('formats Chinese month and day without leading zeros', () => {
    expect(formatMonthDay('2026-11-21')).toBe('11月21日');
    expect(formatMonthDay('2026-01-05 09:30:00')).toBe('1月5日');
    expect(formatMonthDay('2026/3/8')).toBe('3月8日');
  });

  it('reads instants in China time, whatever the server zone', () => {
    // 2026-11-20T16:30Z is 00:30 on 21 November in Shanghai.
    expect(formatMonthDay('2026-11-20T16:30:00Z')).toBe('11月21日');
    expect(formatMonthDay(Date.UTC(2026, 10, 20, 16, 30))).toBe('11月21日');
    expect(formatMonthDay(String(Date.UTC(2026, 10, 20, 16, 30)))).toBe('11月21日');
    expect(formatMonthDay(new Date(Date.UTC(2026, 10, 21, 3)))).toBe('11月21日');
  });

  it('gives an empty string for invalid dates, never NaN', () => {
    for (const value of [
      '',
      'not a date',
      '2026-02-30',
      '2026-13-01',
      null,
      undefined,
      Number.NaN,
      new Date('x'),
    ]) {
      expect(formatMonthDay(value)).toBe('');
    }
  });

  it('accepts 29 February in a leap year only', () => {
    expect(formatMonthDay('2028-02-29')).toBe('2月29日');
    expect(formatMonthDay('2026-02-29')).toBe('');
  });
});

describe('toCalendarDate', () => {
  it('takes wall-clock API dates literally', () => {
    expect(toCalendarDate('2026-11-21 23:59:59')).toEqual({ year: 2026, month: 11, day: 21 });
  });
});

describe('formatDateTime', () => {
  it('shows an instant as date and 24-hour time in the portal zone, in both languages', () => {
    expect(formatDateTime('2026-11-21T01:05:00.000Z', 'zh')).toBe('2026年11月21日 09:05');
    expect(formatDateTime('2026-11-21T01:05:00.000Z', 'en')).toBe('Nov 21, 2026 09:05');
    // 23:30 UTC is already the next day in Shanghai.
    expect(formatDateTime(new Date('2026-11-21T23:30:00.000Z'), 'en')).toBe('Nov 22, 2026 07:30');
  });

  it('gives nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDateTime(value, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats a full date per locale', () => {
    expect(formatDate('2026-11-21')).toBe('2026年11月21日');
    expect(formatDate('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(formatDate('garbage', 'en')).toBe('');
  });
});

describe('formatDateRange', () => {
  it.each([
    ['2026-11-21', '2026-11-24', 'zh', '2026年11月21日-24日'],
    ['2026-11-28', '2026-12-02', 'zh', '2026年11月28日-12月2日'],
    ['2026-12-30', '2027-01-02', 'zh', '2026年12月30日-2027年1月2日'],
    ['2026-11-21', '2026-11-24', 'en', 'Nov 21–24, 2026'],
    ['2026-11-28', '2026-12-02', 'en', 'Nov 28 – Dec 2, 2026'],
    ['2026-12-30', '2027-01-02', 'en', 'Dec 30, 2026 – Jan 2, 2027'],
  ] as const)('formats %s to %s in %s', (start, end, locale, expected) => {
    expect(formatDateRange(start, end, locale)).toBe(expected);
  });

  it('shows the start alone for a one-day event, a missing end or an end before the start', () => {
    expect(formatDateRange('2026-11-21', '2026-11-21 18:00', 'zh')).toBe('2026年11月21日');
    expect(formatDateRange('2026-11-21', null, 'en')).toBe('Nov 21, 2026');
    expect(formatDateRange('2026-11-21', 'bad', 'zh')).toBe('2026年11月21日');
    expect(formatDateRange('2026-11-21', '2026-11-01', 'zh')).toBe('2026年11月21日');
  });

  it('gives an empty string for an invalid start', () => {
    expect(formatDateRange('bad', '2026-11-24', 'zh')).toBe('');
  });
});

describe('formatListDate', () => {
  const today = new Date('2026-12-01T04:00:00Z');
  it('shows dates of the current year in the Chinese month-day format (en: month and day)', () => {
    expect(formatListDate('2026-11-21', 'zh', today)).toBe('11月21日');
    expect(formatListDate('2026-01-05 09:30:00', 'en', today)).toBe('Jan 5');
  });
  it('keeps the year for older dates, and answers empty for an invalid one', () => {
    expect(formatListDate('2025-11-21', 'zh', today)).toBe('2025年11月21日');
    expect(formatListDate('2025-11-21', 'en', today)).toBe('Nov 21, 2025');
    expect(formatListDate('not a date', 'zh', today)).toBe('');
  });
});

describe('formatAddress', () => {
  it('writes a Chinese address from the country down, without repeating what the street names', () => {
    expect(formatAddress({ street: '会展大道897号', city: '上海', country: '中国' }, 'zh')).toBe(
      '中国上海会展大道897号',
    );
    expect(formatAddress({ street: '上海会展大道897号', city: '上海', country: '中国' }, 'zh')).toBe(
      '中国上海会展大道897号',
    );
    expect(formatAddress({ street: '会展大道897号', city: '', country: undefined }, 'zh')).toBe(
      '会展大道897号',
    );
  });
  it('writes an English address from the street up, comma separated', () => {
    expect(formatAddress({ street: '897 Expo Avenue', city: 'Shanghai', country: 'China' }, 'en')).toBe(
      '897 Expo Avenue, Shanghai, China',
    );
    expect(
      formatAddress({ street: '1 Messe Platz, Hannover', city: 'Hannover', country: 'Germany' }, 'en'),
    ).toBe('1 Messe Platz, Hannover, Germany');
    expect(formatAddress({ street: '', city: 'Shanghai', country: 'China' }, 'en')).toBe('Shanghai, China');
  });
});
