// Server-side Sentry, injected by @sentry/astro as its server init file (astro.config.mjs).
// Without SENTRY_DSN in the process environment nothing is imported: the SDK (and its
// OpenTelemetry setup) costs the origin nothing.
import { loadEnvConfig, loadSecrets } from '../../../env/index.ts';
import { setReporter } from '../report/reporter.ts';
import { makeBeforeSend, makeTimedTransport } from './sentry-options.ts';
import { createSentryReporter } from './sentry-reporter.ts';

const dsn = loadSecrets().SENTRY_DSN;
if (dsn !== undefined) {
  const Sentry = await import('@sentry/astro');
  Sentry.init({
    dsn,
    environment: loadEnvConfig().name,
    transport: makeTimedTransport(Sentry.createTransport),
    // The server has no browser identity: the platform and the process stand in for it.
    beforeSend: makeBeforeSend(() => ({
      sessionId: 'server',
      traceId: 'server',
      platform: 'pc',
      url: '',
      userAgent: `node/${process.versions.node}`,
    })),
  });
  setReporter(createSentryReporter((error, hint) => Sentry.captureException(error, hint)));
}
