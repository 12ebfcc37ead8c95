// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginModal } from '../../../../src/islands/auth/LoginModal.tsx';
import { LoginPanel } from '../../../../src/islands/auth/LoginPanel.tsx';
import { LOGIN_MESSAGE_PREFIXES } from '../../../../src/islands/auth/login-messages.ts';
import { OVERLAY_MESSAGE_PREFIXES, OverlayHost } from '../../../../src/islands/ui/OverlayHost.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { closeAllDialogs, showMessageBox } from '../../../../src/lib/stores/dialogs.ts';
import { clearToasts, showToast } from '../../../../src/lib/stores/toast.ts';
import { closeLoginModal, openLoginModal } from '../../../../src/lib/stores/user.ts';
import { resetUserState, $isLogin, $user } from '../../../../src/lib/stores/user-state.ts';
import { hydrateServerRender } from '../../../support/island-browser.ts';

// The overlay and the login modal hydrate when something asks for them (client:overlay on the
// first toast or dialog, client:login on openLoginModal()): by then the store holds what asked,
// while their server HTML, the same on every page, shows nothing. The login page's panel may find
// the user store filled by the header's menu before it hydrates.

afterEach(() => {
  cleanup();
  clearToasts();
  closeAllDialogs();
  closeLoginModal();
  resetUserState();
  document.body.innerHTML = '';
});

describe('islands woken by what they show', () => {
  it('the overlay hydrates the empty server HTML, then shows the toast and the message box that woke it', async () => {
    const { errors, recoverable } = await hydrateServerRender(
      <OverlayHost i18n={islandMessages('en', OVERLAY_MESSAGE_PREFIXES)} />,
      () => {
        showToast({ message: 'Saved', type: 'success' });
        void showMessageBox({ title: 'Notice', message: 'The fair moved', type: 'info' });
      },
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect((await screen.findByRole('status')).textContent).toContain('Saved');
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeTruthy();
  });

  it('the login modal hydrates the empty server HTML, then opens when it was asked for before', async () => {
    const { errors, recoverable } = await hydrateServerRender(<LoginModal locale="en" />, () => {
      openLoginModal();
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it("the login page's panel hydrates its form, then shows who is logged in when the store knew first", async () => {
    const { errors, recoverable } = await hydrateServerRender(
      <LoginPanel
        i18n={islandMessages('en', LOGIN_MESSAGE_PREFIXES)}
        variant="page"
        redirect="/wiki"
        navigate={() => undefined}
      />,
      () => {
        $user.set({
          id: 7,
          openId: null,
          phone: '13800000007',
          email: null,
          nickname: 'Ada',
          avatar: null,
          role: 'member',
          enterpriseVerified: false,
        });
        $isLogin.set(true);
      },
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByText('You are logged in as Ada')).toBeTruthy();
  });
});
