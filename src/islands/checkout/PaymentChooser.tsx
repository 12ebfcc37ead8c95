import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { getOrder } from '../../lib/endpoints/orders.ts';
import { createPayment, getPayStatus, type PayChannel } from '../../lib/endpoints/payments.ts';
import {
  buyerCurrency,
  declineMessageKey,
  estimateCurrencies,
  estimateMinor,
  payChannelsFor,
} from '../../lib/checkout/pay-methods.ts';
import { describeFailure, type CheckoutFailure } from '../../lib/checkout/failure.ts';
import { holdDeadline, holdState } from '../../lib/checkout/hold.ts';
import { countdownText, rememberPayUrl } from '../../lib/checkout/pay-window.ts';
import { myOrdersPath, nextStepAfterOrder, orderTypeOfNo } from '../../lib/checkout/result.ts';
import { isAwaitingPayment, type Order } from '../../lib/contract/order.ts';
import { formatMoney } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { track } from '../../lib/observability/tracking.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { FailureAlert } from '../ui/form/FormStatus.tsx';
import './checkout.css';
import { paidResultPath, ticketPath } from '../../lib/paths/index.ts';

/** Props of PaymentChooser. */
export interface PaymentChooserProps {
  i18n: IslandMessages;
  orderNo: string;
  /** The card payment the processor sent the buyer back from (?paymentNo=), if any. */
  paymentNo?: string | undefined;
  /** Reference exchange rates (units per 1 USD) for the estimate in the buyer's currency. */
  rates?: Readonly<Record<string, number>> | undefined;
}

/**
 * /payment: the order's summary, the amount with an estimate in the buyer's currency, and the
 * methods of its edition and currency (alipay, wxpay, card; sandbox). Back from the card
 * processor, a declined card's reason. Hydrate with client:load.
 */
export function PaymentChooser({ i18n, orderNo, paymentNo, rates }: PaymentChooserProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <PaymentView orderNo={orderNo} paymentNo={paymentNo} rates={rates ?? noRates} />
    </I18nProvider>
  );
}

const noRates: Readonly<Record<string, number>> = {};

