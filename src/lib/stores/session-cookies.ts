import { ACCESS_TOKEN_COOKIE, readCookie, removeCookie, UID_COOKIE, writeCookie } from './cookies.ts';

// The login session as the browser sees it. The token is in the httpOnly access_token cookie,
// which the origin's /api proxy writes from a login answer and no script can read; the uid
// cookie (written by that proxy too, and here) is the script-readable sign that a session exists.

/** What a login answer tells the browser: no token through the proxy (it took it out). */
export interface SessionCookies {
  accessToken?: string | undefined;
  uid: number;
  expiresIn: number;
}

// A token goes into a header; anything with spaces, control or non-ASCII characters would
// make the Headers constructor throw, so such a cookie counts as no token.
const tokenPattern = /^[\x21-\x7e]{1,4096}$/;
const placeholderValues: ReadonlySet<string> = new Set(['undefined', 'null', 'false']);

/**
 * The access token from a script-readable cookie, or undefined when absent or malformed: through
 * the origin's proxy there is none (the cookie is httpOnly and the proxy adds Authorization);
 * only a client without that proxy in front (tests calling the API directly) has one.
 */
export function readAccessToken(): string | undefined {
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  if (token === undefined || placeholderValues.has(token) || !tokenPattern.test(token)) return undefined;
  return token;
}

/** The account id from the uid cookie, or undefined when absent or not a positive integer. */
export function readUid(): string | undefined {
  const uid = readCookie(UID_COOKIE);
  return uid !== undefined && /^[1-9]\d{0,18}$/.test(uid) ? uid : undefined;
}

/** True when the visitor has a session: the uid cookie (or a readable token) exists. */
export function hasSession(): boolean {
  return readUid() !== undefined || readAccessToken() !== undefined;
}

/**
 * Records a new session's uid cookie, expiring with the token. A token is written only when the
 * answer still carried one, i.e. no proxy stood in front (tests calling the API directly);
 * through the origin's proxy it arrives as the httpOnly cookie instead.
 */
export function writeSessionCookies(session: SessionCookies): void {
  const maxAgeSeconds =
    Number.isFinite(session.expiresIn) && session.expiresIn > 0 ? session.expiresIn : undefined;
  const options = maxAgeSeconds === undefined ? {} : { maxAgeSeconds };
  if (session.accessToken !== undefined) writeCookie(ACCESS_TOKEN_COOKIE, session.accessToken, options);
  writeCookie(UID_COOKIE, String(session.uid), options);
}

/** Deletes the uid cookie (and a readable access_token; the httpOnly one goes with the proxy's logout answer). */
export function clearSessionCookies(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(UID_COOKIE);
}
