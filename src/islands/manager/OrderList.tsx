import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { isAwaitingPayment, type OrderType } from '../../lib/contract/order.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { listOrders, managerPageSize } from '../../lib/endpoints/members/manager.ts';
import { hasInvoice, orderAmount, orderDetail } from '../../lib/manager/orders.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { RecordTable } from './RecordTable.tsx';
import { Pager } from './Pager.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { managerPath, paymentPath, ticketPdfPath, ticketPrintPath } from '../../lib/paths/index.ts';
import { hasETicket } from '../../lib/manager/eticket.ts';
import { offersRefund } from '../../lib/refunds/refund-choice.ts';

/** Message prefixes of OrderList. */
export const ORDER_LIST_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'manager.order.'];

/** Props of OrderList: the order kind, its heading (fair-my shows two kinds) and the page. */
export interface OrderListProps {
  i18n: IslandMessages;
  orderType: OrderType;
  page: number;
  /** The query parameter holding this list's page ('page' unless two lists share a page). */
  pageParam?: string;
  heading?: boolean;
}

/** ticket-my, visa-my, flight-my and fair-my (applications and trips): my orders of one kind, paged. */
export function OrderList({
  i18n,
  orderType,
  page,
  pageParam = 'page',
  heading = false,
}: OrderListProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <OrderListView
        orderType={orderType}
        page={page}
        pageParam={pageParam}
        heading={heading}
        locale={i18n.locale}
      />
    </I18nProvider>
  );
}

function OrderListView({
  orderType,
  page,
  pageParam,
  heading,
  locale,
}: Required<Omit<OrderListProps, 'i18n'>> & { locale: IslandMessages['locale'] }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload } = useLoad(() => listOrders(api, orderType, page));
  const headingId = `orders-${orderType}`;
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="mgr-section">
      {heading && (orderType === 'application' || orderType === 'trip') && (
        <h2 id={headingId}>{t(`manager.order.kind.${orderType}`)}</h2>
      )}
      <LoadState state={state} reload={reload}>
        {(data) => (
          <>
            <RecordTable
              emptyNext={orderType}
              records={data.records}
              keyOf={(order) => order.orderNo}
              columns={[
                { header: t('manager.order.orderNo'), cell: (order) => order.orderNo },
                {
                  header: t('manager.order.title'),
                  cell: (order) => {
                    const detail = orderDetail(order, locale);
                    return (
                      <>
                        {order.title}
                        {detail !== undefined && (
                          <div className="mgr-muted">{t(detail.key, detail.values)}</div>
                        )}
                      </>
                    );
                  },
                },
                {
                  header: t('manager.order.amount'),
                  cell: (order) => orderAmount(order.amountMinor, order.currency, locale),
                },
                {
                  header: t('manager.order.status'),
                  cell: (order) => (
                    <>
                      {t(`manager.order.status.${order.status}`)}
                      {isAwaitingPayment(order) && order.payKind === 1 && (
                        <div>
                          <a href={paymentPath(order.orderNo)}>{t('manager.order.pay')}</a>
                        </div>
                      )}
                      {order.orderType === 'flight' && (
                        <div>
                          <a href={managerPath('flight-my', order.orderNo)}>{t('manager.order.details')}</a>
                        </div>
                      )}
                      {offersRefund(order) && (
                        <div>
                          <a href={managerPath('refund', order.orderNo)} data-testid="order-refund">
                            {t(
                              order.orderType === 'visa'
                                ? 'manager.order.refundVisa'
                                : 'manager.order.refund',
                            )}
                          </a>
                        </div>
                      )}
                      {hasETicket(order) && (
                        <div>
                          <a href={managerPath('eticket', order.orderNo)}>{t('manager.order.eticket')}</a>
                        </div>
                      )}
                      {hasInvoice(order) && (
                        <div>
                          <a href={managerPath('invoice', order.orderNo)} data-testid="order-invoice-link">
                            {t('manager.order.invoice')}
                          </a>
                        </div>
                      )}
                      {hasETicket(order) && (
                        <div>
                          <a href={ticketPrintPath(order.orderNo)}>{t('manager.order.printTickets')}</a>
                          {' · '}
                          <a href={ticketPdfPath(order.orderNo)}>{t('manager.order.ticketPdf')}</a>
                        </div>
                      )}
                    </>
                  ),
                },
                {
                  header: t('manager.order.createdAt'),
                  cell: (order) => formatDate(order.createdAt, locale),
                },
              ]}
            />
            <Pager page={page} total={data.total} pageSize={managerPageSize} param={pageParam} />
          </>
        )}
      </LoadState>
    </section>
  );
}
