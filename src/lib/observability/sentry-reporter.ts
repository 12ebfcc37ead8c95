import type { ErrorReporter, ReportContext } from '../report/reporter.ts';
import { reportExtras } from './sentry-options.ts';

/** The one SDK call the reporter needs, so the browser and server SDKs both fit. */
export type CaptureException = (
  error: unknown,
  hint: {
    tags: Record<string, string>;
    contexts: Record<string, Record<string, unknown>>;
    fingerprint?: string[];
  },
) => unknown;

/**
 * An ErrorReporter that sends to Sentry. Signature failures (接口验证失败) get a fingerprint of
 * their own, so they are one issue "signature failure" whatever the endpoint.
 */
export function createSentryReporter(capture: CaptureException): ErrorReporter {
  return {
    report(error: unknown, context: ReportContext) {
      const extras = reportExtras(context);
      capture(error, {
        ...extras,
        ...(context.kind === 'signature' && { fingerprint: ['signature-failure'] }),
      });
    },
  };
}
