import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { ScheduledAction } from '../../lib/contract/editor-publish.ts';
import type { EditableEntity } from '../../lib/contract/editor-reads.ts';
import { chinaLocalInput, scheduleTime } from '../../lib/editor/schedule-input.ts';
import {
  cancelScheduledAction,
  listScheduledActions,
  scheduleItemAction,
} from '../../lib/endpoints/editor.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useLocale, useT } from '../../islands/i18n/use-t.ts';

type Kind = ScheduledAction['action'];

/** Props of SchedulePanel. */
export interface SchedulePanelProps {
  entity: EditableEntity;
  id: number;
  /** Whether the item is online now (the form offers the opposite action first). */
  online: boolean;
}

type Asking = { kind: 'schedule'; action: Kind; at: string } | { kind: 'cancel'; scheduled: ScheduledAction };

/**
 * Scheduling taking an item offline or bringing it online at a time (China time), confirmed
 * first, and the item's scheduled actions with a cancel (confirmed too) for the pending ones.
 */
export function SchedulePanel({ entity, id, online }: SchedulePanelProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [list, setList] = useState<ScheduledAction[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [action, setAction] = useState<Kind>(online ? 'offline' : 'online');
  const [time, setTime] = useState('');
  const [timeError, setTimeError] = useState<MessageKey | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const whatValues = (kind: Kind, at: string) => ({
    action: t(`editor.schedule.action.${kind}`),
    at: formatDateTime(at, locale),
  });
  const what = (kind: Kind, at: string) => t('editor.schedule.when', whatValues(kind, at));

  const reload = useCallback(async () => {
    try {
      setList(await listScheduledActions(getBrowserApiClient(), entity, id));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, [entity, id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const submit = () => {
    setNotice(null);
    const checked = scheduleTime(time, new Date());
    if (!checked.ok) {
      setTimeError(checked.error);
      setAsking(null);
      return;
    }
    setTimeError(null);
    setAsking({ kind: 'schedule', action, at: checked.at });
  };

  const confirm = async (ask: Asking) => {
    setBusy(true);
    setNotice(null);
    try {
      const api = getBrowserApiClient();
      if (ask.kind === 'schedule') {
        await scheduleItemAction(api, entity, id, { action: ask.action, at: ask.at });
        setTime('');
        setNotice({ ok: true, text: t('editor.schedule.scheduled', whatValues(ask.action, ask.at)) });
      } else {
        await cancelScheduledAction(api, ask.scheduled.id);
        setNotice({
          ok: true,
          text: t('editor.schedule.cancelled', { what: what(ask.scheduled.action, ask.scheduled.at) }),
        });
      }
      setAsking(null);
      await reload();
    } catch (error) {
      setNotice({ ok: false, text: isApiError(error) ? error.message : t('editor.schedule.failed') });
    } finally {
      setBusy(false);
    }
  };

  const confirmBox = (ask: Asking) => (
    <div className="ec-confirm" role="group" aria-labelledby="ec-schedule-ask">
      <p id="ec-schedule-ask">
        {ask.kind === 'schedule'
          ? t('editor.schedule.confirm', whatValues(ask.action, ask.at))
          : t('editor.schedule.confirmCancel', { what: what(ask.scheduled.action, ask.scheduled.at) })}
      </p>
      <div className="ec-confirm-actions">
        <button
          type="button"
          className="ec-button ec-button-primary"
          disabled={busy}
          onClick={() => void confirm(ask)}
        >
          {t(ask.kind === 'schedule' ? 'editor.schedule.yes' : 'editor.schedule.yesCancel')}
        </button>
        <button
          type="button"
          className="ec-button"
          disabled={busy}
          onClick={() => {
            setAsking(null);
          }}
        >
          {t(ask.kind === 'schedule' ? 'editor.availability.cancel' : 'editor.schedule.keep')}
        </button>
      </div>
    </div>
  );

  return (
    <section className="ec-panel" aria-labelledby="ec-schedule-title" data-testid="schedule">
      <h2 id="ec-schedule-title">{t('editor.schedule.title')}</h2>
      <p className="ec-muted">{t('editor.schedule.lead')}</p>
      {/* Inside the edit form: a group, not a form; Enter schedules instead of saving the item. */}
      <div className="ec-schedule-form" role="group" aria-labelledby="ec-schedule-title">
        <label className="ec-field">
          <span>{t('editor.schedule.actionLabel')}</span>
          <select
            className="ec-input"
            value={action}
            onChange={(event) => {
              setAction(event.target.value === 'online' ? 'online' : 'offline');
              setAsking(null);
            }}
          >
            <option value="offline">{t('editor.schedule.action.offline')}</option>
            <option value="online">{t('editor.schedule.action.online')}</option>
          </select>
        </label>
        <div className="ec-field">
          <label htmlFor="ec-schedule-time">{t('editor.schedule.timeLabel')}</label>
          <input
            id="ec-schedule-time"
            className="ec-input"
            type="datetime-local"
            value={time}
            min={chinaLocalInput(new Date())}
            aria-invalid={timeError === null ? undefined : true}
            aria-describedby={timeError === null ? undefined : 'ec-schedule-time-error'}
            onChange={(event) => {
              setTime(event.target.value);
              setTimeError(null);
              setAsking(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
          />
          {timeError !== null && (
            <p className="ec-error" id="ec-schedule-time-error">
              {t(timeError)}
            </p>
          )}
        </div>
        <div className="ec-schedule-submit">
          <button type="button" className="ec-button" disabled={busy} onClick={submit}>
            {t('editor.schedule.submit')}
          </button>
        </div>
      </div>
      {asking?.kind === 'schedule' && confirmBox(asking)}
      <p className="ec-status-line" role="status" data-testid="schedule-status">
        {notice !== null && <span className={notice.ok ? 'ec-ok' : 'ec-error'}>{notice.text}</span>}
      </p>
      <h3>{t('editor.schedule.listTitle')}</h3>
      {loadFailed && <p className="ec-error">{t('editor.schedule.loadFailed')}</p>}
      {list !== null && list.length === 0 && <p className="ec-muted">{t('editor.schedule.none')}</p>}
      {list !== null && list.length > 0 && (
        <ul className="ec-schedules" data-testid="schedule-list">
          {list.map((scheduled) => (
            <li key={scheduled.id} data-status={scheduled.status}>
              <div className="ec-schedule-row">
                <span>{what(scheduled.action, scheduled.at)}</span>
                <span className={`ec-status ec-status-${scheduled.status}`}>
                  {t(`editor.schedule.status.${scheduled.status}`)}
                </span>
                {scheduled.status === 'pending' && (
                  <button
                    type="button"
                    className="ec-button"
                    disabled={busy}
                    onClick={() => {
                      setNotice(null);
                      setAsking({ kind: 'cancel', scheduled });
                    }}
                  >
                    {t('editor.schedule.cancel')}
                  </button>
                )}
              </div>
              {scheduled.error !== null && <p className="ec-error">{scheduled.error}</p>}
              {asking?.kind === 'cancel' && asking.scheduled.id === scheduled.id && confirmBox(asking)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
