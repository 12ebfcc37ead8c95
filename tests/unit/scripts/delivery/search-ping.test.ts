// Search-engine pings against a local receiver that answers as IndexNow and Baidu's push do.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import {
  baiduBatchSize,
  indexNowKeyFrom,
  notifySearchEngines,
  pageUrlsOfKeys,
  pingPublishedKeys,
  pingTargetsFrom,
} from '../../../../scripts/delivery/search-ping.ts';

const config = loadEnvConfig({ APP_ENV: 'prod' });
const key = 'a1b2c3d4e5f6a7b8';

interface Received {
  path: string;
  contentType: string;
  body: string;
}

let server: Server;
let base: string;
let received: Received[];
/** Statuses to answer, in order; 200 once they run out. */
let script: number[];

/** The whole body of a request. */
async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += (chunk as Buffer).toString();
  return body;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', body });
      const status = script.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{"success":1,"remain":99}' : '{"message":"refused"}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  received = [];
  script = [];
});

describe('pageUrlsOfKeys', () => {
  it('turns published HTML objects into public page URLs per edition and skips everything else', () => {
    expect(
      pageUrlsOfKeys(
        ['zh/exhibition/1.html', 'en/index.html', 'en/wiki/index.html', 'zh/sitemap.xml', 'zh/_astro/a.js'],
        config,
      ),
    ).toEqual({
      zh: ['https://www.expoportal.cn/exhibition/1.html'],
      en: ['https://www.expoportal.com/', 'https://www.expoportal.com/wiki/'],
    });
  });
});

describe('pingTargetsFrom', () => {
  it('turns an engine on only when both its endpoint and its key are set', () => {
    expect(pingTargetsFrom({})).toEqual({});
    expect(pingTargetsFrom({ INDEXNOW_ENDPOINT: base })).toEqual({});
    expect(pingTargetsFrom({ BAIDU_PUSH_TOKEN: 't' })).toEqual({});
    expect(
      pingTargetsFrom({
        INDEXNOW_ENDPOINT: base,
        INDEXNOW_KEY: key,
        BAIDU_PUSH_ENDPOINT: base,
        BAIDU_PUSH_TOKEN: 't',
      }),
    ).toEqual({ indexNow: { endpoint: base, key }, baidu: { endpoint: base, token: 't' } });
  });

  it('refuses a key IndexNow would refuse, or one that would name a file elsewhere', () => {
    for (const bad of ['short', '../../etc/passwd', 'a'.repeat(129), 'key with spaces 123']) {
      expect(() => indexNowKeyFrom({ INDEXNOW_KEY: bad })).toThrow('INDEXNOW_KEY must be');
    }
    expect(indexNowKeyFrom({ INDEXNOW_KEY: key })).toBe(key);
  });
});

describe('notifySearchEngines', () => {
  it('sends IndexNow one submission per edition host with the key and its file', async () => {
    const urls = pageUrlsOfKeys(
      ['zh/exhibition/1.html', 'zh/exhibition/2.html', 'en/exhibition/1.html'],
      config,
    );
    const summary = await notifySearchEngines(
      urls,
      { indexNow: { endpoint: `${base}/indexnow`, key } },
      config,
    );
    expect(summary.indexNow).toEqual({ submitted: 3, failed: 0 });
    expect(received.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      {
        host: 'www.expoportal.cn',
        key,
        keyLocation: `https://www.expoportal.cn/${key}.txt`,
        urlList: [
          'https://www.expoportal.cn/exhibition/1.html',
          'https://www.expoportal.cn/exhibition/2.html',
        ],
      },
      {
        host: 'www.expoportal.com',
        key,
        keyLocation: `https://www.expoportal.com/${key}.txt`,
        urlList: ['https://www.expoportal.com/exhibition/1.html'],
      },
    ]);
    expect(received[0]?.contentType).toBe('application/json; charset=utf-8');
  });

  it('pushes only Chinese pages to Baidu, one URL a line, in batches of 2,000', async () => {
    const zh = Array.from(
      { length: baiduBatchSize + 5 },
      (_, i) => `https://www.expoportal.cn/information/${String(i)}.html`,
    );
    const summary = await notifySearchEngines(
      { zh, en: ['https://www.expoportal.com/'] },
      { baidu: { endpoint: `${base}/urls`, token: 'secret-token' } },
      config,
    );
    expect(summary.baidu).toEqual({ submitted: zh.length, failed: 0 });
    expect(received).toHaveLength(2);
    const url = new URL(received[0]?.path ?? '', base);
    expect(url.pathname).toBe('/urls');
    expect(url.searchParams.get('site')).toBe('https://www.expoportal.cn');
    expect(url.searchParams.get('token')).toBe('secret-token');
    expect(received[0]?.body.split('\n')).toEqual(zh.slice(0, baiduBatchSize));
    expect(received[1]?.body.split('\n')).toEqual(zh.slice(baiduBatchSize));
    expect(received.some((request) => request.body.includes('expoportal.com/'))).toBe(false);
  });

  it('retries throttling and server errors, then succeeds', async () => {
    script = [429, 503];
    const summary = await notifySearchEngines(
      { zh: ['https://www.expoportal.cn/'], en: [] },
      { baidu: { endpoint: base, token: 't' } },
      config,
    );
    expect(summary).toMatchObject({ baidu: { submitted: 1, failed: 0 }, retries: 2, errors: [] });
    expect(received).toHaveLength(3);
  });

  it('counts a refused submission as failed, says why, and never throws', async () => {
    script = [403];
    const summary = await notifySearchEngines(
      { zh: ['https://www.expoportal.cn/'], en: ['https://www.expoportal.com/'] },
      { indexNow: { endpoint: base, key } },
      config,
    );
    // A 403 (key not verified) is not retried: the next edition is still sent.
    expect(summary.indexNow).toEqual({ submitted: 1, failed: 1 });
    expect(summary.errors).toEqual(['indexNow: 403 {"message":"refused"}']);
    expect(received).toHaveLength(2);
  });

  it('gives up on an engine that is down after its attempts and reports it', async () => {
    const summary = await notifySearchEngines(
      { zh: ['https://www.expoportal.cn/'], en: [] },
      { baidu: { endpoint: 'http://127.0.0.1:9/urls', token: 't' } },
      config,
    );
    expect(summary.baidu).toEqual({ submitted: 0, failed: 1 });
    expect(summary.retries).toBe(3);
    expect(summary.errors[0]).toMatch(/^baidu: /);
  });
});

describe('pingPublishedKeys', () => {
  it('does nothing when no engine is configured or no page was published', async () => {
    expect(await pingPublishedKeys(['zh/index.html'], config, {})).toBeUndefined();
    expect(
      await pingPublishedKeys(['zh/sitemap.xml'], config, {
        BAIDU_PUSH_ENDPOINT: base,
        BAIDU_PUSH_TOKEN: 't',
      }),
    ).toBeUndefined();
    expect(received).toEqual([]);
  });

  it('pings the pages among the published keys', async () => {
    const summary = await pingPublishedKeys(['zh/index.html', 'zh/sitemap.xml'], config, {
      BAIDU_PUSH_ENDPOINT: base,
      BAIDU_PUSH_TOKEN: 't',
    });
    expect(summary?.baidu).toEqual({ submitted: 1, failed: 0 });
    expect(received.map((request) => request.body)).toEqual(['https://www.expoportal.cn/']);
  });
});
