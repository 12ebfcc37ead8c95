import { task } from 'nanostores';
import { isApiError } from '../api/api-error.ts';
import { getUserInfo, logout as logoutRequest } from '../endpoints/auth.ts';
import { getBrowserApiClient } from '../api/browser-client.ts';
import type { ApiClient } from '../api/client.ts';
import { getKeywordLinks } from '../endpoints/oss.ts';
import type { Session, UserInfo } from '../contract/auth.ts';
import { ensureSessionId, ensureUserId, newTraceId } from './identity.ts';
import { signalLogin, signalSession } from './overlay-signal.ts';
import { clearSessionCookies, hasSession, writeSessionCookies } from './session-cookies.ts';
import { $isLogin, $isWebp, $links, $loginModal, $openId, $user, resetUserState } from './user-state.ts';

// The global user store: atoms from user-state.ts plus the actions
// that change them. Actions default to the shared browser client; tests pass their own.

/** DOM event Astro fires after every page load, including view-transition navigations. */
export const PAGE_LOAD_EVENT = 'astro:page-load';

/**
 * Starts the store on page start: ids in storage, webp support, and the login state. With a
 * uid cookie (the readable sign of the httpOnly access_token cookie) the visitor counts as
 * logged in at once and the profile is fetched.
 */
export async function initUserStore(api: ApiClient = getBrowserApiClient()): Promise<void> {
  ensureSessionId();
  ensureUserId();
  $isWebp.set(detectWebp());
  if (!hasSession()) {
    resetUserState();
    return;
  }
  $isLogin.set(true);
  await refreshUser(api);
}

/**
 * Fetches the profile with getInfo. Success logs the visitor in; a session-ending code logs
 * them out; any other failure leaves the state as it was (the call already showed a toast).
 */
export function refreshUser(api: ApiClient = getBrowserApiClient()): Promise<UserInfo | null> {
  return task(async () => {
    try {
      const user = await getUserInfo(api);
      $user.set(user);
      $openId.set(user.openId);
      $isLogin.set(true);
      return user;
    } catch (error) {
      if (isApiError(error, 'session')) {
        clearSessionCookies();
        resetUserState();
      }
      return null;
    }
  });
}

/** Remembers a new session (the uid cookie; the proxy keeps the token) and marks the visitor logged in. */
export function setSession(session: Pick<Session, 'accessToken' | 'uid' | 'expiresIn'>): void {
  writeSessionCookies(session);
  $isLogin.set(true);
  signalSession();
}

/** Completes a login: stores the session, closes the login modal and loads the profile. */
export async function completeLogin(
  session: Session,
  api: ApiClient = getBrowserApiClient(),
): Promise<UserInfo | null> {
  setSession(session);
  $loginModal.set(false);
  return refreshUser(api);
}

/** Logs out on the server (best effort) and always forgets the session locally. */
export async function logout(api: ApiClient = getBrowserApiClient()): Promise<void> {
  try {
    await task(() => logoutRequest(api));
  } catch {
    // The local logout must happen even when the server cannot be reached.
  } finally {
    clearSessionCookies();
    resetUserState();
  }
}

/** Loads the keyword links into $links; on failure they stay as they were. */
export function loadKeywordLinks(api: ApiClient = getBrowserApiClient()): Promise<void> {
  return task(async () => {
    try {
      $links.set(await getKeywordLinks(api));
    } catch {
      // /ossApi calls are silent; an article without keyword links is still complete.
    }
  });
}

/** Opens the login modal (and wakes its island, which hydrates only on demand). */
export function openLoginModal(): void {
  $loginModal.set(true);
  signalLogin();
}

/** Closes the login modal. */
export function closeLoginModal(): void {
  $loginModal.set(false);
}

/** Starts a new trace id for the route just entered, so one page view's calls and reports share it. */
export function onRouteChange(): string {
  return newTraceId();
}

/** Calls onRouteChange on every astro:page-load; returns the function that stops it. */
export function trackRouteChanges(target: EventTarget = document): () => void {
  const listener = (): void => {
    onRouteChange();
  };
  target.addEventListener(PAGE_LOAD_EVENT, listener);
  return () => {
    target.removeEventListener(PAGE_LOAD_EVENT, listener);
  };
}

/** True when the browser can encode (and so decode) webp; false wherever it cannot be told. */
export function detectWebp(): boolean {
  try {
    if (typeof document === 'undefined') return false;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const dataUrl: unknown = canvas.toDataURL('image/webp');
    return typeof dataUrl === 'string' && dataUrl.startsWith('data:image/webp');
  } catch {
    return false;
  }
}
