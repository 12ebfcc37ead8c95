// The request policy (timeouts, retries, error texts, silent paths) as named constants shared
// by every client.

/** Request timeout of one attempt. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Retries after the first attempt on a retryable status; a timeout or no answer is never retried. */
export const RETRY_COUNT = 2;
/** Pause between attempts. */
export const RETRY_DELAY_MS = 300;
/** HTTP statuses that are retried; ofetch's default list also has 409, which we do not retry. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 425, 429, 500, 502, 503, 504];
/** Responses slower than this are logged. */
export const SLOW_RESPONSE_MS = 200;
/** Toast text when a failure carries neither errorMessage nor message. */
export const FALLBACK_ERROR_MESSAGE = '请求失败';
/** A message containing this marks a request-signature failure. */
export const SIGNATURE_FAILURE_MARKER = '接口验证失败';
/** Path prefix of object-storage files, fetched from the site origin, never the API base. */
const OSS_API_PREFIX = '/ossApi';

/** Methods that may change server state; they are retried only with an Idempotency-Key. */
const nonIdempotentMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when repeating the request cannot change the server state twice. */
function isIdempotentMethod(method: string): boolean {
  return !nonIdempotentMethods.has(method.toUpperCase());
}

/**
 * How many retries a request may use: none for a state-changing method unless it carries an
 * idempotency key, because a retried order must not become two orders.
 * @example retryBudget('POST', false, 2) // 0
 */
export function retryBudget(
  method: string,
  hasIdempotencyKey: boolean,
  retries: number = RETRY_COUNT,
): number {
  return isIdempotentMethod(method) || hasIdempotencyKey ? retries : 0;
}

/** True for paths under /ossApi, which bypass the API base. */
export function isOssPath(path: string): boolean {
  return path === OSS_API_PREFIX || path.startsWith(`${OSS_API_PREFIX}/`);
}

// Calls whose failures never toast: pay-status polling, WeChat login polling,
// /v1 paths, OSS info and every /ossApi file.
const silentPathPatterns: readonly RegExp[] = [
  /getPayStatus/i,
  /payStatus/i,
  /wxlogin/i,
  /(^|\/)v1(\/|$)/,
  /oss\/?info/i,
  /^\/ossApi(\/|$)/,
];

/** True when failures of this path must not show a toast. */
export function isSilentPath(path: string): boolean {
  const pathname = pathnameOf(path);
  return silentPathPatterns.some((pattern) => pattern.test(pathname));
}

/** The path part of a relative or absolute URL, without query or hash. */
export function pathnameOf(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  }
  return url.split(/[?#]/, 1)[0] ?? url;
}
