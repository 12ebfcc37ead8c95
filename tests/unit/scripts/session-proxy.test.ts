import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proxyToApi } from '../../../scripts/api-proxy.ts';
import { parseTrustedProxies } from '../../../api/server/client-address.ts';

// The origin's /api proxy as a backend for the browser (docs/security.md, Cookies), over real
// HTTP: a stand-in API behind it records what it was sent.

const token = 'tok_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const rotated = 'tok_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
let seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let api: Server;
const origins: Server[] = [];
let plainUrl = '';
let secureUrl = '';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
    });
  });
}

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    if (req.url === '/api/auth/login') {
      res.writeHead(200, { ...json, 'X-Session-Token': token, 'X-Session-Expires-In': '604800' });
      res.end(
        JSON.stringify({ code: 1, data: { accessToken: token, uid: 42, expiresIn: 604800 }, message: 'ok' }),
      );
    } else if (req.url === '/api/rotating') {
      res.writeHead(200, { ...json, 'X-Session-Token': rotated, 'X-Session-Expires-In': '3600' });
      res.end(JSON.stringify({ code: 1, data: { id: 42 }, message: 'ok' }));
    } else if (req.url === '/api/revoked') {
      res.writeHead(401, json);
      res.end(JSON.stringify({ code: 401, data: null, message: 'token unknown' }));
    } else {
      res.writeHead(200, json);
      res.end(JSON.stringify({ code: 1, data: null, message: 'ok' }));
    }
  });
  const apiUrl = await listen(api);
  const trusted = parseTrustedProxies('');
  for (const secure of [false, true]) {
    const origin = createServer((req, res) => {
      proxyToApi(apiUrl, req, res, { trusted, session: { secure } });
    });
    origins.push(origin);
    const url = await listen(origin);
    if (secure) secureUrl = url;
    else plainUrl = url;
  }
});

afterAll(async () => {
  for (const server of [api, ...origins]) await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('a login answer through the proxy', () => {
  it('puts the token into an httpOnly SameSite=Lax cookie and takes it out of the JSON and the headers', async () => {
    const response = await fetch(`${plainUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: '{}',
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain(`access_token=${token}; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly`);
    expect(cookies).toContain('uid=42; Path=/; Max-Age=604800; SameSite=Lax');
    const text = await response.text();
    expect(text).not.toContain(token);
    expect(JSON.parse(text)).toEqual({ code: 1, data: { uid: 42, expiresIn: 604800 }, message: 'ok' });
    expect(response.headers.get('x-session-token')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });

  it('marks both cookies Secure on an https environment', async () => {
    const response = await fetch(`${secureUrl}/api/auth/login`, { method: 'POST', body: '{}' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.filter((value) => value.endsWith('; Secure')).length).toBe(2);
  });
});

describe('a request with the session cookie', () => {
  it('reaches the API with Authorization from the cookie and the permission to rotate', async () => {
    await fetch(`${plainUrl}/api/user/getInfo`, { headers: { Cookie: `locale=en; access_token=${token}` } });
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(seen[0]?.headers['x-session-rotate']).toBe('1');
  });

  it('without the cookie carries no Authorization', async () => {
    await fetch(`${plainUrl}/api/user/getInfo`);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['x-session-rotate']).toBeUndefined();
  });

  it('gets a rotated token as the new cookie, the body untouched', async () => {
    const response = await fetch(`${plainUrl}/api/rotating`, {
      headers: { Cookie: `access_token=${token}` },
    });
    expect(response.headers.getSetCookie()).toEqual([
      `access_token=${rotated}; Path=/; Max-Age=3600; SameSite=Lax; HttpOnly`,
    ]);
    expect(response.headers.get('x-session-token')).toBeNull();
    expect(await response.json()).toEqual({ code: 1, data: { id: 42 }, message: 'ok' });
  });

  it('whose session is over clears both cookies', async () => {
    const response = await fetch(`${plainUrl}/api/revoked`, { headers: { Cookie: `access_token=${token}` } });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([
      'access_token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
      'uid=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });

  it('to logout clears both cookies', async () => {
    const response = await fetch(`${plainUrl}/api/auth/logout`, {
      headers: { Cookie: `access_token=${token}` },
    });
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });
});

describe('a cross-site write', () => {
  it('with the session cookie reaches the API without the session (fetch metadata or Origin)', async () => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ]) {
      const response = await fetch(`${plainUrl}/api/manager/profile`, {
        method: 'PUT',
        headers: { ...headers, Cookie: `access_token=${token}`, 'Content-Type': 'application/json' },
        body: '{"nickname":"pwned"}',
      });
      expect(response.status).toBe(200);
    }
    expect(seen).toHaveLength(3);
    for (const request of seen) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.cookie).toBeUndefined();
    }
  });

  it('from the same origin, or a cross-site read, goes through', async () => {
    const sameOrigin = await fetch(`${plainUrl}/api/manager/profile`, {
      method: 'PUT',
      headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: `access_token=${token}` },
      body: '{}',
    });
    expect(sameOrigin.status).toBe(200);
    const read = await fetch(`${plainUrl}/api/exhibitions`, {
      headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: `access_token=${token}` },
    });
    expect(read.status).toBe(200);
    expect(seen.map((request) => request.method)).toEqual(['PUT', 'GET']);
  });
});
