import type { MessageKey } from '../i18n/messages.ts';

// The schedule form's date-time: a datetime-local value read as China time (the portal's zone,
// as every time the console shows), checked as the API checks it (in the future, within a year).

/** How far ahead the API accepts an action (366 days). */
const maxAheadMs = 366 * 24 * 3600 * 1000;
/** The portal's zone offset: China has no daylight saving time. */
const chinaOffsetMs = 8 * 3600 * 1000;

/** A checked schedule time, or the message of what is wrong with it. */
export type ScheduleTime = { ok: true; at: string } | { ok: false; error: MessageKey };

/**
 * The instant a datetime-local value names in China time, checked against `now`.
 * @example scheduleTime('2026-11-21T09:05', new Date('2026-11-01T00:00:00Z')) // { ok: true, at: '2026-11-21T01:05:00.000Z' }
 */
export function scheduleTime(value: string, now: Date): ScheduleTime {
  const text = value.trim();
  if (text === '') return { ok: false, error: 'editor.schedule.timeRequired' };
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (match === null) return { ok: false, error: 'editor.schedule.timeInvalid' };
  const part = (index: number) => Number(match[index] ?? '0');
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(part) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - chinaOffsetMs;
  const check = new Date(utc + chinaOffsetMs);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  )
    return { ok: false, error: 'editor.schedule.timeInvalid' };
  if (utc <= now.getTime()) return { ok: false, error: 'editor.schedule.timePast' };
  if (utc - now.getTime() > maxAheadMs) return { ok: false, error: 'editor.schedule.timeTooFar' };
  return { ok: true, at: new Date(utc).toISOString() };
}

/**
 * An instant as a datetime-local value in China time (the input's `min`, a default time).
 * @example chinaLocalInput(new Date('2026-11-21T01:05:00Z')) // '2026-11-21T09:05'
 */
export function chinaLocalInput(instant: Date): string {
  return new Date(instant.getTime() + chinaOffsetMs).toISOString().slice(0, 16);
}
