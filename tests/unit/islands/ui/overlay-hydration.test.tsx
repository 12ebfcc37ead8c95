// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginModal } from '../../../../src/islands/auth/LoginModal.tsx';
import { LOGIN_MESSAGE_PREFIXES } from '../../../../src/islands/auth/LoginPanel.tsx';
import { OVERLAY_MESSAGE_PREFIXES, OverlayHost } from '../../../../src/islands/ui/OverlayHost.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { closeAllDialogs, showMessageBox } from '../../../../src/lib/stores/dialogs.ts';
import { clearToasts, showToast } from '../../../../src/lib/stores/toast.ts';
import { closeLoginModal, openLoginModal } from '../../../../src/lib/stores/user.ts';
import { hydrateServerRender } from '../../../support/island-browser.ts';

// The overlay and the login modal hydrate when something asks for them (client:overlay on the
// first toast or dialog, client:login on openLoginModal()): by then the store holds what asked,
// while their server HTML, the same on every page, shows nothing.

afterEach(() => {
  cleanup();
  clearToasts();
  closeAllDialogs();
  closeLoginModal();
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
    const { errors, recoverable } = await hydrateServerRender(
      <LoginModal i18n={islandMessages('en', LOGIN_MESSAGE_PREFIXES)} />,
      () => {
        openLoginModal();
      },
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });
});
