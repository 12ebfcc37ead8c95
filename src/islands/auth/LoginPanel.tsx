import { useStore } from '@nanostores/react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import { createAuthFormClient } from '../../lib/auth/form-client.ts';
import type { Session } from '../../lib/contract/auth.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { readAccessToken } from '../../lib/stores/session-cookies.ts';
import { showToast } from '../../lib/stores/toast.ts';
import { completeLogin, initUserStore, logout } from '../../lib/stores/user.ts';
import { $isLogin, $user } from '../../lib/stores/user-state.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import {
  BindPhoneForm,
  EmailLoginForm,
  ForgotPasswordForm,
  PasswordLoginForm,
  RegisterForm,
  SmsLoginForm,
} from './forms.tsx';
import { WechatLogin } from './WechatLogin.tsx';
import './login.css';

/** Message prefixes the login panel and modal need; pass islandMessages(locale, LOGIN_MESSAGE_PREFIXES). */
export const LOGIN_MESSAGE_PREFIXES: readonly string[] = [
  'login.',
  'phone.',
  'a11y.showPassword',
  'a11y.hidePassword',
  'a11y.closeDialog',
];

/** The four ways to log in, in tab order. */
const tabs = ['password', 'sms', 'email', 'wechat'] as const;
type Tab = (typeof tabs)[number];
/** Views besides the tabs. */
type View = Tab | 'register' | 'forgot' | 'bind';

const tabLabels: Record<Tab, MessageKey> = {
  password: 'login.tabs.password',
  sms: 'login.tabs.sms',
  email: 'login.tabs.email',
  wechat: 'login.tabs.wechat',
};

/** Props of LoginPanel. */
export interface LoginPanelProps {
  i18n: IslandMessages;
  /** Where the /login page goes after login (already checked with loginTarget on the server). */
  redirect: string;
  /** 'page': /login, navigates to `redirect` when done; 'modal': stays on the page and calls onDone. */
  variant: 'page' | 'modal';
  onDone?: (() => void) | undefined;
  /** Client for the calls; the auth form client by default (tests point one at a local API). */
  api?: ApiClient | undefined;
  /** How the page variant leaves (tests); location.assign by default. */
  navigate?: ((url: string) => void) | undefined;
  /** WeChat poll interval (tests). */
  wechatPollMs?: number | undefined;
}

/** Login (password, SMS code, e-mail code, WeChat), registration, password reset and phone binding in one panel. */
export function LoginPanel({ i18n, ...props }: LoginPanelProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <LoginPanelView {...props} />
    </I18nProvider>
  );
}

