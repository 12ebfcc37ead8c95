import { describe, expect, it } from 'vitest';
import { componentsOf, parseIcs, propertyOf, unfoldLines } from '../../../tests/support/icalendar.ts';
import { memberFeedIcs } from './member-feed.ts';
import { meeting, plan, planLabels } from '../../../tests/fixtures/visit-plan.ts';

// The feed's visit plans and meetings read back by the strict reader: a plan is an all-day event
// with its stands in walking order, a meeting a timed event in floating local time whose note is
// escaped text, the same UID in the buyer's and the company member's feeds.

function feedBody(role: 'buyer' | 'exhibitor') {
  return memberFeedIcs(
    {
      issuedAt: '2027-01-01T00:00:00.000Z',
      entries: [],
      visitPlans: role === 'buyer' ? [plan] : [],
      meetings: [{ ...meeting, role }],
    },
    {
      origin: 'https://www.expoportal.cn',
      locale: 'zh',
      labels: {
        cancelled: '已取消',
        postponed: '已延期',
        calendarName: '博展网',
        calendarDescription: '我的展会',
        alarm: () => '',
        reminderNote: () => '',
        ...planLabels,
      },
    },
  );
}

describe('memberFeedIcs with visit plans and meetings', () => {
  it('writes a plan as an all-day event over the fair with the stands in walking order', () => {
    const events = componentsOf(parseIcs(feedBody('buyer')), 'VEVENT');
    const event = events.find((e) => propertyOf(e, 'UID') === 'visit-plan-12@www.expoportal.cn');
    expect(event).toBeDefined();
    if (event === undefined) return;
    expect(propertyOf(event, 'DTSTART')).toBe('20270510');
    expect(propertyOf(event, 'DTEND')).toBe('20270513');
    expect(propertyOf(event, 'SUMMARY', true)).toBe('参观计划：中国国际工业博览会');
    const lines = (propertyOf(event, 'DESCRIPTION', true) ?? '').split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '1. Near Co，展位 1A01（1号馆）',
      '2. Mid Co，展位 1B02（1号馆）',
      '3. Far Co，展位 2A01（2号馆）',
    ]);
  });

  it('writes a meeting as a timed, busy event in both feeds, its note as escaped text', () => {
    for (const role of ['buyer', 'exhibitor'] as const) {
      const body = feedBody(role);
      const event = componentsOf(parseIcs(body), 'VEVENT').find(
        (e) => propertyOf(e, 'UID') === 'meeting-41@www.expoportal.cn',
      );
      expect(event).toBeDefined();
      if (event === undefined) return;
      expect(propertyOf(event, 'DTSTART')).toBe('20270511T103000');
      expect(propertyOf(event, 'DTEND')).toBe('20270511T111500');
      expect(propertyOf(event, 'TRANSP')).toBe('OPAQUE');
      expect(propertyOf(event, 'SUMMARY', true)).toBe(role === 'buyer' ? '会面：Far Co' : '会面：展友01');
      expect(propertyOf(event, 'DESCRIPTION', true)).toBe(
        '中国国际工业博览会\n<script>alert(1)</script>; samples, please\nline two',
      );
      expect(unfoldLines(body).join('\n')).toContain('\\; samples\\, please\\nline two');
    }
  });
});
