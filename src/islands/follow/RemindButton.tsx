import { useEffect, useId, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import {
  deleteReminder,
  listReminders,
  setReminder,
  type Reminder,
} from '../../lib/endpoints/members/manager.ts';
import { endedSession, failureText } from '../../lib/forms/submit-failure.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import './follow.css';

/** Message prefixes of RemindButton. */
export const REMIND_BUTTON_MESSAGE_PREFIXES: readonly string[] = ['remind.', 'api.requestFailed'];

/** Days-before choices offered (the API takes 1-60). */
const dayChoices: readonly number[] = [1, 3, 7, 15, 30];

/** Props of RemindButton. */
export interface RemindButtonProps {
  i18n: IslandMessages;
  exhibitionId: number;
  /** Where an anonymous reader goes: /login?redirect=<this page>. */
  loginHref: string;
}

/**
 * Sets, changes or removes my reminder for an upcoming exhibition. Server-rendered as a login
 * link; with client:session it hydrates for a session and opens a small inline form.
 */
export function RemindButton({ i18n, ...props }: RemindButtonProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <RemindControl {...props} locale={i18n.locale} />
    </I18nProvider>
  );
}

function RemindControl({
  exhibitionId,
  loginHref,
  locale,
}: Omit<RemindButtonProps, 'i18n'> & { locale: IslandMessages['locale'] }): ReactNode {
  const t = useT();
  const panelId = useId();
  const [reminder, setCurrent] = useState<Reminder | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(7);
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    let current = true;
    listReminders(getBrowserApiClient(), { silent: true }).then(
      (all) => {
        if (!current) return;
        const mine = all.find((item) => item.exhibition.id === exhibitionId) ?? null;
        setCurrent(mine);
        if (mine !== null) {
          setDays(mine.daysBefore);
          setChannel(mine.channel === 'email' ? 'email' : 'sms');
        }
      },
      () => {
        if (current) setCurrent(null);
      },
    );
    return () => {
      current = false;
    };
  }, [exhibitionId]);

  if (reminder === undefined)
    return (
      <a className="button button-secondary follow-button" href={loginHref} rel="nofollow">
        {t('remind.remind')}
      </a>
    );

  const run = async (action: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      if (!endedSession(error))
        setMessage({ kind: 'error', text: failureText(error, t('api.requestFailed')) });
    } finally {
      setBusy(false);
    }
  };
  const save = (): Promise<void> =>
    run(async () => {
      const saved = await setReminder(getBrowserApiClient(), { exhibitionId, daysBefore: days, channel });
      setCurrent(saved);
      setMessage({ kind: 'success', text: t('remind.saved', { date: formatDate(saved.remindOn, locale) }) });
    });
  const remove = (): Promise<void> =>
    run(async () => {
      if (reminder === null) return;
      await deleteReminder(getBrowserApiClient(), reminder.id);
      setCurrent(null);
      setMessage({ kind: 'success', text: t('remind.removed') });
    });

  return (
    <span className="remind">
      <button
        type="button"
        className={`button follow-button${reminder === null ? ' button-secondary' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {reminder === null ? t('remind.remind') : t('remind.isSet')}
      </button>
      <div
        id={panelId}
        className="remind-panel"
        role="group"
        aria-label={t('remind.dialogTitle')}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <label>
          {t('remind.daysBefore')}{' '}
          <select
            value={days}
            onChange={(event) => {
              setDays(Number(event.currentTarget.value));
            }}
          >
            {dayChoices.map((value) => (
              <option key={value} value={value}>
                {t('remind.days', { days: value })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('remind.channel')}{' '}
          <select
            value={channel}
            onChange={(event) => {
              setChannel(event.currentTarget.value === 'email' ? 'email' : 'sms');
            }}
          >
            <option value="sms">{t('remind.channel.sms')}</option>
            <option value="email">{t('remind.channel.email')}</option>
          </select>
        </label>
        <div role="alert">{message?.kind === 'error' ? message.text : null}</div>
        <div role="status">{message?.kind === 'success' ? message.text : null}</div>
        <span>
          <button
            type="button"
            className="button follow-button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void save()}
          >
            {t('remind.save')}
          </button>{' '}
          {reminder !== null && (
            <button
              type="button"
              className="button button-secondary follow-button"
              disabled={busy}
              onClick={() => void remove()}
            >
              {t('remind.remove')}
            </button>
          )}
        </span>
      </div>
    </span>
  );
}
