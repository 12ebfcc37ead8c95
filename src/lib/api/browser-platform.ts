import { fixedPaths, loginPath } from '../paths/index.ts';
import { reportError } from '../report/reporter.ts';
import { currentTraceId, ensureSessionId, ensureUserId } from '../stores/identity.ts';
import { clearSessionCookies, readAccessToken, readUid } from '../stores/session-cookies.ts';
import { showToast } from '../stores/toast.ts';
import { $apiErrorMessage, $interfaceResponseTime, resetUserState } from '../stores/user-state.ts';
import { localeHeader, readLocale } from '../contract/locale.ts';
import type { ApiPlatform } from './platform.ts';

// The browser's side effects of the API client: cookies for the token, the toast store,
// location for the login redirect, the store atoms for timings and the last error.

/** The page's locale, as the server rendered it into <html lang>. */
function documentLocale(): string {
  return typeof document === 'undefined' ? 'zh' : document.documentElement.lang || 'zh';
}

/** Path and query of the current page. */
function locationPathAndQuery(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`;
}

/** Goes to /login?redirect=..., unless already there (which would only nest redirects). */
function goToLogin(currentUrl: string): void {
  if (typeof location === 'undefined' || location.pathname === fixedPaths.login) return;
  location.assign(loginPath(currentUrl));
}

/** The browser platform; `overrides` replace single hooks (tests, special pages). */
export function createBrowserPlatform(overrides: Partial<ApiPlatform> = {}): ApiPlatform {
  return {
    locale: () => localeHeader(readLocale(documentLocale())),
    getToken: readAccessToken,
    clearToken: () => {
      clearSessionCookies();
      resetUserState();
    },
    currentUrl: locationPathAndQuery,
    navigateToLogin: goToLogin,
    showToast: (message, type) => {
      showToast({ message, type });
    },
    report: reportError,
    logSlow: (timing) => {
      console.warn(
        `[api] slow response ${timing.method} ${timing.path} ${String(timing.durationMs)} ms trace=${timing.traceId}`,
      );
    },
    recordTiming: (timing) => {
      $interfaceResponseTime.set(timing.durationMs);
    },
    noteError: (error) => {
      $apiErrorMessage.set(error.message);
    },
    traceId: currentTraceId,
    sessionId: ensureSessionId,
    userId: ensureUserId,
    uid: readUid,
    userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
    ...overrides,
  };
}
