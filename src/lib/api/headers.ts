// Header names every call sends (spec section 7). Exported so the reference API, the
// middleware and the tests name them the same way.

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

/** Locale values the API understands. */
export type ApiLocale = 'CN' | 'EN';

/** Maps the portal's locale (zh, en, zh-CN, en-US) to the API's Locale header value. */
export function toApiLocale(locale: string): ApiLocale {
  return locale.toLowerCase().startsWith('en') ? 'EN' : 'CN';
}
