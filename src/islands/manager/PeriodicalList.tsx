import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { listPeriodicalRequests } from '../../lib/endpoints/members/manager.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { EmptyList, LoadState, useLoad } from './LoadState.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { periodicalPath } from '../../lib/paths/index.ts';

/** Message prefixes of PeriodicalList. */
export const PERIODICAL_LIST_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.periodical.',
];

/** periodical-my: the periodical copies I asked for. */
export function PeriodicalList({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <PeriodicalListView locale={i18n.locale} />
    </I18nProvider>
  );
}

function PeriodicalListView({ locale }: { locale: IslandMessages['locale'] }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload } = useLoad(() => listPeriodicalRequests(api));
  return (
    <LoadState state={state} reload={reload}>
      {(requests) =>
        requests.length === 0 ? (
          <EmptyList />
        ) : (
          <table className="mgr-table">
            <thead>
              <tr>
                <th scope="col">{t('manager.periodical.name')}</th>
                <th scope="col">{t('manager.periodical.address')}</th>
                <th scope="col">{t('manager.periodical.status')}</th>
                <th scope="col">{t('manager.common.date')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.id}>
                  <td>
                    <a href={periodicalPath(request.periodical.id)}>{request.periodical.name}</a>
                  </td>
                  <td>{request.address}</td>
                  <td>
                    {request.status === 'sent'
                      ? t('manager.periodical.status.sent')
                      : t('manager.periodical.status.pending')}
                  </td>
                  <td>{formatDate(request.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </LoadState>
  );
}
