import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { ApiError } from '../server/api-error.ts';
import { apiText, type ApiText } from '../server/api-messages.ts';

// The one shape of "too many requests": a wait in the caller's language and Retry-After, shared
// by the abuse limits, the login throttle and the verification codes.

/** "30 秒" / "30 s", whole minutes from a minute on, whole hours from an hour on. */
function waitText(seconds: number): ApiText {
  if (seconds < 60) return apiText('apiMessage.wait.seconds', { n: seconds });
  if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1
      ? apiText('apiMessage.wait.minute')
      : apiText('apiMessage.wait.minutes', { n: minutes });
  }
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? apiText('apiMessage.wait.hour') : apiText('apiMessage.wait.hours', { n: hours });
}

/**
 * A 429 in both languages with Retry-After in seconds (at least 1).
 * @example tooManyRequests(apiText('apiMessage.limit.orders'), 90).message // 'Too many orders. Try again in 2 minutes.'
 */
export function tooManyRequests(subject: ApiText, seconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  const message = apiText('apiMessage.tooManyRequests', { subject, wait: waitText(wait) });
  return new ApiError(ResponseCode.error, 429, message, undefined, { 'Retry-After': String(wait) });
}
