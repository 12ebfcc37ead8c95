// Display formats: counts (w), view counts (k), money and Chinese dates.
// Every helper accepts what the API may send (numbers or numeric strings) and returns '' for
// unusable input rather than 'NaN' or 'Invalid Date'.

function toNumber(value: number | string | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

// Rounds half away from zero at `decimals` places without binary-float surprises
// (1.005 -> '1.01', where (1.005).toFixed(2) gives '1.00').
function toFixedDecimal(value: number, decimals: number): string {
  const exact = Math.round(Number(`${String(Math.abs(value))}e${String(decimals)}`));
  // Values String() writes in exponent form (1e-7) do not survive the 'e' shift; they are far
  // from any rounding edge, so plain multiplication is exact enough for them.
  const shifted = Number.isNaN(exact) ? Math.round(Math.abs(value) * 10 ** decimals) : exact;
  const sign = value < 0 && shifted !== 0 ? '-' : '';
  const digits = String(shifted).padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * A count for display: below 10000 as a whole number, from 10000 divided by 10000 with one
 * decimal (rounded) and 'w'. Always one decimal above the threshold, so 10000 is '1.0w'.
 * @example formatCount(12345) // '1.2w'
 */
export function formatCount(value: number | string | null | undefined): string {
  const count = toNumber(value);
  if (count === undefined) return '0';
  if (count >= 10000) return `${toFixedDecimal(count / 10000, 1)}w`;
  return String(Math.round(count));
}

/**
 * A view count for display: below 1000 as a whole number, from 1000 divided by 1000 with one
 * decimal (rounded) and 'k'.
 * @example formatViews(1530) // '1.5k'
 */
export function formatViews(value: number | string | null | undefined): string {
  const views = toNumber(value);
  if (views === undefined) return '0';
  if (views >= 1000) return `${toFixedDecimal(views / 1000, 1)}k`;
  return String(Math.round(views));
}

/** Options of `formatCurrency`. */
export interface CurrencyOptions {
  readonly symbol?: string;
  readonly decimals?: number;
}

/**
 * An amount in major units (yuan) with a symbol and fixed decimals, no digit grouping; '' when not a number.
 * @example formatCurrency(12.5) // '¥12.50'
 * @example formatCurrency(-3, { symbol: '$', decimals: 0 }) // '-$3'
 */
export function formatCurrency(
  amount: number | string | null | undefined,
  options: CurrencyOptions = {},
): string {
  const value = toNumber(amount);
  if (value === undefined) return '';
  const symbol = options.symbol ?? '¥';
  const decimals = Math.max(0, Math.min(10, Math.trunc(options.decimals ?? 2)));
  const fixed = toFixedDecimal(value, decimals);
  return fixed.startsWith('-') ? `-${symbol}${fixed.slice(1)}` : `${symbol}${fixed}`;
}

/**
 * Money as the API stores it, integer minor units (fen), shown in yuan: '¥12.50'; '' when not a number.
 * @example formatMoney(1250) // '¥12.50'
 */
export function formatMoney(
  fen: number | string | null | undefined,
  options: Pick<CurrencyOptions, 'symbol'> = {},
): string {
  const value = toNumber(fen);
  if (value === undefined) return '';
  // Integer arithmetic on fen: no float rounding can creep into a price.
  const minor = Math.round(Math.abs(value));
  const major = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  const sign = value < 0 && minor !== 0 ? '-' : '';
  return `${sign}${options.symbol ?? '¥'}${String(major)}.${cents}`;
}

/** A calendar date without time zone: what the portal shows for exhibitions and articles. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The time zone in which instants (timestamps, ISO strings with an offset) are read as dates. */
export const displayTimeZone = 'Asia/Shanghai';

// 'YYYY-MM-DD' with '-', '/' or '.', optionally followed by a wall-clock time and no zone: the
// API's own format, taken literally so the server's zone (UTC) never shifts the day.
const wallClockDate = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

const zonedParts = new Intl.DateTimeFormat('en-US', {
  timeZone: displayTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The calendar date of a value: 'YYYY-MM-DD[ HH:mm[:ss]]' as written; a Date, a millisecond
 * timestamp (number or digit string) or an ISO string with a zone as seen in `displayTimeZone`.
 * @example toCalendarDate('2026-11-21 09:00:00') // { year: 2026, month: 11, day: 21 }
 */
export function toCalendarDate(value: Date | number | string | null | undefined): CalendarDate | undefined {
  if (value === null || value === undefined) return undefined;
  let instant: Date;
  if (typeof value === 'string') {
    const text = value.trim();
    const literal = wallClockDate.exec(text);
    if (literal) {
      const [year, month, day] = [Number(literal[1]), Number(literal[2]), Number(literal[3])];
      return isRealDate(year, month, day) ? { year, month, day } : undefined;
    }
    if (text === '') return undefined;
    instant = /^\d+$/.test(text) ? new Date(Number(text)) : new Date(text);
  } else {
    instant = value instanceof Date ? value : new Date(value);
  }
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = zonedParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The Chinese month-day format; '' for an invalid date.
 * @example formatMonthDay('2026-11-21') // '11月21日'
 */
export function formatMonthDay(value: Date | number | string | null | undefined): string {
  const date = toCalendarDate(value);
  return date ? `${String(date.month)}月${String(date.day)}日` : '';
}

/** The two display languages. */
export type DateLocale = 'zh' | 'en';

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function englishMonth(month: number): string {
  return englishMonths[month - 1] ?? '';
}

/**
 * A full date: '2026年11月21日' in zh, 'Nov 21, 2026' in en; '' for an invalid date.
 * @example formatDate('2026-11-21', 'en') // 'Nov 21, 2026'
 */
export function formatDate(
  value: Date | number | string | null | undefined,
  locale: DateLocale = 'zh',
): string {
  const date = toCalendarDate(value);
  if (!date) return '';
  const [year, month, day] = [String(date.year), String(date.month), String(date.day)];
  return locale === 'en' ? `${englishMonth(date.month)} ${day}, ${year}` : `${year}年${month}月${day}日`;
}

/**
 * An exhibition's dates, leaving out what the end shares with the start:
 * zh '2026年11月21日-24日', '2026年11月28日-12月2日', '2026年12月30日-2027年1月2日';
 * en 'Nov 21–24, 2026', 'Nov 28 – Dec 2, 2026', 'Dec 30, 2026 – Jan 2, 2027'.
 * A missing or invalid end, the same day, or an end before the start gives the start date alone;
 * an invalid start gives ''.
 * @example formatDateRange('2026-11-21', '2026-11-24', 'zh') // '2026年11月21日-24日'
 */
export function formatDateRange(
  start: Date | number | string | null | undefined,
  end: Date | number | string | null | undefined,
  locale: DateLocale = 'zh',
): string {
  const from = toCalendarDate(start);
  if (!from) return '';
  const to = toCalendarDate(end);
  const single = formatDate(start, locale);
  if (!to) return single;
  const order = (date: CalendarDate): number => date.year * 10000 + date.month * 100 + date.day;
  if (order(to) <= order(from)) return single;
  const [fromDay, toDay, toMonth, toYear] = [
    String(from.day),
    String(to.day),
    String(to.month),
    String(to.year),
  ];
  if (locale === 'en') {
    if (to.year !== from.year) return `${single} – ${formatDate(end, 'en')}`;
    if (to.month !== from.month) {
      return `${englishMonth(from.month)} ${fromDay} – ${englishMonth(to.month)} ${toDay}, ${toYear}`;
    }
    return `${englishMonth(from.month)} ${fromDay}–${toDay}, ${toYear}`;
  }
  if (to.year !== from.year) return `${single}-${formatDate(end, 'zh')}`;
  if (to.month !== from.month) return `${single}-${toMonth}月${toDay}日`;
  return `${single}-${toDay}日`;
}

/**
 * A date as lists show it: month and day when it falls in the current year (the Chinese
 * month-day format '11月21日', en 'Nov 21'), else the full date; '' for an invalid date.
 * @example formatListDate('2026-11-21', 'zh', new Date('2026-12-01')) // '11月21日'
 * @example formatListDate('2025-11-21', 'en', new Date('2026-12-01')) // 'Nov 21, 2025'
 */
export function formatListDate(
  value: Date | number | string | null | undefined,
  locale: DateLocale = 'zh',
  today: Date = new Date(),
): string {
  const date = toCalendarDate(value);
  if (!date) return '';
  if (date.year !== toCalendarDate(today)?.year) return formatDate(value, locale);
  return locale === 'en' ? `${englishMonth(date.month)} ${String(date.day)}` : formatMonthDay(value);
}
