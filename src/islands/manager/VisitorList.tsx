import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { Visitor } from '../../lib/contract/manager.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { deleteVisitor, listVisitors } from '../../lib/endpoints/visitors.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { formatPhone } from '../../lib/contract/phone.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { RecordTable, RowActionButton } from './RecordTable.tsx';
import { useConfirmedRowAction } from './use-confirmed-row-action.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { managerPath } from '../../lib/paths/index.ts';

/** Message prefixes of VisitorList. */
export const VISITOR_LIST_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.visitor.',
];

/** /manager/visitor: my visitors with edit links and deletion through the confirm dialog. */
export function VisitorList({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <VisitorListView />
    </I18nProvider>
  );
}

function VisitorListView(): ReactNode {
  const t = useT();
  const locale = useLocale();
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(() => listVisitors(api));
  const { busyId, run } = useConfirmedRowAction();

  const remove = (visitor: Visitor, all: Visitor[]): Promise<void> =>
    run(
      visitor.id,
      {
        title: t('manager.common.confirmDeleteTitle'),
        message: t('manager.visitor.confirmDelete', { name: visitor.name }),
        type: 'warning',
      },
      async () => {
        await deleteVisitor(api, visitor.id);
        setData(all.filter((item) => item.id !== visitor.id));
      },
      t('manager.common.deleted'),
    );

  return (
    <>
      <p className="mgr-actions">
        <a className="button" href={managerPath('visitor-edit')}>
          {t('manager.visitor.add')}
        </a>
        <span className="mgr-muted">{t('manager.visitor.limit')}</span>
      </p>
      <LoadState state={state} reload={reload}>
        {(visitors) => (
          <RecordTable
            emptyNext="visitor"
            records={visitors}
            keyOf={(visitor) => visitor.id}
            columns={[
              { header: t('manager.visitor.name'), cell: (visitor) => visitor.name },
              { header: t('manager.visitor.phone'), cell: (visitor) => formatPhone(visitor.phone, locale) },
              {
                header: t('manager.visitor.idType'),
                cell: (visitor) => t(`manager.visitor.idType.${visitor.idType}`),
              },
              { header: t('manager.visitor.company'), cell: (visitor) => visitor.company },
              {
                header: t('manager.common.actions'),
                className: 'mgr-actions',
                cell: (visitor) => (
                  <>
                    <a
                      href={managerPath('visitor-edit', visitor.id)}
                      aria-label={`${t('manager.common.edit')} ${visitor.name}`}
                    >
                      {t('manager.common.edit')}
                    </a>
                    <RowActionButton
                      label={t('manager.common.delete')}
                      name={visitor.name}
                      busy={busyId === visitor.id}
                      onClick={() => {
                        void remove(visitor, visitors);
                      }}
                    />
                  </>
                ),
              },
            ]}
          />
        )}
      </LoadState>
    </>
  );
}
