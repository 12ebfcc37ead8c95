import {
  checkInDayQuerySchema,
  checkInDaySchema,
  checkInHoursSchema,
  checkInScanBodySchema,
  checkInSyncBodySchema,
  checkInSyncSchema,
  checkInVerdictSchema,
} from '../../src/lib/contract/checkin.ts';
import { admissionsPerHour, dayList, defaultDay } from '../domain/checkin/day-list.ts';
import { judgeScans, newScanId } from '../domain/checkin/scan.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Check-in at the gate: gate staff only (role staff). */
export const checkinRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/api/checkin/scan',
    tag: 'checkin',
    auth: 'staff',
    summary:
      "Scan a ticket at a gate: admitted (the visitor's name and tier) or refused with the reason (forged, wrong fair, cancelled or refunded, already used today, not a show day); once per ticket and show day, the first admission wins",
    body: checkInScanBodySchema,
    response: checkInVerdictSchema,
    handler: async ({ ctx, user, body, locale }) => {
      const [verdict] = await judgeScans(
        ctx.db,
        ctx.ticketSecret,
        user.id,
        body.fairId,
        [{ scanId: body.scanId ?? newScanId(), code: body.code, gate: body.gate, scannedAt: body.scannedAt }],
        'arrival',
        locale,
      );
      return verdict;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/checkin/day',
    tag: 'checkin',
    auth: 'staff',
    summary:
      "The day's tickets of a fair for a scanner that goes offline: the digests of admissible codes with holder and tier, the refused ones with why, and those already used",
    query: checkInDayQuerySchema,
    response: checkInDaySchema,
    handler: ({ ctx, query, locale }) =>
      dayList(ctx.db, ctx.ticketSecret, query.fairId, query.day ?? defaultDay(ctx.now()), locale, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/checkin/sync',
    tag: 'checkin',
    auth: 'staff',
    summary:
      'Sync up to 1,000 scans queued offline: a verdict for each; of two scans of one ticket on a day the earlier by scannedAt wins',
    body: checkInSyncBodySchema,
    response: checkInSyncSchema,
    handler: async ({ ctx, user, body, locale }) => {
      const verdicts = await judgeScans(
        ctx.db,
        ctx.ticketSecret,
        user.id,
        body.fairId,
        body.items,
        'scannedAt',
        locale,
      );
      return {
        results: verdicts.map((verdict, position) => ({
          ...verdict,
          scanId: body.items[position]?.scanId ?? '',
        })),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/checkin/hours',
    tag: 'checkin',
    auth: 'staff',
    summary: "A fair's admissions on a day by the gates' local hour",
    query: checkInDayQuerySchema,
    response: checkInHoursSchema,
    handler: ({ ctx, query, locale }) =>
      admissionsPerHour(ctx.db, query.fairId, query.day ?? defaultDay(ctx.now()), locale),
  }),
];
