import { randomUUID } from 'node:crypto';
import { and, inArray, sql } from 'drizzle-orm';
import type { CheckInVerdict, RefusalReason } from '../../../src/lib/contract/checkin.ts';
import type { Locale } from '../../../src/lib/contract/locale.ts';
import type { Database } from '../../db/database.ts';
import { checkIns } from '../../db/schema.ts';
import { apiText, type ApiMessageKey } from '../../server/api-messages.ts';
import { admissibility } from './admissibility.ts';
import { fairName, gateFair, gateOrders, holderOf, type GateFair, type GateOrder } from './tickets.ts';
import { verifyTicketCode } from './ticket-signature.ts';

// Admitting scans: each genuine, admissible scan claims its ticket's row for the show day under
// the unique index check_ins_once_a_day, in one INSERT ... ON CONFLICT for the whole batch, so two
// gates at once can never both admit (no read-then-write). An online scan keeps the first arrival
// (the visitor it admitted already walked in); a synced offline scan takes the row over when it was
// scanned earlier than the one recorded (first-wins by scannedAt), so a ticket counts once whatever
// order the gates report in.

/** One scan to judge. */
export interface ScanInput {
  scanId: string;
  code: string;
  gate: string;
  /** ISO time with the gate's offset. */
  scannedAt: string;
}

/** arrival: the first recorded admission stays (online); scannedAt: the earliest scan wins (sync). */
export type FirstWins = 'arrival' | 'scannedAt';

/** The show day and the hour of a scan: the gate's local date and hour as it sent them. */
function localDayAndHour(scannedAt: string): { day: string; hour: number } {
  return { day: scannedAt.slice(0, 10), hour: Number(scannedAt.slice(11, 13)) };
}

/** A scan that passed every check but the once-a-day one. */
interface Candidate {
  position: number;
  scan: ScanInput;
  order: GateOrder;
  index: number;
  day: string;
  hour: number;
  at: Date;
}

const refusalKeys: Record<
  Exclude<RefusalReason, 'alreadyUsed' | 'wrongFair' | 'notShowDay'>,
  ApiMessageKey
> = {
  forged: 'apiMessage.checkin.forged',
  cancelled: 'apiMessage.checkin.cancelled',
  refunded: 'apiMessage.checkin.refunded',
  notPaid: 'apiMessage.checkin.notPaid',
};

/** The verdicts of a batch of scans at gates of `fairId`, in the order given. */
export async function judgeScans(
  db: Database,
  secret: string,
  staffUserId: number,
  fairId: number,
  scans: readonly ScanInput[],
  firstWins: FirstWins,
  locale: Locale,
): Promise<CheckInVerdict[]> {
  const fair = await gateFair(db, fairId, locale);
  const secretChecked = scans.map((scan) => ({ scan, verified: verifyTicketCode(secret, scan.code) }));
  const orders = await gateOrders(
    db,
    { orderNos: secretChecked.flatMap(({ verified }) => (verified.ok ? [verified.parts.orderNo] : [])) },
    locale,
  );
  const verdicts: (CheckInVerdict | undefined)[] = [];
  const candidates: Candidate[] = [];
  const otherFairs = new Map<number, string>();
  for (const [position, { scan, verified }] of secretChecked.entries()) {
    const order = verified.ok ? orders.get(verified.parts.orderNo) : undefined;
    if (!verified.ok || order === undefined) {
      verdicts.push(refusal('forged', locale));
      continue;
    }
    const { index } = verified.parts;
    const { day, hour } = localDayAndHour(scan.scannedAt);
    const decision = admissibility(order, { index, fairId: verified.parts.fairId }, fair, day);
    const facts = {
      ticket: { orderNo: order.orderNo, index },
      holder: holderOf(order, index),
      tier: order.tier,
    };
    if (!decision.ok) {
      let name = '';
      if (decision.reason === 'wrongFair') {
        name = otherFairs.get(order.exhibitionId) ?? (await fairName(db, order.exhibitionId, locale));
        otherFairs.set(order.exhibitionId, name);
      }
      verdicts.push({
        ...refusal(decision.reason, locale, fair, name),
        ...(decision.reason !== 'forged' && facts),
      });
      continue;
    }
    verdicts.push(undefined);
    candidates.push({ position, scan, order, index, day, hour, at: new Date(scan.scannedAt) });
  }
  await claimTickets(db, staffUserId, fair, candidates, firstWins, verdicts, locale);
  return verdicts.map((verdict) => verdict ?? refusal('forged', locale));
}

/** The key of a ticket's row for a day. */
function rowKey(orderId: number, index: number, day: string): string {
  return `${String(orderId)}:${String(index)}:${day}`;
}

