import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { deleteReminder, listReminders, type Reminder } from '../../lib/endpoints/members/manager.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { RecordTable, RowActionButton } from './RecordTable.tsx';
import { useConfirmedRowAction } from './use-confirmed-row-action.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { exhibitionPath } from '../../lib/paths/index.ts';

/** Message prefixes of ReminderList. */
export const REMINDER_LIST_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.remind.',
  'remind.',
];

/** fair-remind: my exhibition reminders with deletion through the confirm dialog. */
export function ReminderList({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ReminderListView locale={i18n.locale} />
    </I18nProvider>
  );
}

function ReminderListView({ locale }: { locale: IslandMessages['locale'] }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(() => listReminders(api));
  const { busyId, run } = useConfirmedRowAction();

  const remove = (reminder: Reminder, all: Reminder[]): Promise<void> =>
    run(
      reminder.id,
      {
        title: t('manager.common.confirmDeleteTitle'),
        message: t('manager.remind.confirmDelete', { name: reminder.exhibition.name }),
        type: 'warning',
      },
      async () => {
        await deleteReminder(api, reminder.id);
        setData(all.filter((item) => item.id !== reminder.id));
      },
      t('manager.common.deleted'),
    );

  return (
    <LoadState state={state} reload={reload}>
      {(reminders) => (
        <RecordTable
          emptyNext="reminder"
          records={reminders}
          keyOf={(reminder) => reminder.id}
          columns={[
            {
              header: t('manager.remind.exhibition'),
              cell: (reminder) => (
                <a href={exhibitionPath(reminder.exhibition.id)}>{reminder.exhibition.name}</a>
              ),
            },
            {
              header: t('manager.remind.startDate'),
              cell: (reminder) => formatDate(reminder.exhibition.startDate, locale),
            },
            {
              header: t('manager.remind.remindOn'),
              cell: (reminder) => (
                <>
                  {formatDate(reminder.remindOn, locale)}
                  <div className="mgr-muted">{t('remind.days', { days: reminder.daysBefore })}</div>
                </>
              ),
            },
            {
              header: t('manager.remind.channel'),
              cell: (reminder) =>
                reminder.channel === 'email' ? t('remind.channel.email') : t('remind.channel.sms'),
            },
            {
              header: t('manager.common.actions'),
              cell: (reminder) => (
                <RowActionButton
                  label={t('manager.common.delete')}
                  name={reminder.exhibition.name}
                  busy={busyId === reminder.id}
                  onClick={() => {
                    void remove(reminder, reminders);
                  }}
                />
              ),
            },
          ]}
        />
      )}
    </LoadState>
  );
}
