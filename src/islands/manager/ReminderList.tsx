import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { deleteReminder, listReminders, type Reminder } from '../../lib/endpoints/members/manager.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { EmptyList, LoadState, useLoad } from './LoadState.tsx';
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
      {(reminders) =>
        reminders.length === 0 ? (
          <EmptyList />
        ) : (
          <table className="mgr-table">
            <thead>
              <tr>
                <th scope="col">{t('manager.remind.exhibition')}</th>
                <th scope="col">{t('manager.remind.startDate')}</th>
                <th scope="col">{t('manager.remind.remindOn')}</th>
                <th scope="col">{t('manager.remind.channel')}</th>
                <th scope="col">{t('manager.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {reminders.map((reminder) => (
                <tr key={reminder.id}>
                  <td>
                    <a href={exhibitionPath(reminder.exhibition.id)}>{reminder.exhibition.name}</a>
                  </td>
                  <td>{formatDate(reminder.exhibition.startDate, locale)}</td>
                  <td>
                    {formatDate(reminder.remindOn, locale)}
                    <div className="mgr-muted">{t('remind.days', { days: reminder.daysBefore })}</div>
                  </td>
                  <td>
                    {reminder.channel === 'email' ? t('remind.channel.email') : t('remind.channel.sms')}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="mgr-button"
                      disabled={busyId === reminder.id}
                      aria-label={`${t('manager.common.delete')} ${reminder.exhibition.name}`}
                      onClick={() => {
                        void remove(reminder, reminders);
                      }}
                    >
                      {t('manager.common.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </LoadState>
  );
}
