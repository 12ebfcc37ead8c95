import type { ReportContext } from '../report/reporter.ts';
import type { ApiError } from './api-error.ts';
import type { ToastType } from '../stores/toast.ts';
import type { ApiLocale } from '../contract/locale.ts';

// The side effects of the API client, injected so the same client runs in the browser (cookies,
// toasts, redirects), on the server (none of those) and in tests (recorded calls).

/** Timing of one finished attempt. */
export interface ResponseTiming {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  traceId: string;
}

/** Everything the client needs from where it runs. */
export interface ApiPlatform {
  /** Locale header value for the next request. */
  locale(): ApiLocale;
  /** The access token, or undefined when logged out (then no Authorization header is sent). */
  getToken(): string | undefined;
  /** Forgets the session (browser: deletes the access_token and uid cookies). */
  clearToken(): void;
  /** Path and query of the page making the call, for the login redirect and reports. */
  currentUrl(): string;
  /** Sends the visitor to /login?redirect={currentUrl}. */
  navigateToLogin(currentUrl: string): void;
  /** Shows a toast to the visitor. */
  showToast(message: string, type: ToastType): void;
  /** Receives transport, HTTP, contract and signature failures. */
  report(error: unknown, context: ReportContext): void;
  /** Called for every response slower than SLOW_RESPONSE_MS. */
  logSlow(timing: ResponseTiming): void;
  /** Called for every response, e.g. to keep the last response time in a store. */
  recordTiming(timing: ResponseTiming): void;
  /** Called once for every failed call, after retries, before it is thrown. */
  noteError(error: ApiError): void;
  /** Trace id of the current route. */
  traceId(): string;
  /** Permanent session id of this browser. */
  sessionId(): string;
  /** Permanent user id of this browser, when there is one. */
  userId(): string | undefined;
  /** Account id (uid cookie), when logged in. */
  uid(): string | undefined;
  /** User agent for reports. */
  userAgent(): string;
}

/** A platform that does nothing visible: no token, no toasts, no redirects; reports go to the console. */
export function createSilentPlatform(overrides: Partial<ApiPlatform> = {}): ApiPlatform {
  const traceId = crypto.randomUUID();
  return {
    locale: () => 'CN',
    getToken: () => undefined,
    clearToken: () => undefined,
    currentUrl: () => '/',
    navigateToLogin: () => undefined,
    showToast: () => undefined,
    report: (error, context) => {
      console.error(`[api:${context.kind}]`, error instanceof Error ? error.message : error, context.path);
    },
    logSlow: (timing) => {
      console.info(
        `[api] slow response ${timing.method} ${timing.path} ${String(timing.durationMs)} ms trace=${timing.traceId}`,
      );
    },
    recordTiming: () => undefined,
    noteError: () => undefined,
    traceId: () => traceId,
    sessionId: () => traceId,
    userId: () => undefined,
    uid: () => undefined,
    userAgent: () => 'server',
    ...overrides,
  };
}
