import { FAIR_OPENING_HOURS } from '../../src/lib/contract/meeting.ts';
import type { ApiMessageKey } from '../server/api-messages.ts';

// When a meeting may take place: on a day of its fair, inside the halls' opening hours, not in
// the past, and not at the same time as another meeting of the same company or the same buyer.

/** A meeting's time: a day and minutes after midnight in the fair's local time. */
export interface MeetingSlot {
  day: string;
  startMinute: number;
  minutes: number;
}

/**
 * 'HH:MM' as minutes after midnight.
 * @example minuteOfDay('09:30') // 570
 */
export function minuteOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Minutes after midnight as 'HH:MM'.
 * @example timeOfDay(570) // '09:30'
 */
export function timeOfDay(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * Why a slot cannot be booked at a fair, as the catalogue key of the answer, or undefined when
 * it can. `today` is the current day ('YYYY-MM-DD'): a slot on an earlier day is refused.
 */
export function slotProblem(
  slot: MeetingSlot,
  fair: { startDate: string; endDate: string },
  today: string,
): ApiMessageKey | undefined {
  if (slot.day < fair.startDate || slot.day > fair.endDate) return 'apiMessage.meeting.outsideFair';
  if (slot.day < today) return 'apiMessage.meeting.past';
  const end = slot.startMinute + slot.minutes;
  if (slot.startMinute < FAIR_OPENING_HOURS.opensMinute || end > FAIR_OPENING_HOURS.closesMinute)
    return 'apiMessage.meeting.outsideHours';
  return undefined;
}

/** Whether two slots share any minute (touching slots, one ending as the next starts, do not). */
export function slotsOverlap(a: MeetingSlot, b: MeetingSlot): boolean {
  return (
    a.day === b.day && a.startMinute < b.startMinute + b.minutes && b.startMinute < a.startMinute + a.minutes
  );
}
