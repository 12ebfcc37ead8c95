import { describe, expect, it } from 'vitest';
import { chinaLocalInput, scheduleTime } from '../../../../src/lib/editor/schedule-input.ts';

const now = new Date('2026-11-01T00:00:00.000Z'); // 08:00 in China

describe('scheduleTime', () => {
  it('reads the input as China time', () => {
    expect(scheduleTime('2026-11-21T09:05', now)).toEqual({ ok: true, at: '2026-11-21T01:05:00.000Z' });
    expect(scheduleTime('2026-11-02T00:30', now)).toEqual({ ok: true, at: '2026-11-01T16:30:00.000Z' });
  });
  it('refuses an empty, malformed, impossible, past or too distant time with its message', () => {
    expect(scheduleTime(' ', now)).toEqual({ ok: false, error: 'editor.schedule.timeRequired' });
    expect(scheduleTime('21/11/2026 09:05', now)).toEqual({
      ok: false,
      error: 'editor.schedule.timeInvalid',
    });
    expect(scheduleTime('2026-02-30T09:05', now)).toEqual({
      ok: false,
      error: 'editor.schedule.timeInvalid',
    });
    expect(scheduleTime('2026-11-21T24:05', now)).toEqual({
      ok: false,
      error: 'editor.schedule.timeInvalid',
    });
    expect(scheduleTime('2026-11-01T08:00', now)).toEqual({ ok: false, error: 'editor.schedule.timePast' });
    expect(scheduleTime('2027-11-03T08:00', now)).toEqual({ ok: false, error: 'editor.schedule.timeTooFar' });
    expect(scheduleTime('2027-11-01T08:00', now).ok).toBe(true);
  });
});

describe('chinaLocalInput', () => {
  it('gives the instant as a datetime-local value in China time', () => {
    expect(chinaLocalInput(new Date('2026-11-21T01:05:00Z'))).toBe('2026-11-21T09:05');
    expect(chinaLocalInput(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01T00:30');
  });
});
