import type { ETicketSheet } from '../contract/eticket.ts';
import type { Locale } from '../contract/locale.ts';
import { formatDate, formatDateRange } from '../format.ts';

// The printable tickets of an order, one per ticket, as both the HTML print view and the PDF
// draw them. Each ticket carries the API's signed code of that ticket,
// `EXPOTICKET:2:{orderNo}:{fairId}:{n}:{signature}` (src/lib/contract/ticket-code.ts): the gate
// scanner (/checkin) admits ticket n once per show day, and a code made up or edited from an order
// number is refused. The code carries nothing personal; the visitor's name is printed beside it only.

/** One printed ticket. */
export interface PrintedTicket {
  /** 1-based number of the ticket in its order. */
  index: number;
  /** The name printed on it: the visitor's, or the order's contact when no visitor is named. */
  holder: string;
  /** Whether `holder` is a named visitor (else the contact who ordered). */
  namedVisitor: boolean;
  /** What its QR code encodes. */
  code: string;
}

/** An order's tickets with everything printed on each. */
export interface TicketDocument {
  orderNo: string;
  /** How many tickets the order holds. */
  count: number;
  fairName: string;
  /** The fair's dates in the reader's language ('2026年11月21日-24日', 'Nov 21-24, 2026'). */
  dates: string;
  venue: string;
  /** Address, city and country, as one line. */
  address: string;
  /** Ticket kind and price tier ('专业观众票 · 早鸟价'). */
  kind: string;
  /** The fair's status when it will not take place as announced. */
  fairStatus: 'postponed' | 'cancelled' | undefined;
  /** Payment date in the reader's language; '' for free tickets. */
  paidOn: string;
  tickets: PrintedTicket[];
  /** Download name of the PDF. */
  fileName: string;
}

/**
 * An order number as the ticket routes accept it: a ticket order (T and 14 to 24 digits).
 * @example parseTicketOrderNo('T202601010000001') // 'T202601010000001'
 */
export function parseTicketOrderNo(value: string | undefined): string | undefined {
  return value !== undefined && /^T\d{14,24}$/.test(value) ? value : undefined;
}

/** Non-empty parts joined with ', ' (an address without its blanks). */
function joined(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The printable tickets of an order sheet: as many as the order holds, less those cancelled. Ticket n carries the n-th
 * named visitor; a ticket without one (the order named none, or the visitor was deleted since)
 * carries the contact's name.
 */
export function ticketDocument(sheet: ETicketSheet, locale: Locale): TicketDocument {
  const { exhibition } = sheet;
  const cancelled = new Set(sheet.cancelledTickets);
  const tickets = Array.from({ length: sheet.quantity }, (_, position): PrintedTicket => {
    const visitor = sheet.visitors[position];
    const index = position + 1;
    return {
      index,
      holder: visitor?.name ?? sheet.contactName,
      namedVisitor: visitor !== undefined && visitor !== null,
      code: sheet.ticketCodes[position] ?? '',
    };
    // A ticket its buyer cancelled is not printed: its code no longer admits.
  }).filter((ticket) => !cancelled.has(ticket.index));
  return {
    orderNo: sheet.orderNo,
    count: tickets.length,
    fairName: exhibition.name,
    dates: formatDateRange(exhibition.startDate, exhibition.endDate, locale),
    venue: exhibition.venue.name,
    address: joined([exhibition.venue.address, exhibition.city.name, exhibition.country.name]),
    kind: [...new Set([sheet.ticketKind.name.trim(), sheet.ticketKind.tierName.trim()])]
      .filter((part) => part !== '')
      .join(' · '),
    fairStatus: exhibition.status === 'scheduled' ? undefined : exhibition.status,
    paidOn: sheet.status === 'paid' && sheet.paidAt !== null ? formatDate(sheet.paidAt, locale) : '',
    tickets,
    fileName: `eticket-${sheet.orderNo}.pdf`,
  };
}
