import type { ApiError } from '../../src/lib/api/api-error.ts';
import type { ApiLocale } from '../../src/lib/contract/locale.ts';
import { createSilentPlatform, type ApiPlatform, type ResponseTiming } from '../../src/lib/api/platform.ts';
import type { ToastType } from '../../src/lib/stores/toast.ts';
import type { ReportContext } from '../../src/lib/report/reporter.ts';

// A platform that records every side effect, so tests assert toasts, redirects and reports.

/** The recorded side effects of one test. */
export interface Recorder {
  platform: ApiPlatform;
  toasts: { message: string; type: ToastType }[];
  reports: { error: unknown; context: ReportContext }[];
  navigations: string[];
  slow: ResponseTiming[];
  timings: ResponseTiming[];
  errors: ApiError[];
  clearedTokens: number;
  token: string | undefined;
}

/** Settings of a recording platform. */
export interface RecorderOptions {
  token?: string;
  locale?: ApiLocale;
  currentUrl?: string;
  traceId?: string;
}

/** A platform whose hooks record into the returned object. */
export function recordingPlatform(options: RecorderOptions = {}): Recorder {
  const recorder: Recorder = {
    toasts: [],
    reports: [],
    navigations: [],
    slow: [],
    timings: [],
    errors: [],
    clearedTokens: 0,
    token: options.token,
    platform: createSilentPlatform({
      locale: () => options.locale ?? 'CN',
      getToken: () => recorder.token,
      clearToken: () => {
        recorder.clearedTokens += 1;
        recorder.token = undefined;
      },
      currentUrl: () => options.currentUrl ?? '/exhibition/7.html?tab=tickets',
      navigateToLogin: (currentUrl) => recorder.navigations.push(currentUrl),
      showToast: (message, type) => recorder.toasts.push({ message, type }),
      report: (error, context) => recorder.reports.push({ error, context }),
      logSlow: (timing) => recorder.slow.push(timing),
      recordTiming: (timing) => recorder.timings.push(timing),
      noteError: (error) => recorder.errors.push(error),
      traceId: () => options.traceId ?? 'trace-0001-test',
      sessionId: () => 'session-0001-test',
      userId: () => 'user-0001-test',
      uid: () => '42',
      userAgent: () => 'vitest',
    }),
  };
  return recorder;
}
