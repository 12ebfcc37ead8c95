import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { Order } from '../../lib/contract/order.ts';
import type { MemberMessage } from '../../lib/contract/waiting-list.ts';
import { getExhibition } from '../../lib/endpoints/exhibitions.ts';
import { listFollows, listOrders, type Follow } from '../../lib/endpoints/members/manager.ts';
import { listMessages } from '../../lib/endpoints/members/waiting-list.ts';
import { getOrder } from '../../lib/endpoints/orders.ts';
import { formatDate, formatDateRange } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import {
  dashboardBlockSize,
  followedFairsSoon,
  isNotOver,
  pendingActions,
  ticketOrdersWithETicket,
  todayIso,
  type PendingAction,
} from '../../lib/manager/dashboard.ts';
import { eTicketContent } from '../../lib/manager/eticket.ts';
import { followRow } from '../../lib/manager/follow-targets.ts';
import { managerPath } from '../../lib/paths/index.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { QrCode } from '../ui/QrCode.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { EmptyList, LoadState, useLoad } from './LoadState.tsx';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of ManagerHome. */
export const MANAGER_HOME_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.home.',
  'manager.order.pay',
  'manager.eticket.qr',
];

/** An upcoming ticket: the order (with its check-in secret) and its fair's dates when known. */
interface UpcomingTicket {
  order: Order;
  code: string;
  dates: string;
}

/** /manager: the buyer's landing, each block loading on its own so one failure hides nothing else. */
export function ManagerHome({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <div className="mgr-home">
        <UpcomingTickets />
        <PendingActions />
        <FollowedFairs />
        <LatestMessages />
      </div>
    </I18nProvider>
  );
}

function Block({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string } | undefined;
  children: ReactNode;
}): ReactNode {
  return (
    <section className="mgr-home__block" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {more !== undefined && (
        <p className="mgr-home__more">
          <a href={more.href}>{more.label}</a>
        </p>
      )}
    </section>
  );
}

async function loadUpcomingTickets(locale: IslandMessages['locale']): Promise<UpcomingTicket[]> {
  const api = getBrowserApiClient();
  const page = await listOrders(api, 'ticket', 1);
  const today = todayIso(new Date());
  const tickets = await Promise.all(
    ticketOrdersWithETicket(page.records).map(async (listed) => {
      // The list leaves out the check-in secret; the order itself carries it.
      const order = await getOrder(api, listed.orderNo);
      const code = eTicketContent(order);
      const exhibitionId = order.ticket?.exhibitionId;
      const fair =
        exhibitionId === undefined
          ? undefined
          : await getExhibition(api, String(exhibitionId)).catch(() => undefined);
      if (code === undefined || !isNotOver(fair, today)) return undefined;
      return {
        order,
        code,
        dates: fair === undefined ? '' : formatDateRange(fair.startDate, fair.endDate, locale),
      };
    }),
  );
  return tickets.filter((ticket) => ticket !== undefined);
}

