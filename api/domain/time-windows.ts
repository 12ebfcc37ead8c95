import type { Locale } from '../../src/lib/contract/locale.ts';
import { pick } from '../../src/lib/contract/locale.ts';

/** The `t` filter: a window of start dates relative to today (UTC), or past fairs. */
export interface TimeWindowRange {
  from: string | null;
  to: string | null;
  endedBefore?: string;
  ongoingOn?: string;
}

const names: readonly (readonly [string, string])[] = [
  ['全部时间', 'Any time'],
  ['即将开始', 'Upcoming'],
  ['正在进行', 'On now'],
  ['未来30天', 'Next 30 days'],
  ['未来3个月', 'Next 3 months'],
  ['未来6个月', 'Next 6 months'],
  ['未来一年', 'Next 12 months'],
  ['往届展会', 'Past fairs'],
];

function day(base: Date, plusDays: number): string {
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + plusDays))
    .toISOString()
    .slice(0, 10);
}

/** The calendar day (UTC) of `today`, as the windows and fair states count days. */
export function isoDay(today: Date): string {
  return day(today, 0);
}

/** The date range of window `t` on `today`: 0 all, 1 upcoming, 2 on now, 3 30 days, 4 3 months, 5 6 months, 6 a year, 7 past. */
export function timeWindowRange(t: number, today: Date): TimeWindowRange {
  const now = day(today, 0);
  switch (t) {
    case 1:
      return { from: now, to: null };
    case 2:
      return { from: null, to: null, ongoingOn: now };
    case 3:
      return { from: now, to: day(today, 30) };
    case 4:
      return { from: now, to: day(today, 91) };
    case 5:
      return { from: now, to: day(today, 182) };
    case 6:
      return { from: now, to: day(today, 365) };
    case 7:
      return { from: null, to: null, endedBefore: now };
    default:
      return { from: null, to: null };
  }
}

/** The windows as the filter bar lists them, with their current ranges. */
export function listTimeWindows(
  locale: Locale,
  today: Date,
): { id: number; name: string; from: string | null; to: string | null }[] {
  return names.map(([zh, en], id) => {
    const range = timeWindowRange(id, today);
    return {
      id,
      name: pick(locale, zh, en),
      from: range.from ?? range.ongoingOn ?? null,
      to: range.to ?? range.endedBefore ?? range.ongoingOn ?? null,
    };
  });
}

/** upcoming / ongoing / past of a fair on `today`. */
export function fairState(startDate: string, endDate: string, today: Date): 'upcoming' | 'ongoing' | 'past' {
  const now = day(today, 0);
  if (startDate > now) return 'upcoming';
  if (endDate < now) return 'past';
  return 'ongoing';
}
