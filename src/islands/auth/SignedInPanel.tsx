import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { $user } from '../../lib/stores/user-state.ts';
import { useT } from '../i18n/use-t.ts';

/** Props of SignedInPanel. */
export interface SignedInPanelProps {
  /** The id of the panel's heading (the login panel's own). */
  headingId: string;
  variant: 'page' | 'modal';
  /** Where "continue" goes on the /login page. */
  redirect: string;
  /** What "continue" does in the modal. */
  onDone?: (() => void) | undefined;
  /** The last thing the panel said (announced in its status region). */
  notice: MessageKey | undefined;
  onLogout: () => void;
}

/** What a visitor who still has a session sees instead of the forms: who they are, continue and logout. */
export function SignedInPanel({
  headingId,
  variant,
  redirect,
  onDone,
  notice,
  onLogout,
}: SignedInPanelProps): ReactNode {
  const t = useT();
  const user = useStore($user);
  return (
    <section className="auth-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="auth-panel__title">
        {user === null ? t('login.success') : t('login.loggedInAs', { name: user.nickname })}
      </h2>
      <div className="auth-panel__actions">
        {variant === 'page' ? (
          <a className="button" href={redirect}>
            {t('login.continue')}
          </a>
        ) : (
          <button type="button" className="button" onClick={onDone}>
            {t('login.continue')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onLogout}>
          {t('login.logout')}
        </button>
      </div>
      <p className="auth-form__status" role="status">
        {notice === undefined ? null : t(notice)}
      </p>
    </section>
  );
}
