import type { CalendarFeedMeeting } from '../contract/calendar-feed.ts';
import type { VisitPlan } from '../contract/visit-plan.ts';
import { companyPath, exhibitionPath } from '../paths/index.ts';
import { planRoute } from '../visit-plan/plan-route.ts';
import type { AllDayEvent } from './ics.ts';

// A member's visit plans and accepted meetings as calendar events. A plan is an all-day event over
// its fair's days listing the stands in walking order; a meeting is a timed event in the fair's
// local time, the same event (UID) in the buyer's and the company member's feeds.

/** Texts of the events in the reader's language. */
export interface PlanEventLabels {
  /** The summary of a fair's visit plan. */
  visitPlan: (fair: string) => string;
  /** One line of the plan: position, company, stand and hall. */
  stop: (position: number, company: string, stand: string, hall: string) => string;
  /** A company the fair has not placed on a stand yet. */
  unplaced: (position: number, company: string) => string;
  /** The summary of a meeting seen by the buyer (with the company) or by the company (with the buyer). */
  meetingWith: (name: string) => string;
  /** The stand line of a meeting. */
  meetingStand: (stand: string, hall: string) => string;
}

/** What both event kinds need beyond the API's answer. */
export interface PlanEventContext {
  origin: string;
  host: string;
  /** When the feed's token was issued: the stamp of events that carry no time of their own. */
  issuedAt: Date;
  labels: PlanEventLabels;
}

/** A fair's visit plan as one all-day event. */
export function visitPlanEvent(plan: VisitPlan, context: PlanEventContext): AllDayEvent {
  const { visits } = planRoute(plan);
  const lines = visits.map(({ item, position }) =>
    item.stand === null
      ? context.labels.unplaced(position, item.company.name)
      : context.labels.stop(position, item.company.name, item.stand.code, item.stand.hall.name),
  );
  const pageUrl = `${context.origin}${exhibitionPath(plan.exhibition.id)}`;
  return {
    uid: `visit-plan-${String(plan.exhibition.id)}@${context.host}`,
    stamp: context.issuedAt,
    firstDay: plan.exhibition.startDate,
    lastDay: plan.exhibition.endDate,
    summary: context.labels.visitPlan(plan.exhibition.name),
    description: [...lines, `${context.origin}/manager/visit-plan`].join('\n'),
    location: [plan.exhibition.venue.name, plan.exhibition.venue.address]
      .filter((part) => part !== '')
      .join(', '),
    url: pageUrl,
  };
}

/** An accepted meeting as a timed event. */
export function meetingEvent(meeting: CalendarFeedMeeting, context: PlanEventContext): AllDayEvent {
  const [hours = '0', minutes = '0'] = meeting.start.split(':');
  const startMinute = Number(hours) * 60 + Number(minutes);
  const counterpart = meeting.role === 'buyer' ? meeting.company.name : meeting.buyer;
  const standLine =
    meeting.stand === null
      ? undefined
      : context.labels.meetingStand(meeting.stand.code, meeting.stand.hall.name);
  const updated = new Date(meeting.updatedAt);
  return {
    uid: `meeting-${String(meeting.id)}@${context.host}`,
    stamp: Number.isNaN(updated.getTime()) ? context.issuedAt : updated,
    firstDay: meeting.day,
    lastDay: meeting.day,
    time: { startMinute, endMinute: Math.min(startMinute + meeting.minutes, 24 * 60 - 1) },
    summary: context.labels.meetingWith(counterpart),
    description: [meeting.exhibition.name, standLine, meeting.note]
      .filter((part): part is string => part !== undefined && part !== '')
      .join('\n'),
    location: [standLine, meeting.venue.name, meeting.venue.address]
      .filter((part): part is string => part !== undefined && part !== '')
      .join(', '),
    url: `${context.origin}${companyPath(meeting.company.id)}`,
    status: 'CONFIRMED',
  };
}
