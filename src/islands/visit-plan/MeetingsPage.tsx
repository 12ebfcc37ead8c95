import { useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { Meeting, MyMeetings } from '../../lib/contract/meeting.ts';
import type { ExhibitorDesk } from '../../lib/contract/visit-plan.ts';
import {
  cancelMeeting,
  decideMeeting,
  getExhibitorDesk,
  listMeetings,
} from '../../lib/endpoints/members/visit-plan.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { exhibitionPath } from '../../lib/paths/index.ts';
import { showToast } from '../../lib/stores/toast.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { EmptyList, LoadState, useLoad } from '../manager/LoadState.tsx';
import { RecordTable } from '../manager/RecordTable.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import '../manager/manager.css';
import './visit-plan.css';

/** Message prefixes of MeetingsPage. */
export const MEETINGS_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'meetings.'];

/** A company member's answers to a request, in the order their buttons stand. */
const decisions = ['accept', 'decline'] as const;
type Decision = (typeof decisions)[number];

const statusKey: Readonly<Record<Meeting['status'], MessageKey>> = {
  requested: 'meetings.status.requested',
  accepted: 'meetings.status.accepted',
  declined: 'meetings.status.declined',
  cancelled: 'meetings.status.cancelled',
};

/**
 * /manager/meetings: the meetings I asked for (requested, accepted, declined) and, for a company
 * member, how many buyers planned to visit and the requests to answer.
 */
export function MeetingsPage({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <MeetingsView locale={i18n.locale} />
    </I18nProvider>
  );
}

function MeetingsView({ locale }: { locale: IslandMessages['locale'] }): ReactNode {
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(async () => {
    const [meetings, desk] = await Promise.all([listMeetings(api), getExhibitorDesk(api)]);
    return { meetings, desk };
  });
  return (
    <LoadState state={state} reload={reload}>
      {({ meetings, desk }) => (
        <div className="vp-meetings">
          {desk.company !== null && (
            <ExhibitorBlock
              desk={desk}
              meetings={meetings}
              locale={locale}
              onChange={(next) => {
                setData({ desk, meetings: next });
              }}
            />
          )}
          <BuyerBlock
            meetings={meetings}
            locale={locale}
            onChange={(next) => {
              setData({ desk, meetings: next });
            }}
          />
        </div>
      )}
    </LoadState>
  );
}

function StatusBadge({ status }: { status: Meeting['status'] }): ReactNode {
  const t = useT();
  return <span className={`vp-status vp-status--${status}`}>{t(statusKey[status])}</span>;
}

function when(meeting: Meeting, locale: IslandMessages['locale']): string {
  return `${formatDate(meeting.day, locale)} ${meeting.start} (${String(meeting.minutes)}′)`;
}

function replaced(meetings: MyMeetings, meeting: Meeting): MyMeetings {
  const swap = (list: Meeting[]) => list.map((other) => (other.id === meeting.id ? meeting : other));
  return { asBuyer: swap(meetings.asBuyer), asExhibitor: swap(meetings.asExhibitor) };
}

function BuyerBlock({
  meetings,
  locale,
  onChange,
}: {
  meetings: MyMeetings;
  locale: IslandMessages['locale'];
  onChange: (next: MyMeetings) => void;
}): ReactNode {
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  const cancel = async (meeting: Meeting): Promise<void> => {
    setBusy(meeting.id);
    try {
      onChange(replaced(meetings, await cancelMeeting(getBrowserApiClient(), meeting.id)));
      showToast({ message: t('meetings.cancelled'), type: 'success' });
    } catch {
      // The client showed the API's message.
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="vp-block" aria-labelledby="vp-mine">
      <h2 id="vp-mine">{t('meetings.mine')}</h2>
      <RecordTable
        testId="meetings-mine"
        records={meetings.asBuyer}
        keyOf={(meeting) => meeting.id}
        empty={<EmptyList next="meeting" text="meetings.mineEmpty" />}
        columns={[
          { header: t('meetings.company'), cell: (m) => m.company.name },
          {
            header: t('meetings.fair'),
            cell: (m) => <a href={exhibitionPath(m.exhibition.id)}>{m.exhibition.name}</a>,
          },
          { header: t('meetings.when'), cell: (m) => when(m, locale) },
          { header: t('meetings.statusLabel'), cell: (m) => <StatusBadge status={m.status} /> },
          {
            header: t('manager.common.actions'),
            cell: (m) =>
              m.status === 'requested' || m.status === 'accepted' ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy === m.id}
                  aria-label={t('meetings.cancelLabel', { name: m.company.name })}
                  onClick={() => {
                    void cancel(m);
                  }}
                >
                  {t('meetings.cancel')}
                </button>
              ) : null,
          },
        ]}
      />
    </section>
  );
}

