// A small iCalendar (RFC 5545) writer for all-day events. The `ics` package was tried and left:
// it folds lines at 75 characters rather than 75 octets (adamgibbons/ics#66, #171; a line of
// Chinese text is three octets a character, so its lines ran past 200 octets) and writes
// ORGANIZER without the address the property's value must be. What is written here:
// - lines end in CRLF (3.1), content lines are folded at 75 octets, continuation lines start
//   with one space, and a fold never splits a UTF-8 sequence or a surrogate pair;
// - TEXT values escape backslash, semicolon, comma and newlines (3.3.11); quoted parameter
//   values (CN) drop the characters a quoted string cannot hold (3.2: DQUOTE and controls);
// - all-day events are DATE values and DTEND is exclusive (3.6.1: the day after the last day);
// - reminders are VALARM components (3.6.6: ACTION:DISPLAY with a DESCRIPTION and a TRIGGER
//   that is a DURATION relative to the event's start).

/**
 * An all-day event: first and last day as 'YYYY-MM-DD' (the last day included); with `time`, an
 * event on its first day from one minute of the day to another, in floating local time (3.3.5
 * form 1: the fair's own clock, whatever the reader's time zone), busy rather than transparent.
 */
export interface AllDayEvent {
  /** Minutes after midnight of the first day; the event is then timed, not all-day. */
  time?: { startMinute: number; endMinute: number } | undefined;
  /** Globally unique and stable across downloads (the same fair is the same event). */
  uid: string;
  /** When this version was made (DTSTAMP, UTC). */
  stamp: Date;
  firstDay: string;
  lastDay: string;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  url?: string | undefined;
  /** The organiser's name and a URI for it (a cal-address is a URI: mailto:, https:, ...). */
  organizer?: { name: string; uri: string } | undefined;
  /** RFC 5545 STATUS of a VEVENT. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' | undefined;
  /** Version of the event, increased when it changes (so calendars replace it). */
  sequence?: number | undefined;
  /** Alarms of the event (VALARM), each a display reminder. */
  alarms?: readonly EventAlarm[] | undefined;
}

/** A display alarm: its text and when it fires, as a DURATION before (negative) or after the start. */
interface EventAlarm {
  description: string;
  /** A DURATION value (3.3.6), e.g. `-P6DT15H`; see `durationFromStart`. */
  trigger: string;
}

/** A calendar: what makes the VCALENDAR object around the events. */
export interface CalendarInput {
  /** PRODID: who made the file. */
  productId: string;
  /** X-WR-CALNAME, the name a subscribing calendar shows. */
  name?: string | undefined;
  /** X-WR-CALDESC, the calendar's description. */
  description?: string | undefined;
  /**
   * How often a subscribing calendar should fetch the feed again, as a DURATION (`PT6H`):
   * written as REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Outlook, Apple).
   */
  refreshInterval?: string | undefined;
  events: readonly AllDayEvent[];
}

const encoder = new TextEncoder();

/** Octets of a string in UTF-8. */
export function octets(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Escapes a TEXT value: backslash, semicolon and comma get a backslash, newlines become \n.
 * @example escapeText('a,b;c\\d\ne') // 'a\\,b\\;c\\\\d\\ne'
 */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A quoted parameter value: DQUOTE and control characters cannot appear inside one. */
function quoteParam(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/**
 * Folds one content line: at most 75 octets per physical line (CRLF not counted), continuation
 * lines start with a space, which counts toward their 75; never inside a code point.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 'YYYY-MM-DD' to a DATE value 'YYYYMMDD'; throws on anything else (a bad date is a bug upstream). */
export function dateValue(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (match === null) throw new Error(`not a date: ${JSON.stringify(day)}`);
  return `${match[1] ?? ''}${match[2] ?? ''}${match[3] ?? ''}`;
}

/** The day after a 'YYYY-MM-DD' day, as a DATE value (the exclusive DTEND of an all-day event). */
export function dayAfter(day: string): string {
  const value = dateValue(day);
  const next = new Date(
    Date.UTC(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8)) + 1),
  );
  return next.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A UTC DATE-TIME value: 20261121T090000Z. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '');
}

