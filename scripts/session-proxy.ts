// The session half of the origin's /api proxy (a backend for the browser): the access token
// lives in an httpOnly cookie no page script can read. Login answers hand the token to the proxy
// (SESSION_TOKEN_HEADER), which keeps it in that cookie and removes it from what the browser
// sees; requests it forwards get `Authorization` from the cookie. docs/security.md, Cookies.
import type { IncomingHttpHeaders } from 'node:http';
import {
  AUTHORIZATION_HEADER,
  SESSION_EXPIRES_HEADER,
  SESSION_ROTATE_HEADER,
  SESSION_TOKEN_HEADER,
} from '../src/lib/contract/headers.ts';

/** The httpOnly cookie holding the token (the spec's name) and the script-readable sign of a session. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const UID_COOKIE = 'uid';

/** Header names as Node's http module spells them (lower case). */
const tokenHeader = SESSION_TOKEN_HEADER.toLowerCase();
const expiresHeader = SESSION_EXPIRES_HEADER.toLowerCase();

/** Paths whose answers end the session in the browser too. */
const logoutPath = /^\/api\/auth\/logout(?:[/?]|$)/;
/** Tokens are base64url (api/server/tokens.ts); any other cookie value is not forwarded. */
const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const source = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const pair of source.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The session token of a request's cookie, when it has one of the token's shape. */
export function sessionToken(headers: IncomingHttpHeaders): string | undefined {
  const token = cookieValue(headers.cookie, ACCESS_TOKEN_COOKIE);
  return token !== undefined && tokenPattern.test(token) ? token : undefined;
}

/**
 * True when a request that changes something comes from another site with the session cookie:
 * SameSite=Lax already keeps the cookie off cross-site POSTs in current browsers, this refuses
 * what an older or misconfigured one would still send. Fetch metadata first, Origin otherwise.
 */
export function isCrossSiteWrite(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (safeMethods.has((method ?? 'GET').toUpperCase())) return false;
  if (sessionToken(headers) === undefined) return false;
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site === 'cross-site';
  const origin = headers.origin;
  if (origin === undefined || origin === '') return false;
  if (origin === 'null') return true;
  const host = (headers['x-forwarded-host'] ?? headers.host ?? '').toString().split(',')[0]?.trim();
  try {
    return new URL(origin).host.toLowerCase() !== (host ?? '').toLowerCase();
  } catch {
    return true;
  }
}

/**
 * The headers a forwarded request gets from the session cookie: `Authorization` (unless the
 * caller sent its own) and SESSION_ROTATE_HEADER, since this proxy can store a rotated token.
 */
export function sessionRequestHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  if (headers.authorization !== undefined) return {};
  const token = sessionToken(headers);
  if (token === undefined) return {};
  return {
    [AUTHORIZATION_HEADER.toLowerCase()]: `Bearer ${token}`,
    [SESSION_ROTATE_HEADER.toLowerCase()]: '1',
  };
}

/** How the proxy writes its cookies: `Secure` from the environment (https), never from the request. */
export interface SessionCookiePolicy {
  secure: boolean;
}

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean, policy: SessionCookiePolicy) {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${String(Math.max(0, Math.floor(maxAge)))}`,
    'SameSite=Lax',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(policy.secure ? ['Secure'] : []),
  ].join('; ');
}

/** What the proxy does with an API answer: cookies to set, and whether its body carries the token. */
export interface SessionAnswer {
  setCookies: string[];
  /** The body is a login answer whose `data.accessToken` must be removed (read it whole). */
  stripBody: boolean;
}

/**
 * Reads the session headers of an API answer. A new or rotated token becomes the httpOnly
 * cookie; a logout, or a 401 to a request whose token came from the cookie, clears both cookies.
 */
export function sessionAnswer(
  request: { url?: string | undefined; headers: IncomingHttpHeaders },
  response: { status: number; headers: IncomingHttpHeaders },
  policy: SessionCookiePolicy,
): SessionAnswer {
  const token = single(response.headers[tokenHeader]);
  if (token !== undefined && tokenPattern.test(token)) {
    const maxAge = Number(single(response.headers[expiresHeader]));
    const seconds = Number.isFinite(maxAge) && maxAge > 0 ? maxAge : 0;
    return {
      setCookies: [cookie(ACCESS_TOKEN_COOKIE, token, seconds, true, policy)],
      stripBody: isJson(response.headers),
    };
  }
  const cookieSession =
    request.headers.authorization === undefined && sessionToken(request.headers) !== undefined;
  if (logoutPath.test(request.url ?? '') || (response.status === 401 && cookieSession))
    return { setCookies: clearedCookies(policy), stripBody: false };
  return { setCookies: [], stripBody: false };
}

/** Set-Cookie values that delete both session cookies. */
export function clearedCookies(policy: SessionCookiePolicy): string[] {
  return [cookie(ACCESS_TOKEN_COOKIE, '', 0, true, policy), cookie(UID_COOKIE, '', 0, false, policy)];
}

/**
 * A login answer as the browser gets it: `data.accessToken` removed, plus the uid cookie (the
 * script-readable sign of a session, with the token's lifetime). A body that is not such an
 * answer is passed as it is.
 */
export function strippedLoginBody(
  body: Buffer,
  policy: SessionCookiePolicy,
): { body: Buffer; setCookies: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { body, setCookies: [] };
  }
  const data = (parsed as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null || !('accessToken' in data)) return { body, setCookies: [] };
  const rest = Object.fromEntries(Object.entries(data).filter(([name]) => name !== 'accessToken'));
  const setCookies: string[] = [];
  const { uid, expiresIn } = rest;
  if (typeof uid === 'number' && Number.isInteger(uid) && uid > 0 && typeof expiresIn === 'number')
    setCookies.push(cookie(UID_COOKIE, String(uid), expiresIn, false, policy));
  const out = Buffer.from(JSON.stringify({ ...(parsed as object), data: rest }), 'utf8');
  return { body: out, setCookies };
}

/** Response headers the browser never sees. */
export const sessionResponseHeaders: ReadonlySet<string> = new Set([tokenHeader, expiresHeader]);

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isJson(headers: IncomingHttpHeaders): boolean {
  return /^application\/json\b/i.test(single(headers['content-type']) ?? '');
}
