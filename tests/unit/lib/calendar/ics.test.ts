import { describe, expect, it } from 'vitest';
import {
  eventLocation,
  exhibitionIcs,
  googleCalendarUrl,
  outlookCalendarUrl,
  type ExhibitionEventContext,
} from '../../../../src/lib/calendar/exhibition-calendar.ts';
import { dayAfter, escapeText, foldLine, octets, writeCalendar } from '../../../../src/lib/calendar/ics.ts';

// The .ics files against the RFC 5545 rules they must follow: CRLF line ends, lines of at most
// 75 octets folded with a leading space, TEXT escaping, all-day DATE values with an exclusive
// DTEND, and the event's status.

/** Physical lines of an .ics body; the body must end with CRLF and hold no bare CR or LF. */
function physicalLines(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  return body.slice(0, -2).split('\r\n');
}

/** Content lines: unfolds continuation lines (CRLF followed by one space). */
function unfold(body: string): string[] {
  return body.replaceAll('\r\n ', '').slice(0, -2).split('\r\n');
}

/** The value of the first content line of a property (name with or without parameters). */
function property(body: string, name: string): string | undefined {
  const line = unfold(body).find((item) => item.startsWith(`${name}:`) || item.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}

const fair = {
  id: 12,
  name: '中国国际进口博览会, 第八届; A\\B "Expo"\n(CIIE) 2026 年度最大规模的国际贸易展览会之一，欢迎光临',
  startDate: '2026-12-30',
  endDate: '2027-01-02',
  venue: {
    id: 3,
    name: '国家会展中心（上海）',
    address: '上海市青浦区崧泽大道333号',
    lat: 31.19,
    lng: 121.3,
  },
  city: { id: 1, name: '上海' },
  country: { id: 2, name: '中国' },
  organiser: { id: 7, name: 'CIIE Bureau; "Org", Ltd.', website: null, email: null, logo: '', online: true },
  updatedAt: '2026-10-01T08:00:00Z',
} as const;

const context: ExhibitionEventContext = {
  pageUrl: 'https://www.expoportal.cn/exhibition/12.html',
  organiserUrl: 'https://www.expoportal.cn/company/7.html',
  host: 'www.expoportal.cn',
  locale: 'zh',
  labels: { cancelled: '已取消', postponed: '已延期' },
};

describe('foldLine and escapeText', () => {
  it('folds at 75 octets, never inside a UTF-8 sequence, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'展'.repeat(60)}${'a'.repeat(50)}😀😀`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    folded.forEach((part, index) => {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    });
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    // The backslash is escaped first: an escaped comma is not escaped twice.
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });

  it('gives the exclusive end day across months, years and leap days', () => {
    expect(dayAfter('2026-11-24')).toBe('20261125');
    expect(dayAfter('2026-12-31')).toBe('20270101');
    expect(dayAfter('2028-02-28')).toBe('20280229');
    expect(dayAfter('2026-02-28')).toBe('20260301');
  });
});

