import { useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { calendarFeedUrls, type FeedUrls } from '../../lib/calendar/feed-urls.ts';
import {
  disableCalendarFeed,
  getCalendarFeedStatus,
  issueCalendarFeed,
} from '../../lib/endpoints/calendar-feed.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { confirm } from '../../lib/stores/dialogs.ts';
import { showToast } from '../../lib/stores/toast.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import '../ui/ui.css';
import './manager.css';
import './calendar-feed.css';

/** Message prefixes of CalendarFeed. */
export const CALENDAR_FEED_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.common.',
  'manager.calendarFeed.',
];

/** Props of CalendarFeed: where feed addresses start (the edition's origin and locale prefix). */
export interface CalendarFeedProps {
  i18n: IslandMessages;
  feedBase: string;
}

/**
 * The private calendar feed on fair-follow and fair-remind: turn it on, copy its webcal and https
 * addresses (shown once, right after they are made: the API keeps only a hash), make a new
 * address (the old one stops at once) or turn it off.
 */
export function CalendarFeed({ i18n, feedBase }: CalendarFeedProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <CalendarFeedView feedBase={feedBase} />
    </I18nProvider>
  );
}

function CopyField({
  label,
  copyLabel,
  value,
}: {
  label: string;
  copyLabel: string;
  value: string;
}): ReactNode {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setNote(t('manager.calendarFeed.copied'));
    } catch {
      input.current?.select();
      setNote(t('manager.calendarFeed.copyFailed'));
    }
  };
  return (
    <div className="calendar-feed__field">
      <label>
        <span className="calendar-feed__label">{label}</span>
        <input
          ref={input}
          className="input calendar-feed__url"
          type="text"
          readOnly
          value={value}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
      </label>
      <button
        type="button"
        className="button button-secondary"
        aria-label={copyLabel}
        onClick={() => void copy()}
      >
        {t('manager.calendarFeed.copy')}
      </button>
      <span className="mgr-muted" role="status">
        {note}
      </span>
    </div>
  );
}

function CalendarFeedView({ feedBase }: { feedBase: string }): ReactNode {
  const t = useT();
  const locale = useLocale();
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(() => getCalendarFeedStatus(api, { silent: true }));
  const [urls, setUrls] = useState<FeedUrls | undefined>();
  const [busy, setBusy] = useState(false);

  const issue = async (ask: boolean) => {
    if (ask) {
      try {
        await confirm({
          title: t('manager.calendarFeed.confirmRegenerateTitle'),
          message: t('manager.calendarFeed.confirmRegenerate'),
          type: 'warning',
        });
      } catch {
        return;
      }
    }
    setBusy(true);
    try {
      const issued = await issueCalendarFeed(api);
      setUrls(calendarFeedUrls(feedBase, issued.token));
      setData({ enabled: true, createdAt: issued.createdAt });
      showToast({ message: t('manager.calendarFeed.issued'), type: 'success' });
    } catch (error) {
      showToast({ message: error instanceof Error ? error.message : String(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    try {
      await confirm({
        title: t('manager.calendarFeed.confirmTurnOffTitle'),
        message: t('manager.calendarFeed.confirmTurnOff'),
        type: 'warning',
      });
    } catch {
      return;
    }
    setBusy(true);
    try {
      setData(await disableCalendarFeed(api));
      setUrls(undefined);
      showToast({ message: t('manager.calendarFeed.turnedOff'), type: 'success' });
    } catch (error) {
      showToast({ message: error instanceof Error ? error.message : String(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="mgr-section calendar-feed"
      aria-labelledby="calendar-feed-title"
      data-testid="calendar-feed"
    >
      <h2 id="calendar-feed-title">{t('manager.calendarFeed.title')}</h2>
      <p>{t('manager.calendarFeed.intro')}</p>
      <p className="mgr-muted">{t('manager.calendarFeed.reminders')}</p>
      <LoadState state={state} reload={reload}>
        {(status) => (
          <>
            {urls !== undefined ? (
              <div className="calendar-feed__new">
                <p className="notice notice-success">{t('manager.calendarFeed.newAddress')}</p>
                <p className="mgr-muted">{t('manager.calendarFeed.private')}</p>
                <CopyField
                  label={t('manager.calendarFeed.webcal')}
                  copyLabel={t('manager.calendarFeed.copyWebcal')}
                  value={urls.webcal}
                />
                <CopyField
                  label={t('manager.calendarFeed.https')}
                  copyLabel={t('manager.calendarFeed.copyHttps')}
                  value={urls.https}
                />
                <p>
                  <a href={urls.webcal}>{t('manager.calendarFeed.open')}</a>
                </p>
              </div>
            ) : status.enabled ? (
              <>
                <p>{t('manager.calendarFeed.onSince', { date: formatDate(status.createdAt, locale) })}</p>
                <p className="mgr-muted">{t('manager.calendarFeed.shownOnce')}</p>
              </>
            ) : (
              <p>{t('manager.calendarFeed.off')}</p>
            )}
            <div className="mgr-actions">
              {status.enabled ? (
                <>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => void issue(true)}
                  >
                    {t('manager.calendarFeed.regenerate')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => void turnOff()}
                  >
                    {t('manager.calendarFeed.turnOff')}
                  </button>
                </>
              ) : (
                <button type="button" className="button" disabled={busy} onClick={() => void issue(false)}>
                  {t('manager.calendarFeed.turnOn')}
                </button>
              )}
            </div>
          </>
        )}
      </LoadState>
    </section>
  );
}
