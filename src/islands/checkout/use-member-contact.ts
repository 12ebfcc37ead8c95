import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { UserInfo } from '../../lib/contract/session.ts';
import { withMemberDetails, type ContactValues } from '../../lib/forms/contact.ts';
import { hasSession } from '../../lib/stores/session-cookies.ts';
import { refreshUser } from '../../lib/stores/user.ts';
import { $user } from '../../lib/stores/user-state.ts';
import { useLocale } from '../i18n/use-t.ts';

/**
 * The logged-in member's profile for a checkout's contact block, once `ready` (a draft restored
 * first, so its values win); null without a session. The ticket layout has no header to load the
 * user store, so the profile is fetched when the store does not hold it yet.
 */
function useMemberDetails(ready: boolean): UserInfo | null {
  const [member, setMember] = useState<UserInfo | null>(null);
  useEffect(() => {
    if (!ready || !hasSession()) return;
    let live = true;
    const known = $user.get();
    void (known === null ? refreshUser() : Promise.resolve(known)).then((user) => {
      if (live && user !== null) setMember(user);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return member;
}

/**
 * Fills a checkout's contact block with the member's details once `ready` (withMemberDetails:
 * only the fields still empty), for every form whose values hold a `contact`.
 */
export function usePrefilledContact<V extends { contact: ContactValues }>(
  ready: boolean,
  setValues: Dispatch<SetStateAction<V>>,
): void {
  const locale = useLocale();
  const member = useMemberDetails(ready);
  useEffect(() => {
    if (member !== null)
      setValues((current) => ({ ...current, contact: withMemberDetails(current.contact, member, locale) }));
  }, [member, locale, setValues]);
}
