import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { ApiError } from '../server/api-error.ts';

// The one shape of "too many requests": a localized wait and Retry-After, shared by the abuse
// limits, the login throttle and the verification codes.

/** "30 秒" / "30 s", whole minutes from a minute on, whole hours from an hour on. */
function waitText(locale: Locale, seconds: number): string {
  if (seconds < 60) return pick(locale, `${String(seconds)} 秒`, `${String(seconds)} s`);
  if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60);
    return pick(locale, `${String(minutes)} 分钟`, minutes === 1 ? '1 minute' : `${String(minutes)} minutes`);
  }
  const hours = Math.ceil(seconds / 3600);
  return pick(locale, `${String(hours)} 小时`, hours === 1 ? '1 hour' : `${String(hours)} hours`);
}

/**
 * A 429 in the caller's language with Retry-After in seconds (at least 1).
 * @example tooManyRequests('en', 'Too many orders', '下单过于频繁', 90).message // 'Too many orders. Try again in 2 minutes.'
 */
export function tooManyRequests(locale: Locale, en: string, zh: string, seconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  const message = pick(
    locale,
    `${zh}，请 ${waitText(locale, wait)}后再试`,
    `${en}. Try again in ${waitText(locale, wait)}.`,
  );
  return new ApiError(ResponseCode.error, 429, message, undefined, { 'Retry-After': String(wait) });
}
