import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { formatDate } from '../../lib/format.ts';
import {
  listFollows,
  managerPageSize,
  setFollowing,
  type FollowTarget,
} from '../../lib/endpoints/members/manager.ts';
import { followRow, type FollowRow } from '../../lib/manager/follow-targets.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { RecordTable, RowActionButton } from './RecordTable.tsx';
import { Pager } from './Pager.tsx';
import { useConfirmedRowAction } from './use-confirmed-row-action.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of FollowList. */
export const FOLLOW_LIST_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'manager.follow.'];

/** Props of FollowList: which kind of follow and the page from the query. */
export interface FollowListProps {
  i18n: IslandMessages;
  targetType: FollowTarget;
  page: number;
}

/** fair-follow, compony-follow, news-follow, usersFollow and industry-my: what I follow, paged, with unfollow. */
export function FollowList({ i18n, targetType, page }: FollowListProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <FollowListView targetType={targetType} page={page} locale={i18n.locale} />
    </I18nProvider>
  );
}

function FollowListView({
  targetType,
  page,
  locale,
}: {
  targetType: FollowTarget;
  page: number;
  locale: IslandMessages['locale'];
}): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload } = useLoad(() => listFollows(api, targetType, page));
  const { busyId, run } = useConfirmedRowAction();

  const unfollow = (row: FollowRow): Promise<void> =>
    run(
      row.id,
      {
        title: t('manager.follow.confirmTitle'),
        message: t('manager.follow.confirmUnfollow', { name: row.name }),
        type: 'warning',
      },
      async () => {
        await setFollowing(api, targetType, row.id, false);
        reload();
      },
      t('manager.follow.unfollowed'),
    );

  return (
    <LoadState state={state} reload={reload}>
      {(data) => (
        <>
          <RecordTable
            emptyNext={`follow-${targetType}`}
            records={data.records.map((follow) => ({ follow, row: followRow(follow, locale) }))}
            keyOf={({ row }) => row.id}
            columns={[
              {
                header: t('manager.follow.name'),
                cell: ({ row }) => (
                  <>
                    {row.removed ? (
                      <span>
                        {row.name} {t('manager.common.removed')}
                      </span>
                    ) : (
                      <a href={row.href}>{row.name}</a>
                    )}
                    {row.detail !== '' && <div className="mgr-muted">{row.detail}</div>}
                  </>
                ),
              },
              {
                header: t('manager.follow.followedAt'),
                cell: ({ follow }) => formatDate(follow.createdAt, locale),
              },
              {
                header: t('manager.common.actions'),
                cell: ({ row }) => (
                  <RowActionButton
                    label={t('manager.follow.unfollow')}
                    name={row.name}
                    busy={busyId === row.id}
                    onClick={() => {
                      void unfollow(row);
                    }}
                  />
                ),
              },
            ]}
          />
          <Pager page={page} total={data.total} pageSize={managerPageSize} />
        </>
      )}
    </LoadState>
  );
}
