import { silentCodes } from '../contract/codes.ts';
import type { ApiError } from './api-error.ts';
import { reportKindOf, isAbortedByCaller } from './call-outcome.ts';
import type { ApiPlatform } from './platform.ts';
import { isSilentPath } from './policy.ts';

// What a failed call does, once per call after its retries are spent: a session failure signs
// out and goes to the login page, others toast (unless silent) and are reported by kind.

/** Settles a failed call on the platform and answers the error for the caller to throw. */
export function settleFailure(platform: ApiPlatform, error: ApiError, silentCall: boolean): ApiError {
  // A call its caller cancelled (e.g. an unmounted island) is not a failure anyone should see.
  if (isAbortedByCaller(error)) return error;
  platform.noteError(error);
  if (error.kind === 'session') {
    platform.clearToken();
    platform.navigateToLogin(platform.currentUrl());
    return error;
  }
  const silent =
    silentCall || isSilentPath(error.path) || (error.code !== undefined && silentCodes.has(error.code));
  if (!silent) platform.showToast(error.message, 'error');
  const kind = reportKindOf(error);
  if (kind !== undefined) {
    platform.report(error, {
      kind,
      sessionId: platform.sessionId(),
      traceId: error.traceId ?? platform.traceId(),
      userId: platform.userId(),
      uid: platform.uid(),
      platform: 'pc',
      url: platform.currentUrl(),
      userAgent: platform.userAgent(),
      method: error.method,
      path: error.path,
      status: error.status,
      code: error.code,
    });
  }
  return error;
}
