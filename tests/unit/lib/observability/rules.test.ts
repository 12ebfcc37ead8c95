import { describe, expect, it } from 'vitest';
import { envNames, loadEnvConfig } from '../../../../env/index.ts';
import {
  allowReload,
  hasPaintedContent,
  RELOAD_GUARD_MS,
} from '../../../../src/lib/observability/page-health.ts';
import { createEventFilter } from '../../../../src/lib/observability/recorder-rules.ts';
import { pageViewAction } from '../../../../src/lib/observability/page-views.ts';
import { trackingEventNames, trackingEvents } from '../../../../src/lib/contract/tracking-events.ts';
import { flightRequestPath } from '../../../../src/lib/paths/index.ts';
import { JSDOM } from 'jsdom';

describe('env thirdParty', () => {
  it('configures no third-party script in any environment file', () => {
    for (const name of envNames) {
      const { thirdParty } = loadEnvConfig({ APP_ENV: name });
      expect([
        thirdParty.chatScriptUrl,
        thirdParty.visitTraceScriptUrl,
        thirdParty.analyticsScriptUrl,
      ]).toEqual(['', '', '']);
    }
  });
  it('takes the integrations from process overrides', () => {
    const { thirdParty } = loadEnvConfig({
      APP_ENV: 'test',
      CHAT_SCRIPT_URL: 'http://127.0.0.1:1/chat.js',
      VISIT_TRACE_SCRIPT_URL: 'http://127.0.0.1:1/trace.js',
      VISIT_TRACE_API_URL: 'http://127.0.0.1:1/trace-api',
      ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:1/analytics.js',
      TRACKING_URL: '/api/telemetry/events',
      RECORDER_ENABLED: '1',
      RECORDER_UPLOAD_URL: '/api/telemetry/recordings',
    });
    expect(thirdParty).toEqual({
      chatScriptUrl: 'http://127.0.0.1:1/chat.js',
      visitTraceScriptUrl: 'http://127.0.0.1:1/trace.js',
      visitTraceApiUrl: 'http://127.0.0.1:1/trace-api',
      analyticsScriptUrl: 'http://127.0.0.1:1/analytics.js',
      trackingUrl: '/api/telemetry/events',
      recorder: { enabled: true, uploadUrl: '/api/telemetry/recordings' },
    });
  });
  it('rejects a script URL that is not http(s), naming the field', () => {
    expect(() => loadEnvConfig({ APP_ENV: 'test', CHAT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /thirdParty\.chatScriptUrl/,
    );
  });
});

describe('trackingEvents', () => {
  it('has a pc and an h5 name for every tracked action, all distinct', () => {
    expect(Object.keys(trackingEvents)).toEqual(
      expect.arrayContaining([
        'home',
        'news',
        'pavilion',
        'fair',
        'booth',
        'periodical',
        'ticket',
        'hotel',
        'visa',
        'airTicket',
        'ticketIn',
        'ticketOut',
        'submitTicket',
        'payAlipay',
        'payWxpay',
        'paySuccess',
        'submitBooth',
        'applyBooth',
        'applyPeriodical',
        'submitPeriodical',
        'newsList',
        'newsDetail',
        'pavilionList',
        'pavilionDetail',
      ]),
    );
    expect(new Set(trackingEventNames).size).toBe(trackingEventNames.length);
  });
  it('maps routes to their page-view action', () => {
    expect(pageViewAction('/')).toBe('home');
    expect(pageViewAction('/exhibition/12.html')).toBe('fair');
    expect(pageViewAction('/exhibition/apply/12.html')).toBe('applyBooth');
    expect(pageViewAction('/periodical/3.html')).toBe('periodical');
    expect(pageViewAction('/ticket/3.html')).toBe('ticket');
    // The flight request page (issue 16): its view is the air-ticket event.
    expect(pageViewAction(flightRequestPath(12))).toBe('airTicket');
    expect(pageViewAction('/login')).toBeUndefined();
    expect(pageViewAction('/result/1')).toBeUndefined();
  });
});

describe('createEventFilter', () => {
  const move = (timestamp: number) => ({ type: 3, timestamp, data: { source: 1, positions: [] } });
  it('keeps one mouse move in six', () => {
    const keep = createEventFilter();
    const kept = Array.from({ length: 18 }, (_, index) => move(index)).filter(keep);
    expect(kept.map((event) => event.timestamp)).toEqual([0, 6, 12]);
  });
  it('keeps snapshots, clicks, scrolls and resizes and drops inputs and other interactions', () => {
    const keep = createEventFilter();
    expect(keep({ type: 2, timestamp: 0 })).toBe(true);
    expect(keep({ type: 3, timestamp: 1, data: { source: 2, type: 2 } })).toBe(true);
    expect(keep({ type: 3, timestamp: 1, data: { source: 2, type: 5 } })).toBe(false);
    expect(keep({ type: 3, timestamp: 2, data: { source: 3 } })).toBe(true);
    expect(keep({ type: 3, timestamp: 3, data: { source: 4 } })).toBe(true);
    expect(keep({ type: 3, timestamp: 4, data: { source: 5 } })).toBe(false);
  });
});

describe('allowReload', () => {
  const storage = new JSDOM('', { url: 'http://localhost/' }).window.sessionStorage;
  it('reloads once per path within the 10 s window, then again after it', () => {
    expect(allowReload('/a', 1000, storage)).toBe(true);
    expect(allowReload('/a', 1000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(allowReload('/a', 1000 + RELOAD_GUARD_MS, storage)).toBe(true);
    expect(allowReload('/b', 1000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});

describe('hasPaintedContent', () => {
  it('is false for a missing or empty main and true once text or media is there', () => {
    const { document } = new JSDOM('<main id="main"> </main>').window;
    expect(hasPaintedContent(null)).toBe(false);
    expect(hasPaintedContent(document.getElementById('main'))).toBe(false);
    document.getElementById('main')?.append('hello');
    expect(hasPaintedContent(document.getElementById('main'))).toBe(true);
  });
});
