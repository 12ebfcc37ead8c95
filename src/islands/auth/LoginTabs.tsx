import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useT } from '../i18n/use-t.ts';

/** The four ways to log in, in tab order. */
export const loginTabs = ['password', 'sms', 'email', 'wechat'] as const;

/** One way to log in. */
export type LoginTab = (typeof loginTabs)[number];

const tabLabels: Record<LoginTab, MessageKey> = {
  password: 'login.tabs.password',
  sms: 'login.tabs.sms',
  email: 'login.tabs.email',
  wechat: 'login.tabs.wechat',
};

/** The tab list of the login methods (arrow keys move between tabs, as the ARIA pattern says). */
export function LoginTabs({
  idPrefix,
  current,
  onSelect,
}: {
  idPrefix: string;
  current: LoginTab;
  onSelect: (tab: LoginTab) => void;
}): ReactNode {
  const t = useT();
  const refs = useRef(new Map<LoginTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const edge =
      event.key === 'Home' ? loginTabs[0] : event.key === 'End' ? loginTabs[loginTabs.length - 1] : undefined;
    if (step === 0 && edge === undefined) return;
    event.preventDefault();
    const next =
      edge ?? loginTabs[(loginTabs.indexOf(current) + step + loginTabs.length) % loginTabs.length] ?? current;
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="auth-tabs" role="tablist" aria-label={t('login.tabs.label')} onKeyDown={onKeyDown}>
      {loginTabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element === null) refs.current.delete(tab);
            else refs.current.set(tab, element);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab}`}
          aria-selected={tab === current}
          aria-controls={`${idPrefix}-${tab}-panel`}
          tabIndex={tab === current ? 0 : -1}
          className="auth-tabs__tab"
          onClick={() => {
            onSelect(tab);
          }}
        >
          {t(tabLabels[tab])}
        </button>
      ))}
    </div>
  );
}
