import type { APIContext } from 'astro';
import { isApiError } from '../api/api-error.ts';
import { memberApiClient } from '../api/member-client.ts';
import type { ETicketSheet } from '../contract/eticket.ts';
import { getETicketSheet } from '../endpoints/orders.ts';

// Reading an order's printable tickets on the server with the member's own token: the API checks
// ownership, and the page or PDF route turns its answer into a status of its own.

/** What a request for an order's tickets comes to. */
export type SheetResult =
  | { kind: 'ok'; sheet: ETicketSheet }
  /** No token, or the session ended: log in again and come back. */
  | { kind: 'login' }
  /** No such ticket order for this member (unknown, someone else's, not a ticket order). */
  | { kind: 'not-found' }
  /** The member's order, but not paid (or cancelled): no tickets yet. */
  | { kind: 'unpaid' }
  /** The API cannot answer now. */
  | { kind: 'unavailable' };

/** Reads the tickets of `orderNo` as the request's member. */
export async function loadTicketSheet(
  context: Pick<APIContext, 'cookies' | 'locals' | 'url' | 'request'>,
  orderNo: string,
): Promise<SheetResult> {
  const api = memberApiClient(context);
  if (api === undefined) return { kind: 'login' };
  try {
    return { kind: 'ok', sheet: await getETicketSheet(api, orderNo) };
  } catch (error) {
    if (isApiError(error, 'session') || (isApiError(error) && error.status === 401)) return { kind: 'login' };
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return { kind: 'not-found' };
    if (isApiError(error) && error.status === 409) return { kind: 'unpaid' };
    return { kind: 'unavailable' };
  }
}

/** HTTP status of each result (the print view and the PDF answer alike). */
export const sheetStatus: Record<Exclude<SheetResult['kind'], 'ok' | 'login'>, number> = {
  'not-found': 404,
  unpaid: 403,
  unavailable: 503,
};