function LoginPanelView({
  redirect,
  variant,
  onDone,
  api: givenApi,
  navigate = (url) => {
    location.assign(url);
  },
  wechatPollMs,
}: Omit<LoginPanelProps, 'i18n'>): ReactNode {
  const t = useT();
  const api = useMemo(() => givenApi ?? createAuthFormClient(), [givenApi]);
  // Binding is done with the new session: if that ends, the normal rule (go to login) applies.
  const bindApi = useMemo(() => givenApi ?? createAuthFormClient({ sessionEndNavigates: true }), [givenApi]);
  const [view, setView] = useState<View>('password');
  const [notice, setNotice] = useState<MessageKey | undefined>(undefined);
  const [hydrated, setHydrated] = useState(false);
  const isLogin = useStore($isLogin);
  const user = useStore($user);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setHydrated(true);
    // A visitor who still has a session sees who they are, with continue and logout; a stale
    // token is cleared by the profile call and the forms show.
    if (readAccessToken() !== undefined) void initUserStore(api);
  }, [api]);

  const finish = useCallback(
    (message: MessageKey) => {
      if (variant === 'page') {
        setNotice(message);
        navigate(redirect);
        return;
      }
      showToast({ message: t(message), type: 'success' });
      onDone?.();
    },
    [variant, navigate, redirect, onDone, t],
  );

  const moveFocus = useRef(false);
  const go = (next: View, message?: MessageKey): void => {
    moveFocus.current = true;
    setView(next);
    setNotice(message);
  };
  useEffect(() => {
    // The heading names the new view; moving focus there tells screen readers it changed.
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [view]);

  const onSession = useCallback(
    async (session: Session, viaWechat = false) => {
      const profile = await completeLogin(session, api);
      // A WeChat account without a phone is offered binding before it continues.
      if (viaWechat && profile !== null && profile.phone === null) {
        setView('bind');
        return;
      }
      finish(session.created === true ? 'login.registered' : 'login.success');
    },
    [api, finish],
  );
  const onWechatSession = useCallback((session: Session) => onSession(session, true), [onSession]);

  if (isLogin && view !== 'bind') {
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
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              void logout(api).then(() => {
                go('password', 'login.loggedOut');
              });
            }}
          >
            {t('login.logout')}
          </button>
        </div>
        <p className="auth-form__status" role="status">
          {notice === undefined ? null : t(notice)}
        </p>
      </section>
    );
  }

  const isTab = (tabs as readonly View[]).includes(view);
  const title: MessageKey =
    view === 'register'
      ? 'login.registerTitle'
      : view === 'forgot'
        ? 'login.forgotTitle'
        : view === 'bind'
          ? 'login.bindTitle'
          : variant === 'modal'
            ? 'login.modalTitle'
            : 'login.pageTitle';

  return (
    <section className="auth-panel" aria-labelledby={headingId} data-hydrated={hydrated || undefined}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="auth-panel__title">
        {t(title)}
      </h2>
      <p className="auth-form__status" role="status">
        {notice === undefined ? null : t(notice)}
      </p>
      {isTab && <Tabs idPrefix={headingId} current={view as Tab} onSelect={setView} />}
      <div
        className="auth-panel__body"
        {...(isTab && {
          role: 'tabpanel',
          id: `${headingId}-${view}-panel`,
          'aria-labelledby': `${headingId}-${view}`,
        })}
      >
        {view === 'password' && (
          <PasswordLoginForm
            api={api}
            onSession={onSession}
            footer={
              <>
                <button
                  type="button"
                  className="auth-link"
                  onClick={() => {
                    go('forgot');
                  }}
                >
                  {t('login.forgot')}
                </button>
                <span>
                  {t('login.noAccount')}{' '}
                  <button
                    type="button"
                    className="auth-link"
                    onClick={() => {
                      go('register');
                    }}
                  >
                    {t('login.register')}
                  </button>
                </span>
              </>
            }
          />
        )}
        {view === 'sms' && <SmsLoginForm api={api} onSession={onSession} />}
        {view === 'email' && <EmailLoginForm api={api} onSession={onSession} />}
        {view === 'wechat' && (
          <WechatLogin api={api} onSession={onWechatSession} pollIntervalMs={wechatPollMs} />
        )}
        {view === 'register' && <RegisterForm api={api} onSession={onSession} />}
        {view === 'forgot' && (
          <ForgotPasswordForm
            api={api}
            onDone={() => {
              go('password', 'login.resetDone');
            }}
          />
        )}
        {view === 'bind' && (
          <BindPhoneForm
            api={bindApi}
            onSession={async (session) => {
              await completeLogin(session, bindApi);
              finish('login.bindDone');
            }}
            footer={
              <button
                type="button"
                className="auth-link"
                onClick={() => {
                  finish('login.success');
                }}
              >
                {t('login.bindSkip')}
              </button>
            }
          />
        )}
      </div>
      {(view === 'register' || view === 'forgot') && (
        <button
          type="button"
          className="auth-link auth-panel__back"
          onClick={() => {
            go('password');
          }}
        >
          {t('login.backToLogin')}
        </button>
      )}
    </section>
  );
}

/** The tab list of the login methods (arrow keys move between tabs, as the ARIA pattern says). */
function Tabs({
  idPrefix,
  current,
  onSelect,
}: {
  idPrefix: string;
  current: Tab;
  onSelect: (tab: Tab) => void;
}): ReactNode {
  const t = useT();
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const edge = event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs[tabs.length - 1] : undefined;
    if (step === 0 && edge === undefined) return;
    event.preventDefault();
    const next = edge ?? tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length] ?? current;
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="auth-tabs" role="tablist" aria-label={t('login.tabs.label')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
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
