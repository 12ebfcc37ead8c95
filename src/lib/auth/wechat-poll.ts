import { isApiError } from '../api/api-error.ts';
import { wxLogin } from '../endpoints/auth.ts';
import type { ApiClient } from '../api/client.ts';
import type { Session } from '../contract/auth.ts';

// Polls a WeChat QR ticket until it is scanned (a session) or expires. wxLogin is silent, so
// the wait never toasts; a network blip only skips one round.

/** Pause between two polls. */
const WX_POLL_INTERVAL_MS = 2000;

/** Options of pollWxLogin. */
export interface WxPollOptions {
  /** Seconds the ticket lives (getWxQRScanCode's expiresIn). */
  expiresIn: number;
  intervalMs?: number;
  /** Stops the polling (closed modal, other tab, new code); the promise then resolves 'stopped'. */
  signal?: AbortSignal;
  now?: () => number;
}

/** How a poll ended. */
export type WxPollResult =
  { status: 'scanned'; session: Session } | { status: 'expired' } | { status: 'stopped' };

/** Polls GET /api/auth/wxlogin/{ticket} until scanned, expired or stopped. */
export async function pollWxLogin(
  api: ApiClient,
  ticket: string,
  options: WxPollOptions,
): Promise<WxPollResult> {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? WX_POLL_INTERVAL_MS;
  const deadline = now() + options.expiresIn * 1000;
  while (options.signal?.aborted !== true) {
    if (now() >= deadline) return { status: 'expired' };
    try {
      const session = await wxLogin(api, ticket);
      if (session !== null) return { status: 'scanned', session };
    } catch (error) {
      // 410: the API saw the ticket expire before our clock did.
      if (isApiError(error) && error.status === 410) return { status: 'expired' };
      if (!isApiError(error, 'transport') && !isApiError(error, 'timeout')) throw error;
    }
    await pause(interval, options.signal);
  }
  return { status: 'stopped' };
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
