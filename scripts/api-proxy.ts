// Same-origin access to the API for islands: the browser calls /api/... and /ossApi/... on
// the portal's own origin (no CORS, both editions alike) and this forwards them to the
// environment's API base, streaming bodies both ways.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import {
  isTrustedProxy,
  normalizeAddress,
  parseTrustedProxies,
  type TrustedProxies,
} from '../api/server/client-address.ts';
import { INFORMATION_SECRET_HEADER, LOCALE_HEADER } from '../src/lib/contract/headers.ts';
import { loadEnvConfig } from '../env/index.ts';
import {
  isCrossSiteWrite,
  sessionAnswer,
  sessionRequestHeaders,
  sessionResponseHeaders,
  strippedLoginBody,
  type SessionCookiePolicy,
} from './session-proxy.ts';

/** Paths that are forwarded to the API: its calls, /ossApi files and /oss object storage. */
export function isProxiedPath(url: string | undefined): boolean {
  return url !== undefined && /^\/(api|ossApi|oss)(\/|$)/.test(url);
}

/** Headers that describe one hop and must not be forwarded. */
const hopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

// The origin's trusted proxies: the peers (a load balancer, a CDN) whose X-Forwarded-For is
// kept, from the environment (loopback in dev and test, nobody in pre, prod, spider and edge)
// or TRUSTED_PROXIES. A bad value stops the origin at start, naming the setting.
const originTrustedProxies = parseTrustedProxies(loadEnvConfig().security.trustedProxies);

/**
 * X-Forwarded-For and -Proto for the API: the incoming chain plus the peer when the peer is a
 * trusted proxy, else the peer alone (a client's own header is a lie we do not pass on).
 * @example forwardingHeaders('203.0.113.7', undefined, false, trusted) // { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'http' }
 */
export function forwardingHeaders(
  peer: string | undefined,
  incoming: { forwardedFor?: string | string[] | undefined; proto?: string | string[] | undefined },
  encrypted: boolean,
  trusted: TrustedProxies = originTrustedProxies,
): { 'x-forwarded-for': string; 'x-forwarded-proto': string } {
  const address = normalizeAddress(peer ?? '') || 'unknown';
  const join = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);
  const chain = join(incoming.forwardedFor)?.trim() ?? '';
  const proto = join(incoming.proto)?.split(',')[0]?.trim().toLowerCase() ?? '';
  const fromProxy = isTrustedProxy(address, trusted);
  return {
    'x-forwarded-for': fromProxy && chain !== '' ? `${chain}, ${address}` : address,
    'x-forwarded-proto':
      fromProxy && (proto === 'http' || proto === 'https') ? proto : encrypted ? 'https' : 'http',
  };
}

/** X-Forwarded-For and -Proto for a request the origin passes to the API. */
function clientForwarding(
  req: IncomingMessage,
  trusted: TrustedProxies = originTrustedProxies,
): Record<string, string> {
  return forwardingHeaders(
    req.socket.remoteAddress,
    { forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] },
    (req.socket as Partial<TLSSocket>).encrypted === true,
    trusted,
  );
}

/** How the proxy runs: whose X-Forwarded-For it keeps, and how it writes the session cookies. */
export interface ProxyOptions {
  trusted?: TrustedProxies;
  session?: SessionCookiePolicy;
}

/** A login answer's body is read whole to take the token out; no such answer is near this size. */
const loginAnswerLimitBytes = 64 * 1024;

/** The spec's envelope for an answer the proxy gives itself. */
function sendEnvelope(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify({ code: 0, data: null, message, errorMessage: message }));
}

/**
 * Forwards one request to the API base; answers the spec's envelope with 503 when the API is
 * unreachable. The session token goes from the httpOnly cookie into `Authorization`, and from
 * a login answer into that cookie (scripts/session-proxy.ts).
 */
