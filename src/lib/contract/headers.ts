// Header names every call sends, named once for the portal's client, the
// reference API that reads them, its OpenAPI document and the tests. HTTP header names are
// case-insensitive, so the API may look them up in this spelling.

/** Bearer token; sent only when a token exists. */
export const AUTHORIZATION_HEADER = 'Authorization';
/** Per-route trace id, to follow one page view across services. */
export const TRACE_ID_HEADER = 'X-Trace-Id';
/** Language of the caller: CN or EN. */
export const LOCALE_HEADER = 'Locale';
/** Device type of the caller; this portal is always pc. */
export const DEVICE_HEADER = 'DEVICE';
/** When the attempt started, in ms since the epoch. */
export const START_TIME_HEADER = 'X-Start-Time';
/** Marks a state-changing request as safe to retry; the server deduplicates on it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The only device value this portal sends. */
export const DEVICE_PC = 'pc';
/**
 * The spec's "information secret" header on news responses (list, detail and the
 * /ossApi/newsContent fragment): `sha256=<hex>`, the HMAC-SHA256 of the response body under the
 * environment's NEWS_SIGNING_SECRET (news-signature.ts). The portal's server client refuses a
 * news body whose header is missing or wrong.
 */
export const INFORMATION_SECRET_HEADER = 'X-Information-Secret';
/**
 * On an API answer that issues a token (a login) or rotates one: the token, for the portal's
 * /api proxy to keep in the httpOnly access_token cookie. The proxy removes it (and the login
 * answer's `accessToken`) before the browser sees the answer (docs/security.md, Cookies).
 */
export const SESSION_TOKEN_HEADER = 'X-Session-Token';
/** Beside SESSION_TOKEN_HEADER: seconds the session has left (the cookie's max-age). */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-In';
/**
 * Sent by the portal's proxy with the token it took from the cookie: the caller can store a
 * rotated token, so the API may rotate it. Other callers (server renders, scripts) keep theirs.
 */
export const SESSION_ROTATE_HEADER = 'X-Session-Rotate';
