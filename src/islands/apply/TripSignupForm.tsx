import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { createTripSignup } from '../../lib/endpoints/orders.ts';
import { tripSignupBodySchema } from '../../lib/contract/order.ts';
import { checkContact, contactBody, contactOf, type ContactField } from '../../lib/forms/contact.ts';
import { collectErrors } from '../../lib/forms/field-errors.ts';
import { checkInteger } from '../../lib/forms/rules.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { TextField } from '../ui/form/TextField.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import '../manager/manager.css';
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

interface TripValues extends Record<ContactField, string> {
  people: string;
}

/** Most people one sign-up may hold (the contract's limit). */
const peopleLimit = tripSignupBodySchema.shape.people.maxValue ?? 1;

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
  const maxPeople = Math.max(1, Math.min(peopleLimit, remaining));
  const order = useOrderForm({
    empty,
    draftKey: `trip-draft:${String(tripId)}`,
    validate: (values) => ({
      ...collectErrors({ people: checkInteger(values.people, 1, maxPeople) }),
      ...checkContact(contactOf(values)),
    }),
    toBody: (values) => ({
      tripId,
      people: Number(values.people.trim()),
      contact: contactBody(contactOf(values)),
    }),
    create: async (body, idempotencyKey) =>
      (await createTripSignup(getBrowserApiClient(), body, idempotencyKey)).orderNo,
  });
  const { orderNo } = order;

  if (remaining <= 0) return <p className="mgr-muted">{t('tripSignup.full')}</p>;

  if (orderNo !== null)
    return (
      <div role="status" className="notice notice-success">
        <p>{t('tripSignup.done', { orderNo })}</p>
        <p className="mgr-actions">
          <a className="button" href={paymentPath(orderNo)}>
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
