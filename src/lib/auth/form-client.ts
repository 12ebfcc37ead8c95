import { API_BASE_ATTRIBUTE } from '../api/browser-client.ts';
import { createBrowserPlatform } from '../api/browser-platform.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';

// The auth forms use the portal's API client (same factory, headers, retries, reports and
// cookie handling) with two browser side effects turned off:
// - no toast: a form shows its own message, in the visitor's language, next to its fields;
// - no jump to /login on a session-ending code while logging in: a blocked account (111008)
//   answering the login call must be explained in the form, not bounce the visitor to /login;
// - no error report for a refused input (an HTTP 4xx carrying a response code, e.g. a wrong SMS
//   code): that is an answer, not a fault, and the spec's report filters drop it anyway.

/** Settings of an auth form client. */
export interface AuthFormClientOptions {
  /** API base; by default the page's <html data-api-base>. */
  baseURL?: string;
  /** True for calls made with a session (phone binding): a session that ended goes to login. */
  sessionEndNavigates?: boolean;
  /** Per-attempt timeout (tests). */
  timeoutMs?: number;
}

/** Builds the API client the auth forms call. */
export function createAuthFormClient(options: AuthFormClientOptions = {}): ApiClient {
  const baseURL =
    options.baseURL ??
    (typeof document === 'undefined'
      ? ''
      : (document.documentElement.getAttribute(API_BASE_ATTRIBUTE) ?? ''));
  const browser = createBrowserPlatform();
  return createApiClient({
    baseURL,
    ossBase: '',
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    platform: {
      ...browser,
      showToast: () => undefined,
      report: (error, context) => {
        const refusedInput =
          context.kind === 'http' && context.code !== undefined && (context.status ?? 500) < 500;
        if (!refusedInput) browser.report(error, context);
      },
      navigateToLogin: (currentUrl) => {
        if (options.sessionEndNavigates === true) browser.navigateToLogin(currentUrl);
      },
    },
  });
}
