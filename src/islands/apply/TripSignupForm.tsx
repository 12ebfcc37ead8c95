import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { createTripSignup } from '../../lib/endpoints/orders.ts';
import {
  checkContact,
  checkInteger,
  collectErrors,
  contactOf,
  type ContactFormValues,
} from '../../lib/manager/forms.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { FORM_MESSAGE_PREFIXES, TextField } from '../manager/parts.tsx';
import { OrderFormFrame } from './OrderFormFrame.tsx';
import { useOrderForm } from './use-order-form.ts';
import { managerPath, paymentPath } from '../../lib/paths/index.ts';

/** Message prefixes of TripSignupForm. */
export const TRIP_SIGNUP_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'tripSignup.',
  'manager.nav.fair-my',
  'manager.order.pay',
];

interface TripValues extends ContactFormValues {
  people: string;
}

const empty: TripValues = { people: '1', contactName: '', contactPhone: '', contactEmail: '' };

/** Props of TripSignupForm. */
export interface TripSignupFormProps {
  i18n: IslandMessages;
  tripId: number;
  /** Places left when the page was rendered; the API checks the quota again. */
  remaining: number;
  /** This page's path, for the login link's redirect. */
  path: string;
}

/** The sign-up form of /exhibition/trip/{id}.html (login needed to submit). */
export function TripSignupForm({ i18n, ...props }: TripSignupFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <TripSignupView {...props} />
    </I18nProvider>
  );
}

function TripSignupView({ tripId, remaining, path }: Omit<TripSignupFormProps, 'i18n'>): ReactNode {
  const t = useT();
  const maxPeople = Math.max(1, Math.min(10, remaining));
  const order = useOrderForm({
    empty,
    draftKey: `trip-draft:${String(tripId)}`,
    validate: (values) => ({
      ...collectErrors({ people: checkInteger(values.people, 1, maxPeople) }),
      ...checkContact(values),
    }),
    toBody: (values) => ({ tripId, people: Number(values.people.trim()), contact: contactOf(values) }),
    create: async (body, idempotencyKey) =>
      (await createTripSignup(getBrowserApiClient(), body, idempotencyKey)).orderNo,
  });
  const { orderNo } = order;

  if (remaining <= 0) return <p className="mgr-muted">{t('tripSignup.full')}</p>;

  if (orderNo !== null)
    return (
      <div role="status" className="mgr-notice mgr-notice--success">
        <p>{t('tripSignup.done', { orderNo })}</p>
        <p className="mgr-actions">
          <a className="mgr-button mgr-button--primary" href={paymentPath(orderNo)}>
            {t('manager.order.pay')}
          </a>
          <a href={managerPath('fair-my')}>{t('manager.nav.fair-my')}</a>
        </p>
      </div>
    );

  return (
    <OrderFormFrame
      order={order}
      label={t('tripSignup.heading')}
      submitLabel={t('tripSignup.submit')}
      path={path}
    >
      <TextField
        label={t('tripSignup.people')}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={maxPeople}
        step={1}
        {...order.bind('people')}
      />
    </OrderFormFrame>
  );
}
