// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OBSERVABILITY_CONFIG_ID } from '../../../../src/lib/observability/page-config.ts';
import {
  narrowScreenQuery,
  resetTrackingForTests,
  track,
  trackingPlatform,
  trackStay,
} from '../../../../src/lib/observability/tracking.ts';

// Named tracking events: pc names on wide screens, the mobile (h5) names on narrow ones.

interface SentEvent {
  name: string;
  platform: string;
  props: Record<string, unknown>;
}

let sent: Promise<SentEvent>[];
let settings: HTMLScriptElement;

/** Makes the viewport narrow (h5) or wide (pc) for matchMedia. */
function viewport(narrow: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: narrow && query === narrowScreenQuery, media: query }),
  });
}

beforeEach(() => {
  settings = document.createElement('script');
  settings.type = 'application/json';
  settings.id = OBSERVABILITY_CONFIG_ID;
  settings.textContent = JSON.stringify({ trackingUrl: '/collect' });
  document.body.append(settings);
  resetTrackingForTests();
  sent = [];
  const beacon = vi.fn((_url: string | URL, data?: BodyInit | null): boolean => {
    sent.push((data as Blob).text().then((text) => (JSON.parse(text) as { events: [SentEvent] }).events[0]));
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  settings.remove();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(window, 'matchMedia');
  resetTrackingForTests();
});

describe('tracking by viewport', () => {
  it('sends the pc name on a wide screen and the h5 name on a narrow one', async () => {
    viewport(false);
    expect(trackingPlatform()).toBe('pc');
    track('hotel');
    viewport(true);
    expect(trackingPlatform()).toBe('h5');
    track('hotel');
    track('airTicket', { exhibitionId: 3 });
    const events = await Promise.all(sent);
    expect(events.map((event) => [event.name, event.platform])).toEqual([
      ['pc_hotel', 'pc'],
      ['h5_hotel', 'h5'],
      ['h5_air_ticket', 'h5'],
    ]);
    expect(events[2]?.props).toEqual({ exhibitionId: 3 });
  });

  it('is pc where the browser has no matchMedia', () => {
    expect(trackingPlatform()).toBe('pc');
  });
});

describe('trackStay', () => {
  it('sends ticket in at once and ticket out once when the page is left', async () => {
    viewport(false);
    const stop = trackStay('ticketIn', 'ticketOut', { exhibitionId: 7 });
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    stop();
    const events = await Promise.all(sent);
    expect(events.map((event) => `${event.name}:${String(event.props.exhibitionId)}`)).toEqual([
      'pc_ticket_in:7',
      'pc_ticket_out:7',
    ]);
  });

  it('sends no ticket out after its cleanup ran (the island went away first)', async () => {
    viewport(true);
    trackStay('ticketIn', 'ticketOut')();
    window.dispatchEvent(new Event('pagehide'));
    expect((await Promise.all(sent)).map((event) => event.name)).toEqual(['h5_ticket_in']);
  });
});
