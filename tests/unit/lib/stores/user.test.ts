// @vitest-environment jsdom
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPlatform } from '../../../../src/lib/api/browser-platform.ts';
import { createApiClient, type ApiClient } from '../../../../src/lib/api/client.ts';
import {
  TRACE_ID_KEY,
  SESSION_ID_KEY,
  USER_ID_KEY,
  currentTraceId,
  ensureSessionId,
  ensureUserId,
} from '../../../../src/lib/stores/identity.ts';
import { resetStorageFallback } from '../../../../src/lib/stores/safe-storage.ts';
import { readAccessToken, readUid } from '../../../../src/lib/stores/session-cookies.ts';
import { $toasts, clearToasts } from '../../../../src/lib/stores/toast.ts';
import {
  PAGE_LOAD_EVENT,
  closeLoginModal,
  completeLogin,
  initUserStore,
  loadKeywordLinks,
  logout,
  onRouteChange,
  openLoginModal,
  setSession,
  trackRouteChanges,
} from '../../../../src/lib/stores/user.ts';
import {
  $apiErrorMessage,
  $interfaceResponseTime,
  $isLogin,
  $links,
  $loginModal,
  $openId,
  $user,
} from '../../../../src/lib/stores/user-state.ts';
import { sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

const profile = {
  id: 42,
  openId: 'wx-open-42',
  phone: '13800000000',
  email: null,
  nickname: 'Li',
  avatar: null,
  role: 'member',
  enterpriseVerified: false,
};

const server = useTestServer();
let navigations: string[];
let api: ApiClient;

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  resetStorageFallback();
  navigations = [];
  // cleanStores drops listeners but keeps values, so every test starts from the initial state.
  $user.set(null);
  $openId.set(null);
  $isLogin.set(false);
  $links.set([]);
  $loginModal.set(false);
  $interfaceResponseTime.set(0);
  $apiErrorMessage.set('');
  // The real browser platform (cookies, stores, toasts); only the page navigation is recorded,
  // because jsdom cannot navigate.
  api = createApiClient({
    baseURL: server.origin,
    ossBase: server.origin,
    retryDelayMs: 10,
    platform: createBrowserPlatform({ navigateToLogin: (url) => navigations.push(url) }),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanStores(
    $user,
    $isLogin,
    $openId,
    $links,
    $loginModal,
    $interfaceResponseTime,
    $apiErrorMessage,
    $toasts,
  );
  clearToasts();
});

describe('initUserStore', () => {
  it('with an access_token cookie: logged in at once, then the profile is fetched with the token', async () => {
    document.cookie = 'access_token=tok-start-1; path=/';
    document.cookie = 'uid=42; path=/';
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      sendEnvelope(response, 1, profile);
    });
    const started = initUserStore(api);
    expect($isLogin.get()).toBe(true);
    await started;
    await allTasks();
    expect($user.get()).toEqual(profile);
    expect($openId.get()).toBe('wx-open-42');
    expect($isLogin.get()).toBe(true);
    expect(server.hits[0]?.headers.authorization).toBe('Bearer tok-start-1');
    expect($interfaceResponseTime.get()).toBeGreaterThanOrEqual(0);
  });

  it('with the uid cookie only (the token is httpOnly): logged in at once, the profile fetched without a script-set Authorization', async () => {
    document.cookie = 'uid=42; path=/';
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      sendEnvelope(response, 1, profile);
    });
    const started = initUserStore(api);
    expect($isLogin.get()).toBe(true);
    await started;
    await allTasks();
    expect($user.get()).toEqual(profile);
    expect(server.hits[0]?.headers.authorization).toBeUndefined();
  });

  it('without the cookie: logged out and no profile request', async () => {
    await initUserStore(api);
    expect($isLogin.get()).toBe(false);
    expect($user.get()).toBeNull();
    expect(server.hits).toEqual([]);
  });

  it('on a session-ending code: clears the cookies and the user, and goes to login', async () => {
    document.cookie = 'access_token=tok-expired; path=/';
    document.cookie = 'uid=42; path=/';
    window.history.replaceState(null, '', '/manager/ticket-my?page=2');
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      sendEnvelope(response, 200016, null);
    });
    await initUserStore(api);
    expect($isLogin.get()).toBe(false);
    expect($user.get()).toBeNull();
    expect(readAccessToken()).toBeUndefined();
    expect(readUid()).toBeUndefined();
    expect(navigations).toEqual(['/manager/ticket-my?page=2']);
    expect($toasts.get()).toEqual([]);
  });

  it('on another failure: keeps the cookie login, toasts, and records the error message', async () => {
    document.cookie = 'access_token=tok-ok; path=/';
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      sendEnvelope(response, 0, null, { errorMessage: '服务繁忙' });
    });
    await initUserStore(api);
    expect($isLogin.get()).toBe(true);
    expect($user.get()).toBeNull();
    expect($toasts.get().map((toast) => [toast.message, toast.type])).toEqual([['服务繁忙', 'error']]);
    expect($apiErrorMessage.get()).toBe('服务繁忙');
  });

  it.each([
    ['malformed percent-encoding', 'access_token=%E0%A4%A'],
    ['a placeholder value', 'access_token=undefined'],
    ['an empty value', 'access_token='],
    ['characters a header cannot carry', 'access_token=tok%0Ainjected'],
    ['non-ASCII text', 'access_token=%E4%BD%A0%E5%A5%BD'],
  ])('treats an access_token cookie with %s as logged out, without crashing', async (_name, cookie) => {
    document.cookie = `${cookie}; path=/`;
    document.cookie = 'uid=not-a-number; path=/';
    await expect(initUserStore(api)).resolves.toBeUndefined();
    expect($isLogin.get()).toBe(false);
    expect(readUid()).toBeUndefined();
    expect(server.hits).toEqual([]);
  });

  it('replaces garbage ids in localStorage instead of sending them', async () => {
    localStorage.setItem(SESSION_ID_KEY, '<script>');
    localStorage.setItem(USER_ID_KEY, '');
    sessionStorage.setItem(TRACE_ID_KEY, 'x'.repeat(500));
    await initUserStore(api);
    expect(ensureSessionId()).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(ensureUserId()).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(currentTraceId()).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('survives storage that throws on every access', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(initUserStore(api)).resolves.toBeUndefined();
    const first = ensureSessionId();
    expect(ensureSessionId()).toBe(first);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe('setSession and completeLogin', () => {
  it('set the uid cookie (the proxy keeps the token) and log in', async () => {
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      sendEnvelope(response, 1, profile);
    });
    openLoginModal();
    await completeLogin({ uid: 42, expiresIn: 3600 }, api);
    expect(readAccessToken()).toBeUndefined();
    expect(readUid()).toBe('42');
    expect($isLogin.get()).toBe(true);
    expect($loginModal.get()).toBe(false);
    expect($user.get()).toEqual(profile);
    expect(server.hits[0]?.headers.authorization).toBeUndefined();
  });

  it('setSession alone marks the visitor logged in', () => {
    setSession({ uid: 7, expiresIn: 60 });
    expect($isLogin.get()).toBe(true);
    expect(readUid()).toBe('7');
  });
});

describe('logout', () => {
  it('calls the API and clears cookies and user', async () => {
    server.route('GET', '/api/auth/logout', (_hit, response) => {
      sendEnvelope(response, 1, null);
    });
    setSession({ uid: 9, expiresIn: 60 });
    await logout(api);
    expect(server.hitsOf('/api/auth/logout')).toHaveLength(1);
    expect(readUid()).toBeUndefined();
    expect($isLogin.get()).toBe(false);
  });

  it('clears the session locally even when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.route('GET', '/api/auth/logout', (_hit, response) => {
      sendJson(response, 500, {});
    });
    setSession({ uid: 9, expiresIn: 60 });
    await logout(api);
    expect(readUid()).toBeUndefined();
    expect($isLogin.get()).toBe(false);
  });
});

