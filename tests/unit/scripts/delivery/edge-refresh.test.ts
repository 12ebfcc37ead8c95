import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import { edgeRefresher } from '../../../../scripts/delivery/edge-refresh.ts';
import { freePort, type Service } from '../../../../scripts/delivery/processes.ts';
import { nginxBinary, startNginx } from '../../../../scripts/edge/edge-stack.ts';
import { nginxConfig } from '../../../../scripts/edge/nginx-config.ts';

// The edge's micro-cache keeps a bucket object for one second counted in whole seconds (up to
// two): a publish's refresh, carrying the secret, must replace the edge's copy at once, and a
// request without the secret (or with another) must not reach past the cache.

const config = loadEnvConfig({ APP_ENV: 'test' });
// As long as the edge stack's (24 random bytes in hex).
const secret = randomBytes(24).toString('hex');
const bucket = 'expoportal-test';

/** The bucket stand-in: each object's body is its version. */
const objects = new Map<string, number>();
let bucketServer: Server;
let originServer: Server;
let edge: Service | undefined;
let edgeUrl = '';

async function listen(server: Server): Promise<number> {
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return port;
}

/** A visitor's read through the edge under an edition's host; answers the body. */
async function visit(host: string, path: string, headers: Record<string, string> = {}): Promise<string> {
  const { request } = await import('node:http');
  const url = new URL(edgeUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname: url.hostname, port: url.port, path, headers: { host, ...headers } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => {
          resolve(body);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe.runIf(existsSync(nginxBinary))('the edge refresh after a publish', () => {
  beforeAll(async () => {
    bucketServer = createServer((request, response) => {
      const key = (request.url ?? '').replace(`/${bucket}/`, '');
      const version = objects.get(key);
      if (version === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`v${String(version)}`);
    });
    originServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('origin');
    });
    const bucketPort = await listen(bucketServer);
    const originPort = await listen(originServer);
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'edge-refresh-'));
    edge = await startNginx(
      nginxConfig({
        listen: `127.0.0.1:${String(port)}`,
        config,
        bucket,
        upstreams: {
          origin: `127.0.0.1:${String(originPort)}`,
          objectStorage: `127.0.0.1:${String(originPort)}`,
          bucket: `127.0.0.1:${String(bucketPort)}`,
        },
        workDir: dir,
        refreshSecret: secret,
        ...(process.getuid?.() === 0 && { workerUser: 'root' }),
      }),
      dir,
      port,
    );
    edgeUrl = `http://127.0.0.1:${String(port)}`;
  }, 60_000);

  afterAll(async () => {
    await edge?.stop();
    bucketServer.close();
    originServer.close();
  });

  it('replaces the edge’s copy of each uploaded object at once, in both editions, and nothing else does', async () => {
    const refresh = edgeRefresher(config, { EDGE_REFRESH_URL: edgeUrl, EDGE_REFRESH_SECRET: secret });
    if (refresh === undefined) throw new Error('no refresher');
    const hosts = { zh: config.siteHost, en: config.enSiteHost };
    // Each round must fit in the copy's shortest life (one second); a round the machine stalled
    // through proves nothing and runs again.
    let rounds = 0;
    let proven = 0;
    while (proven < 2 && rounds < 6) {
      rounds += 1;
      const version = rounds * 10;
      for (const key of ['zh/exhibition/1.html', 'en/exhibition/1.html', 'zh/en/exhibition/1.html'])
        objects.set(key, version);
      const started = performance.now();
      expect(await visit(hosts.zh, '/exhibition/1.html')).toBe(`v${String(version)}`);
      expect(await visit(hosts.en, '/exhibition/1.html')).toBe(`v${String(version)}`);
      expect(await visit(hosts.zh, '/en/exhibition/1.html')).toBe(`v${String(version)}`);
      for (const key of objects.keys()) objects.set(key, version + 1);
      const cachedZh = await visit(hosts.zh, '/exhibition/1.html');
      const wrongSecret = await visit(hosts.zh, '/exhibition/1.html', {
        'x-edge-refresh': 'not-the-secret-at-all',
      });
      const summary = await refresh([
        'zh/exhibition/1.html',
        'en/exhibition/1.html',
        'zh/en/exhibition/1.html',
      ]);
      const after = [
        await visit(hosts.zh, '/exhibition/1.html'),
        await visit(hosts.en, '/exhibition/1.html'),
        // A visitor who chose English on the Chinese host reads the object the export wrote under /en/.
        await visit(hosts.zh, '/exhibition/1.html', { cookie: 'locale=en' }),
      ];
      expect(summary).toEqual({ refreshed: 3, failures: [] });
      expect(after).toEqual([
        `v${String(version + 1)}`,
        `v${String(version + 1)}`,
        `v${String(version + 1)}`,
      ]);
      if (performance.now() - started > 900) continue;
      // Within the second, a visitor and a request with a wrong secret were answered from the cache.
      expect(cachedZh).toBe(`v${String(version)}`);
      expect(wrongSecret).toBe(`v${String(version)}`);
      proven += 1;
      // The next round starts on a copy that has expired.
      await new Promise((done) => setTimeout(done, 2100));
    }
    expect(proven).toBe(2);
  }, 60_000);

  it('reports what it could not refresh, and there is no refresher without an edge', async () => {
    const refresh = edgeRefresher(config, { EDGE_REFRESH_URL: edgeUrl, EDGE_REFRESH_SECRET: secret });
    expect(await refresh?.(['xx/exhibition/1.html'])).toEqual({
      refreshed: 0,
      failures: [{ key: 'xx/exhibition/1.html', reason: 'not an edition key' }],
    });
    const gone = `http://127.0.0.1:${String(await freePort())}`;
    const nobody = edgeRefresher(config, { EDGE_REFRESH_URL: gone, EDGE_REFRESH_SECRET: secret });
    const summary = await nobody?.(['zh/exhibition/1.html']);
    expect(summary?.refreshed).toBe(0);
    expect(summary?.failures[0]?.reason).toContain('ECONNREFUSED');
    expect(edgeRefresher(config, {})).toBeUndefined();
    expect(() =>
      edgeRefresher(config, { EDGE_REFRESH_URL: edgeUrl, EDGE_REFRESH_SECRET: 'short' }),
    ).toThrow();
    // A secret the edge's config could not name as it is never reaches it.
    expect(() =>
      edgeRefresher(config, {
        EDGE_REFRESH_URL: edgeUrl,
        EDGE_REFRESH_SECRET: 'a"; return 200; #long-enough',
      }),
    ).toThrow();
    expect(() =>
      nginxConfig({
        listen: '127.0.0.1:1',
        config,
        bucket,
        upstreams: { origin: '127.0.0.1:1', objectStorage: '127.0.0.1:1', bucket: '127.0.0.1:1' },
        workDir: '/tmp/edge',
        refreshSecret: 'a"; return 200; #long-enough',
      }),
    ).toThrow(/EDGE_REFRESH_SECRET/);
  });
});
