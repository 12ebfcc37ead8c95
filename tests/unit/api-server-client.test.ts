import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerApiClient, createServerPlatform } from '../../src/lib/api/server-client.ts';
import { localeHeader, readLocale } from '../../src/lib/contract/locale.ts';
import { setReporter, consoleReporter, type ReportContext } from '../../src/lib/report/reporter.ts';
import { sendEnvelope, sendJson, startTestServer, type TestServer } from '../support/api-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  setReporter(consoleReporter);
});
beforeEach(() => {
  server.reset();
});

describe('readLocale', () => {
  it('maps English locales to EN and everything else to CN', () => {
    const toApiLocale = (value: string) => localeHeader(readLocale(value));
    expect(['en', 'en-US', 'EN'].map(toApiLocale)).toEqual(['EN', 'EN', 'EN']);
    expect(['zh', 'zh-CN', '', 'fr'].map(toApiLocale)).toEqual(['CN', 'CN', 'CN', 'CN']);
  });
});

describe('createServerApiClient', () => {
  it('sends the request locale, the given token and trace id', async () => {
    server.route('GET', '/api/ping', (_hit, response) => {
      sendEnvelope(response, 1, 'pong');
    });
    const api = createServerApiClient({
      baseURL: server.origin,
      ossBase: server.origin,
      locale: 'en-US',
      token: 'tok-1',
      traceId: 'trace-server-1',
    });
    await expect(api.get('/api/ping')).resolves.toBe('pong');
    expect(server.hits[0]?.headers).toMatchObject({
      locale: 'EN',
      device: 'pc',
      authorization: 'Bearer tok-1',
      'x-trace-id': 'trace-server-1',
    });
  });

  it('sends no Authorization without a token', async () => {
    server.route('GET', '/api/ping', (_hit, response) => {
      sendEnvelope(response, 1, 'pong');
    });
    const api = createServerApiClient({ baseURL: server.origin, ossBase: server.origin, locale: 'zh' });
    await api.get('/api/ping');
    expect(server.hits[0]?.headers.authorization).toBeUndefined();
    expect(server.hits[0]?.headers.locale).toBe('CN');
  });

  it('throws a session ApiError on a session-ending code, for the middleware to redirect', async () => {
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      sendEnvelope(response, 111006, null);
    });
    const api = createServerApiClient({
      baseURL: server.origin,
      ossBase: server.origin,
      locale: 'zh',
      token: 'old',
    });
    await expect(api.get('/api/user/getInfo')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'session',
      code: 111006,
    });
  });

  it('reports HTTP failures to the active reporter with the page url', async () => {
    const reports: ReportContext[] = [];
    setReporter({ report: (_error, context) => reports.push(context) });
    server.route('GET', '/api/broken', (_hit, response) => {
      sendJson(response, 500, {});
    });
    const api = createServerApiClient({
      baseURL: server.origin,
      ossBase: server.origin,
      locale: 'zh',
      url: '/news/3.html',
    });
    await expect(api.get('/api/broken')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      kind: 'http',
      url: '/news/3.html',
      platform: 'pc',
      userAgent: 'server',
    });
  });

  it('logs slow responses to the console on the server', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    server.route('GET', '/api/slowish', async (_hit, response) => {
      await new Promise((resolve) => setTimeout(resolve, 230));
      sendEnvelope(response, 1, null);
    });
    const platform = createServerPlatform({ locale: 'zh', traceId: 'trace-slow-server' });
    expect(platform.locale()).toBe('CN');
    const api = createServerApiClient({
      baseURL: server.origin,
      ossBase: server.origin,
      locale: 'zh',
      traceId: 'trace-slow-server',
    });
    await api.get('/api/slowish');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('/api/slowish'));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('trace-slow-server'));
    info.mockRestore();
  });
});
