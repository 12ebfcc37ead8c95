// document.cookie helpers that never throw: cookies are user-controlled input, and a malformed
// value must read as "absent", not crash the page.

/** Name of the cookie holding the access token. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** Name of the cookie holding the account id. */
export const UID_COOKIE = 'uid';

import { browserCookiesSecure } from '../security/cookies.ts';

/** Attributes of a cookie write; path defaults to /, SameSite to Lax, Secure to the environment's https. */
export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

function cookieSource(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/**
 * The decoded value of cookie `name`, or undefined when it is missing or cannot be decoded.
 * @example readCookie('uid') // '42'
 */
export function readCookie(name: string): string | undefined {
  for (const pair of cookieSource().split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Writes cookie `name` (value URI-encoded); does nothing where there is no document. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`max-age=${String(Math.max(0, Math.floor(options.maxAgeSeconds)))}`);
  // Secure unless told otherwise on https environments (the page says which it is, see
  // src/lib/security/cookies.ts); SameSite=None always needs it.
  if ((options.secure ?? browserCookiesSecure()) || options.sameSite === 'None') parts.push('Secure');
  try {
    document.cookie = parts.join('; ');
  } catch {
    // A sandboxed document may refuse cookies; the session then simply does not persist.
  }
}

/** Deletes cookie `name` on the given path (default /). */
export function removeCookie(name: string, path = '/'): void {
  writeCookie(name, '', { path, maxAgeSeconds: 0 });
}
