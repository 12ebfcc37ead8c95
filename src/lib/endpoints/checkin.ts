import type { ApiClient } from '../api/client.ts';
import {
  checkInDaySchema,
  checkInHoursSchema,
  checkInSyncSchema,
  checkInVerdictSchema,
  type CheckInDay,
  type CheckInHours,
  type CheckInScanBody,
  type CheckInSync,
  type CheckInSyncBody,
  type CheckInVerdict,
} from '../contract/checkin.ts';

// Check-in at the gate (/api/checkin, gate staff only). Silent: the scanner shows every outcome
// itself, big, in the page's language; a call that cannot reach the API turns the scanner offline.

/** Judges one scan online. */
export function scanTicket(api: ApiClient, body: CheckInScanBody): Promise<CheckInVerdict> {
  return api.post('/api/checkin/scan', body, { schema: checkInVerdictSchema, silent: true });
}

/** The day's tickets of a fair, for scanning offline. */
export function getCheckInDay(api: ApiClient, fairId: number, day: string): Promise<CheckInDay> {
  return api.get('/api/checkin/day', { query: { fairId, day }, schema: checkInDaySchema, silent: true });
}

/** Sends scans queued offline (at most syncBatchMax). */
export function syncCheckIns(api: ApiClient, body: CheckInSyncBody): Promise<CheckInSync> {
  return api.post('/api/checkin/sync', body, { schema: checkInSyncSchema, silent: true });
}

/** Admissions per hour of a fair on a day. */
export function getCheckInHours(api: ApiClient, fairId: number, day: string): Promise<CheckInHours> {
  return api.get('/api/checkin/hours', { query: { fairId, day }, schema: checkInHoursSchema, silent: true });
}