/**
 * Claims the candidates' rows: the earliest scan of each ticket and day in the batch goes to the
 * database, the others of the batch are already-used against it; then every candidate is admitted
 * when the row holds its scan, refused naming the row's gate and time otherwise.
 */
async function claimTickets(
  db: Database,
  staffUserId: number,
  fair: GateFair,
  candidates: readonly Candidate[],
  firstWins: FirstWins,
  verdicts: (CheckInVerdict | undefined)[],
  locale: Locale,
): Promise<void> {
  if (candidates.length === 0) return;
  const earliest = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = rowKey(candidate.order.id, candidate.index, candidate.day);
    const known = earliest.get(key);
    if (
      known === undefined ||
      candidate.at.getTime() < known.at.getTime() ||
      (candidate.at.getTime() === known.at.getTime() && candidate.scan.scanId < known.scan.scanId)
    )
      earliest.set(key, candidate);
  }
  const rows = [...earliest.values()].map((candidate) => ({
    orderId: candidate.order.id,
    ticketIndex: candidate.index,
    exhibitionId: fair.id,
    showDay: candidate.day,
    localHour: candidate.hour,
    gate: candidate.scan.gate,
    scannedAt: candidate.at,
    scannedLocal: candidate.scan.scannedAt,
    scanId: candidate.scan.scanId,
    staffUserId,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    const insert = db.insert(checkIns).values(chunk);
    await (firstWins === 'arrival'
      ? insert.onConflictDoNothing({ target: [checkIns.orderId, checkIns.ticketIndex, checkIns.showDay] })
      : insert.onConflictDoUpdate({
          target: [checkIns.orderId, checkIns.ticketIndex, checkIns.showDay],
          set: {
            gate: sql`excluded.gate`,
            scannedAt: sql`excluded.scanned_at`,
            scannedLocal: sql`excluded.scanned_local`,
            localHour: sql`excluded.local_hour`,
            scanId: sql`excluded.scan_id`,
            staffUserId: sql`excluded.staff_user_id`,
          },
          setWhere: sql`${checkIns.scannedAt} > excluded.scanned_at`,
        }));
  }
  // What each ticket's row holds now, for every candidate's verdict.
  const stored = new Map<string, { scanId: string; gate: string; scannedLocal: string }>();
  const orderIds = [...new Set(candidates.map((candidate) => candidate.order.id))];
  const days = [...new Set(candidates.map((candidate) => candidate.day))];
  for (let start = 0; start < orderIds.length; start += 5000) {
    const found = await db
      .select({
        orderId: checkIns.orderId,
        ticketIndex: checkIns.ticketIndex,
        showDay: checkIns.showDay,
        scanId: checkIns.scanId,
        gate: checkIns.gate,
        scannedLocal: checkIns.scannedLocal,
      })
      .from(checkIns)
      .where(
        and(inArray(checkIns.orderId, orderIds.slice(start, start + 5000)), inArray(checkIns.showDay, days)),
      );
    for (const row of found) stored.set(rowKey(row.orderId, row.ticketIndex, row.showDay), row);
  }
  for (const candidate of candidates) {
    const row = stored.get(rowKey(candidate.order.id, candidate.index, candidate.day));
    const facts = {
      ticket: { orderNo: candidate.order.orderNo, index: candidate.index },
      holder: holderOf(candidate.order, candidate.index),
      tier: candidate.order.tier,
    };
    verdicts[candidate.position] =
      row?.scanId === candidate.scan.scanId
        ? {
            verdict: 'admitted',
            message: apiText('apiMessage.checkin.admitted', { holder: facts.holder })[locale],
            ...facts,
          }
        : {
            verdict: 'refused',
            reason: 'alreadyUsed',
            message: apiText('apiMessage.checkin.alreadyUsed', {
              gate: row?.gate ?? '',
              time: row?.scannedLocal.slice(11, 16) ?? '',
            })[locale],
            ...facts,
            ...(row !== undefined && { firstAdmission: { gate: row.gate, scannedAt: row.scannedLocal } }),
          };
  }
}

/** A refusal in the caller's language. */
function refusal(reason: RefusalReason, locale: Locale, fair?: GateFair, otherFair = ''): CheckInVerdict {
  let message: string;
  if (reason === 'wrongFair') message = apiText('apiMessage.checkin.wrongFair', { fair: otherFair })[locale];
  else if (reason === 'notShowDay')
    message = apiText('apiMessage.checkin.notShowDay', {
      from: fair?.startDate ?? '',
      to: fair?.endDate ?? '',
    })[locale];
  else if (reason === 'alreadyUsed')
    message = apiText('apiMessage.checkin.alreadyUsed', { gate: '', time: '' })[locale];
  else message = apiText(refusalKeys[reason])[locale];
  return { verdict: 'refused', reason, message };
}

/** A scan id for an online scan that came without one. */
export function newScanId(): string {
  return randomUUID();
}
