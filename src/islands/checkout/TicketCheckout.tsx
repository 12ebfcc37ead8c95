import { useEffect, type ReactNode } from 'react';
import { findTier, maxQuantity, ticketTotal } from '../../lib/checkout/ticket-form.ts';
import type { TicketPageData } from '../../lib/checkout/ticket-page.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { FailureAlert } from '../ui/form/FormStatus.tsx';
import { FieldLookContext } from '../ui/form/look.ts';
import { SubmitButton } from '../ui/form/SubmitButton.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { ContactFieldset } from './ContactFieldset.tsx';
import { TicketSummary } from './TicketSummary.tsx';
import { TicketTiers } from './TicketTiers.tsx';
import { useTicketOrder } from './use-ticket-order.ts';
import { VisitorPicker } from './VisitorPicker.tsx';
import './checkout.css';
import { loginPath } from '../../lib/paths/index.ts';
import { trackStay } from '../../lib/observability/tracking.ts';

/** Message prefixes the checkout islands need. */
export const CHECKOUT_MESSAGE_PREFIXES: readonly string[] = [
  'checkout.',
  'phone.',
  'ticket.',
  'payment.',
  'result.',
  'visaOrder.',
  'validation.',
  'refund.policy.',
];

/** Props of TicketCheckout. */
export interface TicketCheckoutProps {
  i18n: IslandMessages;
  page: TicketPageData;
  /** The page's path, for the login redirect and the draft. */
  path: string;
}

/** The ticket purchase form of /ticket/{id}.html. Hydrate with client:load. */
export function TicketCheckout({ i18n, page, path }: TicketCheckoutProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <FieldLookContext value="checkout">
        <TicketForm page={page} path={path} />
      </FieldLookContext>
    </I18nProvider>
  );
}

function TicketForm({ page, path }: { page: TicketPageData; path: string }): ReactNode {
  const t = useT();
  const order = useTicketOrder(page, path);
  const exhibitionId = page.exhibition.id;
  // Ticket in/out: the visitor opened the ticket page, and left it (bought or not).
  useEffect(() => trackStay('ticketIn', 'ticketOut', { exhibitionId }), [exhibitionId]);
  const { values, setValues, errors } = order;
  const max = maxQuantity(findTier(page.tickets, values.tierId));

  return (
    <form
      ref={order.formRef}
      className="checkout-form"
      noValidate
      aria-labelledby="ticket-form-title"
      aria-busy={order.submitting}
      data-hydrated={order.restored ? '' : undefined}
      onSubmit={(event) => {
        void order.onSubmit(event);
      }}
    >
      <h2 id="ticket-form-title">{t('ticket.formTitle')}</h2>
      {!order.loggedIn && (
        <p className="checkout-notice">
          {t('checkout.loginFirst')}{' '}
          <a href={loginPath(path)} rel="nofollow">
            {t('checkout.login')}
          </a>
        </p>
      )}
      <TicketTiers
        tickets={page.tickets}
        exhibitionEnd={page.exhibition.endDate}
        tierId={values.tierId}
        error={errors.tier}
        onChange={(tierId) => {
          setValues({ ...values, tierId });
        }}
        waitingList={{ loggedIn: order.loggedIn, quantity: values.quantity, loginHref: loginPath(path) }}
      />
      <TextField
        id="ticket-quantity"
        label={t('ticket.quantity')}
        type="number"
        value={values.quantity}
        required
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        hint={t('ticket.quantityHint', { max })}
        error={errors.quantity}
        onChange={(event) => {
          setValues({ ...values, quantity: event.currentTarget.value });
        }}
      />
      <VisitorPicker
        loggedIn={order.loggedIn}
        visitors={order.visitors}
        selected={values.visitorIds}
        quantity={values.quantity}
        error={errors.visitors}
        onChange={(visitorIds) => {
          setValues({ ...values, visitorIds });
        }}
        onAdded={order.addVisitor}
      />
      <ContactFieldset
        idPrefix="ticket"
        value={values.contact}
        errors={errors}
        onChange={(contact) => {
          setValues({ ...values, contact });
        }}
      />
      <TicketSummary
        exhibitionName={page.exhibition.name}
        choice={findTier(page.tickets, values.tierId)}
        quantity={values.quantity}
        total={ticketTotal(values, page.tickets)}
      />
      <FailureAlert failure={order.failure} />
      {/* Disabled until hydrated: a native submit before then would reload the page with the form in the URL. */}
      <SubmitButton busy={order.submitting} disabled={!order.restored}>
        {order.submitting ? t('checkout.submitting') : t('ticket.submit')}
      </SubmitButton>
    </form>
  );
}
