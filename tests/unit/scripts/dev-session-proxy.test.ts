import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSessionProxy } from '../../../scripts/dev-session-proxy.ts';

// The dev server's /api path (`npm run dev`): a real Vite dev server with the plugin in front of
// a stand-in API, so the session is handled as the origin handles it (docs/security.md, Cookies).

const token = 'tok_DEVDEVDEVDEVDEVDEVDEVDEVDEVDEVDEVDEVDEV';
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let api: Server;
let vite: ViteDevServer;
let devUrl = '';

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    if (req.url === '/api/auth/login') {
      res.writeHead(200, { ...json, 'X-Session-Token': token, 'X-Session-Expires-In': '600' });
      res.end(
        JSON.stringify({ code: 1, data: { accessToken: token, uid: 9, expiresIn: 600 }, message: 'ok' }),
      );
      return;
    }
    res.writeHead(200, json);
    res.end(JSON.stringify({ code: 1, data: null, message: 'ok' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${String((api.address() as AddressInfo).port)}`;
  vite = await createViteServer({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, ws: false },
    plugins: [devSessionProxy(apiBase, { secure: false })],
  });
  await vite.listen();
  devUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
});

afterAll(async () => {
  await vite.close();
  await new Promise((resolve) => api.close(resolve));
});

describe('devSessionProxy', () => {
  it('keeps a login token in the httpOnly cookie and out of the answer script reads', async () => {
    const response = await fetch(`${devUrl}/api/auth/login`, { method: 'POST', body: '{}' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('access_token='))).toMatch(/HttpOnly/);
    expect(cookies.find((cookie) => cookie.startsWith('uid=9'))).not.toMatch(/HttpOnly/);
    expect(response.headers.get('x-session-token')).toBeNull();
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toEqual({ uid: 9, expiresIn: 600 });
  });

  it('adds Authorization from the cookie when it forwards /api, and leaves other paths to Vite', async () => {
    seen.length = 0;
    await fetch(`${devUrl}/api/user/info`, { headers: { cookie: `access_token=${token}; uid=9` } });
    expect(seen.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
    const other = await fetch(`${devUrl}/apiary`);
    expect(seen.map((hit) => hit.url)).not.toContain('/apiary');
    await other.arrayBuffer();
  });
});