/**
 * The DURATION from an all-day event's start (its first day at 00:00, local time) to `hour`
 * o'clock `days` days before it: a negative duration, or a positive one for a time on the day.
 * @example durationFromStart(7, 9) // '-P6DT15H' (09:00 a week before the first day)
 * @example durationFromStart(1, 9) // '-PT15H'
 * @example durationFromStart(0, 9) // 'PT9H'
 */
export function durationFromStart(days: number, hour: number): string {
  if (!Number.isInteger(days) || !Number.isInteger(hour) || days < 0 || hour < 0 || hour > 23)
    throw new Error(`not a reminder time: ${String(days)} days, ${String(hour)} h`);
  const hoursBefore = days * 24 - hour;
  const total = Math.abs(hoursBefore);
  const whole = Math.floor(total / 24);
  const rest = total % 24;
  const body = `${whole > 0 ? `${String(whole)}D` : ''}${rest > 0 ? `T${String(rest)}H` : ''}`;
  return `${hoursBefore > 0 ? '-' : ''}P${body === '' ? 'T0S' : body}`;
}

function alarmLines(alarm: EventAlarm): string[] {
  const duration = /^[+-]?P(\d+W|\d+D(T(\d+H)?(\d+M)?(\d+S)?)?|T(\d+H)?(\d+M)?(\d+S)?)$/;
  if (!duration.test(alarm.trigger) || alarm.trigger.endsWith('T'))
    throw new Error(`not a DURATION: ${JSON.stringify(alarm.trigger)}`);
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(alarm.description)}`,
    `TRIGGER:${alarm.trigger}`,
    'END:VALARM',
  ];
}

/**
 * A floating DATE-TIME value: a day and minutes after its midnight.
 * @example localDateTime('2027-05-10', 570) // '20270510T093000'
 */
function localDateTime(day: string, minute: number): string {
  if (!Number.isInteger(minute) || minute < 0 || minute >= 24 * 60)
    throw new Error(`not a minute of the day: ${String(minute)}`);
  const hours = String(Math.floor(minute / 60)).padStart(2, '0');
  return `${dateValue(day)}T${hours}${String(minute % 60).padStart(2, '0')}00`;
}

function whenLines(event: AllDayEvent): string[] {
  if (event.time !== undefined)
    return [
      `DTSTART:${localDateTime(event.firstDay, event.time.startMinute)}`,
      `DTEND:${localDateTime(event.firstDay, event.time.endMinute)}`,
    ];
  return [
    `DTSTART;VALUE=DATE:${dateValue(event.firstDay)}`,
    `DTEND;VALUE=DATE:${dayAfter(event.lastDay < event.firstDay ? event.firstDay : event.lastDay)}`,
  ];
}

function eventLines(event: AllDayEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...whenLines(event),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description !== undefined && event.description !== '')
    lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location !== undefined && event.location !== '')
    lines.push(`LOCATION:${escapeText(event.location)}`);
  // URL and the organiser's address are URIs, not TEXT: no escaping, only what a URI may hold.
  if (event.url !== undefined && event.url !== '') lines.push(`URL:${event.url}`);
  if (event.organizer !== undefined)
    lines.push(`ORGANIZER;CN=${quoteParam(event.organizer.name)}:${event.organizer.uri}`);
  if (event.status !== undefined) lines.push(`STATUS:${event.status}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${String(event.sequence)}`);
  lines.push(event.time === undefined ? 'TRANSP:TRANSPARENT' : 'TRANSP:OPAQUE');
  for (const alarm of event.alarms ?? []) lines.push(...alarmLines(alarm));
  lines.push('END:VEVENT');
  return lines;
}

/** The whole iCalendar object: folded lines joined and ended by CRLF. */
export function writeCalendar(input: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${input.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(input.name === undefined ? [] : [`X-WR-CALNAME:${escapeText(input.name)}`]),
    ...(input.description === undefined ? [] : [`X-WR-CALDESC:${escapeText(input.description)}`]),
    ...(input.refreshInterval === undefined
      ? []
      : [
          `REFRESH-INTERVAL;VALUE=DURATION:${input.refreshInterval}`,
          `X-PUBLISHED-TTL:${input.refreshInterval}`,
        ]),
    ...input.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
