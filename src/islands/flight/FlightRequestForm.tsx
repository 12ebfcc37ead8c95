import { useEffect, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { maxFlightPassengers } from '../../lib/contract/order.ts';
import type { Visitor } from '../../lib/contract/manager.ts';
import { createFlightOrder } from '../../lib/endpoints/orders.ts';
import { listVisitors } from '../../lib/endpoints/visitors.ts';
import {
  cabinClasses,
  checkFlightRequest,
  emptyFlightValues,
  flightBody,
  passengerIdsOf,
  togglePassenger,
} from '../../lib/forms/flight.ts';
import { failureText } from '../../lib/forms/submit-failure.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { managerPath } from '../../lib/paths/index.ts';
import { OrderFormFrame } from '../apply/OrderFormFrame.tsx';
import { useOrderForm } from '../apply/use-order-form.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { SelectField } from '../ui/form/SelectField.tsx';
import { TextArea } from '../ui/form/TextArea.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import '../manager/manager.css';
import './flight.css';

/** Message prefixes of FlightRequestForm. */
export const FLIGHT_REQUEST_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'flight.'];

/** Props of FlightRequestForm: the exhibition the flights go to. */
export interface FlightRequestFormProps {
  i18n: IslandMessages;
  exhibition: { id: number; city: string; lastDay: string };
  /** Today (UTC, as the API counts it), from the server: the earliest departure is the day after. */
  today: string;
  /** This page's path, for the login link's redirect. */
  path: string;
}

/** The flight request form of /flight/{exhibitionId}.html (login-guarded page). Hydrate with client:load. */
export function FlightRequestForm({ i18n, ...props }: FlightRequestFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <FlightRequestView {...props} />
    </I18nProvider>
  );
}

type VisitorsState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; visitors: Visitor[] };

/** The day after an ISO date, for the date input's minimum. */
function nextDay(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function FlightRequestView({ exhibition, today, path }: Omit<FlightRequestFormProps, 'i18n'>): ReactNode {
  const t = useT();
  const [visitors, setVisitors] = useState<VisitorsState>({ status: 'loading' });
  const order = useOrderForm({
    empty: emptyFlightValues,
    draftKey: `flight-draft:${String(exhibition.id)}`,
    validate: (values) => checkFlightRequest(values, { today, lastDay: exhibition.lastDay }),
    toBody: (values) => flightBody(values, exhibition.id),
    create: async (body, idempotencyKey) =>
      (await createFlightOrder(getBrowserApiClient(), body, idempotencyKey)).orderNo,
  });

  useEffect(() => {
    listVisitors(getBrowserApiClient(), { silent: true }).then(
      (list) => {
        setVisitors({ status: 'ready', visitors: list });
      },
      (error: unknown) => {
        setVisitors({ status: 'failed', message: failureText(error, t('api.requestFailed')) });
      },
    );
  }, [t]);

  if (order.orderNo !== null)
    return (
      <div role="status" className="notice notice-success" data-testid="flight-request-done">
        <p>{t('flight.done', { orderNo: order.orderNo })}</p>
        <p className="mgr-actions">
          <a className="button" href={managerPath('flight-my', order.orderNo)}>
            {t('flight.viewOrder')}
          </a>
        </p>
      </div>
    );

  const chosen = passengerIdsOf(order.values.passengers);
  const passengerError = order.errors.passengers;
  return (
    <OrderFormFrame order={order} label={t('flight.heading')} submitLabel={t('flight.submit')} path={path}>
      <TextField
        label={t('flight.departureCity')}
        required
        autoComplete="address-level2"
        maxLength={40}
        {...order.bind('departureCity')}
      />
      <p className="mgr-muted">{t('flight.destination', { city: exhibition.city })}</p>
      <TextField
        label={t('flight.departDate')}
        required
        type="date"
        min={nextDay(today)}
        max={exhibition.lastDay}
        {...order.bind('departDate')}
      />
      <TextField
        label={`${t('flight.returnDate')} ${t('form.optional')}`}
        type="date"
        min={order.values.departDate === '' ? nextDay(today) : order.values.departDate}
        hint={t('flight.returnHint')}
        {...order.bind('returnDate')}
      />
      <SelectField
        label={t('flight.cabinClass')}
        required
        options={cabinClasses.map((cabin) => ({ value: cabin, label: t(`flight.cabin.${cabin}`) }))}
        {...order.bind('cabinClass')}
      />
      <fieldset
        className="flight-passengers"
        aria-describedby={
          passengerError === undefined
            ? 'flight-passengers-hint'
            : 'flight-passengers-hint flight-passengers-error'
        }
      >
        <legend>{t('flight.passengers')}</legend>
        <p id="flight-passengers-hint" className="mgr-hint">
          {t('flight.passengersHint', { max: maxFlightPassengers })}
        </p>
        {visitors.status === 'loading' && <p aria-live="polite">{t('flight.loadingVisitors')}</p>}
        {visitors.status === 'failed' && (
          <p role="alert">{t('flight.visitorsFailed', { message: visitors.message })}</p>
        )}
        {visitors.status === 'ready' && visitors.visitors.length === 0 && <p>{t('flight.noVisitors')}</p>}
        {visitors.status === 'ready' && visitors.visitors.length > 0 && (
          <ul data-testid="flight-passengers">
            {visitors.visitors.map((visitor) => (
              <li key={visitor.id}>
                <label>
                  <input
                    type="checkbox"
                    name="passenger"
                    value={visitor.id}
                    checked={chosen.includes(visitor.id)}
                    aria-invalid={passengerError !== undefined || undefined}
                    onChange={(event) => {
                      order.set(
                        'passengers',
                        togglePassenger(order.values.passengers, visitor.id, event.currentTarget.checked),
                      );
                    }}
                  />{' '}
                  {visitor.name}
                </label>
              </li>
            ))}
          </ul>
        )}
        {passengerError !== undefined && (
          <p id="flight-passengers-error" className="ui-field__error">
            {t(passengerError.key, passengerError.values)}
          </p>
        )}
        <p>
          <a href={managerPath('visitor-edit')}>{t('flight.addVisitor')}</a>
        </p>
      </fieldset>
      <TextArea
        label={`${t('flight.remark')} ${t('form.optional')}`}
        maxLength={500}
        rows={3}
        {...order.bind('remark')}
      />
    </OrderFormFrame>
  );
}