describe('loadKeywordLinks', () => {
  it('loads the links from /ossApi/InnerChainInfo/key.json', async () => {
    const links = [{ url: '/exhibition/1.html', content: '广交会' }];
    server.route('GET', '/ossApi/InnerChainInfo/key.json', (_hit, response) => {
      sendJson(response, 200, links);
    });
    await loadKeywordLinks(api);
    expect($links.get()).toEqual(links);
  });

  it('keeps the links empty and shows no toast when the file is missing', async () => {
    await loadKeywordLinks(api);
    expect($links.get()).toEqual([]);
    expect($toasts.get()).toEqual([]);
  });
});

describe('login modal', () => {
  it('opens and closes', () => {
    openLoginModal();
    expect($loginModal.get()).toBe(true);
    closeLoginModal();
    expect($loginModal.get()).toBe(false);
  });
});

describe('trace, session and user ids', () => {
  it('a route change creates a new trace id in sessionStorage, sent with the next call', async () => {
    server.route('GET', '/api/ping', (_hit, response) => {
      sendEnvelope(response, 1, null);
    });
    const first = onRouteChange();
    await api.get('/api/ping');
    const second = onRouteChange();
    await api.get('/api/ping');
    expect(first).not.toBe(second);
    expect(sessionStorage.getItem(TRACE_ID_KEY)).toBe(second);
    expect(server.hits.map((hit) => hit.headers['x-trace-id'])).toEqual([first, second]);
  });

  it('astro:page-load triggers a route change until tracking stops', () => {
    const stop = trackRouteChanges();
    const before = currentTraceId();
    document.dispatchEvent(new Event(PAGE_LOAD_EVENT));
    const after = currentTraceId();
    expect(after).not.toBe(before);
    stop();
    document.dispatchEvent(new Event(PAGE_LOAD_EVENT));
    expect(currentTraceId()).toBe(after);
  });

  it('the session id and user id are permanent in localStorage', () => {
    const sessionId = ensureSessionId();
    const userId = ensureUserId();
    onRouteChange();
    expect(ensureSessionId()).toBe(sessionId);
    expect(ensureUserId()).toBe(userId);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(sessionId);
    expect(localStorage.getItem(USER_ID_KEY)).toBe(userId);
  });
});