export function proxyToApi(
  apiBase: string,
  req: IncomingMessage,
  res: ServerResponse,
  options: ProxyOptions = {},
): void {
  const trusted = options.trusted ?? originTrustedProxies;
  const policy = options.session ?? { secure: false };
  // A write from another site goes on without the session, as SameSite=Lax would send it: it can
  // act as nobody (the sandbox gateway's own forms, whose sandboxed page sends Origin: null, need
  // no session), and an older browser that still attached the cookie gains nothing.
  const crossSite = isCrossSiteWrite(req.method, req.headers);
  const target = new URL(req.url ?? '/', apiBase);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || hopHeaders.has(name)) continue;
    if (crossSite && (name === 'cookie' || name === 'authorization')) continue;
    headers[name] = value;
  }
  headers['x-forwarded-host'] = req.headers.host ?? '';
  Object.assign(headers, clientForwarding(req, trusted), crossSite ? {} : sessionRequestHeaders(req.headers));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method ?? 'GET', headers, timeout: 15_000 }, (response) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !hopHeaders.has(name) && !sessionResponseHeaders.has(name))
        out[name] = value;
    }
    const status = response.statusCode ?? 502;
    const session = sessionAnswer(req, { status, headers: response.headers }, policy);
    const upstreamCookies = out['set-cookie'];
    const cookies = [
      ...(Array.isArray(upstreamCookies)
        ? upstreamCookies
        : upstreamCookies === undefined
          ? []
          : [upstreamCookies]),
      ...session.setCookies,
    ];
    if (cookies.length > 0) out['set-cookie'] = cookies;
    if (!session.stripBody) {
      res.writeHead(status, out);
      response.pipe(res);
      return;
    }
    // A login answer: read whole, the token taken out, the uid cookie added.
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > loginAnswerLimitBytes) response.destroy(new Error('login answer too large'));
      else chunks.push(chunk);
    });
    response.on('error', fail);
    response.on('end', () => {
      const stripped = strippedLoginBody(Buffer.concat(chunks), policy);
      Reflect.deleteProperty(out, 'content-length');
      Reflect.deleteProperty(out, 'content-encoding');
      out['set-cookie'] = [...cookies, ...stripped.setCookies];
      out['content-length'] = String(stripped.body.byteLength);
      res.writeHead(status, out);
      res.end(stripped.body);
    });
  });
  function fail() {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendEnvelope(res, 503, 'API unavailable', { 'Retry-After': '30' });
  }
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
  upstream.on('error', fail);
  req.pipe(upstream);
}

/** An API answer read whole: for responses the origin must change before they leave (news fragments). */
export interface ApiAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The information secret header, when the API sent one (news answers). */
  signature: string | null;
}

/** Request headers a buffered read passes on: the language and the caller's identity, never cookies. */
const readForwarded = [LOCALE_HEADER.toLowerCase(), 'accept-language', 'user-agent'];

/**
 * GETs `path` from the API base and reads at most `limitBytes` of its body; rejects when the API
 * is unreachable, slow (15 s) or the body is larger.
 */
export function readFromApi(
  apiBase: string,
  path: string,
  req: IncomingMessage,
  limitBytes: number,
): Promise<ApiAnswer> {
  const target = new URL(path, apiBase);
  const headers: Record<string, string> = { 'x-forwarded-host': req.headers.host ?? '' };
  for (const name of readForwarded) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The client's address, as the streaming proxy forwards it.
  Object.assign(headers, clientForwarding(req));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const upstream = send(target, { method: 'GET', headers, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > limitBytes)
          response.destroy(new Error(`${path}: answer larger than ${String(limitBytes)} bytes`));
        else chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 502,
          contentType: response.headers['content-type'] ?? '',
          body: Buffer.concat(chunks),
          signature: headerValue(response.headers[INFORMATION_SECRET_HEADER.toLowerCase()]),
        });
      });
    });
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', reject);
    upstream.end();
  });
}

/** One value of a response header (the first of a repeated one), or null. */
function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}
