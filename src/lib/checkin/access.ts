import type { APIContext } from 'astro';
import { isApiError } from '../api/api-error.ts';
import { memberApiClient } from '../api/member-client.ts';
import { getUserInfo } from '../endpoints/auth.ts';

// Who may open the gate scanner /checkin, decided on the server with the visitor's own token
// before anything renders: gate staff see it, any other account gets 403, a visitor (or an ended
// session) logs in.

/** What a request for the scanner comes to. */
export type ScannerAccess =
  { kind: 'staff'; nickname: string } | { kind: 'login' } | { kind: 'forbidden' } | { kind: 'unavailable' };

/** The request's access to the scanner. */
export async function scannerAccess(
  context: Pick<APIContext, 'cookies' | 'locals' | 'url' | 'request'>,
): Promise<ScannerAccess> {
  const api = memberApiClient(context);
  if (api === undefined) return { kind: 'login' };
  try {
    const user = await getUserInfo(api);
    return user.role === 'staff' ? { kind: 'staff', nickname: user.nickname } : { kind: 'forbidden' };
  } catch (error) {
    if (isApiError(error, 'session') || (isApiError(error) && error.status === 401)) return { kind: 'login' };
    return { kind: 'unavailable' };
  }
}

/**
 * The fair a scanner admits to, from `?fair=` (a positive id), else undefined.
 * @example scannerFair('?fair=12') // 12
 */
export function scannerFair(search: string): number | undefined {
  const value = new URLSearchParams(search).get('fair') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}
