import { currentTraceId, ensureSessionId } from '../stores/identity.ts';
import { readPageObservability } from './page-config.ts';
import { trackingEvents, type TrackingAction } from '../contract/tracking-events.ts';

// Named tracking events (the table in contract/tracking-events.ts). Islands call track() where
// the thing happens; when the environment has no collector the call does nothing and imports
// nothing else.

let collectorUrl: string | undefined;

/** The collector of this page ('' when tracking is off); read once from the page's settings. */
function collector(): string {
  collectorUrl ??= typeof document === 'undefined' ? '' : (readPageObservability()?.trackingUrl ?? '');
  return collectorUrl;
}

/** Values an event may carry (the collector keeps flat scalars only). */
export type TrackingProps = Record<string, string | number | boolean>;

/** The JSON body of one event as the collector (and the reference API) accepts it. */
export function trackingPayload(name: string, props: TrackingProps = {}): string {
  return JSON.stringify({
    events: [
      {
        name,
        platform: 'pc',
        url: location.href,
        sessionId: ensureSessionId(),
        traceId: currentTraceId(),
        props,
      },
    ],
  });
}

/**
 * Sends one tracking event with sendBeacon (it survives the navigation a click often starts).
 * text/plain keeps the beacon a simple request: application/json would need a CORS preflight.
 */
export function track(action: TrackingAction, props: TrackingProps = {}): void {
  sendTrackingEvent(trackingEvents[action].pc, props);
}

/** Sends an event by its wire name (the page view the server chose); no-op without a collector. */
export function sendTrackingEvent(name: string, props: TrackingProps = {}): void {
  const url = collector();
  if (url === '' || name === '') return;
  const body = new Blob([trackingPayload(name, props)], { type: 'text/plain' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  // A refused beacon (quota full) still gets one try.
  void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** Forgets the cached collector (tests that render several pages in one document). */
export function resetTrackingForTests(): void {
  collectorUrl = undefined;
}
