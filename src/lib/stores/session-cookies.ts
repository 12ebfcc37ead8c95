import { ACCESS_TOKEN_COOKIE, readCookie, removeCookie, UID_COOKIE, writeCookie } from './cookies.ts';

// The login session as the browser keeps it: cookies access_token and uid.

/** What a login call returns and the browser must remember. */
export interface SessionCookies {
  accessToken: string;
  uid: number;
  expiresIn: number;
}

// A token goes into a header; anything with spaces, control or non-ASCII characters would
// make the Headers constructor throw, so such a cookie counts as no token.
const tokenPattern = /^[\x21-\x7e]{1,4096}$/;
const placeholderValues: ReadonlySet<string> = new Set(['undefined', 'null', 'false']);

/** The access token from its cookie, or undefined when absent or malformed. */
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

/** Stores a new session in the access_token and uid cookies, expiring with the token. */
export function writeSessionCookies(session: SessionCookies): void {
  const maxAgeSeconds =
    Number.isFinite(session.expiresIn) && session.expiresIn > 0 ? session.expiresIn : undefined;
  const options = maxAgeSeconds === undefined ? {} : { maxAgeSeconds };
  writeCookie(ACCESS_TOKEN_COOKIE, session.accessToken, options);
  writeCookie(UID_COOKIE, String(session.uid), options);
}

/** Deletes the access_token and uid cookies. */
export function clearSessionCookies(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(UID_COOKIE);
}
