import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { listFans, managerPageSize } from '../../lib/endpoints/members/manager.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { RecordTable } from './RecordTable.tsx';
import { Pager } from './Pager.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { userPath } from '../../lib/paths/index.ts';

/** Message prefixes of FansList. */
export const FANS_LIST_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'manager.fans.'];

/** usersFans (and /manager/users-fans): the users following me, paged. */
export function FansList({ i18n, page }: { i18n: IslandMessages; page: number }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <FansListView page={page} locale={i18n.locale} />
    </I18nProvider>
  );
}

function FansListView({ page, locale }: { page: number; locale: IslandMessages['locale'] }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload } = useLoad(() => listFans(api, page));
  return (
    <LoadState state={state} reload={reload}>
      {(data) => (
        <>
          <RecordTable
            emptyNext="fans"
            records={data.records}
            keyOf={(fan) => fan.id}
            columns={[
              {
                header: t('manager.fans.nickname'),
                cell: (fan) => <a href={userPath(fan.id)}>{fan.nickname}</a>,
              },
              { header: t('manager.fans.followedAt'), cell: (fan) => formatDate(fan.followedAt, locale) },
            ]}
          />
          <Pager page={page} total={data.total} pageSize={managerPageSize} />
        </>
      )}
    </LoadState>
  );
}
