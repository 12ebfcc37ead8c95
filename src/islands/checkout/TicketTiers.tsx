import type { ReactNode } from 'react';
import { offersWaitingList } from '../../lib/checkout/hold.ts';
import { ticketSaleState } from '../../lib/checkout/ticket-sale.ts';
import type { Ticket } from '../../lib/contract/exhibition.ts';
import type { FieldError } from '../../lib/forms/field-errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import type { RefundPolicy } from '../../lib/contract/refund.ts';
import { refundPolicyMessage } from '../../lib/refunds/policy-text.ts';
import { WaitingListJoin, type WaitingListContext } from './WaitingListJoin.tsx';

/** Props of TicketTiers. */
export interface TicketTiersProps {
  tickets: readonly Ticket[];
  /** The exhibition's last day: once it has passed, sales are closed whatever the kind says. */
  exhibitionEnd?: string | undefined;
  tierId: number | null;
  error: FieldError | undefined;
  onChange: (tierId: number) => void;
  /** When given, a sold-out tier of a kind on sale offers its waiting list. */
  waitingList?: WaitingListContext | undefined;
}

/**
 * The ticket kinds with their tiers as radio buttons; tiers not on sale or sold out are disabled,
 * and a sold-out tier on sale offers to join its waiting list.
 */
export function TicketTiers({
  tickets,
  exhibitionEnd,
  tierId,
  error,
  onChange,
  waitingList,
}: TicketTiersProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="checkout-section" aria-describedby={error ? 'ticket-tier-error' : undefined}>
      <legend>{t('ticket.types')}</legend>
      {tickets.length === 0 && <p>{t('ticket.none')}</p>}
      {tickets.map((ticket) => {
        const saleState = ticketSaleState(ticket, { exhibitionEnd });
        return (
          <div key={ticket.id} className="ticket-kind">
            <h3>
              {ticket.name} {ticket.payKind === 2 && <span className="checkout-tag">{t('ticket.free')}</span>}
            </h3>
            <p className="checkout-hint">{ticket.description}</p>
            {saleState === 'not-yet' && (
              <p className="checkout-hint">
                {t('ticket.saleWindow', { start: ticket.saleStart, end: ticket.saleEnd })}
              </p>
            )}
            {saleState === 'closed' && <p className="checkout-hint">{t('ticket.salesEnded')}</p>}
            <ul className="ticket-tiers">
              {ticket.tiers.map((tier) => (
                <li key={tier.id}>
                  <label>
                    {/* ARIA 1.2 supports aria-invalid on a radio group, not on a radio; it stays on the
                        radios because focusFirstInvalid (ui/form/focus.ts) finds the field by it. */}
                    {/* eslint-disable-next-line jsx-a11y-x/role-supports-aria-props */}
                    <input
                      type="radio"
                      name="tier"
                      value={tier.id}
                      checked={tierId === tier.id}
                      disabled={!ticket.onSale || tier.remaining <= 0}
                      aria-invalid={error !== undefined}
                      onChange={() => {
                        onChange(tier.id);
                      }}
                    />{' '}
                    <span className="ticket-tier__name">{tier.name}</span>{' '}
                    <span className="ticket-tier__price">
                      {tier.priceMinor === 0
                        ? t('ticket.free')
                        : formatMoney(tier.priceMinor, { currency: tier.currency, locale })}
                    </span>{' '}
                    <span className="checkout-hint">
                      {tier.remaining > 0
                        ? t('ticket.remaining', { count: tier.remaining })
                        : t('ticket.soldOut')}
                    </span>
                  </label>
                  {tier.priceMinor > 0 && tier.refundPolicy !== undefined && (
                    <RefundPolicyLine policy={tier.refundPolicy} />
                  )}
                  {waitingList !== undefined && offersWaitingList(tier, saleState) && (
                    <WaitingListJoin tierId={tier.id} tierName={tier.name} context={waitingList} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {error !== undefined && (
        <p id="ticket-tier-error" className="checkout-error">
          {t(error.key, error.values)}
        </p>
      )}
    </fieldset>
  );
}

/** A tier's refund policy, stated under its price. */
function RefundPolicyLine({ policy }: { policy: RefundPolicy }): ReactNode {
  const t = useT();
  const message = refundPolicyMessage(policy, 'ticket');
  return (
    <p className="checkout-hint ticket-tier__refund" data-testid="tier-refund-policy">
      {t('refund.policy.label')}: {t(message.key, message.values)}
    </p>
  );
}
