import type { EnvConfig } from '../../../env/index.ts';
import { hasCustomerChat } from '../routes.ts';
import type { TrackingAction } from '../contract/tracking-events.ts';
import { pageViewAction } from './page-views.ts';

// What a page tells its browser about the integrations: rendered as JSON into the page only
// when at least one is configured, so an environment without any ships not a byte for them.

/** The id of the JSON element that carries the page's integration settings. */
export const OBSERVABILITY_CONFIG_ID = 'portal-observability';

/** Integration settings of one page, as the browser reads them. */
export interface ObservabilityPageConfig {
  environment: string;
  /** Browser DSN ('' = no Sentry). A DSN is public by design: it only allows sending events. */
  sentryDsn: string;
  /** '' on /seo paths: the chat never loads there. */
  chatScriptUrl: string;
  visitTraceScriptUrl: string;
  visitTraceApiUrl: string;
  analyticsScriptUrl: string;
  trackingUrl: string;
  /**
   * The page-view action this page tracks when tracking is on ('' for pages without one); the
   * browser sends its pc or h5 name by viewport.
   */
  pageView: TrackingAction | '';
  recorder: { enabled: boolean; uploadUrl: string };
}

/** The page's integration settings, or undefined when the environment configures none. */
export function pageObservability(
  config: EnvConfig,
  sentryDsn: string | undefined,
  path: string,
): ObservabilityPageConfig | undefined {
  const third = config.thirdParty;
  const action = pageViewAction(path);
  const page: ObservabilityPageConfig = {
    environment: config.name,
    sentryDsn: sentryDsn ?? '',
    chatScriptUrl: hasCustomerChat(path) ? third.chatScriptUrl : '',
    visitTraceScriptUrl: third.visitTraceScriptUrl,
    visitTraceApiUrl: third.visitTraceApiUrl,
    analyticsScriptUrl: third.analyticsScriptUrl,
    trackingUrl: third.trackingUrl,
    pageView: action ?? '',
    recorder: {
      enabled: third.recorder.enabled && third.recorder.uploadUrl !== '',
      uploadUrl: third.recorder.uploadUrl,
    },
  };
  const anything =
    page.sentryDsn !== '' ||
    page.chatScriptUrl !== '' ||
    page.visitTraceScriptUrl !== '' ||
    page.analyticsScriptUrl !== '' ||
    page.trackingUrl !== '' ||
    page.recorder.enabled;
  return anything ? page : undefined;
}

/** Reads the settings the server rendered into this page, or undefined when there are none. */
export function readPageObservability(doc: Document = document): ObservabilityPageConfig | undefined {
  const text = doc.getElementById(OBSERVABILITY_CONFIG_ID)?.textContent;
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as ObservabilityPageConfig;
  } catch {
    return undefined;
  }
}
