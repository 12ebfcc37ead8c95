import { FAIR_OPENING_HOURS, MEETING_LENGTHS } from '../contract/meeting.ts';

// The choices of the meeting request form: the fair's days from today on, the quarter hours at
// which a meeting of the chosen length still ends by closing time, and the allowed lengths. The
// API checks the same rules; the form offers only slots it would accept.

/**
 * The fair's days on or after `today`, as 'YYYY-MM-DD'.
 * @example meetingDays('2027-05-10', '2027-05-12', '2027-05-11') // ['2027-05-11', '2027-05-12']
 */
export function meetingDays(startDate: string, endDate: string, today: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${endDate}T00:00:00Z`);
  for (let time = Date.parse(`${startDate}T00:00:00Z`); time <= last; time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (day >= today) days.push(day);
  }
  return days;
}

/**
 * Start times 'HH:MM' on the quarter hour from opening until `minutes` before closing.
 * @example meetingStarts(60).at(-1) // '17:00'
 */
export function meetingStarts(minutes: number): string[] {
  const starts: string[] = [];
  for (let m = FAIR_OPENING_HOURS.opensMinute; m + minutes <= FAIR_OPENING_HOURS.closesMinute; m += 15)
    starts.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return starts;
}

/** The lengths a meeting may have. */
export const meetingLengths: readonly number[] = MEETING_LENGTHS;
