import { createHash, randomBytes } from 'node:crypto';

/** A fresh random secret (access token, QR ticket, upload token), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a token; only this is stored, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the access token from `Authorization: Bearer <token>` or a raw token. */
export function tokenFromHeader(value: string | undefined): string | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  const token = /^bearer\s+/i.test(trimmed) ? trimmed.replace(/^bearer\s+/i, '') : trimmed;
  return token === '' ? null : token;
}
