import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createServerApiClient,
  createServerPlatform,
  serverOssBase,
} from '../../../../src/lib/api/server-client.ts';
import { loadEnvConfig } from '../../../../env/index.ts';
import { INFORMATION_SECRET_HEADER } from '../../../../src/lib/contract/headers.ts';
import { signNewsBody } from '../../../../src/lib/contract/news-signature.ts';
import { getNews, listNews } from '../../../../src/lib/endpoints/news.ts';
import { getNewsContent } from '../../../../src/lib/endpoints/oss.ts';
import { classifyFailure } from '../../../../src/lib/pages/load-page.ts';
import { SIGNATURE_FAILURE_MARKER } from '../../../../src/lib/api/policy.ts';
import { localeHeader, readLocale } from '../../../../src/lib/contract/locale.ts';
import { setReporter, consoleReporter, type ReportContext } from '../../../../src/lib/report/reporter.ts';
import { sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

const server = useTestServer();
afterAll(() => {
  setReporter(consoleReporter);
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

describe('the information secret header on news', () => {
  const secret = 'test-news-secret-0123456789';
  const article = {
    id: 5,
    title: 'Signed',
    body: '<p>the editor wrote this</p>',
  };

  /** Answers `body` with the signature of `signedBody` (the API's bytes) in the header. */
  function answer(
    response: ServerResponse,
    body: string,
    signedBody: string | null,
    type = 'application/json',
  ): void {
    response.writeHead(200, {
      'content-type': `${type}; charset=utf-8`,
      ...(signedBody !== null && { [INFORMATION_SECRET_HEADER]: signNewsBody(signedBody, secret) }),
    });
    response.end(body);
  }

  function client() {
    return createServerApiClient({
      baseURL: server.origin,
      ossBase: server.origin,
      locale: 'zh',
      url: '/information/5.html',
      newsSigningSecret: secret,
    });
  }

  it('reads a news body whose header is the HMAC of its bytes (list, detail, fragment)', async () => {
    const page = JSON.stringify({ code: 1, data: { records: [], total: 0, pageNum: 1, pageSize: 20 } });
    server.route('GET', '/api/news', (_hit, response) => {
      answer(response, page, page);
    });
    const detail = JSON.stringify({ code: 1, data: article });
    server.route('GET', '/api/news/5', (_hit, response) => {
      answer(response, detail, detail);
    });
    server.route('GET', '/ossApi/newsContent/5.html', (_hit, response) => {
      answer(response, article.body, article.body, 'text/html');
    });
    const api = client();
    await expect(api.get('/api/news', { query: { t: 0, i: 0, pageNum: 1 } })).resolves.toMatchObject({
      total: 0,
    });
    await expect(api.get('/api/news/5')).resolves.toEqual(article);
    await expect(getNewsContent(api, 5)).resolves.toBe(article.body);
  });

  it('refuses a tampered body, reports a signature failure, and the page treats it as the API being down', async () => {
    const reports: { kind: string; path: string | undefined }[] = [];
    setReporter({ report: (_error, context) => reports.push({ kind: context.kind, path: context.path }) });
    const genuine = JSON.stringify({ code: 1, data: article });
    const tampered = genuine.replace('the editor wrote this', '<script>alert(1)</script>');
    server.route('GET', '/api/news/5', (_hit, response) => {
      answer(response, tampered, genuine);
    });
    server.route('GET', '/ossApi/newsContent/5.html', (_hit, response) => {
      answer(response, `${article.body}<img src=x onerror=alert(1)>`, article.body, 'text/html');
    });
    const api = client();
    const failure: unknown = await getNews(api, '5').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ name: 'ApiError', kind: 'contract', message: SIGNATURE_FAILURE_MARKER });
    expect(classifyFailure(failure)).toBe('unavailable');
    await expect(getNewsContent(api, 5)).rejects.toMatchObject({ kind: 'contract' });
    expect(reports).toEqual([
      { kind: 'signature', path: '/api/news/5' },
      { kind: 'signature', path: '/ossApi/newsContent/5.html' },
    ]);
  });

  it('refuses a news body without the header or signed under another secret', async () => {
    setReporter({ report: () => undefined });
    const body = JSON.stringify({ code: 1, data: { records: [], total: 0, pageNum: 1, pageSize: 20 } });
    server.route('GET', '/api/news', (_hit, response) => {
      answer(response, body, null);
    });
    server.route('GET', '/api/news/5', (_hit, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        [INFORMATION_SECRET_HEADER]: signNewsBody(body, 'some-other-secret-0123456789'),
      });
      response.end(body);
    });
    const api = client();
    await expect(listNews(api, { t: 0, i: 0, page: 1 })).rejects.toMatchObject({ kind: 'contract' });
    await expect(api.get('/api/news/5')).rejects.toMatchObject({ message: SIGNATURE_FAILURE_MARKER });
  });

  it('leaves other paths alone, and reads news unchecked (warning once) without a secret', async () => {
    server.route('GET', '/api/exhibitions/1', (_hit, response) => {
      sendEnvelope(response, 1, 'fair');
    });
    server.route('GET', '/api/news/5', (_hit, response) => {
      sendEnvelope(response, 1, article);
    });
    await expect(client().get('/api/exhibitions/1')).resolves.toBe('fair');
    const unchecked = createServerApiClient({ baseURL: server.origin, ossBase: server.origin, locale: 'zh' });
    await expect(unchecked.get('/api/news/5')).resolves.toEqual(article);
    // A fresh module: the warning is once per process, and earlier tests made clients without a secret.
    vi.resetModules();
    const fresh = await import('../../../../src/lib/api/server-client.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fresh.newsSignatureVerifier(undefined)).toBeUndefined();
    expect(fresh.newsSignatureVerifier('')).toBeUndefined();
    expect(fresh.newsSignatureVerifier(secret)?.covers('/api/news/5')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NEWS_SIGNING_SECRET'));
    warn.mockRestore();
  });
});

describe('serverOssBase', () => {
  it('reads /ossApi from the embedded API in dev and test, from the internal OSS host elsewhere', () => {
    expect(serverOssBase(loadEnvConfig({ APP_ENV: 'test', API_PORT: '9100' }))).toBe('http://127.0.0.1:9100');
    expect(serverOssBase(loadEnvConfig({ APP_ENV: 'prod' }))).toBe(
      'https://expoportal-prod.oss-cn-shanghai-internal.aliyuncs.com',
    );
    expect(serverOssBase(loadEnvConfig({ APP_ENV: 'spider' }))).toBe(
      'https://expoportal-spider.oss-cn-shanghai-internal.aliyuncs.com',
    );
  });
});
