import { describe, expect, it } from 'vitest';
import { minuteOfDay, slotProblem, slotsOverlap, timeOfDay } from './meeting-slots.ts';

const fair = { startDate: '2027-05-10', endDate: '2027-05-12' };
const slot = (day: string, start: string, minutes = 30) => ({
  day,
  startMinute: minuteOfDay(start),
  minutes,
});

describe('minuteOfDay and timeOfDay', () => {
  it('convert both ways', () => {
    expect(minuteOfDay('09:45')).toBe(585);
    expect(timeOfDay(585)).toBe('09:45');
    expect(timeOfDay(minuteOfDay('17:30'))).toBe('17:30');
  });
});

describe('slotProblem', () => {
  it('accepts a slot on a fair day inside the opening hours', () => {
    expect(slotProblem(slot('2027-05-10', '09:00'), fair, '2027-01-01')).toBeUndefined();
    expect(slotProblem(slot('2027-05-12', '17:30'), fair, '2027-01-01')).toBeUndefined();
  });

  it('refuses days before and after the fair', () => {
    expect(slotProblem(slot('2027-05-09', '10:00'), fair, '2027-01-01')).toBe(
      'apiMessage.meeting.outsideFair',
    );
    expect(slotProblem(slot('2027-05-13', '10:00'), fair, '2027-01-01')).toBe(
      'apiMessage.meeting.outsideFair',
    );
  });

  it('refuses starts before opening and ends after closing', () => {
    expect(slotProblem(slot('2027-05-10', '08:45'), fair, '2027-01-01')).toBe(
      'apiMessage.meeting.outsideHours',
    );
    expect(slotProblem(slot('2027-05-10', '17:45'), fair, '2027-01-01')).toBe(
      'apiMessage.meeting.outsideHours',
    );
    expect(slotProblem(slot('2027-05-10', '17:00', 90), fair, '2027-01-01')).toBe(
      'apiMessage.meeting.outsideHours',
    );
  });

  it('refuses a day that has passed', () => {
    expect(slotProblem(slot('2027-05-10', '10:00'), fair, '2027-05-11')).toBe('apiMessage.meeting.past');
  });
});

describe('slotsOverlap', () => {
  it('finds shared minutes on the same day only', () => {
    expect(slotsOverlap(slot('2027-05-10', '10:00'), slot('2027-05-10', '10:15'))).toBe(true);
    expect(slotsOverlap(slot('2027-05-10', '10:00', 60), slot('2027-05-10', '10:15', 15))).toBe(true);
    expect(slotsOverlap(slot('2027-05-10', '10:00'), slot('2027-05-10', '10:30'))).toBe(false);
    expect(slotsOverlap(slot('2027-05-10', '10:00'), slot('2027-05-11', '10:00'))).toBe(false);
  });
});
