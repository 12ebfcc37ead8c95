import type { Translate } from '../i18n/server.ts';
import type { MemberFeedContext } from '../calendar/member-feed.ts';
import type { TicketPdfLabels } from './ticket-pdf.ts';

/** The ticket PDF's texts in a request's language. */
export function ticketPdfLabels(t: Translate): TicketPdfLabels {
  return {
    siteName: t('site.name'),
    heading: t('eticketPrint.heading'),
    ticketOf: (index, count) => t('eticketPrint.ticketOf', { index, count }),
    dates: t('eticketPrint.dates'),
    venue: t('eticketPrint.venue'),
    address: t('eticketPrint.address'),
    kind: t('eticketPrint.kind'),
    visitor: t('eticketPrint.visitor'),
    holder: t('eticketPrint.holder'),
    orderNo: t('eticketPrint.orderNo'),
    paidOn: t('eticketPrint.paidOn'),
    hint: t('eticketPrint.hint'),
    qr: t('eticketPrint.qrCaption'),
    cancelled: t('eticketPrint.cancelled'),
    postponed: t('eticketPrint.postponed'),
  };
}

/** The calendar feed's texts in a request's language. */
export function memberFeedLabels(t: Translate): MemberFeedContext['labels'] {
  return {
    cancelled: t('calendar.cancelled'),
    postponed: t('calendar.postponed'),
    calendarName: t('calendar.feedName'),
    calendarDescription: t('calendar.feedDescription'),
    alarm: (name, days) => t('calendar.alarm', { name, days }),
    reminderNote: (days) => t('calendar.reminderNote', { days }),
    visitPlan: (fair) => t('calendar.visitPlan', { fair }),
    stop: (position, company, stand, hall) => t('calendar.visitStop', { position, company, stand, hall }),
    unplaced: (position, company) => t('calendar.visitUnplaced', { position, company }),
    meetingWith: (name) => t('calendar.meetingWith', { name }),
    meetingStand: (stand, hall) => t('calendar.meetingStand', { stand, hall }),
  };
}
