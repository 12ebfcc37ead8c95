import type { CalendarFeed, CalendarFeedEntry } from '../contract/calendar-feed.ts';
import type { Locale } from '../contract/locale.ts';
import { companyPath, exhibitionPath } from '../paths/index.ts';
import { eventDescription, exhibitionEvent, type ExhibitionEventContext } from './exhibition-calendar.ts';
import { durationFromStart, writeCalendar, type AllDayEvent } from './ics.ts';
import { meetingEvent, visitPlanEvent, type PlanEventLabels } from './plan-events.ts';

// A member's private calendar feed as iCalendar: every fair they follow or set a reminder on is
// an all-day event, the same event (UID, summary, location, status) as that fair's own .ics, so a
// calendar that has both shows one fair. A reminder is a display alarm (VALARM) at 09:00 local
// time the chosen number of days before the first day; a cancelled fair keeps its event, marked
// STATUS:CANCELLED and "[Cancelled]", without the alarm; a postponed one is TENTATIVE. The
// member's visit plans and accepted meetings follow (./plan-events.ts).

/** The hour (local time of the calendar) at which reminders fire. */
const REMINDER_HOUR = 9;
/** How often subscribed calendars are asked to fetch the feed again. */
export const FEED_REFRESH_INTERVAL = 'PT2H';

/** What the feed needs beyond the API's answer: the edition's origin and texts of the reader's language. */
export interface MemberFeedContext {
  /** Origin of the edition the feed URL belongs to (`https://www.expoportal.cn`). */
  origin: string;
  locale: Locale;
  labels: {
    cancelled: string;
    postponed: string;
    /** The calendar's name in the subscribing app. */
    calendarName: string;
    calendarDescription: string;
    /** The alarm's text for a fair, `days` days before it opens. */
    alarm: (name: string, days: number) => string;
    /** The description's line naming the reminder. */
    reminderNote: (days: number) => string;
  } & PlanEventLabels;
}

function eventContext(entry: CalendarFeedEntry, context: MemberFeedContext): ExhibitionEventContext {
  const pageUrl = `${context.origin}${exhibitionPath(entry.exhibition.id)}`;
  const { organiser } = entry.exhibition;
  return {
    pageUrl,
    // An offline company's page answers 404: the event names the fair's page instead.
    organiserUrl: organiser.online ? `${context.origin}${companyPath(organiser.id)}` : pageUrl,
    host: new URL(context.origin).host,
    locale: context.locale,
    labels: { cancelled: context.labels.cancelled, postponed: context.labels.postponed },
  };
}

/** One fair of the feed as an event, with its reminder as an alarm unless the fair was cancelled. */
function memberFeedEvent(entry: CalendarFeedEntry, context: MemberFeedContext): AllDayEvent {
  const fairContext = eventContext(entry, context);
  const event = exhibitionEvent(entry.exhibition, fairContext);
  const { reminder } = entry;
  if (reminder === null) return event;
  const days = reminder.daysBefore;
  return {
    ...event,
    description: `${eventDescription(entry.exhibition, fairContext)}\n${context.labels.reminderNote(days)}`,
    alarms:
      entry.exhibition.status === 'cancelled'
        ? []
        : [
            {
              description: context.labels.alarm(entry.exhibition.name, days),
              trigger: durationFromStart(days, REMINDER_HOUR),
            },
          ],
  };
}

/** The whole feed as an .ics body. */
export function memberFeedIcs(feed: CalendarFeed, context: MemberFeedContext): string {
  const host = new URL(context.origin).host;
  const planContext = {
    origin: context.origin,
    host,
    issuedAt: new Date(feed.issuedAt),
    labels: context.labels,
  };
  return writeCalendar({
    productId: `-//${host}//ExpoPortal feed ${context.locale}//EN`,
    name: context.labels.calendarName,
    description: context.labels.calendarDescription,
    refreshInterval: FEED_REFRESH_INTERVAL,
    events: [
      ...feed.entries.map((entry) => memberFeedEvent(entry, context)),
      ...feed.visitPlans.map((plan) => visitPlanEvent(plan, planContext)),
      ...feed.meetings.map((meeting) => meetingEvent(meeting, planContext)),
    ],
  });
}
