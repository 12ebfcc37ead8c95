// The error-reporting seam. A console reporter is active until a real service (Sentry) is
// plugged in with setReporter, so callers never need to know which one is live.

/** What kind of failure a report describes; the error service groups and filters by it. */
export type ReportKind = 'http' | 'transport' | 'timeout' | 'signature' | 'api-code' | 'contract' | 'runtime';

/** Metadata sent with every error report. */
export interface ReportContext {
  kind: ReportKind;
  sessionId: string;
  traceId: string;
  userId?: string | undefined;
  uid?: string | undefined;
  platform: 'pc';
  url: string;
  userAgent: string;
  method?: string | undefined;
  path?: string | undefined;
  status?: number | undefined;
  code?: number | undefined;
}

/** Anything that can receive error reports (console now, Sentry later). */
export interface ErrorReporter {
  report(error: unknown, context: ReportContext): void;
}

/** Writes reports to the console; the default until another reporter is set. */
export const consoleReporter: ErrorReporter = {
  report(error, context) {
    console.error(`[report:${context.kind}]`, error, context);
  },
};

let activeReporter: ErrorReporter = consoleReporter;

/** Makes `reporter` the one that receives every later report. */
export function setReporter(reporter: ErrorReporter): void {
  activeReporter = reporter;
}

/** The reporter currently receiving reports. */
export function getReporter(): ErrorReporter {
  return activeReporter;
}

/**
 * Sends one report to the active reporter. A failing reporter must never turn a handled error
 * into a crash, so its own exceptions are swallowed and logged.
 */
export function reportError(error: unknown, context: ReportContext): void {
  try {
    activeReporter.report(error, context);
  } catch (reporterFailure) {
    console.error('[report] the error reporter failed', reporterFailure);
  }
}
