import type { CheckInDay, DayTicket, RefusalReason } from '../contract/checkin.ts';
import { parseTicketCode } from '../contract/ticket-code.ts';

// The offline scanner's book for one fair and day: the day's list from the API (GET
// /api/checkin/day) plus the admissions this scanner made since. Its verdicts follow the API's
// (api/domain/checkin/admissibility.ts) as far as a list can: a code not on it is forged, a listed
// refusal keeps its reason, a ticket admitted today (here or before the download) is already used.
// What another gate admits meanwhile is settled by the sync, earliest scan first.

/** A verdict given without the API. */
export type OfflineVerdict =
  | { verdict: 'admitted'; ticket: DayTicket }
  | {
      verdict: 'refused';
      reason: RefusalReason;
      ticket?: DayTicket;
      firstAdmission?: { gate: string; scannedAt: string };
    };

/** The book of a fair's day. */
export interface OfflineBook {
  fairId: number;
  day: string;
  showDay: boolean;
  tickets: Map<string, DayTicket>;
  refused: Map<string, RefusalReason>;
  used: Map<string, { gate: string; scannedAt: string }>;
}

/** A book from the day's list. */
export function bookFromDay(fairId: number, list: CheckInDay): OfflineBook {
  return {
    fairId,
    day: list.day,
    showDay: list.showDay,
    tickets: new Map(list.tickets.map((ticket) => [ticket.digest, ticket])),
    refused: new Map(list.refused.map((entry) => [entry.digest, entry.reason])),
    used: new Map(list.used.map((entry) => [entry.digest, { gate: entry.gate, scannedAt: entry.scannedAt }])),
  };
}

/**
 * The verdict on a read code (and its digest) at a gate; an admission is written into the book,
 * so the same ticket is refused at this gate for the rest of the day.
 */
export function judgeOffline(
  book: OfflineBook,
  scan: { code: string; digest: string; gate: string; scannedAt: string },
): OfflineVerdict {
  const parts = parseTicketCode(scan.code);
  if (parts === undefined) return { verdict: 'refused', reason: 'forged' };
  const ticket = book.tickets.get(scan.digest);
  const refusedFor = book.refused.get(scan.digest);
  if (refusedFor !== undefined) return { verdict: 'refused', reason: refusedFor };
  if (ticket === undefined)
    return { verdict: 'refused', reason: parts.fairId === book.fairId ? 'forged' : 'wrongFair' };
  const used = book.used.get(scan.digest);
  if (used !== undefined) return { verdict: 'refused', reason: 'alreadyUsed', ticket, firstAdmission: used };
  if (!book.showDay) return { verdict: 'refused', reason: 'notShowDay', ticket };
  book.used.set(scan.digest, { gate: scan.gate, scannedAt: scan.scannedAt });
  return { verdict: 'admitted', ticket };
}
