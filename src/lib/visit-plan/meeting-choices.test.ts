import { describe, expect, it } from 'vitest';
import { meetingDays, meetingStarts } from './meeting-choices.ts';

describe('meetingDays', () => {
  it('lists the fair days from today on', () => {
    expect(meetingDays('2027-05-10', '2027-05-12', '2027-01-01')).toEqual([
      '2027-05-10',
      '2027-05-11',
      '2027-05-12',
    ]);
    expect(meetingDays('2027-05-10', '2027-05-12', '2027-05-12')).toEqual(['2027-05-12']);
    expect(meetingDays('2027-05-10', '2027-05-12', '2027-05-13')).toEqual([]);
  });
});

describe('meetingStarts', () => {
  it('offers quarter hours that end by closing time', () => {
    expect(meetingStarts(30)[0]).toBe('09:00');
    expect(meetingStarts(30).at(-1)).toBe('17:30');
    expect(meetingStarts(120).at(-1)).toBe('16:00');
    expect(meetingStarts(15)).toHaveLength(36);
  });
});
