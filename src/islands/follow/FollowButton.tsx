import { useEffect, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { isFollowing, setFollowing, type FollowTarget } from '../../lib/endpoints/members/manager.ts';
import { showToast } from '../../lib/stores/toast.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import './follow.css';

/** Message prefixes of FollowButton. */
export const FOLLOW_BUTTON_MESSAGE_PREFIXES: readonly string[] = ['follow.'];

/** Props of FollowButton. */
export interface FollowButtonProps {
  i18n: IslandMessages;
  targetType: FollowTarget;
  targetId: number;
  /** Where an anonymous reader goes: /login?redirect=<this page>. */
  loginHref: string;
}

/**
 * Follow an exhibition, company, news article or user. The server (and a cached page) renders
 * a plain login link; mounted with client:session it hydrates only for a session, then asks the
 * API whether the user follows the target and becomes a toggle button.
 */
export function FollowButton({ i18n, ...props }: FollowButtonProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <FollowToggle {...props} />
    </I18nProvider>
  );
}

function FollowToggle({ targetType, targetId, loginHref }: Omit<FollowButtonProps, 'i18n'>): ReactNode {
  const t = useT();
  const [following, setState] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    isFollowing(getBrowserApiClient(), targetType, targetId).then(
      (value) => {
        if (current) setState(value);
      },
      () => {
        // Unknown state: offer following (the call is idempotent either way).
        if (current) setState(false);
      },
    );
    return () => {
      current = false;
    };
  }, [targetType, targetId]);

  // The first render matches the server's HTML, so hydration keeps the link until the state is known.
  if (following === null)
    return (
      <a className="button button-secondary follow-button" href={loginHref} rel="nofollow">
        {t('follow.follow')}
      </a>
    );

  const toggle = async (): Promise<void> => {
    setBusy(true);
    try {
      const next = await setFollowing(getBrowserApiClient(), targetType, targetId, !following);
      setState(next);
      showToast({ message: t(next ? 'follow.followed' : 'follow.unfollowed'), type: 'success' });
    } catch {
      // The client showed the API's message; the state stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`button follow-button${following ? '' : ' button-secondary'}`}
      aria-pressed={following}
      aria-label={t('follow.follow')}
      disabled={busy}
      onClick={() => {
        void toggle();
      }}
    >
      <span aria-hidden="true">{following ? t('follow.following') : t('follow.follow')}</span>
    </button>
  );
}
