import type { FetchContext, FetchResponse } from 'ofetch';
import {
  AUTHORIZATION_HEADER,
  DEVICE_HEADER,
  DEVICE_PC,
  LOCALE_HEADER,
  START_TIME_HEADER,
  TRACE_ID_HEADER,
} from '../contract/headers.ts';
import type { ApiPlatform, ResponseTiming } from './platform.ts';
import { pathnameOf } from './policy.ts';

// What the API client does on every attempt of a call (ofetch's hooks run once per attempt):
// the headers, a fresh timeout, and the attempt's timing.

// Per-attempt bookkeeping keyed by ofetch's options object, which is new for every attempt.
const attemptStarts = new WeakMap<object, number>();
// Our per-attempt signals, mapped to the caller's signal they wrap. ofetch 1.5's own `timeout`
// leaves the aborted signal in the options it hands to a retry, so every retry after a timeout
// aborts at once (unjs/ofetch#621); we give each attempt a fresh timeout instead.
const callerSignals = new WeakMap<AbortSignal, AbortSignal | undefined>();

/** Sets the spec's headers on one attempt; Authorization only when a token exists. */
export function setRequestHeaders(headers: Headers, platform: ApiPlatform): void {
  const token = platform.getToken();
  if (token === undefined || token === '') headers.delete(AUTHORIZATION_HEADER);
  else headers.set(AUTHORIZATION_HEADER, `Bearer ${token}`);
  headers.set(TRACE_ID_HEADER, platform.traceId());
  headers.set(LOCALE_HEADER, platform.locale());
  headers.set(DEVICE_HEADER, DEVICE_PC);
  headers.set(START_TIME_HEADER, String(Date.now()));
}

/** A fresh timeout signal for one attempt, still honouring the caller's own signal. */
export function attemptSignal(previous: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const callerSignal =
    previous !== undefined && callerSignals.has(previous) ? callerSignals.get(previous) : previous;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal === undefined ? timeout : AbortSignal.any([callerSignal, timeout]);
  callerSignals.set(signal, callerSignal);
  return signal;
}

/** The timing of an attempt that got a response; undefined when its start was not recorded. */
export function timingOf(
  context: FetchContext,
  response: FetchResponse<unknown>,
): ResponseTiming | undefined {
  const startedAt = attemptStarts.get(context.options);
  if (startedAt === undefined) return undefined;
  const url = typeof context.request === 'string' ? context.request : context.request.url;
  return {
    method: context.options.method ?? 'GET',
    path: pathnameOf(url),
    status: response.status,
    durationMs: Date.now() - startedAt,
    traceId: context.options.headers.get(TRACE_ID_HEADER) ?? '',
  };
}

/** Notes when an attempt starts (its options object is new for every attempt). */
export function markAttemptStart(attempt: object): void {
  attemptStarts.set(attempt, Date.now());
}
