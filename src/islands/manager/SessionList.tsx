import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import {
  endOtherSessions,
  endSession,
  listSessions,
  type ManagedSession,
} from '../../lib/endpoints/members/sessions.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { loginPath, managerPath } from '../../lib/paths/index.ts';
import { logout } from '../../lib/stores/user.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { RecordTable, RowActionButton } from './RecordTable.tsx';
import { useConfirmedRowAction } from './use-confirmed-row-action.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of SessionList. */
export const SESSION_LIST_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.sessions.',
];

// Session ids are positive, so 0 is free to mark "log out all other devices" as the busy action.
const allOthers = 0;

/** sessions: every device logged in to my account; I end any one, or all but this one. */
export function SessionList({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <SessionListView locale={i18n.locale} />
    </I18nProvider>
  );
}

function SessionListView({ locale }: { locale: IslandMessages['locale'] }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(() => listSessions(api));
  const { busyId, run } = useConfirmedRowAction();
  const deviceOf = (session: ManagedSession) =>
    session.userAgent === '' ? t('manager.sessions.unknownDevice') : session.userAgent;

  const end = (session: ManagedSession, all: ManagedSession[]): Promise<void> =>
    run(
      session.id,
      {
        title: t('manager.sessions.confirmTitle'),
        message: session.current
          ? t('manager.sessions.confirmLogout')
          : t('manager.sessions.confirmEnd', { device: deviceOf(session) }),
        type: 'warning',
      },
      async () => {
        if (session.current) {
          // Ending the session this page runs in is a logout: the cookies go too.
          await logout(api);
          location.assign(loginPath(managerPath('sessions')));
          return;
        }
        await endSession(api, session.id);
        setData(all.filter((item) => item.id !== session.id));
      },
      t('manager.sessions.ended'),
    );

  const endOthers = (all: ManagedSession[]): Promise<void> => {
    const others = all.filter((session) => !session.current).length;
    return run(
      allOthers,
      {
        title: t('manager.sessions.confirmTitle'),
        message: t('manager.sessions.confirmEndOthers', { number: others }),
        type: 'warning',
      },
      async () => {
        await endOtherSessions(api);
        setData(all.filter((session) => session.current));
      },
      t('manager.sessions.endedOthers', { number: others }),
    );
  };

  return (
    <>
      <p className="mgr-muted">{t('manager.sessions.intro')}</p>
      <LoadState state={state} reload={reload}>
        {(sessions) => (
          <>
            <RecordTable
              records={sessions}
              keyOf={(session) => session.id}
              testId="session-list"
              columns={[
                {
                  header: t('manager.sessions.device'),
                  cell: (session) => (
                    <>
                      {deviceOf(session)}
                      {session.current && (
                        <div>
                          <strong>{t('manager.sessions.current')}</strong>
                        </div>
                      )}
                    </>
                  ),
                },
                { header: t('manager.sessions.address'), cell: (session) => session.address },
                {
                  header: t('manager.sessions.created'),
                  cell: (session) => formatDateTime(session.createdAt, locale),
                },
                {
                  header: t('manager.sessions.lastUsed'),
                  cell: (session) => formatDateTime(session.lastUsedAt, locale),
                },
                {
                  header: t('manager.common.actions'),
                  cell: (session) => (
                    <RowActionButton
                      label={session.current ? t('manager.sessions.logout') : t('manager.sessions.end')}
                      name={deviceOf(session)}
                      busy={busyId === session.id}
                      onClick={() => {
                        void end(session, sessions);
                      }}
                    />
                  ),
                },
              ]}
            />
            {sessions.some((session) => !session.current) ? (
              <p>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busyId === allOthers}
                  onClick={() => {
                    void endOthers(sessions);
                  }}
                >
                  {t('manager.sessions.endOthers')}
                </button>
              </p>
            ) : (
              sessions.length > 0 && <p className="mgr-muted">{t('manager.sessions.onlyThis')}</p>
            )}
          </>
        )}
      </LoadState>
    </>
  );
}