describe('exhibitionIcs', () => {
  const body = exhibitionIcs(fair, context);

  it('uses CRLF everywhere and no physical line is longer than 75 octets', () => {
    for (const line of physicalLines(body)) expect(octets(line)).toBeLessThanOrEqual(75);
    // The Chinese summary is long enough to be folded.
    expect(body).toContain('\r\n ');
  });

  it('is one VCALENDAR with VERSION and PRODID holding one VEVENT', () => {
    const lines = unfold(body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(property(body, 'VERSION')).toBe('2.0');
    expect(property(body, 'PRODID')).toContain('www.expoportal.cn');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(property(body, 'UID')).toBe('exhibition-12@www.expoportal.cn');
    expect(property(body, 'DTSTAMP')).toBe('20261001T080000Z');
  });

  it('is all-day: DATE values, DTEND the day after the last day', () => {
    expect(unfold(body)).toContain('DTSTART;VALUE=DATE:20261230');
    expect(unfold(body)).toContain('DTEND;VALUE=DATE:20270103');
  });

  it('escapes the summary and location, and keeps URIs as they are', () => {
    expect(property(body, 'SUMMARY')).toBe(escapeText(fair.name));
    expect(property(body, 'SUMMARY')).toContain('\\, 第八届\\; A\\\\B "Expo"\\n(CIIE)');
    expect(property(body, 'LOCATION')).toBe(
      '国家会展中心（上海）\\, 上海市青浦区崧泽大道333号\\, 上海\\, 中国',
    );
    expect(property(body, 'URL')).toBe(context.pageUrl);
    expect(property(body, 'DESCRIPTION')).toBe(`2026年12月30日-2027年1月2日\\n${context.pageUrl}`);
  });

  it('names the organiser with a quoted CN and its page as the address when it has no e-mail', () => {
    const line = unfold(body).find((item) => item.startsWith('ORGANIZER'));
    expect(line).toBe('ORGANIZER;CN="CIIE Bureau; Org, Ltd.":https://www.expoportal.cn/company/7.html');
  });

  it('names the organiser as mailto its e-mail when it has one', () => {
    const withEmail = {
      ...fair,
      organiser: { ...fair.organiser, email: 'info@ciie-bureau-shanghai.example' },
    };
    const line = unfold(exhibitionIcs(withEmail, context)).find((item) => item.startsWith('ORGANIZER'));
    expect(line).toBe('ORGANIZER;CN="CIIE Bureau; Org, Ltd.":mailto:info@ciie-bureau-shanghai.example');
  });

  it('falls back to the page for an address that would break the line or the URI', () => {
    for (const email of [
      '',
      '  ',
      'not-an-address',
      'a@b.example\r\nATTACH:x',
      'x@y.example:evil',
      '<a@b.cn>',
    ]) {
      const hostile = { ...fair, organiser: { ...fair.organiser, email } };
      const lines = unfold(exhibitionIcs(hostile, context));
      expect(lines.filter((item) => item.startsWith('ORGANIZER'))).toEqual([
        'ORGANIZER;CN="CIIE Bureau; Org, Ltd.":https://www.expoportal.cn/company/7.html',
      ]);
      expect(lines.some((item) => item.startsWith('ATTACH'))).toBe(false);
    }
  });

  it('says CONFIRMED for a fair as planned, and marks cancelled and postponed fairs', () => {
    expect(property(body, 'STATUS')).toBe('CONFIRMED');
    const cancelled = exhibitionIcs({ ...fair, name: 'Expo', status: 'cancelled' }, context);
    expect(property(cancelled, 'STATUS')).toBe('CANCELLED');
    expect(property(cancelled, 'SUMMARY')).toBe('[已取消] Expo');
    const postponed = exhibitionIcs(
      { ...fair, name: 'Expo', status: 'postponed' },
      { ...context, locale: 'en', labels: { cancelled: 'Cancelled', postponed: 'Postponed' } },
    );
    expect(property(postponed, 'STATUS')).toBe('TENTATIVE');
    expect(property(postponed, 'SUMMARY')).toBe('[Postponed] Expo');
  });

  it('writes a one-day fair with an end the day after its start', () => {
    const oneDay = exhibitionIcs({ ...fair, startDate: '2026-05-01', endDate: '2026-05-01' }, context);
    expect(unfold(oneDay)).toContain('DTSTART;VALUE=DATE:20260501');
    expect(unfold(oneDay)).toContain('DTEND;VALUE=DATE:20260502');
  });
});

describe('writeCalendar', () => {
  it('escapes the calendar name and refuses a malformed date', () => {
    const body = writeCalendar({ productId: '-//x//y//EN', name: 'My fairs, 2026', events: [] });
    expect(unfold(body)).toContain('X-WR-CALNAME:My fairs\\, 2026');
    expect(() =>
      writeCalendar({
        productId: 'p',
        events: [{ uid: 'u', stamp: new Date(0), firstDay: 'soon', lastDay: 'later', summary: 's' }],
      }),
    ).toThrow(/not a date/);
  });
});

describe('web calendar links', () => {
  it('Google: all-day dates with the exclusive end, summary, location and the page URL', () => {
    const url = new URL(googleCalendarUrl(fair, context));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261230/20270103');
    expect(url.searchParams.get('text')).toBe(fair.name);
    expect(url.searchParams.get('location')).toBe(eventLocation(fair));
    expect(url.searchParams.get('details')).toContain(context.pageUrl);
  });

  it('Outlook: an all-day compose link with start and exclusive end days', () => {
    const url = new URL(outlookCalendarUrl({ ...fair, name: 'Expo', status: 'cancelled' }, context));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('allday')).toBe('true');
    expect(url.searchParams.get('startdt')).toBe('2026-12-30');
    expect(url.searchParams.get('enddt')).toBe('2027-01-03');
    expect(url.searchParams.get('subject')).toBe('[已取消] Expo');
    expect(url.searchParams.get('body')).toContain(context.pageUrl);
  });
});
