// @vitest-environment jsdom
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureBrowserApiClient, getBrowserApiClient } from '../../../../src/lib/api/browser-client.ts';
import { SLOW_RESPONSE_MS } from '../../../../src/lib/api/policy.ts';
import {
  MANIFEST_CHECKED_KEY,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  allowReload,
  fetchAppManifest,
  isChunkLoadError,
  onChunkError,
  watchAppManifest,
  watchChunkErrors,
} from '../../../../src/lib/observability/page-health.ts';
import { consoleReporter, setReporter, type ReportContext } from '../../../../src/lib/report/reporter.ts';
import { delay, sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

// The page health signals through their real code paths: the chunk
// preload hook, the app-manifest fetch and the API client's slow-response log, against a real
// HTTP server on loopback.

const server = useTestServer();
const reports: { error: unknown; context: ReportContext }[] = [];

afterAll(() => {
  setReporter(consoleReporter);
});
beforeEach(() => {
  reports.length = 0;
  sessionStorage.clear();
  setReporter({
    report: (error, context) => {
      reports.push({ error, context });
    },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('onChunkError', () => {
  it('reports every failed chunk and reloads once: a repeat on the same path does not reload again', () => {
    history.replaceState(null, '', '/exhibition/12.html');
    const reload = vi.fn();
    expect(onChunkError(new Error('chunk a failed'), reload)).toBe(true);
    expect(onChunkError(new Error('chunk a failed again'), reload)).toBe(false);
    expect(onChunkError(new Error('and again'), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reports.map((report) => (report.error as Error).message)).toEqual([
      'chunk a failed',
      'chunk a failed again',
      'and again',
    ]);
    expect(reports[0]?.context).toMatchObject({ kind: 'runtime', platform: 'pc' });
  });

  it('reloads again only after the guard window, or for another path', () => {
    const start = 1_000_000;
    expect(allowReload('/a', start)).toBe(true);
    expect(allowReload('/a', start + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(allowReload('/b', start + 1)).toBe(true);
    expect(allowReload('/b', start + 1 + RELOAD_GUARD_MS)).toBe(true);
  });
});

describe('watchChunkErrors and watchAppManifest (every page)', () => {
  it('answer vite:preloadError and a failed island import with a report and one reload, and log a failed manifest', async () => {
    history.replaceState(null, '', '/information/3.html');
    document.body.innerHTML = '<main id="main">content</main>';
    const manifestRequested = new Promise<void>((resolve) => {
      server.route('GET', '/manifest.webmanifest', (_hit, response) => {
        sendJson(response, 500, { error: 'down' });
        resolve();
      });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = `<link rel="manifest" href="${server.origin}/manifest.webmanifest">`;
    sessionStorage.removeItem(MANIFEST_CHECKED_KEY);
    watchChunkErrors();
    watchAppManifest();

    const first = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('chunk a'),
    });
    window.dispatchEvent(first);
    // jsdom cannot navigate, so the reload itself is not observable here; the guard it set is.
    expect(first.defaultPrevented).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 'null')).toMatchObject({
      path: '/information/3.html',
    });
    expect(reports.map((report) => (report.error as Error).message)).toEqual(['chunk a']);

    // An island whose component chunk cannot be fetched rejects its dynamic import.
    const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new TypeError('Failed to fetch dynamically imported module: /_astro/Island.abc.js'),
    });
    window.dispatchEvent(rejection);
    expect(rejection.defaultPrevented).toBe(true);
    expect(reports).toHaveLength(2);
    // Another rejection is none of the hook's business.
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: new Error('other') }),
    );
    expect(reports).toHaveLength(2);

    // The manifest link of the page was fetched and its failure logged, once per session.
    await manifestRequested;
    await vi.waitFor(() => {
      expect(logged).toHaveBeenCalledWith(
        `[health] app manifest ${server.origin}/manifest.webmanifest could not be fetched`,
        expect.any(Error),
      );
    });
    expect(sessionStorage.getItem(MANIFEST_CHECKED_KEY)).toBe(`${server.origin}/manifest.webmanifest`);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('fetchAppManifest', () => {
  it('logs a manifest that answers with an error status and resolves undefined', async () => {
    server.route('GET', '/missing.webmanifest', (_hit, response) => {
      sendJson(response, 404, {});
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchAppManifest(`${server.origin}/missing.webmanifest`)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('/missing.webmanifest could not be fetched');
    expect(String(logged.mock.calls[0]?.[1])).toContain('HTTP 404');
  });

  it('logs a manifest host that does not answer at all', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchAppManifest('http://127.0.0.1:9/manifest.json')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('returns the manifest without logging when it loads', async () => {
    server.route('GET', '/ok.webmanifest', (_hit, response) => {
      sendJson(response, 200, { name: 'ExpoPortal' });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchAppManifest(`${server.origin}/ok.webmanifest`)).resolves.toEqual({
      name: 'ExpoPortal',
    });
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('the browser API client', () => {
  beforeEach(() => {
    configureBrowserApiClient({ baseURL: server.origin });
  });

  it(`logs a response slower than ${String(SLOW_RESPONSE_MS)} ms with its method, path, duration and trace id`, async () => {
    server.route('GET', '/api/slow', async (_hit, response) => {
      await delay(SLOW_RESPONSE_MS + 80);
      sendEnvelope(response, 1, 'late');
    });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getBrowserApiClient().get('/api/slow')).resolves.toBe('late');
    const traceId = String(server.hitsOf('/api/slow')[0]?.headers['x-trace-id']);
    expect(traceId).not.toBe('undefined');
    expect(warned).toHaveBeenCalledTimes(1);
    const line = String(warned.mock.calls[0]?.[0]);
    expect(line).toMatch(/^\[api\] slow response GET \/api\/slow (\d+) ms trace=/);
    expect(Number(/ (\d+) ms/.exec(line)?.[1])).toBeGreaterThan(SLOW_RESPONSE_MS);
    expect(line.endsWith(`trace=${traceId}`)).toBe(true);
  });

  it('logs nothing for a fast response', async () => {
    server.route('GET', '/api/fast', (_hit, response) => {
      sendEnvelope(response, 1, 'quick');
    });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getBrowserApiClient().get('/api/fast')).resolves.toBe('quick');
    expect(warned).not.toHaveBeenCalled();
  });
});
