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

/** The site a visitor is on: the PC site, or the mobile (h5) site on a narrow screen. */
export type TrackingPlatform = 'pc' | 'h5';

/** Screens at most this wide get the mobile (h5) event names and platform. */
export const narrowScreenQuery = '(max-width: 767px)';

/** The platform of this visit, by viewport: h5 on a narrow screen, else pc. */
export function trackingPlatform(): TrackingPlatform {
  return typeof matchMedia === 'function' && matchMedia(narrowScreenQuery).matches ? 'h5' : 'pc';
}

/** Values an event may carry (the collector keeps flat scalars only). */
export type TrackingProps = Record<string, string | number | boolean>;

/** The JSON body of one event as the collector (and the reference API) accepts it. */
function trackingPayload(name: string, props: TrackingProps = {}, platform: TrackingPlatform = 'pc'): string {
  return JSON.stringify({
    events: [
      {
        name,
        platform,
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
  const platform = trackingPlatform();
  sendTrackingEvent(trackingEvents[action][platform], props, platform);
}

/**
 * Tracks a stay on a page: `enter` now, `leave` once when the page is hidden for good
 * (pagehide: navigation, closing the tab). Returns the cleanup for an effect.
 * @example useEffect(() => trackStay('ticketIn', 'ticketOut', { exhibitionId }), [exhibitionId]);
 */
export function trackStay(
  enter: TrackingAction,
  leave: TrackingAction,
  props: TrackingProps = {},
): () => void {
  track(enter, props);
  const onHide = () => {
    track(leave, props);
  };
  window.addEventListener('pagehide', onHide, { once: true });
  return () => {
    window.removeEventListener('pagehide', onHide);
  };
}

/** Sends an event by its wire name; no-op without a collector. */
function sendTrackingEvent(
  name: string,
  props: TrackingProps = {},
  platform: TrackingPlatform = trackingPlatform(),
): void {
  const url = collector();
  if (url === '' || name === '') return;
  const body = new Blob([trackingPayload(name, props, platform)], { type: 'text/plain' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  // A refused beacon (quota full) still gets one try.
  void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** Forgets the cached collector (tests that render several pages in one document). */
export function resetTrackingForTests(): void {
  collectorUrl = undefined;
}
