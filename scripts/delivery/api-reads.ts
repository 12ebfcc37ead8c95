// The delivery scripts' API reads (inventory, batch reads) go through the portal's one API
// client, so they get the spec's request policy (src/lib/api/policy.ts: 10 s per attempt, two
// retries 300 ms apart on 408/425/429/5xx) and one 502 does not abort a whole export. The
// client here is silent (no reports, no slow-response lines: thousands of batch reads would
// flood the log) and never consults a prefetched-answers store, since it is what fills one.
import { ApiError } from '../../src/lib/api/api-error.ts';
import { createApiClient, type ApiClient } from '../../src/lib/api/client.ts';
import type { ApiLocale } from '../../src/lib/contract/locale.ts';
import { createSilentPlatform } from '../../src/lib/api/platform.ts';

/** Settings a test may shorten; production uses the spec's policy. */
export interface DeliveryClientOptions {
  retryDelayMs?: number;
  timeoutMs?: number;
}

/** An API client for the export's own reads in one locale. */
export function deliveryApiClient(
  apiBase: string,
  locale: ApiLocale,
  options: DeliveryClientOptions = {},
): ApiClient {
  return createApiClient({
    baseURL: apiBase,
    ossBase: apiBase,
    platform: createSilentPlatform({
      locale: () => locale,
      report: () => undefined,
      logSlow: () => undefined,
      userAgent: () => 'portal-export',
    }),
    ...(options.retryDelayMs !== undefined && { retryDelayMs: options.retryDelayMs }),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
}

/** A failed read in words for a log line: status or kind, and the API's message. */
export function describeReadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const what = error.status === undefined ? error.kind : `HTTP ${String(error.status)}`;
    return `${what} (${error.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}
