import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/lib/api/api-error.ts';
import { createApiClient, type ApiClientOptions } from '../../../../src/lib/api/client.ts';
import { ResponseCode } from '../../../../src/lib/contract/codes.ts';
import {
  AUTHORIZATION_HEADER,
  DEVICE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  LOCALE_HEADER,
  START_TIME_HEADER,
  TRACE_ID_HEADER,
} from '../../../../src/lib/contract/headers.ts';
import {
  FALLBACK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  RETRY_COUNT,
  RETRY_DELAY_MS,
  RETRY_STATUS_CODES,
  SLOW_RESPONSE_MS,
} from '../../../../src/lib/api/policy.ts';
import { loginPath } from '../../../../src/lib/paths/index.ts';
import {
  recordingPlatform,
  type Recorder,
  type RecorderOptions,
} from '../../../../tests/support/api-recording-platform.ts';
import { delay, sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

const server = useTestServer();

/** A client against the test server with a recording platform; retries 10 ms apart unless set. */
function clientWith(recorder: RecorderOptions = {}, options: Partial<ApiClientOptions> = {}) {
  const recorded: Recorder = recordingPlatform(recorder);
  const api = createApiClient({
    baseURL: server.origin,
    platform: recorded.platform,
    retryDelayMs: 10,
    ...options,
  });
  return { api, recorded };
}

/** The ApiError a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request policy constants', () => {
  it('follow the spec: 10 s timeout, 2 retries 300 ms apart on the listed statuses, 200 ms slow log', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(RETRY_COUNT).toBe(2);
    expect(RETRY_DELAY_MS).toBe(300);
    expect([...RETRY_STATUS_CODES]).toEqual([408, 425, 429, 500, 502, 503, 504]);
    expect(SLOW_RESPONSE_MS).toBe(200);
    expect(FALLBACK_ERROR_MESSAGE).toBe('请求失败');
  });
});

describe('createApiClient headers', () => {
  it('sends trace id, Locale CN, DEVICE pc and a start time, and no Authorization without a token', async () => {
    server.route('GET', '/api/ping', (_hit, response) => {
      sendEnvelope(response, 1, 'pong');
    });
    const { api } = clientWith({ traceId: 'trace-abcdef-1' });
    const before = Date.now();
    await expect(api.get('/api/ping')).resolves.toBe('pong');
    const [hit] = server.hitsOf('/api/ping');
    expect(hit?.headers[AUTHORIZATION_HEADER.toLowerCase()]).toBeUndefined();
    expect(hit?.headers[TRACE_ID_HEADER.toLowerCase()]).toBe('trace-abcdef-1');
    expect(hit?.headers[LOCALE_HEADER.toLowerCase()]).toBe('CN');
    expect(hit?.headers[DEVICE_HEADER.toLowerCase()]).toBe('pc');
    const startTime = Number(hit?.headers[START_TIME_HEADER.toLowerCase()]);
    expect(startTime).toBeGreaterThanOrEqual(before);
    expect(startTime).toBeLessThanOrEqual(Date.now());
  });

  it('sends Authorization: Bearer <token> and Locale EN when the platform has them', async () => {
    server.route('GET', '/api/ping', (_hit, response) => {
      sendEnvelope(response, 1, 'pong');
    });
    const { api } = clientWith({ token: 'token-123', locale: 'EN' });
    await api.get('/api/ping');
    const [hit] = server.hitsOf('/api/ping');
    expect(hit?.headers.authorization).toBe('Bearer token-123');
    expect(hit?.headers.locale).toBe('EN');
    expect(hit?.headers.device).toBe('pc');
  });

  it('sends a JSON body on POST and returns the envelope data', async () => {
    server.route('POST', '/api/echo', (hit, response) => {
      sendEnvelope(response, 1, JSON.parse(hit.body) as unknown);
    });
    const { api } = clientWith();
    await expect(api.post('/api/echo', { a: 1 })).resolves.toEqual({ a: 1 });
    expect(server.hitsOf('/api/echo')[0]?.headers['content-type']).toContain('application/json');
  });
});

describe('createApiClient retries', () => {
  for (const status of RETRY_STATUS_CODES) {
    it(`retries a GET exactly 2 times on HTTP ${String(status)}, then fails`, async () => {
      server.route('GET', '/api/flaky', (_hit, response) => {
        sendJson(response, status, { code: 0, data: null });
      });
      const { api, recorded } = clientWith();
      const error = await failureOf(api.get('/api/flaky'));
      expect(server.hitsOf('/api/flaky')).toHaveLength(3);
      expect(error.kind).toBe('http');
      expect(error.status).toBe(status);
      expect(recorded.toasts).toHaveLength(1);
    });
  }

  for (const status of [400, 404, 409]) {
    it(`does not retry a GET on HTTP ${String(status)}`, async () => {
      server.route('GET', '/api/bad', (_hit, response) => {
        sendJson(response, status, { code: 0, data: null });
      });
      const { api } = clientWith();
      await failureOf(api.get('/api/bad'));
      expect(server.hitsOf('/api/bad')).toHaveLength(1);
    });
  }

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    it(`never retries a ${method} without an idempotency key, even on 503`, async () => {
      server.route(method, '/api/order', (_hit, response) => {
        sendJson(response, 503, { code: 0, data: null });
      });
      const { api } = clientWith();
      await failureOf(api.request('/api/order', { method, body: { ticketId: 1 } }));
      expect(server.hitsOf('/api/order')).toHaveLength(1);
    });
  }

  it('retries a POST that carries an Idempotency-Key, sending the same key each time', async () => {
    server.route('POST', '/api/order', (_hit, response) => {
      sendJson(response, 503, { code: 0, data: null });
    });
    const { api } = clientWith();
    await failureOf(api.post('/api/order', { ticketId: 1 }, { idempotencyKey: 'order-key-1' }));
    const hits = server.hitsOf('/api/order');
    expect(hits).toHaveLength(3);
    expect(hits.map((hit) => hit.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()])).toEqual([
      'order-key-1',
      'order-key-1',
      'order-key-1',
    ]);
    expect(hits.map((hit) => hit.body)).toEqual(Array(3).fill('{"ticketId":1}'));
  });

  it('waits about 300 ms between attempts by default', async () => {
    server.route('GET', '/api/flaky', (_hit, response) => {
      sendJson(response, 503, { code: 0, data: null });
    });
    const recorded = recordingPlatform();
    const api = createApiClient({ baseURL: server.origin, platform: recorded.platform });
    await failureOf(api.get('/api/flaky'));
    const times = server.hitsOf('/api/flaky').map((hit) => hit.at);
    expect(times).toHaveLength(3);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(250);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(250);
  });

  it('succeeds when a retry succeeds, without a toast', async () => {
    server.route('GET', '/api/flaky', (_hit, response, attempt) => {
      if (attempt < 3) sendJson(response, 502, { code: 0, data: null });
      else sendEnvelope(response, 1, { ok: true });
    });
    const { api, recorded } = clientWith();
    await expect(api.get('/api/flaky')).resolves.toEqual({ ok: true });
    expect(server.hitsOf('/api/flaky')).toHaveLength(3);
    expect(recorded.toasts).toEqual([]);
    expect(recorded.reports).toEqual([]);
  });

  it('sends a fresh start time on every attempt', async () => {
    server.route('GET', '/api/flaky', (_hit, response) => {
      sendJson(response, 500, { code: 0, data: null });
    });
    const { api } = clientWith({}, { retryDelayMs: 30 });
    await failureOf(api.get('/api/flaky'));
    const starts = server.hitsOf('/api/flaky').map((hit) => Number(hit.headers['x-start-time']));
    expect(starts[2]).toBeGreaterThan(starts[0] ?? Infinity);
  });
});

describe('createApiClient timeout', () => {
  it('gives up on a hung API after one attempt of the spec timeout: the error comes within 12 s, not 30', async () => {
    // A hung API: the request arrives and nothing ever answers.
    server.route('GET', '/api/hung', () => new Promise<void>(() => undefined));
    const recorded = recordingPlatform();
    // The spec's defaults throughout: 10 s per attempt, 2 retries 300 ms apart on statuses.
    const api = createApiClient({ baseURL: server.origin, platform: recorded.platform });
    const started = Date.now();
    const error = await failureOf(api.get('/api/hung'));
    const elapsed = Date.now() - started;
    expect(error.kind).toBe('timeout');
    expect(server.hitsOf('/api/hung')).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(12_000);
    expect(recorded.toasts).toEqual([{ message: '请求失败', type: 'error' }]);
    expect(recorded.reports.map((report) => report.context.kind)).toEqual(['timeout']);
  }, 15_000);

  it('does not retry a timed-out GET, and still retries a listed status after a slow answer', async () => {
    server.route('GET', '/api/slow', async (_hit, response) => {
      await delay(400);
      if (!response.destroyed) sendEnvelope(response, 1, 'late');
    });
    server.route('GET', '/api/slow-503', async (_hit, response) => {
      await delay(60);
      sendJson(response, 503, { code: 0, data: null });
    });
    const { api } = clientWith({}, { timeoutMs: 100 });
    const error = await failureOf(api.get('/api/slow'));
    expect(error.kind).toBe('timeout');
    expect(server.hitsOf('/api/slow')).toHaveLength(1);
    // Each attempt has its own timeout: three 60 ms answers fit although together they exceed 100 ms.
    const statusError = await failureOf(api.get('/api/slow-503'));
    expect(statusError.status).toBe(503);
    expect(server.hitsOf('/api/slow-503')).toHaveLength(3);
  });

  it('does not retry a GET whose connection closed without an answer', async () => {
    server.route('GET', '/api/reset', (_hit, response) => {
      response.socket?.destroy();
    });
    const { api } = clientWith();
    const error = await failureOf(api.get('/api/reset'));
    expect(error.kind).toBe('transport');
    expect(server.hitsOf('/api/reset')).toHaveLength(1);
  });

  it('does not retry a timed-out POST', async () => {
    server.route('POST', '/api/slow', async (_hit, response) => {
      await delay(400);
      if (!response.destroyed) sendEnvelope(response, 1, 'late');
    });
    const { api } = clientWith({}, { timeoutMs: 100 });
    const error = await failureOf(api.post('/api/slow', {}));
    expect(error.kind).toBe('timeout');
    expect(server.hitsOf('/api/slow')).toHaveLength(1);
  });

  it('neither retries, toasts nor reports a call the caller aborted', async () => {
    server.route('GET', '/api/slow', async (_hit, response) => {
      await delay(300);
      if (!response.destroyed) sendEnvelope(response, 1, 'late');
    });
    const { api, recorded } = clientWith();
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 50);
    const error = await failureOf(api.get('/api/slow', { signal: controller.signal }));
    expect(error.kind).toBe('transport');
    expect(server.hitsOf('/api/slow')).toHaveLength(1);
    expect(recorded.toasts).toEqual([]);
    expect(recorded.reports).toEqual([]);
    expect(recorded.errors).toEqual([]);
  });
});

describe('createApiClient response codes', () => {
  for (const code of [200015, 131002]) {
    it(`shows no toast for the silent code ${String(code)} but still rejects`, async () => {
      server.route('GET', '/api/thing', (_hit, response) => {
        sendEnvelope(response, code, null, { message: 'quiet' });
      });
      const { api, recorded } = clientWith();
      const error = await failureOf(api.get('/api/thing'));
      expect(error).toMatchObject({ kind: 'api-code', code, message: 'quiet' });
      expect(recorded.toasts).toEqual([]);
      expect(recorded.navigations).toEqual([]);
    });
  }

  for (const path of [
    '/api/pay/getPayStatus/9',
    '/api/visa/payStatus',
    '/api/auth/wxlogin/abc',
    '/v1/track',
    '/api/oss/info',
    '/ossApi/x.json',
  ]) {
    it(`shows no toast for a failure on the silent path ${path}`, async () => {
      server.route('GET', path, (_hit, response) => {
        sendEnvelope(response, ResponseCode.error, null, { message: 'no' });
      });
      const { api, recorded } = clientWith({}, { ossBase: server.origin });
      await failureOf(api.get(path));
      expect(server.hitsOf(path)).toHaveLength(1);
      expect(recorded.toasts).toEqual([]);
    });
  }

  for (const code of [401, 111006, 111008, 200016]) {
    it(`ends the session on code ${String(code)}: clears the token and goes to login with the current url`, async () => {
      server.route('GET', '/api/user/getInfo', (_hit, response) => {
        sendEnvelope(response, code, null, { message: 'login again' });
      });
      const { api, recorded } = clientWith({
        token: 'token-abc',
        currentUrl: '/exhibition/7.html?tab=tickets',
      });
      const error = await failureOf(api.get('/api/user/getInfo'));
      expect(error).toMatchObject({ kind: 'session', code });
      expect(recorded.clearedTokens).toBe(1);
      expect(recorded.token).toBeUndefined();
      expect(recorded.navigations).toEqual(['/exhibition/7.html?tab=tickets']);
      expect(loginPath(recorded.navigations[0] ?? '')).toBe(
        '/login?redirect=%2Fexhibition%2F7.html%3Ftab%3Dtickets',
      );
      expect(recorded.toasts).toEqual([]);
    });
  }

  it('ends the session on HTTP 401 without an envelope, without retrying', async () => {
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      response.writeHead(401);
      response.end();
    });
    const { api, recorded } = clientWith({ token: 'token-abc' });
    const error = await failureOf(api.get('/api/user/getInfo'));
    expect(error).toMatchObject({ kind: 'session', status: 401 });
    expect(server.hitsOf('/api/user/getInfo')).toHaveLength(1);
    expect(recorded.clearedTokens).toBe(1);
    expect(recorded.navigations).toHaveLength(1);
  });

  it.each([
    ['errorMessage before message', { errorMessage: 'detailed', message: 'plain' }, 'detailed'],
    ['message when errorMessage is missing', { message: 'plain' }, 'plain'],
    ['请求失败 when both are missing', {}, '请求失败'],
    ['请求失败 when both are blank', { errorMessage: ' ', message: '' }, '请求失败'],
  ])('toasts %s for other codes', async (_name, messages, expected) => {
    server.route('GET', '/api/thing', (_hit, response) => {
      sendEnvelope(response, ResponseCode.illegalParameter, null, messages);
    });
    const { api, recorded } = clientWith();
    const error = await failureOf(api.get('/api/thing'));
    expect(error).toMatchObject({ kind: 'api-code', code: ResponseCode.illegalParameter, message: expected });
    expect(recorded.toasts).toEqual([{ message: expected, type: 'error' }]);
    expect(recorded.reports).toEqual([]);
    expect(recorded.errors).toHaveLength(1);
  });

  it('reports a message containing 接口验证失败 as a signature failure', async () => {
    server.route('GET', '/api/thing', (_hit, response) => {
      sendEnvelope(response, 0, null, { message: '接口验证失败: bad sign' });
    });
    const { api, recorded } = clientWith();
    await failureOf(api.get('/api/thing'));
    expect(recorded.toasts).toEqual([{ message: '接口验证失败: bad sign', type: 'error' }]);
    expect(recorded.reports).toHaveLength(1);
    expect(recorded.reports[0]?.context).toMatchObject({ kind: 'signature', path: '/api/thing', code: 0 });
  });

  it('rejects data that does not match the schema as a contract failure', async () => {
    const { z } = await import('zod');
    server.route('GET', '/api/thing', (_hit, response) => {
      sendEnvelope(response, 1, { id: 'not-a-number' });
    });
    const { api, recorded } = clientWith();
    const error = await failureOf(api.get('/api/thing', { schema: z.object({ id: z.number() }) }));
    expect(error.kind).toBe('contract');
    expect(recorded.toasts).toEqual([{ message: '请求失败', type: 'error' }]);
    expect(recorded.reports[0]?.context.kind).toBe('contract');
  });

  it('suppresses the toast of a call made with silent: true', async () => {
    server.route('GET', '/api/thing', (_hit, response) => {
      sendEnvelope(response, 0, null, { message: 'no' });
    });
    const { api, recorded } = clientWith();
    await failureOf(api.get('/api/thing', { silent: true }));
    expect(recorded.toasts).toEqual([]);
  });
});

describe('createApiClient transport and HTTP errors', () => {
  it('toasts and reports an HTTP error with the full report context', async () => {
    server.route('GET', '/api/broken', (_hit, response) => {
      sendJson(response, 500, { message: 'boom' });
    });
    const { api, recorded } = clientWith({ traceId: 'trace-report-1', currentUrl: '/news/1.html' });
    await failureOf(api.get('/api/broken'));
    expect(recorded.toasts).toEqual([{ message: 'boom', type: 'error' }]);
    expect(recorded.reports).toHaveLength(1);
    expect(recorded.reports[0]?.context).toEqual({
      kind: 'http',
      sessionId: 'session-0001-test',
      traceId: 'trace-report-1',
      userId: 'user-0001-test',
      uid: '42',
      platform: 'pc',
      url: '/news/1.html',
      userAgent: 'vitest',
      method: 'GET',
      path: '/api/broken',
      status: 500,
      code: undefined,
    });
  });

  it('toasts but does not report 403 and 404 responses', async () => {
    const { api, recorded } = clientWith();
    await failureOf(api.get('/api/missing'));
    expect(recorded.toasts).toEqual([{ message: 'not found', type: 'error' }]);
    expect(recorded.reports).toEqual([]);
  });

  it('toasts but does not report a refusal: an envelope code on a 4xx', async () => {
    server.route('POST', '/api/refused', (_hit, response) => {
      sendJson(response, 400, { code: 20008, data: null, errorMessage: '验证码错误' });
    });
    const { api, recorded } = clientWith();
    const error = await failureOf(api.post('/api/refused', {}));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 20008 });
    expect(recorded.toasts).toEqual([{ message: '验证码错误', type: 'error' }]);
    expect(recorded.reports).toEqual([]);
  });

  it('keeps a refusal’s data, the inputs it names, on an error status and on an envelope code', async () => {
    const data = { fields: [{ field: 'body.pavilionId', message: '展馆 99 不存在' }] };
    server.route('POST', '/api/editor/exhibitions', (_hit, response) => {
      sendJson(response, 404, { code: 0, data, errorMessage: '展馆 99 不存在' });
    });
    server.route('GET', '/api/thing', (_hit, response) => {
      sendEnvelope(response, ResponseCode.illegalParameter, data, { message: 'bad' });
    });
    const { api } = clientWith();
    expect(await failureOf(api.post('/api/editor/exhibitions', {}))).toMatchObject({
      kind: 'http',
      status: 404,
      data,
    });
    expect(await failureOf(api.get('/api/thing'))).toMatchObject({ kind: 'api-code', data });
  });

  it('still reports a 4xx without an envelope', async () => {
    server.route('POST', '/api/bare', (_hit, response) => {
      response.writeHead(400, { 'Content-Type': 'text/plain' });
      response.end('bad');
    });
    const { api, recorded } = clientWith();
    await failureOf(api.post('/api/bare', {}));
    expect(recorded.reports.map((report) => report.context.kind)).toEqual(['http']);
  });

  it('toasts 请求失败 and reports a transport error when nothing answers', async () => {
    const recorded = recordingPlatform();
    const api = createApiClient({
      baseURL: 'http://127.0.0.1:9',
      platform: recorded.platform,
      retryDelayMs: 10,
    });
    const error = await failureOf(api.get('/api/anything'));
    expect(error.kind).toBe('transport');
    expect(recorded.toasts).toEqual([{ message: '请求失败', type: 'error' }]);
    expect(recorded.reports.map((report) => report.context.kind)).toEqual(['transport']);
  });
});

describe('createApiClient /ossApi paths', () => {
  it('sends /ossApi paths to the oss base, not the API base', async () => {
    server.route('GET', '/ossApi/newsContent/5.html', (_hit, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<p>news</p>');
    });
    server.route('GET', '/gateway/api/ping', (_hit, response) => {
      sendEnvelope(response, 1, 'pong');
    });
    const { api } = clientWith({}, { baseURL: `${server.origin}/gateway`, ossBase: server.origin });
    await expect(api.text('/ossApi/newsContent/5.html')).resolves.toBe('<p>news</p>');
    await expect(api.get('/api/ping')).resolves.toBe('pong');
    expect(server.hits.map((hit) => hit.path)).toEqual(['/ossApi/newsContent/5.html', '/gateway/api/ping']);
  });

  it('keeps bypassing the API base on retries of an /ossApi path', async () => {
    server.route('GET', '/ossApi/InnerChainInfo/key.json', (_hit, response) => {
      sendJson(response, 503, {});
    });
    const { api, recorded } = clientWith({}, { baseURL: `${server.origin}/gateway`, ossBase: server.origin });
    await failureOf(api.json('/ossApi/InnerChainInfo/key.json'));
    expect(server.hits.map((hit) => hit.path)).toEqual(Array(3).fill('/ossApi/InnerChainInfo/key.json'));
    expect(recorded.toasts).toEqual([]);
    expect(recorded.reports.map((report) => report.context.kind)).toEqual(['http']);
  });
});

describe('createApiClient timings', () => {
  it('logs a response slower than 200 ms with path, duration and trace id', async () => {
    server.route('GET', '/api/slowish', async (_hit, response) => {
      await delay(260);
      sendEnvelope(response, 1, 'ok');
    });
    server.route('GET', '/api/fast', (_hit, response) => {
      sendEnvelope(response, 1, 'ok');
    });
    const { api, recorded } = clientWith({ traceId: 'trace-slow-01' });
    await api.get('/api/slowish');
    await api.get('/api/fast');
    expect(recorded.slow).toHaveLength(1);
    expect(recorded.slow[0]).toMatchObject({
      method: 'GET',
      path: '/api/slowish',
      status: 200,
      traceId: 'trace-slow-01',
    });
    expect(recorded.slow[0]?.durationMs).toBeGreaterThan(SLOW_RESPONSE_MS);
    expect(recorded.timings.map((timing) => timing.path)).toEqual(['/api/slowish', '/api/fast']);
  });
});