function UpcomingTickets(): ReactNode {
  const t = useT();
  const locale = useLocale();
  const { state, reload } = useLoad(() => loadUpcomingTickets(locale));
  return (
    <Block
      id="home-tickets"
      title={t('manager.home.tickets')}
      more={{ href: managerPath('ticket-my'), label: t('manager.home.allTickets') }}
    >
      <LoadState state={state} reload={reload}>
        {(tickets) =>
          tickets.length === 0 ? (
            <>
              <p>{t('manager.home.ticketsEmpty')}</p>
              <EmptyList next="ticket" />
            </>
          ) : (
            <ul className="mgr-home__tickets">
              {tickets.map(({ order, code, dates }) => (
                <li key={order.orderNo} className="mgr-home__ticket" data-testid="home-ticket">
                  <a href={managerPath('eticket', order.orderNo)} className="mgr-home__qr">
                    <QrCode value={code} label={t('manager.eticket.qr')} size={132} ecc="Q" />
                  </a>
                  <div>
                    <p className="mgr-home__name">{order.title}</p>
                    <p className="mgr-muted">
                      {t('manager.home.ticketDates', { dates, count: order.ticket?.quantity ?? 1 })}
                    </p>
                    <p className="mgr-muted">{order.orderNo}</p>
                    <p>
                      <a className="button button-secondary" href={managerPath('eticket', order.orderNo)}>
                        {t('manager.home.openTicket')}
                      </a>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </Block>
  );
}

async function loadPendingActions(): Promise<PendingAction[]> {
  const api = getBrowserApiClient();
  const pages = await Promise.all(
    (['ticket', 'visa', 'flight', 'trip'] as const).map((type) => listOrders(api, type, 1)),
  );
  return pendingActions(pages.flatMap((page) => page.records));
}

function PendingActions(): ReactNode {
  const t = useT();
  const { state, reload } = useLoad(loadPendingActions);
  return (
    <Block id="home-actions" title={t('manager.home.actions')}>
      <LoadState state={state} reload={reload}>
        {(actions) =>
          actions.length === 0 ? (
            <p className="mgr-muted">{t('manager.home.actionsEmpty')}</p>
          ) : (
            <ul className="mgr-home__list">
              {actions.map((action) => (
                <li key={`${action.kind}-${action.orderNo}`} data-testid="home-action">
                  <span>
                    {action.kind === 'pay'
                      ? t('manager.home.actionPay', { title: action.title })
                      : t('manager.home.actionDocuments', { title: action.title, count: action.missing })}
                    <span className="mgr-muted"> · {action.orderNo}</span>
                  </span>
                  <a className="button" href={action.href}>
                    {action.kind === 'pay' ? t('manager.order.pay') : t('manager.home.addDocuments')}
                  </a>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </Block>
  );
}

async function loadFollowedFairs(): Promise<Follow[]> {
  // The landing looks at the latest follows only (one page of 50): enough for what opens soon.
  const page = await listFollows(getBrowserApiClient(), 'exhibition', 1, 50);
  return followedFairsSoon(page.records, todayIso(new Date()));
}

function FollowedFairs(): ReactNode {
  const t = useT();
  const locale = useLocale();
  const { state, reload } = useLoad(loadFollowedFairs);
  return (
    <Block
      id="home-follows"
      title={t('manager.home.follows')}
      more={{ href: managerPath('fair-follow'), label: t('manager.home.allFollows') }}
    >
      <LoadState state={state} reload={reload}>
        {(follows) =>
          follows.length === 0 ? (
            <>
              <p>{t('manager.home.followsEmpty')}</p>
              <EmptyList next="follow-exhibition" />
            </>
          ) : (
            <ul className="mgr-home__list">
              {follows.map((follow) => {
                const row = followRow(follow, locale);
                return (
                  <li key={row.id} data-testid="home-follow">
                    <a href={row.href}>{row.name}</a>
                    <span className="mgr-muted">{row.detail}</span>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadState>
    </Block>
  );
}

function LatestMessages(): ReactNode {
  const t = useT();
  const locale = useLocale();
  const { state, reload } = useLoad(() => listMessages(getBrowserApiClient(), 1, dashboardBlockSize));
  return (
    <Block
      id="home-messages"
      title={t('manager.home.messages')}
      more={{ href: managerPath('messages'), label: t('manager.home.allMessages') }}
    >
      <LoadState state={state} reload={reload}>
        {(page) =>
          page.records.length === 0 ? (
            <EmptyList next="messages" text="manager.empty.messagesIntro" />
          ) : (
            <ul className="mgr-home__list">
              {page.records.map((message: MemberMessage) => (
                <li key={message.id}>
                  <span>
                    {message.kind === 'meeting-request'
                      ? t('manager.home.meetingMessage', {
                          buyer: message.meeting.buyer,
                          exhibition: message.meeting.exhibition.name,
                        })
                      : t('manager.home.message', {
                          exhibition: message.exhibition.name,
                          ticket: message.ticketName,
                          tier: message.tierName,
                        })}
                  </span>
                  <span className="mgr-muted">{formatDate(message.createdAt, locale)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </Block>
  );
}
