import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import { pageObservability } from '../../../../src/lib/observability/page-config.ts';
import {
  makeBeforeSend,
  makeTimedTransport,
  REPORT_TIMEOUT_MS,
  shouldDropEvent,
} from '../../../../src/lib/observability/sentry-options.ts';
import { createSentryReporter } from '../../../../src/lib/observability/sentry-reporter.ts';
import type { ReportContext } from '../../../../src/lib/report/reporter.ts';

// A local collector that receives real Sentry envelopes over HTTP (no mocked fetch).
interface Envelope {
  items: { type: string; payload: Record<string, unknown> }[];
}
let collector: Server;
let received: Envelope[] = [];
let delayMs = 0;
let dsn = '';

function parseEnvelope(text: string): Envelope {
  const lines = text.split('\n').filter((line) => line !== '');
  const items: Envelope['items'] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type: string };
    items.push({
      type: header.type,
      payload: JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown>,
    });
  }
  return { items };
}

const identity = {
  sessionId: 'session-0001',
  traceId: 'trace-0001',
  userId: 'user-0001',
  uid: '42',
  platform: 'pc' as const,
  url: 'http://localhost:4321/exhibition/1.html',
  userAgent: 'vitest-agent',
};
const context: ReportContext = { kind: 'http', ...identity };

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      setTimeout(() => {
        received.push(parseEnvelope(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(200).end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${String((collector.address() as AddressInfo).port)}/1`;
  Sentry.init({
    dsn,
    environment: 'test',
    defaultIntegrations: false,
    transport: makeTimedTransport(Sentry.createTransport),
    beforeSend: makeBeforeSend(() => identity),
  });
});
afterAll(async () => {
  await Sentry.close(1000);
  collector.close();
});
beforeEach(() => {
  received = [];
  delayMs = 0;
});

const reporter = createSentryReporter((error, hint) => Sentry.captureException(error, hint));

/** Reports through the reporter, flushes, and returns the events that reached the collector. */
async function reportAndCollect(
  error: unknown,
  ctx: ReportContext = context,
): Promise<Record<string, unknown>[]> {
  reporter.report(error, ctx);
  await Sentry.flush(2000);
  return received.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === 'event').map((item) => item.payload),
  );
}

describe('Sentry through the portal reporter', () => {
  it('delivers an error with sessionId, traceId, userId, uid, platform, url and userAgent', async () => {
    const events = await reportAndCollect(new Error('boom in an island'));
    expect(events).toHaveLength(1);
    expect(events[0]?.tags).toMatchObject({
      sessionId: 'session-0001',
      traceId: 'trace-0001',
      userId: 'user-0001',
      uid: '42',
      platform: 'pc',
      url: 'http://localhost:4321/exhibition/1.html',
      userAgent: 'vitest-agent',
      kind: 'http',
    });
  });

  it('drops 403 and 404 responses', async () => {
    expect(await reportAndCollect(new Error('HTTP error'), { ...context, status: 404 })).toEqual([]);
    expect(await reportAndCollect(new Error('HTTP error'), { ...context, status: 403 })).toEqual([]);
  });

  it('drops page-not-found and wrong-code messages', async () => {
    expect(await reportAndCollect(new Error('Page Not Found: /exhibition/9.html'))).toEqual([]);
    expect(await reportAndCollect(new Error('数据不存在或已下架'))).toEqual([]);
    expect(await reportAndCollect(new Error('验证码错误'))).toEqual([]);
  });

  it('reports a message containing 503 even when it also reads like a filtered one', async () => {
    const events = await reportAndCollect(new Error('503 Service Unavailable: Page Not Found upstream'));
    expect(events).toHaveLength(1);
  });

  it('reports signature failures under one fingerprint', async () => {
    const events = await reportAndCollect(new Error('接口验证失败'), { ...context, kind: 'signature' });
    expect(events).toHaveLength(1);
    expect(events[0]?.fingerprint).toEqual(['signature-failure']);
    expect(events[0]?.tags).toMatchObject({ kind: 'signature' });
  });

  it('gives up on a collector slower than the 3000 ms timeout', async () => {
    delayMs = REPORT_TIMEOUT_MS + 1500;
    const started = Date.now();
    reporter.report(new Error('slow collector'), context);
    await Sentry.flush(REPORT_TIMEOUT_MS + 1000);
    expect(Date.now() - started).toBeLessThan(REPORT_TIMEOUT_MS + 1000);
    expect(received).toEqual([]);
  }, 10_000);
});

describe('shouldDropEvent', () => {
  it('drops errors whose every frame is on a listed third-party host', () => {
    const frames = [{ filename: 'https://hm.baidu.com/hm.js' }];
    expect(
      shouldDropEvent({ type: undefined, exception: { values: [{ value: 'x', stacktrace: { frames } }] } }),
    ).toBe(true);
  });
  it('keeps errors with a frame of our own', () => {
    const frames = [
      { filename: 'https://hm.baidu.com/hm.js' },
      { filename: 'http://localhost/_astro/client.js' },
    ];
    expect(
      shouldDropEvent({ type: undefined, exception: { values: [{ value: 'x', stacktrace: { frames } }] } }),
    ).toBe(false);
  });
  it("drops React's recoverable hydration noise", () => {
    expect(
      shouldDropEvent({ type: undefined, message: 'Minified React error #418; visit https://react.dev' }),
    ).toBe(true);
  });
});

describe('pageObservability', () => {
  it('is undefined when the environment configures nothing, so pages carry no integration script', () => {
    expect(pageObservability(loadEnvConfig({ APP_ENV: 'test' }), undefined, '/')).toBeUndefined();
  });
  it('never gives /seo paths the chat', () => {
    const config = loadEnvConfig({ APP_ENV: 'test', CHAT_SCRIPT_URL: 'http://127.0.0.1:9/chat.js' });
    expect(pageObservability(config, undefined, '/exhibition/')?.chatScriptUrl).toBe(
      'http://127.0.0.1:9/chat.js',
    );
    expect(pageObservability(config, undefined, '/seo/exhibition/')).toBeUndefined();
  });
  it('names the page-view event of the route', () => {
    const config = loadEnvConfig({ APP_ENV: 'test', TRACKING_URL: '/api/telemetry/events' });
    expect(pageObservability(config, undefined, '/')?.pageView).toBe('home');
    expect(pageObservability(config, undefined, '/information/3.html')?.pageView).toBe('newsDetail');
    expect(pageObservability(config, undefined, '/pavilion/')?.pageView).toBe('pavilionList');
  });
});
