import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { listPeriodicalRequests } from '../../lib/endpoints/members/manager.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { RecordTable } from './RecordTable.tsx';
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
      {(requests) => (
        <RecordTable
          emptyNext="periodical"
          records={requests}
          keyOf={(request) => request.id}
          columns={[
            {
              header: t('manager.periodical.name'),
              cell: (request) => (
                <a href={periodicalPath(request.periodical.id)}>{request.periodical.name}</a>
              ),
            },
            { header: t('manager.periodical.address'), cell: (request) => request.address },
            {
              header: t('manager.periodical.status'),
              cell: (request) =>
                request.status === 'sent'
                  ? t('manager.periodical.status.sent')
                  : t('manager.periodical.status.pending'),
            },
            { header: t('manager.common.date'), cell: (request) => formatDate(request.createdAt, locale) },
          ]}
        />
      )}
    </LoadState>
  );
}
