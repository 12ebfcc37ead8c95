import type { ApiError, ApiErrorKind } from '../api/api-error.ts';
import type { Translate } from '../i18n/server.ts';
import { safeRedirect } from '../routes.ts';

// The failed-request list of one server request, and what /system/error answers from it: the
// error page only when something failed, otherwise a plain page or the way back (docs/routes.md).

/** One API call that failed while the server rendered this request (after its retries). */
export interface FailedRequest {
  readonly method: string;
  readonly path: string;
  readonly kind: ApiErrorKind;
  readonly status?: number | undefined;
  readonly code?: number | undefined;
}

/** The list entry of a failed call: what was asked and how it failed, never its message. */
export function failedRequestOf(error: ApiError): FailedRequest {
  return { method: error.method, path: error.path, kind: error.kind, status: error.status, code: error.code };
}

/**
 * One line of the error page's failed-request list, in the page's language.
 * @example failedRequestLine({ method: 'GET', path: '/api/exhibitions/1', kind: 'http', status: 503 }, t) // 'GET /api/exhibitions/1: HTTP 503'
 */
export function failedRequestLine(failure: FailedRequest, t: Translate): string {
  const how =
    failure.status !== undefined
      ? t('error.failure.status', { status: failure.status })
      : failure.code !== undefined
        ? t('error.failure.code', { code: failure.code })
        : failure.kind === 'timeout'
          ? t('error.failure.timeout')
          : failure.kind === 'transport'
            ? t('error.failure.transport')
            : t('error.failure.contract');
  return `${failure.method} ${failure.path}: ${how}`;
}

/** What /system/error answers. */
export type SystemErrorOutcome =
  | { readonly kind: 'error-page'; readonly failures: readonly FailedRequest[]; readonly retryHref: string }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'no-error' };

/**
 * The spec shows the error page when the list of failed requests is non-empty. A visit with no
 * failure (a bookmark, a shared or forged link) is sent back to its `redirect` target when it
 * names one (a same-site path only), else gets a plain page that says nothing failed.
 * @example systemErrorOutcome([], '/exhibition/') // { kind: 'redirect', location: '/exhibition/' }
 */
export function systemErrorOutcome(
  failures: readonly FailedRequest[] | undefined,
  redirect: string | null,
): SystemErrorOutcome {
  if (failures !== undefined && failures.length > 0) {
    return { kind: 'error-page', failures, retryHref: safeRedirect(redirect) };
  }
  if (redirect !== null && redirect.trim() !== '')
    return { kind: 'redirect', location: safeRedirect(redirect) };
  return { kind: 'no-error' };
}
