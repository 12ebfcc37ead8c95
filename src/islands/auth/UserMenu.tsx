import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { $isLogin, $user } from '../../lib/stores/user-state.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import './user-menu.css';
import { loginPath, managerHomePath } from '../../lib/paths/index.ts';

/** Message prefixes UserMenu needs; pass islandMessages(locale, USER_MENU_MESSAGE_PREFIXES). */
export const USER_MENU_MESSAGE_PREFIXES: readonly string[] = ['header.'];

/** Props of UserMenu. */
export interface UserMenuProps {
  i18n: IslandMessages;
  /** Path and query of the page as the server saw it, for the login link's redirect. */
  redirect: string;
  /** What happens after logout; a full reload by default so every island sees the new state. */
  afterLogout?: (() => void) | undefined;
}

// The store actions (and with them the API client and its zod schemas) load after hydration in
// their own chunk: the menu's first paint needs only the two atoms.
const loadUserStore = () => import('../../lib/stores/user.ts');

function reloadPage(): void {
  location.reload();
}

/**
 * The header's account area. The server always renders the logged-out link (cached HTML holds
 * no user data); after hydration the user store decides. Hydrate with client:idle.
 */
export function UserMenu({ i18n, redirect, afterLogout = reloadPage }: UserMenuProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <UserMenuView redirect={redirect} afterLogout={afterLogout} />
    </I18nProvider>
  );
}

function UserMenuView({ redirect, afterLogout }: { redirect: string; afterLogout: () => void }): ReactNode {
  const t = useT();
  // The server renders the login link for everyone: hydration does too, whatever the store holds.
  const hydrated = useHydrated();
  const isLogin = useStore($isLogin) && hydrated;
  const user = useStore($user);
  const [here, setHere] = useState(redirect);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    // The cached page may have been rendered for another query string than the one in the bar.
    setHere(`${location.pathname}${location.search}`);
    let stop: (() => void) | undefined;
    let unmounted = false;
    void loadUserStore().then((store) => {
      if (unmounted) return;
      void store.initUserStore();
      stop = store.trackRouteChanges();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  if (!isLogin) {
    return (
      // data-login-trigger: with JavaScript a plain click opens the login modal (client:login).
      <a className="user-menu__login" href={loginPath(here)} rel="nofollow" data-login-trigger="">
        {t('header.login')}
      </a>
    );
  }

  const onLogout = async (): Promise<void> => {
    setLeaving(true);
    const store = await loadUserStore();
    await store.logout();
    afterLogout();
  };

  return (
    <div className="user-menu" role="group" aria-label={t('header.account')}>
      {user !== null && (
        <span className="user-menu__greeting">{t('header.greeting', { name: user.nickname })}</span>
      )}
      <a className="user-menu__link" href={managerHomePath}>
        {t('header.manager')}
      </a>
      <button
        type="button"
        className="user-menu__logout"
        disabled={leaving}
        onClick={() => {
          void onLogout();
        }}
      >
        {t('header.logout')}
      </button>
    </div>
  );
}
