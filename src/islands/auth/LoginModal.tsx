import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { LOGIN_PENDING_ATTRIBUTE, loginEvent } from '../../lib/stores/overlay-signal.ts';
import loginMessages from 'virtual:island-messages/login';
import type { Locale } from '../../lib/contract/locale.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { closeLoginModal, openLoginModal } from '../../lib/stores/user.ts';
import { $loginModal } from '../../lib/stores/user-state.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoginPanel, type LoginPanelProps } from './LoginPanel.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { DIALOG_Z_INDEX } from '../ui/z-index.ts';

/** Props of LoginModal. */
export interface LoginModalProps {
  /** The page's locale: the modal's messages come with its script (virtual:island-messages/login). */
  locale: Locale;
  /** Client for the calls (tests); the auth form client by default. */
  api?: LoginPanelProps['api'];
}

/**
 * The login modal every page hosts. Hydrated by `client:login` on the first login trigger click
 * (or openLoginModal()), so it costs anonymous readers nothing on page load. It opens with
 * $loginModal and stays on the page after login.
 */
export function LoginModal({ locale, api }: LoginModalProps): ReactNode {
  const i18n = loginMessages[locale];
  const asked = useStore($loginModal);
  // openLoginModal() before the island hydrated: the dialog opens right after hydration.
  const open = useHydrated() && asked;
  useEffect(() => {
    // The click that hydrated the island (or one made since) asked for the modal.
    const takePending = (): void => {
      const root = document.documentElement;
      if (!root.hasAttribute(LOGIN_PENDING_ATTRIBUTE)) return;
      root.removeAttribute(LOGIN_PENDING_ATTRIBUTE);
      openLoginModal();
    };
    takePending();
    window.addEventListener(loginEvent, takePending);
    return () => {
      window.removeEventListener(loginEvent, takePending);
    };
  }, []);
  if (!open) return null;
  return (
    <I18nProvider i18n={i18n}>
      <LoginDialog api={api} messages={i18n} />
    </I18nProvider>
  );
}

function LoginDialog({
  api,
  messages,
}: {
  api: LoginModalProps['api'];
  messages: IslandMessages;
}): ReactNode {
  const t = useT();
  const ref = useModalDialog((dialog) => {
    dialog.querySelector<HTMLElement>('input, [role="tab"][aria-selected="true"]')?.focus();
  });
  return (
    <dialog
      ref={ref}
      className="auth-modal"
      aria-label={t('login.modalTitle')}
      style={{ zIndex: DIALOG_Z_INDEX }}
      onCancel={(event) => {
        // Escape: the store decides, so the dialog and $loginModal never disagree.
        event.preventDefault();
        closeLoginModal();
      }}
    >
      <button
        type="button"
        className="auth-modal__close"
        aria-label={t('a11y.closeDialog')}
        onClick={closeLoginModal}
      >
        ×
      </button>
      <LoginPanel i18n={messages} variant="modal" redirect="/" onDone={closeLoginModal} api={api} />
    </dialog>
  );
}
