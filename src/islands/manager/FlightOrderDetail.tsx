import { useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { isAwaitingPayment, orderAllows, type Order } from '../../lib/contract/order.ts';
import { cancelOrder, getOrder } from '../../lib/endpoints/orders.ts';
import { formatDate } from '../../lib/format.ts';
import { failureText } from '../../lib/forms/submit-failure.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { orderAmount } from '../../lib/manager/orders.ts';
import { managerPath, paymentPath } from '../../lib/paths/index.ts';
import { confirm } from '../../lib/stores/dialogs.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import '../ui/ui.css';
import './manager.css';
import '../flight/flight.css';

/** Message prefixes of FlightOrderDetail. */
export const FLIGHT_ORDER_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.order.',
  'manager.flight.',
  'flight.cabin.',
];

/** Props of FlightOrderDetail: the flight order to show. */
export interface FlightOrderDetailProps {
  i18n: IslandMessages;
  orderNo: string;
}

/**
 * /manager/flight-my/{orderNo}: one flight order with its route, passengers and status; the quote
 * (price and flights) once staff have made it, with the pay button; cancel while requested or
 * quoted; the ticket numbers once issued.
 */
export function FlightOrderDetail({ i18n, orderNo }: FlightOrderDetailProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <FlightOrderView orderNo={orderNo} />
    </I18nProvider>
  );
}

function FlightOrderView({ orderNo }: { orderNo: string }): ReactNode {
  const t = useT();
  const { state, reload, setData } = useLoad(() => getOrder(getBrowserApiClient(), orderNo));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async (): Promise<void> => {
    try {
      await confirm({
        title: t('manager.flight.cancelTitle'),
        message: t('manager.flight.cancelConfirm', { orderNo }),
        type: 'warning',
      });
    } catch {
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setData(await cancelOrder(getBrowserApiClient(), orderNo));
    } catch (error) {
      setFailure(t('manager.flight.cancelFailed', { message: failureText(error, t('api.requestFailed')) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoadState state={state} reload={reload}>
      {(order) => (
        <FlightOrderFacts
          order={order}
          busy={busy}
          failure={failure}
          onCancel={() => {
            void cancel();
          }}
        />
      )}
    </LoadState>
  );
}

function FlightOrderFacts({
  order,
  busy,
  failure,
  onCancel,
}: {
  order: Order;
  busy: boolean;
  failure: string | null;
  onCancel: () => void;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const flight = order.flight;
  if (flight === undefined) return <p>{t('manager.common.empty')}</p>;
  const status = t(`manager.order.status.${order.status}`);
  return (
    <article
      className="flight-order mgr-section"
      aria-labelledby="flight-order-title"
      data-testid="flight-order"
    >
      <h2 id="flight-order-title">{order.title}</h2>
      <dl>
        <dt>{t('manager.order.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('manager.order.status')}</dt>
        <dd data-testid="flight-order-status" data-status={order.status}>
          {status}
        </dd>
        <dt>{t('manager.flight.route')}</dt>
        <dd>
          {flight.departureCity} → {flight.destinationCity}
        </dd>
        <dt>{t('manager.flight.dates')}</dt>
        <dd>
          {flight.returnDate === null
            ? t('manager.flight.oneWay', { depart: flight.departDate })
            : t('manager.flight.roundTrip', { depart: flight.departDate, return: flight.returnDate })}
        </dd>
        <dt>{t('manager.flight.cabin')}</dt>
        <dd>{t(`flight.cabin.${flight.cabinClass}`)}</dd>
        <dt>{t('manager.flight.passengers')}</dt>
        <dd>{flight.passengers.map((passenger) => passenger.name).join(locale === 'en' ? ', ' : '、')}</dd>
        {flight.remark !== '' && (
          <>
            <dt>{t('manager.flight.remark')}</dt>
            <dd>{flight.remark}</dd>
          </>
        )}
        <dt>{t('manager.order.createdAt')}</dt>
        <dd>{formatDate(order.createdAt, locale)}</dd>
      </dl>
      <section aria-labelledby="flight-quote-title" data-testid="flight-quote">
        <h3 id="flight-quote-title">{t('manager.flight.quote')}</h3>
        {flight.quote === null ? (
          order.status === 'requested' && <p className="mgr-muted">{t('manager.flight.quoteWaiting')}</p>
        ) : (
          <dl>
            <dt>{t('manager.flight.price')}</dt>
            <dd data-testid="flight-quote-price">{orderAmount(order.amountMinor, order.currency, locale)}</dd>
            <dt>{t('manager.flight.flights')}</dt>
            <dd>
              <pre>{flight.quote.flights}</pre>
            </dd>
            <dt>{t('manager.flight.quotedAt')}</dt>
            <dd>{formatDate(flight.quote.quotedAt, locale)}</dd>
          </dl>
        )}
      </section>
      {flight.ticketNumbers !== null && (
        <dl data-testid="flight-tickets">
          <dt>{t('manager.flight.ticketNumbers')}</dt>
          <dd>{flight.ticketNumbers}</dd>
          {flight.issuedAt !== null && (
            <>
              <dt>{t('manager.flight.issuedAt')}</dt>
              <dd>{formatDate(flight.issuedAt, locale)}</dd>
            </>
          )}
        </dl>
      )}
      <div role="alert">{failure}</div>
      <div role="status">{order.status === 'cancelled' ? t('manager.flight.cancelled') : ''}</div>
      <p className="mgr-actions">
        {isAwaitingPayment(order) && (
          <a className="button" href={paymentPath(order.orderNo)}>
            {t('manager.order.pay')}
          </a>
        )}
        {orderAllows(order, 'cancel') && (
          <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
            {t('manager.flight.cancel')}
          </button>
        )}
        <a href={managerPath('flight-my')}>{t('manager.flight.back')}</a>
      </p>
    </article>
  );
}
