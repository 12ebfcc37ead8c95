import type { ReactNode } from 'react';
import type { TierChoice } from '../../lib/checkout/ticket-form.ts';
import { formatMoney } from '../../lib/format.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

/** Props of TicketSummary. */
export interface TicketSummaryProps {
  exhibitionName: string;
  choice: TierChoice | undefined;
  quantity: string;
  /** The order's total in fen. */
  total: number;
}

/** What the order will be: the fair, the chosen tier, the quantity and the total. */
export function TicketSummary({ exhibitionName, choice, quantity, total }: TicketSummaryProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="checkout-summary" aria-labelledby="ticket-summary-title">
      <h3 id="ticket-summary-title">{t('checkout.summary')}</h3>
      <dl>
        <dt>{t('ticket.exhibition')}</dt>
        <dd>{exhibitionName}</dd>
        {choice !== undefined && (
          <>
            <dt>{t('ticket.tier')}</dt>
            <dd>
              {choice.ticket.name} · {choice.tier.name} ·{' '}
              {choice.tier.priceMinor === 0
                ? t('ticket.free')
                : formatMoney(choice.tier.priceMinor, { currency: choice.tier.currency, locale })}
            </dd>
          </>
        )}
        <dt>{t('ticket.quantity')}</dt>
        <dd>{quantity}</dd>
        <dt>{t('checkout.total')}</dt>
        <dd className="checkout-total" data-testid="ticket-total">
          {formatMoney(total, { currency: choice?.tier.currency ?? 'CNY', locale })}
        </dd>
      </dl>
    </section>
  );
}
