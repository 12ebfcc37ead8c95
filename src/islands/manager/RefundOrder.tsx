import { useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { Order } from '../../lib/contract/order.ts';
import type { RefundQuote, RefundResult } from '../../lib/contract/refund.ts';
import { getOrder, quoteRefund, refundOrder } from '../../lib/endpoints/orders.ts';
import { failureText } from '../../lib/forms/submit-failure.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { orderAmount } from '../../lib/manager/orders.ts';
import { managerPath } from '../../lib/paths/index.ts';
import { refundPolicyMessage } from '../../lib/refunds/policy-text.ts';
import { cancellableTickets, offersRefund } from '../../lib/refunds/refund-choice.ts';
import { randomId } from '../../lib/stores/identity.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of RefundOrder. */
export const REFUND_ORDER_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.common.',
  'manager.order.',
  'manager.refund.',
  'refund.policy.',
];

/** Props of RefundOrder: the paid ticket or visa order to cancel. */
export interface RefundOrderProps {
  i18n: IslandMessages;
  orderNo: string;
}

/**
 * /manager/refund/{orderNo}: cancel tickets of a paid ticket order (or a paid visa order as a
 * whole): choose the tickets, see what the policy refunds, confirm, see the refund and the
 * order's new status.
 */
export function RefundOrder({ i18n, orderNo }: RefundOrderProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <RefundView orderNo={orderNo} />
    </I18nProvider>
  );
}

function RefundView({ orderNo }: { orderNo: string }): ReactNode {
  const { state, reload, setData } = useLoad(() => getOrder(getBrowserApiClient(), orderNo));
  const [done, setDone] = useState<RefundResult | null>(null);
  return (
    <LoadState state={state} reload={reload}>
      {(order) => (
        <RefundForm
          order={order}
          done={done}
          onDone={(result, next) => {
            setDone(result);
            setData(next);
          }}
        />
      )}
    </LoadState>
  );
}

function RefundForm({
  order,
  done,
  onDone,
}: {
  order: Order;
  done: RefundResult | null;
  onDone: (result: RefundResult, order: Order) => void;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [chosen, setChosen] = useState<number[]>([]);
  const [quote, setQuote] = useState<{ quote: RefundQuote; key: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const api = getBrowserApiClient();
  const isVisa = order.orderType === 'visa';
  const policy = isVisa ? order.visa?.refundPolicy : order.ticket?.refundPolicy;
  const policyText =
    policy === undefined ? undefined : refundPolicyMessage(policy, isVisa ? 'visa' : 'ticket');
  const open = order.ticket === undefined ? [] : cancellableTickets(order.ticket);
  const cancelled = new Set(order.ticket?.cancelledTickets ?? []);
  const money = (minor: number) => orderAmount(minor, order.currency, locale);
  const body = { tickets: isVisa ? ('all' as const) : chosen };

  const toggle = (n: number, on: boolean) => {
    setChosen((list) => (on ? [...list, n].sort((a, b) => a - b) : list.filter((m) => m !== n)));
    setQuote(null);
    setFailure(null);
  };

  const askQuote = async (): Promise<void> => {
    if (!isVisa && chosen.length === 0) {
      setFailure(t('manager.refund.pickOne'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setQuote({ quote: await quoteRefund(api, order.orderNo, body), key: randomId() });
    } catch (error) {
      setFailure(t('manager.refund.failed', { message: failureText(error, t('api.requestFailed')) }));
    } finally {
      setBusy(false);
    }
  };

  const confirmRefund = async (): Promise<void> => {
    if (quote === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await refundOrder(api, order.orderNo, body, quote.key);
      const next = await getOrder(api, order.orderNo);
      setChosen([]);
      setQuote(null);
      onDone(result, next);
    } catch (error) {
      setFailure(t('manager.refund.failed', { message: failureText(error, t('api.requestFailed')) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="mgr-section mgr-refund" aria-labelledby="refund-title" data-testid="refund">
      <h2 id="refund-title">{order.title}</h2>
      <dl className="mgr-refund__facts">
        <dt>{t('manager.order.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('manager.order.amount')}</dt>
        <dd>{money(order.amountMinor)}</dd>
        <dt>{t('manager.order.status')}</dt>
        <dd data-testid="refund-order-status" data-status={order.status}>
          {t(`manager.order.status.${order.status}`)}
        </dd>
        {policyText !== undefined && (
          <>
            <dt>{t('refund.policy.label')}</dt>
            <dd data-testid="refund-policy">{t(policyText.key, policyText.values)}</dd>
          </>
        )}
      </dl>
      <div
        role="status"
        className={done === null ? undefined : 'notice notice-success'}
        data-testid="refund-done"
      >
        {done !== null &&
          t('manager.refund.done', {
            amount: money(done.amountMinor),
            refundNo: done.refundNo,
            status: t(`manager.order.status.${order.status}`),
          })}
      </div>
      {offersRefund(order) ? (
        <>
          {isVisa ? (
            <p>{t('manager.refund.visaWhole')}</p>
          ) : (
            <fieldset className="mgr-refund__tickets">
              <legend>{t('manager.refund.choose')}</legend>
              {Array.from({ length: order.ticket?.quantity ?? 0 }, (_, i) => i + 1).map((n) => (
                <label key={n} className="mgr-refund__ticket">
                  <input
                    type="checkbox"
                    name="ticket"
                    value={n}
                    checked={chosen.includes(n)}
                    disabled={busy || !open.includes(n)}
                    onChange={(event) => {
                      toggle(n, event.currentTarget.checked);
                    }}
                  />{' '}
                  {cancelled.has(n)
                    ? t('manager.refund.ticketCancelled', { n })
                    : t('manager.refund.ticket', { n })}
                </label>
              ))}
            </fieldset>
          )}
          {quote !== null && (
            <div className="notice mgr-refund__quote" data-testid="refund-quote">
              <p>
                <strong>
                  {t('manager.refund.quoteLine', {
                    amount: money(quote.quote.amountMinor),
                    paid: money(quote.quote.paidMinor),
                  })}
                </strong>
              </p>
              <p>
                {quote.quote.feeMinor > 0
                  ? t('manager.refund.fee', {
                      percent: quote.quote.feePercent,
                      fee: money(quote.quote.feeMinor),
                      deadline: quote.quote.deadline,
                    })
                  : t('manager.refund.noFee', { deadline: quote.quote.deadline })}
              </p>
            </div>
          )}
          <div role="alert" className={failure === null ? undefined : 'notice notice-error'}>
            {failure}
          </div>
          <p className="mgr-actions">
            {quote === null ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  void askQuote();
                }}
              >
                {t('manager.refund.quote')}
              </button>
            ) : (
              <button
                type="button"
                className="button"
                disabled={busy}
                data-testid="refund-confirm"
                onClick={() => {
                  void confirmRefund();
                }}
              >
                {t('manager.refund.confirm', { amount: money(quote.quote.amountMinor) })}
              </button>
            )}
            <a href={managerPath(isVisa ? 'visa-my' : 'ticket-my')}>{t('manager.refund.back')}</a>
          </p>
        </>
      ) : (
        <p className="mgr-actions">
          {done === null && <span>{t('manager.refund.nothing')}</span>}{' '}
          <a href={managerPath(isVisa ? 'visa-my' : 'ticket-my')}>{t('manager.refund.back')}</a>
        </p>
      )}
    </article>
  );
}
