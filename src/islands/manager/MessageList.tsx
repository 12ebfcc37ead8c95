import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { holdUntilText } from '../../lib/checkout/hold.ts';
import type { MemberMessage, WaitingListEntry } from '../../lib/contract/waiting-list.ts';
import { managerPageSize } from '../../lib/endpoints/members/manager.ts';
import { leaveWaitingList, listMessages, listWaitingList } from '../../lib/endpoints/members/waiting-list.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { exhibitionPath, managerPath, paymentPath } from '../../lib/paths/index.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { EmptyList, LoadState, useLoad } from './LoadState.tsx';
import { RecordTable, RowActionButton } from './RecordTable.tsx';
import { Pager } from './Pager.tsx';
import { useConfirmedRowAction } from './use-confirmed-row-action.ts';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of MessageList. */
export const MESSAGE_LIST_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.messages.',
  'manager.order.status.',
  'meetings.status.',
];

/** messages: my waiting lists (with leaving) and my in-site messages (paged): held tickets, meetings asked of my company. */
export function MessageList({ i18n, page }: { i18n: IslandMessages; page: number }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <WaitingLists locale={i18n.locale} />
      <Inbox locale={i18n.locale} page={page} />
    </I18nProvider>
  );
}

type Locale = IslandMessages['locale'];

function WaitingLists({ locale }: { locale: Locale }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(() => listWaitingList(api));
  const { busyId, run } = useConfirmedRowAction();

  const leave = (entry: WaitingListEntry, all: WaitingListEntry[]): Promise<void> =>
    run(
      entry.id,
      {
        title: t('manager.common.confirmDeleteTitle'),
        message: t('manager.messages.confirmLeave', { name: `${entry.exhibition.name} ${entry.tierName}` }),
        type: 'warning',
      },
      async () => {
        await leaveWaitingList(api, entry.id);
        setData(all.filter((item) => item.id !== entry.id));
      },
      t('manager.messages.left'),
    );

  return (
    <section className="mgr-section" aria-labelledby="waiting-lists">
      <h2 id="waiting-lists">{t('manager.messages.waitingTitle')}</h2>
      <LoadState state={state} reload={reload}>
        {(entries) => (
          <RecordTable
            emptyNext="messages"
            records={entries}
            keyOf={(entry) => entry.id}
            testId="waiting-lists"
            empty={<p className="mgr-muted">{t('manager.messages.noWaiting')}</p>}
            columns={[
              {
                header: t('manager.messages.ticket'),
                cell: (entry) => (
                  <>
                    <a href={exhibitionPath(entry.exhibition.id)}>{entry.exhibition.name}</a>
                    <div className="mgr-muted">
                      {entry.ticketName} · {entry.tierName} ·{' '}
                      {t('manager.messages.quantity', { count: entry.quantity })}
                    </div>
                    <div className="mgr-muted">{formatDate(entry.joinedAt, locale)}</div>
                  </>
                ),
              },
              {
                header: t('manager.messages.state'),
                cell: (entry) =>
                  entry.status === 'waiting' || entry.orderNo === null ? (
                    t('manager.messages.position', { position: entry.position ?? 1 })
                  ) : (
                    <a href={paymentPath(entry.orderNo)}>
                      {t('manager.messages.offered', { orderNo: entry.orderNo })}
                    </a>
                  ),
              },
              {
                header: t('manager.common.actions'),
                cell: (entry) => (
                  <RowActionButton
                    label={t('manager.messages.leave')}
                    name={`${entry.exhibition.name} ${entry.tierName}`}
                    busy={busyId === entry.id}
                    onClick={() => {
                      void leave(entry, entries);
                    }}
                  />
                ),
              },
            ]}
          />
        )}
      </LoadState>
    </section>
  );
}

function Inbox({ locale, page }: { locale: Locale; page: number }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload } = useLoad(() => listMessages(api, page));
  return (
    <section className="mgr-section" aria-labelledby="inbox">
      <h2 id="inbox">{t('manager.messages.inboxTitle')}</h2>
      <LoadState state={state} reload={reload}>
        {(data) => (
          <>
            {data.records.length === 0 ? (
              <EmptyList next="messages" text="manager.empty.messagesIntro" />
            ) : (
              <ul className="mgr-messages" data-testid="messages">
                {data.records.map((message) =>
                  message.kind === 'meeting-request' ? (
                    <MeetingMessage key={message.id} message={message} locale={locale} />
                  ) : (
                    <HoldMessage key={message.id} message={message} locale={locale} />
                  ),
                )}
              </ul>
            )}
            <Pager page={page} total={data.total} pageSize={managerPageSize} />
          </>
        )}
      </LoadState>
    </section>
  );
}

function HoldMessage({
  message,
  locale,
}: {
  message: Extract<MemberMessage, { kind: 'waitlist-hold' }>;
  locale: Locale;
}): ReactNode {
  const t = useT();
  const values = {
    count: message.quantity,
    ticket: message.ticketName,
    tier: message.tierName,
    exhibition: message.exhibition.name,
  };
  return (
    <li className="mgr-message">
      <p>
        {message.holdExpiresAt === null
          ? t('manager.messages.holdFree', values)
          : t('manager.messages.hold', {
              ...values,
              time: holdUntilText(message.holdExpiresAt, locale),
            })}
      </p>
      <p className="mgr-muted">
        {formatDate(message.createdAt, locale)} · {t('manager.messages.order', { orderNo: message.orderNo })}{' '}
        · {t(`manager.order.status.${orderStatusKey(message.orderStatus)}`)}
      </p>
      {message.orderStatus === 'pending' && (
        <p>
          <a className="button button-secondary" href={paymentPath(message.orderNo)}>
            {t('manager.messages.pay')}
          </a>
        </p>
      )}
    </li>
  );
}

/** A meeting asked of my company, as it is now; requests are answered in /manager/meetings. */
function MeetingMessage({
  message,
  locale,
}: {
  message: Extract<MemberMessage, { kind: 'meeting-request' }>;
  locale: Locale;
}): ReactNode {
  const t = useT();
  const { meeting } = message;
  return (
    <li className="mgr-message" data-kind="meeting-request">
      <p>
        {t('manager.messages.meeting', {
          buyer: meeting.buyer,
          company: meeting.company.name,
          exhibition: meeting.exhibition.name,
          day: formatDate(meeting.day, locale),
          start: meeting.start,
          minutes: meeting.minutes,
        })}
      </p>
      <p className="mgr-muted">
        {formatDate(message.createdAt, locale)} · {t(`meetings.status.${meeting.status}`)}
      </p>
      <p>
        <a
          className={meeting.status === 'requested' ? 'button' : 'button button-secondary'}
          href={managerPath('meetings')}
        >
          {t(meeting.status === 'requested' ? 'manager.messages.answer' : 'manager.messages.seeMeetings')}
        </a>
      </p>
    </li>
  );
}

const orderStatuses = ['pending', 'paid', 'free', 'submitted', 'cancelled', 'expired'] as const;

/** The order status of a message as one the status labels know (an unknown one reads as cancelled). */
function orderStatusKey(status: string): (typeof orderStatuses)[number] {
  return orderStatuses.find((item) => item === status) ?? 'cancelled';
}
