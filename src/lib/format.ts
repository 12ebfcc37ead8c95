// Display formats per language: counts (w in Chinese, compact in English), view counts (k,
// compact), money (Intl currency format, grouped) and dates.
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

/** The two display languages. */
export type DateLocale = 'zh' | 'en';

// Intl formatters are costly to build and pages format many numbers: one per option set.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: DateLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', options);
    numberFormats.set(key, format);
  }
  return format;
}

// English compact figures: 22.6K, 1.2M, one decimal at most, no '.0'.
function englishCompact(value: number): string {
  return numberFormat('en', {
    notation: 'compact',
    compactDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A count for display. Chinese (the spec's rule): below 10000 as a whole number, from 10000
 * divided by 10000 with one decimal (rounded) and 'w', so 10000 is '1.0w'. English: Intl's
 * compact form ('226K', '1.2M'; below 1000 a whole number).
 * @example formatCount(12345) // '1.2w'
 * @example formatCount(226000, 'en') // '226K'
 */
export function formatCount(value: number | string | null | undefined, locale: DateLocale = 'zh'): string {
  const count = toNumber(value);
  if (count === undefined) return '0';
  if (locale === 'en') return englishCompact(Math.round(count));
  if (count >= 10000) return `${toFixedDecimal(count / 10000, 1)}w`;
  return String(Math.round(count));
}

/**
 * A view count for display. Chinese: below 1000 as a whole number, from 1000 divided by 1000
 * with one decimal (rounded) and 'k'. English: Intl's compact form ('1.5K', '2.3M').
 * @example formatViews(1530) // '1.5k'
 * @example formatViews(1530, 'en') // '1.5K'
 */
export function formatViews(value: number | string | null | undefined, locale: DateLocale = 'zh'): string {
  const views = toNumber(value);
  if (views === undefined) return '0';
  if (locale === 'en') return englishCompact(Math.round(views));
  if (views >= 1000) return `${toFixedDecimal(views / 1000, 1)}k`;
  return String(Math.round(views));
}

/** Options of `formatCurrency`. */
export interface CurrencyOptions {
  readonly symbol?: string;
  readonly decimals?: number;
  /** Grouping and decimal marks of this language (both group by thousands: '12,345.00'). */
  readonly locale?: DateLocale;
}

// Integer digits grouped by thousands in the locale's way, from an exact decimal string.
function groupDecimal(fixed: string, decimals: number, locale: DateLocale): string {
  return numberFormat(locale, {
    useGrouping: true,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(fixed as Intl.StringNumericLiteral);
}

/**
 * An amount in major units (yuan) with a symbol, fixed decimals and thousands grouping; '' when
 * not a number.
 * @example formatCurrency(12345.5) // '¥12,345.50'
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
  const negative = fixed.startsWith('-');
  const grouped = groupDecimal(negative ? fixed.slice(1) : fixed, decimals, options.locale ?? 'zh');
  return negative ? `-${symbol}${grouped}` : `${symbol}${grouped}`;
}

/** Options of `formatMoney`. */
export interface MoneyOptions {
  /** ISO 4217 code of the amount; CNY unless given. */
  readonly currency?: string;
  readonly locale?: DateLocale;
}

// CNY is '¥' in both languages (Intl's English symbol is 'CN¥'); JPY then needs its own mark.
const currencyMarks: Readonly<Partial<Record<string, string>>> = { CNY: '¥', JPY: 'JP¥' };

/**
 * Money as the API stores it, integer minor units (fen, cents), through Intl's currency format:
 * the currency's symbol, thousands grouping and two decimals in both languages; '' when not a
 * number. An unknown or malformed currency code is written before the amount.
 * @example formatMoney(1234500) // '¥12,345.00'
 * @example formatMoney(4500, { currency: 'EUR', locale: 'en' }) // '€45.00'
 */
export function formatMoney(fen: number | string | null | undefined, options: MoneyOptions = {}): string {
  const value = toNumber(fen);
  if (value === undefined) return '';
  // Integer arithmetic on fen, then an exact decimal string: no float rounding reaches a price.
  const minor = Math.round(Math.abs(value));
  const major = `${String(Math.floor(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;
  const sign = value < 0 && minor !== 0 ? '-' : '';
  const locale = options.locale ?? 'zh';
  const currency = (options.currency ?? 'CNY').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return `${sign}${groupDecimal(major, 2, locale)}`;
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    return `${sign}${currency} ${groupDecimal(major, 2, locale)}`;
  }
  const mark = currencyMarks[currency];
  const text = format
    .formatToParts(major as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'currency' && mark !== undefined ? mark : part.value))
    .join('');
  return `${sign}${text}`;
}

/** A calendar date without time zone: what the portal shows for exhibitions and articles. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The time zone in which instants (timestamps, ISO strings with an offset) are read as dates. */
const displayTimeZone = 'Asia/Shanghai';

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

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function englishMonth(month: number): string {
  return englishMonths[month - 1] ?? '';
}

/** The two lines of a card's date badge. */
export interface DateBadge {
  month: string;
  day: string;
}

/**
 * The date badge of a card: the month ('Nov', '11月') over the day; undefined for an invalid date.
 * @example dateBadge('2026-11-21', 'en') // { month: 'Nov', day: '21' }
 */
export function dateBadge(
  value: Date | number | string | null | undefined,
  locale: DateLocale = 'zh',
): DateBadge | undefined {
  const date = toCalendarDate(value);
  if (!date) return undefined;
  return {
    month: locale === 'en' ? englishMonth(date.month) : `${String(date.month)}月`,
    day: String(date.day),
  };
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

const zonedClock = new Intl.DateTimeFormat('en-US', {
  timeZone: displayTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as date and wall-clock time in `displayTimeZone` (the portal's zone, so the server
 * render and the browser agree): '2026年11月21日 09:05' in zh, 'Nov 21, 2026 09:05' in en; ''
 * for an invalid value.
 * @example formatDateTime('2026-11-21T01:05:00.000Z', 'en') // 'Nov 21, 2026 09:05'
 */
export function formatDateTime(
  value: Date | number | string | null | undefined,
  locale: DateLocale = 'zh',
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = zonedClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${formatDate(instant, locale)} ${part('hour')}:${part('minute')}`;
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

/**
 * A postal address in the reader's order: Chinese from the largest unit down, without
 * separators and without repeating a city or country the street line already names; English
 * from the street up, comma separated.
 * @example formatAddress({ street: '会展大道897号', city: '上海', country: '中国' }, 'zh') // '中国上海会展大道897号'
 * @example formatAddress({ street: '897 Expo Avenue', city: 'Shanghai', country: 'China' }, 'en') // '897 Expo Avenue, Shanghai, China'
 */
export function formatAddress(
  parts: { street: string; city?: string | undefined; country?: string | undefined },
  locale: DateLocale,
): string {
  const street = parts.street.trim();
  const city = parts.city?.trim() ?? '';
  const country = parts.country?.trim() ?? '';
  if (locale === 'zh') {
    let line = street;
    if (city !== '' && !line.startsWith(city)) line = `${city}${line}`;
    if (country !== '' && !line.startsWith(country)) line = `${country}${line}`;
    return line;
  }
  const lines = [street];
  for (const part of [city, country]) if (part !== '' && !street.includes(part)) lines.push(part);
  return lines.filter((line) => line !== '').join(', ');
}
