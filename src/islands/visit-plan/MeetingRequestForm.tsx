import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { MEETING_NOTE_MAX } from '../../lib/contract/meeting.ts';
import type { VisitPlan } from '../../lib/contract/visit-plan.ts';
import { requestMeeting } from '../../lib/endpoints/members/visit-plan.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { showToast } from '../../lib/stores/toast.ts';
import { meetingDays, meetingLengths, meetingStarts } from '../../lib/visit-plan/meeting-choices.ts';
import { useT } from '../i18n/use-t.ts';

/** A buyer's request for a meeting with one planned company: day, time, length and a note. */
export function MeetingRequestForm({
  exhibition,
  company,
  locale,
  onDone,
}: {
  exhibition: VisitPlan['exhibition'];
  company: { id: number; name: string };
  locale: IslandMessages['locale'];
  onDone: () => void;
}): ReactNode {
  const t = useT();
  const days = meetingDays(exhibition.startDate, exhibition.endDate, new Date().toISOString().slice(0, 10));
  const [day, setDay] = useState(days[0] ?? '');
  const [minutes, setMinutes] = useState(30);
  const starts = meetingStarts(minutes);
  const [start, setStart] = useState('10:00');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const idBase = `meeting-${String(exhibition.id)}-${String(company.id)}`;
  const chosenStart = starts.includes(start) ? start : (starts.at(-1) ?? '09:00');

  if (days.length === 0) return <p className="mgr-muted">{t('visitPlan.meeting.noDays')}</p>;

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    try {
      await requestMeeting(getBrowserApiClient(), {
        exhibitionId: exhibition.id,
        companyId: company.id,
        day,
        start: chosenStart,
        minutes,
        note,
      });
      showToast({ message: t('visitPlan.meeting.sent', { name: company.name }), type: 'success' });
      onDone();
    } catch {
      // The client showed the API's message in the reader's language; the form keeps its values.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="vp-meeting"
      aria-label={t('visitPlan.meeting.formLabel', { name: company.name })}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <div className="vp-meeting__row">
        <label htmlFor={`${idBase}-day`}>
          {t('visitPlan.meeting.day')}
          <select
            id={`${idBase}-day`}
            className="input"
            value={day}
            onChange={(e) => {
              setDay(e.target.value);
            }}
          >
            {days.map((value) => (
              <option key={value} value={value}>
                {formatDate(value, locale)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${idBase}-start`}>
          {t('visitPlan.meeting.start')}
          <select
            id={`${idBase}-start`}
            className="input"
            value={chosenStart}
            onChange={(e) => {
              setStart(e.target.value);
            }}
          >
            {starts.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${idBase}-minutes`}>
          {t('visitPlan.meeting.length')}
          <select
            id={`${idBase}-minutes`}
            className="input"
            value={String(minutes)}
            onChange={(e) => {
              setMinutes(Number(e.target.value));
            }}
          >
            {meetingLengths.map((value) => (
              <option key={value} value={String(value)}>
                {t('visitPlan.meeting.minutes', { minutes: value })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label htmlFor={`${idBase}-note`} className="vp-meeting__note">
        {t('visitPlan.meeting.note')}
        <textarea
          id={`${idBase}-note`}
          className="input"
          rows={2}
          maxLength={MEETING_NOTE_MAX}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
          }}
        />
        <span className="mgr-hint">{t('visitPlan.meeting.hours')}</span>
      </label>
      <div className="mgr-actions">
        <button type="submit" className="button" disabled={busy}>
          {t('visitPlan.meeting.send')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('visitPlan.meeting.close')}
        </button>
      </div>
    </form>
  );
}
