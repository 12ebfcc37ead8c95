import type { ExhibitionDetail } from '../contract/exhibition.ts';
import type { Locale } from '../contract/locale.ts';
import { formatDateRange } from '../format.ts';
import { dateValue, dayAfter, writeCalendar, type AllDayEvent } from './ics.ts';

// An exhibition as a calendar event: the .ics download of its page and the Google Calendar and
// Outlook links beside it. All three say the same: all-day from the first to the last day,
// venue and address, the page's URL, the organiser, and whether the fair was called off.

/** What the event needs beyond the exhibition: where its page and its organiser's page are. */
export interface ExhibitionEventContext {
  /** Absolute URL of the exhibition's page (its canonical URL). */
  pageUrl: string;
  /** Absolute URL of the organiser's page (the fair's when the company is offline), the organiser's address in the event. */
  organiserUrl: string;
  /** The host of the edition, for the event's UID. */
  host: string;
  locale: Locale;
  /** Texts of the page's language. */
  labels: { cancelled: string; postponed: string };
}

/** What an event is made of: an exhibition detail, or a fair of a member's calendar feed. */
export type EventSource = Pick<
  ExhibitionDetail,
  'id' | 'name' | 'startDate' | 'endDate' | 'city' | 'country' | 'updatedAt' | 'status'
> & {
  venue: Pick<ExhibitionDetail['venue'], 'name' | 'address'>;
  organiser: Pick<ExhibitionDetail['organiser'], 'id' | 'name' | 'email'>;
};

/**
 * The organiser's calendar address: mailto its e-mail when it has one (RFC 5545 3.8.4.3: calendar
 * clients reply to and show an ORGANIZER as a mailbox), else the organiser's page.
 */
function organizerUri(organiser: Pick<EventSource['organiser'], 'email'>, organiserUrl: string): string {
  const email = organiser.email?.trim() ?? '';
  // Only an address the contract accepts: a stray colon, space or angle bracket would break the URI.
  return /^[^\s@:<>"]+@[^\s@:<>"]+\.[A-Za-z]{2,}$/.test(email) ? `mailto:${email}` : organiserUrl;
}

/** The summary: the fair's name, prefixed with its status when it will not take place as planned. */
function eventSummary(
  detail: Pick<EventSource, 'name' | 'status'>,
  labels: ExhibitionEventContext['labels'],
): string {
  if (detail.status === 'cancelled') return `[${labels.cancelled}] ${detail.name}`;
  if (detail.status === 'postponed') return `[${labels.postponed}] ${detail.name}`;
  return detail.name;
}

/** Venue, address, city and country, as one line. */
export function eventLocation(detail: Pick<EventSource, 'venue' | 'city' | 'country'>): string {
  return [detail.venue.name, detail.venue.address, detail.city.name, detail.country.name]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** The event's description: the dates in the page's language and the page's URL. */
export function eventDescription(detail: EventSource, context: ExhibitionEventContext): string {
  return `${formatDateRange(detail.startDate, detail.endDate, context.locale)}\n${context.pageUrl}`;
}

/** The exhibition as an all-day event. */
export function exhibitionEvent(detail: EventSource, context: ExhibitionEventContext): AllDayEvent {
  const updated = new Date(detail.updatedAt);
  return {
    uid: `exhibition-${String(detail.id)}@${context.host}`,
    stamp: Number.isNaN(updated.getTime()) ? new Date() : updated,
    firstDay: detail.startDate,
    lastDay: detail.endDate,
    summary: eventSummary(detail, context.labels),
    description: eventDescription(detail, context),
    location: eventLocation(detail),
    url: context.pageUrl,
    organizer: { name: detail.organiser.name, uri: organizerUri(detail.organiser, context.organiserUrl) },
    status:
      detail.status === 'cancelled' ? 'CANCELLED' : detail.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED',
  };
}

/** The .ics file of an exhibition. */
export function exhibitionIcs(detail: EventSource, context: ExhibitionEventContext): string {
  return writeCalendar({
    productId: `-//${context.host}//ExpoPortal ${context.locale}//EN`,
    events: [exhibitionEvent(detail, context)],
  });
}

/** The exclusive end day as YYYY-MM-DD (calendars' web links take it so, like DTEND). */
function exclusiveEnd(detail: Pick<EventSource, 'startDate' | 'endDate'>): string {
  const last = detail.endDate < detail.startDate ? detail.startDate : detail.endDate;
  const value = dayAfter(last);
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/**
 * Google Calendar's "add event" link: all-day dates as start/exclusive end (YYYYMMDD/YYYYMMDD).
 * @example googleCalendarUrl(fair, context) // 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=...'
 */
export function googleCalendarUrl(detail: EventSource, context: ExhibitionEventContext): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventSummary(detail, context.labels),
    dates: `${dateValue(detail.startDate)}/${dateValue(exclusiveEnd(detail))}`,
    details: eventDescription(detail, context),
    location: eventLocation(detail),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/**
 * Outlook on the web's compose link for an all-day event (end day exclusive, as Outlook reads it).
 * @example outlookCalendarUrl(fair, context) // 'https://outlook.live.com/calendar/0/deeplink/compose?...'
 */
export function outlookCalendarUrl(detail: EventSource, context: ExhibitionEventContext): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    allday: 'true',
    subject: eventSummary(detail, context.labels),
    startdt: detail.startDate.slice(0, 10),
    enddt: exclusiveEnd(detail),
    body: eventDescription(detail, context),
    location: eventLocation(detail),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}
