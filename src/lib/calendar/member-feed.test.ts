import { describe, expect, it } from 'vitest';
import {
  componentsOf,
  parseIcs,
  physicalLines,
  propertyOf,
  type IcsComponent,
} from '../../../tests/support/icalendar.ts';
import type { CalendarFeed, CalendarFeedEntry } from '../contract/calendar-feed.ts';
import { exhibitionIcs } from './exhibition-calendar.ts';
import { durationFromStart, writeCalendar } from './ics.ts';
import { FEED_REFRESH_INTERVAL, memberFeedIcs, type MemberFeedContext } from './member-feed.ts';
import { planLabels } from '../../../tests/fixtures/visit-plan.ts';

// The private feed against RFC 5545, read back by a strict reader (tests/support/icalendar.ts):
// folding at 75 octets, escaping, all-day events, alarms as VALARM with a DURATION trigger,
// cancelled and postponed fairs marked, and the same event as the fair's own .ics.

function entry(
  id: number,
  overrides: Partial<CalendarFeedEntry['exhibition']> = {},
  reminder: CalendarFeedEntry['reminder'] = null,
): CalendarFeedEntry {
  return {
    exhibition: {
      id,
      name: `第${String(id)}届中国国际进口博览会, "CIIE"; 展期\n五天`,
      startDate: '2026-12-30',
      endDate: '2027-01-02',
      status: 'scheduled',
      updatedAt: '2026-10-01T08:00:00.000Z',
      venue: { name: '国家会展中心（上海）', address: '上海市青浦区崧泽大道333号' },
      city: { id: 1, name: '上海' },
      country: { id: 2, name: '中国' },
      organiser: { id: 7, name: 'CIIE Bureau; "Org", Ltd.', email: null, online: true },
      ...overrides,
    },
    followed: true,
    reminder,
  };
}

const context: MemberFeedContext = {
  origin: 'https://www.expoportal.cn',
  locale: 'zh',
  labels: {
    cancelled: '已取消',
    postponed: '已延期',
    calendarName: '博展网 · 我的展会',
    calendarDescription: '我关注的展会与展会提醒',
    alarm: (name, days) => `${name} 将于 ${String(days)} 天后开幕`,
    reminderNote: (days) => `提醒：开幕前 ${String(days)} 天`,
    ...planLabels,
  },
};

const feed: CalendarFeed = {
  issuedAt: '2026-11-01T00:00:00.000Z',
  meetings: [],
  visitPlans: [],
  entries: [
    entry(12, {}, { daysBefore: 7, channel: 'sms' }),
    entry(
      13,
      { status: 'cancelled', startDate: '2027-03-01', endDate: '2027-03-03' },
      { daysBefore: 3, channel: 'email' },
    ),
    entry(14, { status: 'postponed', startDate: '2027-05-01', endDate: '2027-05-01' }),
  ],
};

function eventOf(calendar: IcsComponent, id: number): IcsComponent {
  const event = componentsOf(calendar, 'VEVENT').find(
    (each) => propertyOf(each, 'UID') === `exhibition-${String(id)}@www.expoportal.cn`,
  );
  if (event === undefined) throw new Error(`no event of fair ${String(id)}`);
  return event;
}

describe('durationFromStart', () => {
  it('counts back from the first day at 00:00 to the reminder hour', () => {
    expect(durationFromStart(7, 9)).toBe('-P6DT15H');
    expect(durationFromStart(1, 9)).toBe('-PT15H');
    expect(durationFromStart(1, 0)).toBe('-P1D');
    expect(durationFromStart(60, 9)).toBe('-P59DT15H');
    expect(durationFromStart(0, 9)).toBe('PT9H');
    expect(durationFromStart(0, 0)).toBe('PT0S');
  });

  it('refuses what is not a whole number of days and an hour of the day', () => {
    expect(() => durationFromStart(-1, 9)).toThrow();
    expect(() => durationFromStart(1.5, 9)).toThrow();
    expect(() => durationFromStart(1, 24)).toThrow();
  });

  it('refuses an alarm whose trigger is not a DURATION', () => {
    const event = {
      uid: 'x@h',
      stamp: new Date(0),
      firstDay: '2026-01-01',
      lastDay: '2026-01-01',
      summary: 'x',
    };
    for (const trigger of ['P', 'PT', '-P1DT', '19700101T000000Z', '-P1D\r\nX:1', 'P1H'])
      expect(() =>
        writeCalendar({ productId: 'p', events: [{ ...event, alarms: [{ description: 'd', trigger }] }] }),
      ).toThrow();
  });
});

