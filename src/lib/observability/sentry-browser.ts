import { captureException, createTransport, getDefaultIntegrations, init } from '@sentry/astro';
import { setReporter } from '../report/reporter.ts';
import { browserIdentity } from './browser-identity.ts';
import { makeBeforeSend, makeTimedTransport } from './sentry-options.ts';
import { createSentryReporter } from './sentry-reporter.ts';

// This module is itself loaded with import() only when the environment has a DSN, after the page
// is interactive: the SDK never delays first paint and never reaches a page of an environment
// without a DSN. Named imports (not import('@sentry/astro')) let the bundler drop what we do not use.

/** Errors seen before the SDK arrived, replayed into it once it has started. */
export interface EarlyErrors {
  take(): unknown[];
}

/** Starts the browser SDK, makes it the active reporter and replays `early` errors. */
export function startBrowserSentry(options: { dsn: string; environment: string; early: EarlyErrors }): void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    // The default set without tracing: performance data is not what this integration is for.
    defaultIntegrations: getDefaultIntegrations({}),
    transport: makeTimedTransport(createTransport),
    beforeSend: makeBeforeSend(browserIdentity),
  });
  setReporter(createSentryReporter((error, hint) => captureException(error, hint)));
  for (const error of options.early.take()) captureException(error);
}
