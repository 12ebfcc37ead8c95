import { isApiError } from '../api/api-error.ts';
import { ResponseCode } from '../contract/codes.ts';

// What a form does with a failed call: a session that ended is the API client's business (it
// already goes to login), anything else is told in the form with the API's own words.

/** Whether a failed call was refused as not logged in (the client already sends the browser to login). */
export function endedSession(error: unknown): boolean {
  return isApiError(error, 'session');
}

/** Whether a failure is the API's "not found" for an id (e.g. another user's visitor). */
export function isNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || (error.code === ResponseCode.error && /not found|不存在/i.test(error.message)))
  );
}

/** What to tell the user about a failed call: the API's message, else a generic text. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}
