import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { getOrder } from '../../lib/endpoints/orders.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { eTicketCodes } from '../../lib/manager/eticket.ts';
import { orderAmount } from '../../lib/manager/orders.ts';
import { managerPath, paymentPath, ticketPdfPath, ticketPrintPath } from '../../lib/paths/index.ts';
import { parseTicketCode } from '../../lib/contract/ticket-code.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { QrCode } from '../ui/QrCode.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of ETicket. */
export const ETICKET_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.common.',
  'manager.order.',
  'manager.eticket.',
];

/** Props of ETicket: the order whose e-ticket to show. */
export interface ETicketProps {
  i18n: IslandMessages;
  orderNo: string;
}

/**
 * /manager/eticket/{orderNo}: the e-ticket of a paid or free ticket order, a QR code per ticket
 * (the first leads) with the order's details, printable (the page's print style leaves only the ticket on paper).
 */
export function ETicket({ i18n, orderNo }: ETicketProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ETicketView orderNo={orderNo} />
    </I18nProvider>
  );
}

function ETicketView({ orderNo }: { orderNo: string }): ReactNode {
  const t = useT();
  const locale = useLocale();
  const { state, reload } = useLoad(() => getOrder(getBrowserApiClient(), orderNo));
  return (
    <LoadState state={state} reload={reload}>
      {(order) => {
        const codes = eTicketCodes(order);
        const [content] = codes ?? [];
        if (codes === undefined || content === undefined || order.ticket === undefined) {
          return (
            <section className="mgr-section" data-testid="eticket-unavailable">
              <p>{t('manager.eticket.unavailable')}</p>
              <p>
                {order.status === 'pending' && order.payKind === 1 ? (
                  <a href={paymentPath(order.orderNo)}>{t('manager.order.pay')}</a>
                ) : (
                  <a href={managerPath('ticket-my')}>{t('manager.eticket.back')}</a>
                )}
              </p>
            </section>
          );
        }
        return (
          <article className="eticket" aria-labelledby="eticket-title" data-testid="eticket">
            {/* The code comes first: on a phone at the gate it is what the page is for. */}
            <QrCode
              value={content}
              label={t('manager.eticket.qr')}
              size={220}
              ecc="Q"
              className="eticket__qr"
            />
            <h2 id="eticket-title">{order.title}</h2>
            <dl className="eticket__facts">
              <dt>{t('manager.order.orderNo')}</dt>
              <dd>{order.orderNo}</dd>
              <dt>{t('manager.eticket.holder')}</dt>
              <dd>{order.contact.name}</dd>
              <dt>{t('manager.eticket.quantity')}</dt>
              <dd>{order.ticket.quantity}</dd>
              <dt>{t('manager.order.amount')}</dt>
              <dd>{orderAmount(order.amountMinor, order.currency, locale)}</dd>
              <dt>{t('manager.order.status')}</dt>
              <dd>{t(`manager.order.status.${order.status}`)}</dd>
              {order.paidAt !== null && (
                <>
                  <dt>{t('manager.eticket.paidAt')}</dt>
                  <dd>{formatDate(order.paidAt, locale)}</dd>
                </>
              )}
            </dl>
            <TicketStates quantity={order.ticket.quantity} cancelled={order.ticket.cancelledTickets ?? []} />
            <p className="eticket__hint">{t('manager.eticket.hint')}</p>
            {codes.length > 1 && (
              <ol className="eticket__more" aria-label={t('manager.eticket.allTickets')}>
                {codes.map((code, position) => {
                  // The ticket's own number (cancelled tickets leave gaps), from its code.
                  const n = parseTicketCode(code)?.index ?? position + 1;
                  const label = t('manager.eticket.ticketOf', {
                    n,
                    count: order.ticket?.quantity ?? codes.length,
                  });
                  return (
                    <li key={code}>
                      <QrCode value={code} label={label} size={160} ecc="Q" className="eticket__qr" />
                      <span>{label}</span>
                    </li>
                  );
                })}
              </ol>
            )}
            <p className="eticket__actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  window.print();
                }}
              >
                {t('manager.eticket.print')}
              </button>
              <a className="button button-secondary" href={ticketPrintPath(order.orderNo)}>
                {t('manager.eticket.printTickets')}
              </a>
              <a className="button button-secondary" href={ticketPdfPath(order.orderNo)}>
                {t('manager.eticket.pdf')}
              </a>
              <a className="eticket__back" href={managerPath('ticket-my')}>
                {t('manager.eticket.back')}
              </a>
            </p>
          </article>
        );
      }}
    </LoadState>
  );
}

/** Each ticket of the order, valid or cancelled (a cancelled ticket no longer admits). */
function TicketStates({
  quantity,
  cancelled,
}: {
  quantity: number;
  cancelled: readonly number[];
}): ReactNode {
  const t = useT();
  if (quantity < 2 && cancelled.length === 0) return null;
  return (
    <section aria-label={t('manager.eticket.tickets')}>
      <ul className="chips eticket__tickets" data-testid="eticket-tickets">
        {Array.from({ length: quantity }, (_, i) => i + 1).map((n) =>
          cancelled.includes(n) ? (
            <li key={n} className="chip eticket__ticket--cancelled" data-cancelled="true">
              {t('manager.eticket.ticketCancelled', { n })}
            </li>
          ) : (
            <li key={n} className="chip" data-cancelled="false">
              {t('manager.eticket.ticketValid', { n })}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