function PaymentView({
  orderNo,
  paymentNo,
  rates,
}: {
  orderNo: string;
  paymentNo: string | undefined;
  rates: Readonly<Record<string, number>>;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const inFlight = useRef(false);
  const [order, setOrder] = useState<Order | null>(null);
  const [loadFailure, setLoadFailure] = useState<CheckoutFailure | null>(null);
  const [channel, setChannel] = useState<PayChannel | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const [estimateIn, setEstimateIn] = useState<string>(() =>
    buyerCurrency(locale, typeof navigator === 'undefined' ? undefined : navigator.language, rates),
  );
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A held ticket order: when its hold ends on this tab's clock, and the clock ticking each second.
  const [deadline, setDeadline] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    // The order is read in the browser with the user's token: the server page holds no user data.
    getOrder(getBrowserApiClient(), orderNo)
      .then((found) => {
        if (found.status === 'free') location.replace(nextStepAfterOrder(found));
        else {
          const receivedAt = Date.now();
          setOrder(found);
          setDeadline(holdDeadline(found, receivedAt));
          setNow(receivedAt);
        }
      })
      .catch((error: unknown) => {
        setLoadFailure(describeFailure(error));
      });
  }, [orderNo]);

  useEffect(() => {
    // Back from the card processor: a paid card moves on, a declined one says why.
    if (paymentNo === undefined) return;
    getPayStatus(getBrowserApiClient(), paymentNo)
      .then((status) => {
        if (status.orderNo !== orderNo) return;
        if (status.status === 'paid')
          location.replace(paidResultPath(orderTypeOfNo(orderNo), orderNo, paymentNo));
        else if (status.status === 'failed') setDeclined(status.declineCode ?? 'other');
      })
      .catch(() => undefined);
  }, [orderNo, paymentNo]);

  const hold = order === null ? ({ kind: 'none' } as const) : holdState(order.status, deadline, now);
  useEffect(() => {
    if (hold.kind !== 'held') return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [hold.kind]);

  const onSubmit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    if (inFlight.current || order === null) return;
    const method = channel ?? payChannelsFor(locale, order.currency)[0] ?? 'card';
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    if (method === 'card') {
      // The card processor's hosted form opens in this tab and sends the buyer back here.
      try {
        const payment = await createPayment(getBrowserApiClient(), order, method);
        track('payCard', { orderNo: order.orderNo });
        location.assign(payment.payUrl);
      } catch (error) {
        setFailure(describeFailure(error));
        inFlight.current = false;
        setSubmitting(false);
      }
      return;
    }
    // Opened inside the click so popup blockers allow it; it gets its address once the payment exists.
    const payWindow = window.open('', '_blank');
    // The gateway (a third party in production) must not reach this tab through window.opener
    // (reverse tabnabbing); severed, the popup also stops sharing a scripting relationship with a
    // tab that is about to navigate, which stalled the popup's own navigations in Chromium.
    if (payWindow !== null) payWindow.opener = null;
    try {
      const payment = await createPayment(getBrowserApiClient(), order, method);
      rememberPayUrl(payment);
      track(method === 'alipay' ? 'payAlipay' : 'payWxpay', { orderNo: order.orderNo });
      if (payWindow !== null) payWindow.location.href = payment.payUrl;
      location.assign(paidResultPath(order.orderType, order.orderNo, payment.paymentNo));
    } catch (error) {
      payWindow?.close();
      setFailure(describeFailure(error));
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  if (loadFailure !== null) {
    return (
      <section className="checkout-form">
        <FailureAlert failure={loadFailure} />
        <p>
          <a href={myOrdersPath(orderTypeOfNo(orderNo))}>{t('result.myOrders')}</a>
        </p>
      </section>
    );
  }
  if (order === null) return <p aria-live="polite">{t('checkout.loading')}</p>;

  // A pending order, or a flight order staff have quoted; any other status (or an ended ticket
  // hold) has nothing to pay.
  const settled = !isAwaitingPayment(order) || hold.kind === 'expired';
  const channels = payChannelsFor(locale, order.currency);
  const chosen = channel ?? channels[0] ?? 'card';
  const estimate = estimateMinor(order.amountMinor, order.currency, estimateIn, rates);
  return (
    <form
      className="checkout-form"
      aria-labelledby="payment-title"
      aria-busy={submitting}
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <h2 id="payment-title">{t('payment.title')}</h2>
      <section className="checkout-summary" aria-label={t('checkout.summary')}>
        <dl>
          <dt>{t('payment.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('payment.item')}</dt>
          <dd>{order.title}</dd>
          <dt>{t('checkout.total')}</dt>
          <dd className="checkout-total">
            {formatMoney(order.amountMinor, { currency: order.currency, locale })}
            {estimate !== undefined && (
              <span className="pay-estimate" data-testid="pay-estimate">
                {' '}
                {t('payment.estimate', { amount: formatMoney(estimate, { currency: estimateIn, locale }) })}
              </span>
            )}
          </dd>
        </dl>
        {Object.keys(rates).length > 0 && (
          <p className="checkout-hint pay-estimate__pick">
            <label>
              {t('payment.buyerCurrency')}{' '}
              <select
                value={estimateIn}
                onChange={(event) => {
                  setEstimateIn(event.target.value);
                }}
              >
                {estimateCurrencies
                  .filter((code) => rates[code] !== undefined)
                  .map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
              </select>
            </label>{' '}
            {t('payment.estimateHint')}
          </p>
        )}
      </section>
      {declined !== null && !settled && (
        <p className="notice notice-error" role="alert" data-testid="card-declined">
          {t('payment.declined', { reason: t(declineMessageKey(declined)) })}
        </p>
      )}
      {hold.kind === 'held' && (
        <div className="pay-hold" role="timer" aria-live="off" data-testid="pay-hold">
          <p className="pay-hold__time">{t('payment.hold', { time: countdownText(hold.remainingMs) })}</p>
          <p className="checkout-hint">{t('payment.holdHint')}</p>
        </div>
      )}
      {settled ? (
        <p className="checkout-notice" role="status" data-testid="pay-settled">
          {t(hold.kind === 'expired' ? 'payment.status.expired' : `payment.status.${order.status}`)}{' '}
          {hold.kind === 'expired' && order.ticket !== undefined && (
            <a href={ticketPath(order.ticket.exhibitionId)}>{t('payment.chooseAgain')}</a>
          )}{' '}
          <a href={myOrdersPath(order.orderType)}>{t('result.myOrders')}</a>
        </p>
      ) : (
        <>
          <fieldset className="checkout-section">
            <legend>{t('payment.method')}</legend>
            {channels.map((item) => (
              <label key={item} className="payment-channel">
                <input
                  type="radio"
                  name="channel"
                  value={item}
                  checked={chosen === item}
                  onChange={() => {
                    setChannel(item);
                  }}
                />{' '}
                {t(`payment.${item}`)}
              </label>
            ))}
            <p className="checkout-hint">
              {chosen === 'card'
                ? `${t('payment.cardHint')} ${t('payment.charged', {
                    amount: formatMoney(order.amountMinor, { currency: order.currency, locale }),
                  })}`
                : t('payment.sandboxHint')}
            </p>
          </fieldset>
          <FailureAlert failure={failure} />
          <button type="submit" className="button checkout-submit" disabled={submitting}>
            {submitting
              ? t('checkout.submitting')
              : t('payment.pay', {
                  amount: formatMoney(order.amountMinor, { currency: order.currency, locale }),
                })}
          </button>
        </>
      )}
    </form>
  );
}
