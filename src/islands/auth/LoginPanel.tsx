import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import { createAuthFormClient } from '../../lib/auth/form-client.ts';
import type { Session } from '../../lib/contract/auth.ts';
import { forgetPassword, registerAccount } from '../../lib/endpoints/auth.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { hasSession } from '../../lib/stores/session-cookies.ts';
import { showToast } from '../../lib/stores/toast.ts';
import { completeLogin, initUserStore, logout } from '../../lib/stores/user.ts';
import { $isLogin } from '../../lib/stores/user-state.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { CodeAndPasswordForm } from './CodeAndPasswordForm.tsx';
import { CodeForm } from './CodeForm.tsx';
import { loginTabs, LoginTabs, type LoginTab } from './LoginTabs.tsx';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { SignedInPanel } from './SignedInPanel.tsx';
import { WechatLogin } from './WechatLogin.tsx';
import './login.css';

/** The tabs and the views besides them. */
type View = LoginTab | 'register' | 'forgot' | 'bind';

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
  // The server renders the forms, and so does hydration, even when the header's menu filled the
  // user store first; a panel mounted on the client (the modal) is hydrated at once.
  const hydrated = useHydrated();
  const isLogin = useStore($isLogin) && hydrated;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // A visitor who still has a session sees who they are, with continue and logout; a stale
    // token is cleared by the profile call and the forms show.
    if (hasSession()) void initUserStore(api);
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
      <SignedInPanel
        headingId={headingId}
        variant={variant}
        redirect={redirect}
        onDone={onDone}
        notice={notice}
        onLogout={() => {
          void logout(api).then(() => {
            go('password', 'login.loggedOut');
          });
        }}
      />
    );
  }

  const isTab = (loginTabs as readonly View[]).includes(view);
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

  // On the login page the panel is the page, so its title is the page's one h1.
  const Heading = variant === 'page' ? 'h1' : 'h2';

  return (
    <section className="auth-panel" aria-labelledby={headingId} data-hydrated={hydrated || undefined}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="auth-panel__title">
        {t(title)}
      </Heading>
      <p className="auth-form__status" role="status">
        {notice === undefined ? null : t(notice)}
      </p>
      {isTab && <LoginTabs idPrefix={headingId} current={view as LoginTab} onSelect={setView} />}
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
                <AuthLink
                  onClick={() => {
                    go('forgot');
                  }}
                >
                  {t('login.forgot')}
                </AuthLink>
                <span>
                  {t('login.noAccount')}{' '}
                  <AuthLink
                    onClick={() => {
                      go('register');
                    }}
                  >
                    {t('login.register')}
                  </AuthLink>
                </span>
              </>
            }
          />
        )}
        {view === 'sms' && <CodeForm kind="sms" api={api} onSession={onSession} />}
        {view === 'email' && <CodeForm kind="email" api={api} onSession={onSession} />}
        {view === 'wechat' && (
          <WechatLogin api={api} onSession={onWechatSession} pollIntervalMs={wechatPollMs} />
        )}
        {view === 'register' && (
          <CodeAndPasswordForm
            kind="register"
            api={api}
            run={async (body) => {
              await onSession(await registerAccount(api, body));
            }}
          />
        )}
        {view === 'forgot' && (
          <CodeAndPasswordForm
            kind="forget"
            api={api}
            run={async (body) => {
              await forgetPassword(api, body);
              go('password', 'login.resetDone');
            }}
          />
        )}
        {view === 'bind' && (
          <CodeForm
            kind="bind"
            api={bindApi}
            onSession={async (session) => {
              await completeLogin(session, bindApi);
              finish('login.bindDone');
            }}
            footer={
              <AuthLink
                onClick={() => {
                  finish('login.success');
                }}
              >
                {t('login.bindSkip')}
              </AuthLink>
            }
          />
        )}
      </div>
      {(view === 'register' || view === 'forgot') && (
        <AuthLink
          className="auth-link auth-panel__back"
          onClick={() => {
            go('password');
          }}
        >
          {t('login.backToLogin')}
        </AuthLink>
      )}
    </section>
  );
}

/** A button that looks like a link and moves the panel to another view (forgot, register, back). */
function AuthLink({
  className = 'auth-link',
  onClick,
  children,
}: {
  className?: string;
  onClick: () => void;
  children: ReactNode;
}): ReactNode {
  return (
    <button type="button" className={className} onClick={onClick}>
      {children}
    </button>
  );
}
