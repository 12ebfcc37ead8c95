import { useEffect, useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { ResultStatus } from '../../lib/contract/codes.ts';
import { getOrder } from '../../lib/endpoints/orders.ts';
import { getOrderPayStatus, getPayStatus } from '../../lib/endpoints/payments.ts';
import { describeFailure, type CheckoutFailure } from '../../lib/checkout/failure.ts';
import { countdownText, recallPayUrl, type RememberedPayment } from '../../lib/checkout/pay-window.ts';
import { pollUntil } from '../../lib/checkout/poll.ts';
import { myOrdersPath, orderTypeOfNo, type ResultKind } from '../../lib/checkout/result.ts';
import type { Order } from '../../lib/contract/order.ts';
import type { PayStatus } from '../../lib/contract/payment.ts';
import { formatMoney } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { track } from '../../lib/observability/tracking.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { FailureAlert } from '../ui/form/FormStatus.tsx';
import { QrCode } from '../ui/QrCode.tsx';
import './checkout.css';
import { fixedPaths, paymentPath } from '../../lib/paths/index.ts';

/** Props of PayResult. */
export interface PayResultProps {
  i18n: IslandMessages;
  /** {status} of the page: 1 a paid order (poll its payment), 2 a free ticket. */
  kind: ResultKind;
  orderNo: string;
  paymentNo?: string | undefined;
  /** Test seam: milliseconds between two status checks. */
  intervalMs?: number | undefined;
}

/** /result/{status} and /visa-result/{status}: polls payStatus silently, then success or failure. Hydrate with client:load. */
export function PayResult(props: PayResultProps): ReactNode {
  return (
    <I18nProvider i18n={props.i18n}>
      <ResultView {...props} />
    </I18nProvider>
  );
}

type Outcome = 'waiting' | 'success' | 'failure' | 'timeout';

function ResultView({ kind, orderNo, paymentNo, intervalMs }: PayResultProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome>('waiting');
  const [order, setOrder] = useState<Order | null>(null);
  const [status, setStatus] = useState<PayStatus | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [pay, setPay] = useState<RememberedPayment | undefined>(undefined);
  const orderType = orderTypeOfNo(orderNo);

  useEffect(() => {
    const api = getBrowserApiClient();
    if (kind === 2) {
      getOrder(api, orderNo)
        .then((found) => {
          setOrder(found);
          setOutcome(found.status === 'free' || found.status === 'paid' ? 'success' : 'failure');
        })
        .catch((error: unknown) => {
          setFailure(describeFailure(error));
          setOutcome('failure');
        });
      return undefined;
    }
    if (paymentNo !== undefined) setPay(recallPayUrl(paymentNo));
    const check = (signal: AbortSignal) =>
      paymentNo !== undefined
        ? getPayStatus(api, paymentNo, signal)
        : getOrderPayStatus(api, orderNo, signal);
    return pollUntil({
      check,
      ...(intervalMs !== undefined && { intervalMs }),
      settled: (value) => value.result !== null,
      onValue: (value) => {
        setStatus(value);
        if (value.result === ResultStatus.success) {
          setOutcome('success');
          track('paySuccess', { orderNo });
        } else if (value.result === ResultStatus.fail) setOutcome('failure');
      },
      onTimeout: () => {
        setOutcome('timeout');
      },
    });
  }, [kind, orderNo, paymentNo, intervalMs]);

  useEffect(() => {
    if (outcome === 'success' && order === null) {
      getOrder(getBrowserApiClient(), orderNo).then(setOrder, () => undefined);
    }
    // Focus moves to the new heading so a screen reader reads the outcome.
    if (outcome !== 'waiting') headingRef.current?.focus();
  }, [outcome, order, orderNo]);

  const retryHref = paymentPath(orderNo);
  const myOrders = myOrdersPath(orderType);
  return (
    <section className="checkout-form pay-result" data-outcome={outcome} aria-live="polite">
      {outcome === 'waiting' && (
        <>
          <h2>{t('result.waiting')}</h2>
          <p>{t('result.waitingHint')}</p>
          {pay !== undefined && (
            <p>
              <a href={pay.payUrl} target="_blank" rel="noopener">
                {t('result.openPayPage')}
              </a>
            </p>
          )}
          {pay?.qrContent != null && <WxpayCode pay={pay} qrContent={pay.qrContent} />}
        </>
      )}
      {outcome === 'success' && (
        <>
          <h2 ref={headingRef} tabIndex={-1}>
            {kind === 2 ? t('result.freeSuccess') : t('result.success')}
          </h2>
          {order !== null && (
            <dl className="checkout-summary">
              <dt>{t('payment.orderNo')}</dt>
              <dd>{order.orderNo}</dd>
              <dt>{t('payment.item')}</dt>
              <dd>{order.title}</dd>
              <dt>{t('checkout.total')}</dt>
              <dd>{formatMoney(order.amountMinor, { currency: order.currency, locale })}</dd>
            </dl>
          )}
          <p>
            {orderType === 'visa'
              ? t('result.nextVisa')
              : orderType === 'flight'
                ? t('result.nextFlight')
                : t('result.nextTicket')}
          </p>
          <p className="checkout-actions">
            <a className="button" href={myOrders}>
              {t('result.myOrders')}
            </a>
            <a className="button button-secondary" href={fixedPaths.home}>
              {t('result.home')}
            </a>
          </p>
        </>
      )}
      {(outcome === 'failure' || outcome === 'timeout') && (
        <>
          <h2 ref={headingRef} tabIndex={-1}>
            {outcome === 'timeout' ? t('result.timeout') : t('result.failure')}
          </h2>
          <FailureAlert failure={failure} />
          {status?.status === 'closed' && <p>{t('result.closed')}</p>}
          {(status?.status === 'refunded' || status?.status === 'refunding') && (
            <p data-testid="pay-refunded">{t('result.refunded', { refundNo: status.refundNo ?? '' })}</p>
          )}
          <p>{t('result.failureHint')}</p>
          <p className="checkout-actions">
            {kind === 1 && (
              <a className="button" href={retryHref}>
                {t('result.retry')}
              </a>
            )}
            <a className="button button-secondary" href={myOrders}>
              {t('result.myOrders')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * WeChat Pay (native): the code to scan with the amount and the time left, ticking each second.
 * The page keeps polling the payment's status meanwhile; the countdown only informs.
 */
function WxpayCode({ pay, qrContent }: { pay: RememberedPayment; qrContent: string }): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (pay.expiresAt === undefined) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [pay.expiresAt]);
  const remaining = pay.expiresAt === undefined ? undefined : pay.expiresAt - now;
  return (
    <figure className="pay-qr" data-testid="wxpay-qr">
      <QrCode value={qrContent} label={t('result.qrImage')} size={200} />
      <figcaption>
        {pay.amountMinor !== undefined && (
          <strong className="pay-qr__amount">
            {formatMoney(pay.amountMinor, { currency: pay.currency ?? 'CNY', locale })}
          </strong>
        )}
        <span>{t('result.qrHint')}</span>
        {remaining !== undefined && (
          <span className="pay-qr__countdown" role="timer">
            {remaining > 0
              ? t('result.qrCountdown', { time: countdownText(remaining) })
              : t('result.qrExpired')}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