describe('memberFeedIcs', () => {
  const body = memberFeedIcs(feed, context);
  const calendar = parseIcs(body);

  it('is a valid iCalendar object: CRLF, at most 75 octets a line, balanced components', () => {
    expect(physicalLines(body).length).toBeGreaterThan(30);
    expect(propertyOf(calendar, 'VERSION')).toBe('2.0');
    expect(propertyOf(calendar, 'X-WR-CALNAME', true)).toBe('博展网 · 我的展会');
    expect(propertyOf(calendar, 'X-WR-CALDESC', true)).toBe('我关注的展会与展会提醒');
    expect(propertyOf(calendar, 'REFRESH-INTERVAL')).toBe(FEED_REFRESH_INTERVAL);
    expect(calendar.properties.find((p) => p.name === 'REFRESH-INTERVAL')?.params).toEqual({
      VALUE: 'DURATION',
    });
    expect(componentsOf(calendar, 'VEVENT')).toHaveLength(3);
  });

  it('makes each fair an all-day event with its venue, page, organiser and escaped name', () => {
    const fair = eventOf(calendar, 12);
    expect(propertyOf(fair, 'DTSTART')).toBe('20261230');
    expect(fair.properties.find((p) => p.name === 'DTSTART')?.params).toEqual({ VALUE: 'DATE' });
    expect(propertyOf(fair, 'DTEND')).toBe('20270103');
    expect(propertyOf(fair, 'SUMMARY', true)).toBe(feed.entries[0]?.exhibition.name);
    expect(propertyOf(fair, 'LOCATION', true)).toBe(
      '国家会展中心（上海）, 上海市青浦区崧泽大道333号, 上海, 中国',
    );
    expect(propertyOf(fair, 'URL')).toBe('https://www.expoportal.cn/exhibition/12.html');
    const organizer = fair.properties.find((p) => p.name === 'ORGANIZER');
    expect(organizer?.value).toBe('https://www.expoportal.cn/company/7.html');
    expect(organizer?.params.CN).toBe('CIIE Bureau; Org, Ltd.');
    expect(propertyOf(fair, 'STATUS')).toBe('CONFIRMED');
  });

  it('names an organiser that has an e-mail as a mailto ORGANIZER with its name as CN', () => {
    const withEmail = entry(13, {
      organiser: {
        id: 8,
        name: '华信会展集团',
        email: 'info@huaxin-exhibition-group-shanghai.example',
        online: true,
      },
    });
    const parsed = parseIcs(memberFeedIcs({ ...feed, entries: [withEmail] }, context));
    const organizer = eventOf(parsed, 13).properties.find((p) => p.name === 'ORGANIZER');
    expect(organizer?.value).toBe('mailto:info@huaxin-exhibition-group-shanghai.example');
    expect(organizer?.params.CN).toBe('华信会展集团');
  });

  it('names the fair page, not the organiser page, when an editor took the company offline', () => {
    const offline = entry(14, { organiser: { id: 7, name: 'CIIE Bureau', email: null, online: false } });
    const parsed = parseIcs(memberFeedIcs({ ...feed, entries: [offline] }, context));
    const organizer = eventOf(parsed, 14).properties.find((p) => p.name === 'ORGANIZER');
    expect(organizer?.value).toBe('https://www.expoportal.cn/exhibition/14.html');
  });

  it('turns a reminder into a display alarm at 09:00 the chosen days before, and names it', () => {
    const fair = eventOf(calendar, 12);
    const [alarm, ...more] = componentsOf(fair, 'VALARM');
    expect(more).toEqual([]);
    expect(alarm && propertyOf(alarm, 'ACTION')).toBe('DISPLAY');
    expect(alarm && propertyOf(alarm, 'TRIGGER')).toBe('-P6DT15H');
    expect(alarm && propertyOf(alarm, 'DESCRIPTION', true)).toBe(
      `${feed.entries[0]?.exhibition.name ?? ''} 将于 7 天后开幕`,
    );
    expect(propertyOf(fair, 'DESCRIPTION', true)).toContain('提醒：开幕前 7 天');
    // Followed without a reminder: no alarm.
    expect(componentsOf(eventOf(calendar, 14), 'VALARM')).toEqual([]);
  });

  it('marks a cancelled fair (no alarm) and a postponed one', () => {
    const cancelled = eventOf(calendar, 13);
    expect(propertyOf(cancelled, 'STATUS')).toBe('CANCELLED');
    expect(propertyOf(cancelled, 'SUMMARY', true)).toMatch(/^\[已取消\] /);
    expect(componentsOf(cancelled, 'VALARM')).toEqual([]);
    const postponed = eventOf(calendar, 14);
    expect(propertyOf(postponed, 'STATUS')).toBe('TENTATIVE');
    expect(propertyOf(postponed, 'SUMMARY', true)).toMatch(/^\[已延期\] /);
    expect(propertyOf(postponed, 'DTEND')).toBe('20270502');
  });

  it("is the same event as the fair's own .ics (UID, dates, summary, location)", () => {
    const fair = feed.entries[2];
    if (fair === undefined) throw new Error('no fair');
    const own = eventOf(
      parseIcs(
        exhibitionIcs(fair.exhibition, {
          pageUrl: 'https://www.expoportal.cn/exhibition/14.html',
          organiserUrl: 'https://www.expoportal.cn/company/7.html',
          host: 'www.expoportal.cn',
          locale: 'zh',
          labels: { cancelled: '已取消', postponed: '已延期' },
        }),
      ),
      14,
    );
    const inFeed = eventOf(calendar, 14);
    for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION', 'STATUS', 'DESCRIPTION'])
      expect(propertyOf(inFeed, name), name).toBe(propertyOf(own, name));
  });

  it('is an empty calendar for a member who follows nothing', () => {
    const empty = parseIcs(memberFeedIcs({ ...feed, entries: [] }, context));
    expect(componentsOf(empty, 'VEVENT')).toEqual([]);
    expect(propertyOf(empty, 'PRODID')).toBe('-//www.expoportal.cn//ExpoPortal feed zh//EN');
  });

  it('keeps hostile names inside their property: no injected line, property or component', () => {
    const hostile = entry(
      99,
      {
        name: 'Fair\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\nX:1;a,b\\',
        venue: { name: 'Hall\r\nATTACH:http://evil.example', address: '' },
        organiser: { id: 7, name: 'Org"\r\n:mailto:x', email: 'x@y.example\r\nATTACH:evil', online: true },
      },
      { daysBefore: 2, channel: 'sms' },
    );
    const parsed = parseIcs(memberFeedIcs({ ...feed, entries: [hostile] }, context));
    const events = componentsOf(parsed, 'VEVENT');
    expect(events).toHaveLength(1);
    const [event] = events;
    if (event === undefined) throw new Error('no event');
    expect(propertyOf(event, 'SUMMARY', true)).toBe(hostile.exhibition.name.replace(/\r\n|\r/g, '\n'));
    expect(event.properties.map((p) => p.name)).not.toContain('ATTACH');
    expect(event.properties.filter((p) => p.name === 'UID')).toHaveLength(1);
  });
});
