import { and, count, eq } from 'drizzle-orm';
import type {
  CheckInDay,
  CheckInHours,
  DayTicket,
  RefusalReason,
} from '../../../src/lib/contract/checkin.ts';
import type { Locale } from '../../../src/lib/contract/locale.ts';
import type { Database } from '../../db/database.ts';
import { checkIns } from '../../db/schema.ts';
import { admissibility } from './admissibility.ts';
import { gateFair, gateOrders, holderOf } from './tickets.ts';
import { signTicketCode, ticketCodeDigest } from './ticket-signature.ts';

// What a scanner downloads to work offline for a day, and the day's admissions per hour. The list
// names codes by their digests only: it lets a scanner recognise a genuine ticket without being
// able to make one.

/** Today in UTC+8 (the portal's home time), the default show day of the queries. */
export function defaultDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** GET /api/checkin/day: every ticket of the fair, admissible or refused on `day`, and those used. */
export async function dayList(
  db: Database,
  secret: string,
  fairId: number,
  day: string,
  locale: Locale,
  now: Date,
): Promise<CheckInDay> {
  const fair = await gateFair(db, fairId, locale);
  const orders = await gateOrders(db, { fairId }, locale);
  const tickets: DayTicket[] = [];
  const refused: { digest: string; reason: RefusalReason }[] = [];
  const digestOf = new Map<string, string>();
  for (const order of orders.values()) {
    for (let index = 1; index <= order.quantity; index += 1) {
      const digest = ticketCodeDigest(signTicketCode(secret, order.orderNo, index, order.exhibitionId));
      digestOf.set(`${String(order.id)}:${String(index)}`, digest);
      const decision = admissibility(order, { index, fairId: order.exhibitionId }, fair, day);
      // Off a show day nothing admits: the list still carries every ticket for a scanner that
      // keeps working past midnight of the day before.
      if (decision.ok || decision.reason === 'notShowDay')
        tickets.push({
          digest,
          holder: holderOf(order, index),
          tier: order.tier,
          orderNo: order.orderNo,
          index,
        });
      else refused.push({ digest, reason: decision.reason });
    }
  }
  const admitted = await db
    .select({
      orderId: checkIns.orderId,
      ticketIndex: checkIns.ticketIndex,
      gate: checkIns.gate,
      scannedLocal: checkIns.scannedLocal,
    })
    .from(checkIns)
    .where(and(eq(checkIns.exhibitionId, fairId), eq(checkIns.showDay, day)));
  const used = admitted.flatMap((row) => {
    const digest = digestOf.get(`${String(row.orderId)}:${String(row.ticketIndex)}`);
    return digest === undefined ? [] : [{ digest, gate: row.gate, scannedAt: row.scannedLocal }];
  });
  return {
    fair: { id: fair.id, name: fair.name, startDate: fair.startDate, endDate: fair.endDate },
    day,
    showDay: day >= fair.startDate && day <= fair.endDate,
    tickets,
    refused,
    used,
    generatedAt: now.toISOString(),
  };
}

/** GET /api/checkin/hours: the fair's admissions on `day` by the gates' local hour. */
export async function admissionsPerHour(
  db: Database,
  fairId: number,
  day: string,
  locale: Locale,
): Promise<CheckInHours> {
  await gateFair(db, fairId, locale);
  const rows = await db
    .select({ hour: checkIns.localHour, admitted: count() })
    .from(checkIns)
    .where(and(eq(checkIns.exhibitionId, fairId), eq(checkIns.showDay, day)))
    .groupBy(checkIns.localHour)
    .orderBy(checkIns.localHour);
  return {
    day,
    total: rows.reduce((sum, row) => sum + row.admitted, 0),
    hours: rows.map((row) => ({ hour: row.hour, admitted: row.admitted })),
  };
}
