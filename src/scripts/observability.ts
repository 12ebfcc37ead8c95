// Starts the integrations this page's environment configures (rendered only then, see
// src/lib/observability/ObservabilityScripts.astro). Everything third-party waits until the page
// has loaded and the main thread is idle, so none of it competes with first paint or hydration.
import { readPageObservability, type ObservabilityPageConfig } from '../lib/observability/page-config.ts';
import { trackingEvents, type TrackingAction } from '../lib/contract/tracking-events.ts';
import { track } from '../lib/observability/tracking.ts';
import { watchPageHealth } from '../lib/observability/page-health.ts';
import { afterInteractive, atFirstInteraction } from './after-interactive.ts';

/** Appends an async script; `data` becomes data-* attributes the vendor script can read. */
function loadScript(src: string, data: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
  document.head.append(script);
}

/** Keeps errors thrown before the SDK arrives (an island failing while hydrating) for replay. */
function collectEarlyErrors(): { take(): unknown[] } {
  const seen: unknown[] = [];
  const onError = (event: ErrorEvent) => seen.push(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => seen.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    take() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      return seen.splice(0);
    },
  };
}

declare global {
  interface Window {
    /** Settings the visit-tracing script reads when it starts. */
    __VISIT_TRACE__?: { terminal: 'PC'; channel: 'PC'; apiUrl: string };
  }
}

/** Sends `data-track` clicks (any element with a tracking action name) to the collector. */
function trackClicks(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
    const action = target?.dataset.track;
    if (action !== undefined && action in trackingEvents) track(action as TrackingAction);
  });
}

/**
 * Starts the page recorder at the first interaction (or after a quiet while): its first full
 * snapshot of the page costs the main thread hundreds of milliseconds, which must not land in
 * the window where the page becomes interactive.
 */
function startRecorderLater(uploadUrl: string): void {
  atFirstInteraction(() => {
    void import('../lib/observability/recorder.ts').then(({ startRecorder }) => {
      startRecorder({ uploadUrl });
    });
  });
}

/** Starts every configured integration of this page. */
function start(config: ObservabilityPageConfig): void {
  const early = config.sentryDsn === '' ? undefined : collectEarlyErrors();
  watchPageHealth();
  if (config.trackingUrl !== '') {
    if (config.pageView !== '') track(config.pageView);
    trackClicks();
  }
  afterInteractive(() => {
    if (early !== undefined) {
      void import('../lib/observability/sentry-browser.ts').then(({ startBrowserSentry }) => {
        startBrowserSentry({ dsn: config.sentryDsn, environment: config.environment, early });
      });
    }
    // The server leaves the chat out of /seo pages already; a client-side rewrite must not add it.
    if (config.chatScriptUrl !== '' && !location.pathname.includes('/seo')) loadScript(config.chatScriptUrl);
    if (config.visitTraceScriptUrl !== '') {
      const settings = { terminal: 'PC', channel: 'PC', apiUrl: config.visitTraceApiUrl } as const;
      window.__VISIT_TRACE__ = settings;
      loadScript(config.visitTraceScriptUrl, settings);
    }
    if (config.analyticsScriptUrl !== '') loadScript(config.analyticsScriptUrl);
    if (config.recorder.enabled) startRecorderLater(config.recorder.uploadUrl);
  });
}

const config = readPageObservability();
if (config !== undefined) start(config);
