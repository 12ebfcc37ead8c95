import { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../contract/envelope.ts';
import {
  memberMessagePageSchema,
  waitingListEntrySchema,
  type MemberMessage,
  type WaitingListBody,
  type WaitingListEntry,
} from '../../contract/waiting-list.ts';
import type { QuietCall } from '../quiet-call.ts';
import { managerPageSize } from './manager.ts';

// The waiting lists of sold-out ticket tiers and the in-site messages (/api/manager/waiting-list,
// /api/manager/messages). Joining is silent: the ticket form says what happened in the user's
// language.

/** Joins the waiting list of a sold-out tier (again: changes the quantity, keeps the place). */
export function joinWaitingList(api: ApiClient, body: WaitingListBody): Promise<WaitingListEntry> {
  return api.post('/api/manager/waiting-list', body, { schema: waitingListEntrySchema, silent: true });
}

/** My waiting-list entries, newest first. */
export function listWaitingList(api: ApiClient, options: QuietCall = {}): Promise<WaitingListEntry[]> {
  return api.get('/api/manager/waiting-list', { ...options, schema: z.array(waitingListEntrySchema) });
}

/** Leaves a waiting list. */
export async function leaveWaitingList(api: ApiClient, id: number): Promise<void> {
  await api.request(`/api/manager/waiting-list/${String(id)}`, { method: 'DELETE' });
}

/** One page of my in-site messages, newest first. */
export function listMessages(
  api: ApiClient,
  pageNum: number,
  pageSize = managerPageSize,
): Promise<Page<MemberMessage>> {
  return api.get('/api/manager/messages', { query: { pageNum, pageSize }, schema: memberMessagePageSchema });
}
