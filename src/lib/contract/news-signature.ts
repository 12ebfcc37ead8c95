// The information secret header of news responses, spoken by the reference API (which signs)
// and the portal's server client (which verifies): the HMAC-SHA256 of the response body, as
// sent (UTF-8 bytes), under the environment's NEWS_SIGNING_SECRET, in
// `X-Information-Secret: sha256=<hex>` (headers.ts). Only the body is signed: the header tells
// the portal that the API wrote these bytes, whatever proxy or cache carried them. Server side
// only (node:crypto): the browser never holds the secret and never verifies.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The process variable both sides read the secret from. */
export const newsSigningSecretVariable = 'NEWS_SIGNING_SECRET';

/** Paths whose responses carry the header: the news list, one article and its body fragment. */
const signedNewsPaths: readonly RegExp[] = [
  /^\/api\/news\/?$/,
  /^\/api\/news\/[^/]+\/?$/,
  /^\/ossApi\/newsContent\/[^/]+$/,
];

/**
 * Whether responses to a path (without query) are signed.
 * @example isSignedNewsPath('/api/news/12') // true
 */
export function isSignedNewsPath(pathname: string): boolean {
  return signedNewsPaths.some((pattern) => pattern.test(pathname));
}

/** The header value for a body: `sha256=` and the hex HMAC. */
export function signNewsBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Whether a header value is the signature of a body (constant-time; a missing header is false). */
export function isNewsBodySigned(body: string, header: string | null | undefined, secret: string): boolean {
  if (header === null || header === undefined) return false;
  const expected = Buffer.from(signNewsBody(body, secret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