function ExhibitorBlock({
  desk,
  meetings,
  locale,
  onChange,
}: {
  desk: ExhibitorDesk;
  meetings: MyMeetings;
  locale: IslandMessages['locale'];
  onChange: (next: MyMeetings) => void;
}): ReactNode {
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  const decide = async (meeting: Meeting, decision: Decision): Promise<void> => {
    setBusy(meeting.id);
    try {
      onChange(replaced(meetings, await decideMeeting(getBrowserApiClient(), meeting.id, decision)));
      showToast({
        message: t(decision === 'accept' ? 'meetings.accepted' : 'meetings.declined'),
        type: 'success',
      });
    } catch {
      // The client showed the API's message.
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <section className="vp-block" aria-labelledby="vp-planned">
        <h2 id="vp-planned">{t('meetings.planned', { name: desk.company?.name ?? '' })}</h2>
        <p className="mgr-muted">{t('meetings.plannedHint')}</p>
        <RecordTable
          testId="meetings-planned"
          records={desk.planned}
          keyOf={(row) => row.exhibition.id}
          empty={<EmptyList text="meetings.plannedEmpty" />}
          columns={[
            {
              header: t('meetings.fair'),
              cell: (row) => <a href={exhibitionPath(row.exhibition.id)}>{row.exhibition.name}</a>,
            },
            { header: t('meetings.opens'), cell: (row) => formatDate(row.exhibition.startDate, locale) },
            { header: t('meetings.buyers'), cell: (row) => t('meetings.buyerCount', { count: row.buyers }) },
          ]}
        />
      </section>
      <section className="vp-block" aria-labelledby="vp-incoming">
        <h2 id="vp-incoming">{t('meetings.incoming')}</h2>
        <RecordTable
          testId="meetings-incoming"
          records={meetings.asExhibitor}
          keyOf={(meeting) => meeting.id}
          empty={<EmptyList text="meetings.incomingEmpty" />}
          columns={[
            { header: t('meetings.buyer'), cell: (m) => m.buyer },
            { header: t('meetings.fair'), cell: (m) => m.exhibition.name },
            { header: t('meetings.when'), cell: (m) => when(m, locale) },
            { header: t('meetings.note'), cell: (m) => <span className="vp-note">{m.note}</span> },
            { header: t('meetings.statusLabel'), cell: (m) => <StatusBadge status={m.status} /> },
            {
              header: t('manager.common.actions'),
              className: 'mgr-actions',
              cell: (m) =>
                m.status === 'requested' ? (
                  <>
                    {decisions.map((decision) => (
                      <button
                        key={decision}
                        type="button"
                        className={decision === 'accept' ? 'button' : 'button button-secondary'}
                        disabled={busy === m.id}
                        aria-label={t(`meetings.${decision}Label`, { name: m.buyer, when: when(m, locale) })}
                        onClick={() => {
                          void decide(m, decision);
                        }}
                      >
                        {t(`meetings.${decision}`)}
                      </button>
                    ))}
                  </>
                ) : null,
            },
          ]}
        />
      </section>
    </>
  );
}
