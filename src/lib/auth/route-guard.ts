import { stripLocalePrefix } from '../edition.ts';
import { loginPath } from '../paths/index.ts';
import { requiresLogin } from '../routes.ts';
import { hasSession } from '../stores/session-cookies.ts';
import { resetUserState } from '../stores/user-state.ts';

// The client's half of the login guard. The server redirects a request without a token
// (src/middleware.ts); this covers what it cannot see: a page shown again from the back-forward
// cache, or a tab left open, after the token cookie was cleared (logout elsewhere, expiry).

/**
 * The login URL a page must go to, or null when it may stay.
 * @example loginRedirectFor('/manager/fair-my', '?p=2', false) // '/login?redirect=%2Fmanager%2Ffair-my%3Fp%3D2'
 */
export function loginRedirectFor(pathname: string, search: string, hasToken: boolean): string | null {
  if (hasToken || !requiresLogin(stripLocalePrefix(pathname))) return null;
  return loginPath(`${pathname}${search}`);
}

/** Sends a guarded page without a token to login (and forgets the user in the store). */
function enforceLoginGuard(): boolean {
  const target = loginRedirectFor(location.pathname, location.search, hasSession());
  if (target === null) return false;
  resetUserState();
  location.replace(target);
  return true;
}

/** Checks now, on every back-forward restore and whenever the tab becomes visible again. */
export function watchLoginGuard(): () => void {
  const check = (): void => {
    if (document.visibilityState === 'visible') enforceLoginGuard();
  };
  enforceLoginGuard();
  window.addEventListener('pageshow', check);
  document.addEventListener('visibilitychange', check);
  return () => {
    window.removeEventListener('pageshow', check);
    document.removeEventListener('visibilitychange', check);
  };
}
