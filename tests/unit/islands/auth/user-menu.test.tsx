// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allTasks, cleanStores } from 'nanostores';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_MENU_MESSAGE_PREFIXES, UserMenu } from '../../../../src/islands/auth/UserMenu.tsx';
import { configureBrowserApiClient } from '../../../../src/lib/api/browser-client.ts';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { managerHomePath as MANAGER_HOME_PATH } from '../../../../src/lib/paths/index.ts';
import { readAccessToken } from '../../../../src/lib/stores/session-cookies.ts';
import { clearToasts } from '../../../../src/lib/stores/toast.ts';
import { $isLogin, $user } from '../../../../src/lib/stores/user-state.ts';
import { sendEnvelope, useTestServer } from '../../../../tests/support/api-test-server.ts';
import { hydrateServerRender } from '../../../../tests/support/island-browser.ts';

const profile = {
  id: 42,
  openId: null,
  phone: '13800000000',
  email: null,
  nickname: '李雷',
  avatar: null,
  role: 'member' as const,
  enterpriseVerified: false,
};

const server = useTestServer();

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  $user.set(null);
  $isLogin.set(false);
  // The island's real store and API client, pointed at the local test server.
  configureBrowserApiClient({ baseURL: server.origin });
  history.replaceState(null, '', '/exhibition/12.html?from=home');
});
afterEach(async () => {
  cleanup();
  await allTasks();
  cleanStores($user, $isLogin);
  clearToasts();
});

const zhMessages = islandMessages('zh', USER_MENU_MESSAGE_PREFIXES);

describe('UserMenu', () => {
  it('server-renders the logged-out link only, with the given redirect', () => {
    const html = renderToString(<UserMenu i18n={zhMessages} redirect="/exhibition/12.html" />);
    expect(html).toContain('href="/login?redirect=%2Fexhibition%2F12.html"');
    expect(html).toContain('登录');
    expect(html).not.toContain('/manager');
  });

  it('hydrates the server HTML without mismatch and points the login link at the current path and query', async () => {
    const { container, errors } = await hydrateServerRender(
      <UserMenu i18n={zhMessages} redirect="/exhibition/12.html" />,
    );
    expect(errors).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: '登录' });
    await waitFor(() => {
      expect(link.getAttribute('href')).toBe(
        `/login?redirect=${encodeURIComponent('/exhibition/12.html?from=home')}`,
      );
    });
    container.remove();
  });

  it('hydrates the logged-out server HTML without mismatch after a login on the page, then shows the account', async () => {
    // client:session hydrates the menu when a login fires portal:session: the store already
    // holds the user then (and the token cookie is set), while the HTML (cached, the same for
    // everyone) shows the login link.
    server.route('GET', '/api/user/getInfo', (_request, response) => {
      sendEnvelope(response, 1, profile);
    });
    const { container, errors, recoverable } = await hydrateServerRender(
      <UserMenu i18n={islandMessages('en', USER_MENU_MESSAGE_PREFIXES)} redirect="/" />,
      () => {
        document.cookie = 'access_token=tok-menu-0; path=/';
        $user.set(profile);
        $isLogin.set(true);
      },
    );
    try {
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      const account = await screen.findByRole('group', { name: 'Account' });
      expect(account.textContent).toContain('Hi, 李雷');
    } finally {
      container.remove();
    }
  });

  it('stays logged out without a token and asks the API nothing', async () => {
    render(<UserMenu i18n={zhMessages} redirect="/" />);
    await act(async () => {
      await import('../../../../src/lib/stores/user.ts');
      await allTasks();
    });
    expect(screen.getByRole('link', { name: '登录' })).toBeTruthy();
    expect(server.hits).toHaveLength(0);
  });

  it('with a token cookie: loads the profile and shows the nickname, account link and logout', async () => {
    document.cookie = 'access_token=tok-menu-1; path=/';
    server.route('GET', '/api/user/getInfo', (_request, response) => {
      sendEnvelope(response, 1, profile);
    });
    render(<UserMenu i18n={islandMessages('en', USER_MENU_MESSAGE_PREFIXES)} redirect="/" />);
    const account = await screen.findByRole('group', { name: 'Account' });
    await waitFor(() => {
      expect(account.textContent).toContain('Hi, 李雷');
    });
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(MANAGER_HOME_PATH);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(server.hitsOf('/api/user/getInfo')[0]?.headers.authorization).toContain('tok-menu-1');
  });

  it('logs out through the store and the API, forgets the token, then runs afterLogout', async () => {
    document.cookie = 'access_token=tok-menu-2; path=/';
    server.route('GET', '/api/user/getInfo', (_request, response) => {
      sendEnvelope(response, 1, profile);
    });
    server.route('GET', '/api/auth/logout', (_request, response) => {
      sendEnvelope(response, 1, null);
    });
    let reloaded = 0;
    render(
      <UserMenu
        i18n={zhMessages}
        redirect="/"
        afterLogout={() => {
          reloaded += 1;
        }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => {
      expect(reloaded).toBe(1);
    });
    expect(server.hitsOf('/api/auth/logout')).toHaveLength(1);
    expect(readAccessToken()).toBeUndefined();
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
  });
});
