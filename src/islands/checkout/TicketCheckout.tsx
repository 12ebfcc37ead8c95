import { useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { createTicketOrder } from '../../lib/endpoints/orders.ts';
import { listVisitors, saveVisitor } from '../../lib/endpoints/visitors.ts';
import { emptyContact, phonePattern, type FieldErrors } from '../../lib/checkout/contact.ts';
import { clearDraft, loadDraft, saveDraft } from '../../lib/checkout/draft.ts';
import { describeFailure, type CheckoutFailure } from '../../lib/checkout/failure.ts';
import { IdempotencyKeys } from '../../lib/checkout/idempotency.ts';
import { nextStepAfterOrder } from '../../lib/checkout/result.ts';
import type { TicketPageData } from '../../lib/checkout/ticket-page.ts';
import {
  findTier,
  maxQuantity,
  ticketOrderBody,
  ticketTotal,
  validateTicketForm,
  type TicketField,
  type TicketFormValues,
} from '../../lib/checkout/ticket-form.ts';
import type { Visitor } from '../../lib/contract/manager.ts';
import { formatMoney } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { track } from '../../lib/observability/tracking.ts';
import { readAccessToken } from '../../lib/stores/session-cookies.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { ContactFields, focusFirstError, FormAlert, TextField } from './Fields.tsx';
import './checkout.css';
import { loginPath } from '../../lib/paths/index.ts';

/** Message prefixes the checkout islands need. */
export const CHECKOUT_MESSAGE_PREFIXES: readonly string[] = [
  'checkout.',
  'ticket.',
  'payment.',
  'result.',
  'visaOrder.',
  'validation.',
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
      <TicketForm page={page} path={path} />
    </I18nProvider>
  );
}

interface Draft {
  values: TicketFormValues;
  idempotency?: { body: string; key: string } | undefined;
}

function isDraft(value: unknown): value is Draft {
  const values = (value as { values?: Partial<TicketFormValues> } | null)?.values;
  return (
    typeof values?.quantity === 'string' &&
    Array.isArray(values.visitorIds) &&
    typeof values.contact === 'object'
  );
}

function firstOnSaleTier(page: TicketPageData): number | null {
  const ticket = page.tickets.find((item) => item.onSale && item.tiers.some((tier) => tier.remaining > 0));
  return ticket?.tiers.find((tier) => tier.remaining > 0)?.id ?? null;
}

function TicketForm({ page, path }: { page: TicketPageData; path: string }): ReactNode {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const keys = useRef(new IdempotencyKeys());
  const draftId = `ticket:${path}`;
  const [values, setValues] = useState<TicketFormValues>({
    tierId: firstOnSaleTier(page),
    quantity: '1',
    visitorIds: [],
    contact: emptyContact,
  });
  const [errors, setErrors] = useState<FieldErrors<TicketField>>({});
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const [visitors, setVisitors] = useState<Visitor[] | null>(null);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    // The draft survives a login round trip (session ended mid-checkout); restore it first.
    const draft = loadDraft(draftId);
    if (isDraft(draft)) {
      setValues(draft.values);
      keys.current = new IdempotencyKeys(draft.idempotency);
    }
    setRestored(true);
    const hasToken = readAccessToken() !== undefined;
    setLoggedIn(hasToken);
    if (hasToken) {
      listVisitors(getBrowserApiClient(), { silent: true })
        .then(setVisitors)
        .catch(() => {
          setVisitors([]);
        });
    }
  }, [draftId]);

  useEffect(() => {
    if (restored) saveDraft(draftId, { values, idempotency: keys.current.snapshot() } satisfies Draft);
  }, [draftId, restored, values]);

  const choice = findTier(page.tickets, values.tierId);
  const total = ticketTotal(values, page.tickets);
  const max = maxQuantity(choice);
  const message = (field: TicketField): string | undefined => {
    const error = errors[field];
    return error === undefined ? undefined : t(error.key, error.values);
  };

  const onSubmit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    // The ref stops a second click that lands before React re-renders the disabled button.
    if (inFlight.current) return;
    const found = validateTicketForm(values, page.tickets);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure({ key: 'checkout.error.fix' });
      requestAnimationFrame(() => {
        focusFirstError(formRef.current);
      });
      return;
    }
    if (readAccessToken() === undefined) {
      saveDraft(draftId, { values, idempotency: keys.current.snapshot() } satisfies Draft);
      location.assign(loginPath(path));
      return;
    }
    const body = ticketOrderBody(values);
    const key = keys.current.keyFor(body);
    saveDraft(draftId, { values, idempotency: keys.current.snapshot() } satisfies Draft);
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const order = await createTicketOrder(getBrowserApiClient(), body, key);
      track('submitTicket', { orderNo: order.orderNo });
      clearDraft(draftId);
      location.assign(nextStepAfterOrder(order));
    } catch (error) {
      setFailure(describeFailure(error));
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="checkout-form"
      noValidate
      aria-labelledby="ticket-form-title"
      aria-busy={submitting}
      data-hydrated={restored ? '' : undefined}
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <h2 id="ticket-form-title">{t('ticket.formTitle')}</h2>
      {!loggedIn && (
        <p className="checkout-notice">
          {t('checkout.loginFirst')}{' '}
          <a href={loginPath(path)} rel="nofollow">
            {t('checkout.login')}
          </a>
        </p>
      )}
      <fieldset className="checkout-section" aria-describedby={errors.tier ? 'ticket-tier-error' : undefined}>
        <legend>{t('ticket.types')}</legend>
        {page.tickets.length === 0 && <p>{t('ticket.none')}</p>}
        {page.tickets.map((ticket) => (
          <div key={ticket.id} className="ticket-kind">
            <h3>
              {ticket.name} {ticket.payKind === 2 && <span className="checkout-tag">{t('ticket.free')}</span>}
            </h3>
            <p className="checkout-hint">{ticket.description}</p>
            {!ticket.onSale && (
              <p className="checkout-hint">
                {t('ticket.saleWindow', { start: ticket.saleStart, end: ticket.saleEnd })}
              </p>
            )}
            <ul className="ticket-tiers">
              {ticket.tiers.map((tier) => (
                <li key={tier.id}>
                  <label>
                    <input
                      type="radio"
                      name="tier"
                      value={tier.id}
                      checked={values.tierId === tier.id}
                      disabled={!ticket.onSale || tier.remaining <= 0}
                      aria-invalid={errors.tier !== undefined}
                      onChange={() => {
                        setValues({ ...values, tierId: tier.id });
                      }}
                    />{' '}
                    <span className="ticket-tier__name">{tier.name}</span>{' '}
                    <span className="ticket-tier__price">
                      {tier.priceMinor === 0 ? t('ticket.free') : formatMoney(tier.priceMinor)}
                    </span>{' '}
                    <span className="checkout-hint">
                      {tier.remaining > 0
                        ? t('ticket.remaining', { count: tier.remaining })
                        : t('ticket.soldOut')}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {errors.tier !== undefined && (
          <p id="ticket-tier-error" className="checkout-error">
            {message('tier')}
          </p>
        )}
      </fieldset>

      <TextField
        id="ticket-quantity"
        label={t('ticket.quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={values.quantity}
        required
        hint={t('ticket.quantityHint', { max })}
        error={message('quantity')}
        onChange={(quantity) => {
          setValues({ ...values, quantity });
        }}
      />

      <VisitorPicker
        loggedIn={loggedIn}
        visitors={visitors}
        selected={values.visitorIds}
        quantity={values.quantity}
        error={message('visitors')}
        onChange={(visitorIds) => {
          setValues({ ...values, visitorIds });
        }}
        onAdded={(visitor) => {
          setVisitors([...(visitors ?? []), visitor]);
          setValues({ ...values, visitorIds: [...values.visitorIds, visitor.id] });
        }}
      />

      <ContactFields
        idPrefix="ticket"
        value={values.contact}
        errors={errors}
        onChange={(contact) => {
          setValues({ ...values, contact });
        }}
      />

      <section className="checkout-summary" aria-labelledby="ticket-summary-title">
        <h3 id="ticket-summary-title">{t('checkout.summary')}</h3>
        <dl>
          <dt>{t('ticket.exhibition')}</dt>
          <dd>{page.exhibition.name}</dd>
          {choice !== undefined && (
            <>
              <dt>{t('ticket.tier')}</dt>
              <dd>
                {choice.ticket.name} · {choice.tier.name} ·{' '}
                {choice.tier.priceMinor === 0 ? t('ticket.free') : formatMoney(choice.tier.priceMinor)}
              </dd>
            </>
          )}
          <dt>{t('ticket.quantity')}</dt>
          <dd>{values.quantity}</dd>
          <dt>{t('checkout.total')}</dt>
          <dd className="checkout-total" data-testid="ticket-total">
            {formatMoney(total)}
          </dd>
        </dl>
      </section>

      <FormAlert failure={failure} />
      {/* Disabled until hydrated: a native submit before then would reload the page with the form in the URL. */}
      <button type="submit" className="button checkout-submit" disabled={submitting || !restored}>
        {submitting ? t('checkout.submitting') : t('ticket.submit')}
      </button>
    </form>
  );
}

interface VisitorPickerProps {
  loggedIn: boolean;
  visitors: Visitor[] | null;
  selected: number[];
  quantity: string;
  error: string | undefined;
  onChange: (ids: number[]) => void;
  onAdded: (visitor: Visitor) => void;
}

/** Visitors from the user's list (one per ticket, optional), and a small form to add one. */
function VisitorPicker({
  loggedIn,
  visitors,
  selected,
  quantity,
  error,
  onChange,
  onAdded,
}: VisitorPickerProps): ReactNode {
  const t = useT();
  const [adding, setAdding] = useState(false);
  return (
    <fieldset
      className="checkout-section"
      aria-describedby={error !== undefined ? 'ticket-visitors-error' : undefined}
    >
      <legend>{t('ticket.visitors')}</legend>
      <p className="checkout-hint">{t('ticket.visitorsHint', { count: quantity })}</p>
      {!loggedIn && <p className="checkout-hint">{t('ticket.visitorsLogin')}</p>}
      {loggedIn && visitors === null && <p className="checkout-hint">{t('checkout.loading')}</p>}
      {visitors !== null && visitors.length === 0 && (
        <p className="checkout-hint">{t('ticket.noVisitors')}</p>
      )}
      {visitors !== null && visitors.length > 0 && (
        <ul className="ticket-visitors">
          {visitors.map((visitor) => (
            <li key={visitor.id}>
              <label>
                <input
                  type="checkbox"
                  value={visitor.id}
                  checked={selected.includes(visitor.id)}
                  aria-invalid={error !== undefined}
                  onChange={(event) => {
                    onChange(
                      event.target.checked
                        ? [...selected, visitor.id]
                        : selected.filter((id) => id !== visitor.id),
                    );
                  }}
                />{' '}
                {visitor.name} · {visitor.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error !== undefined && (
        <p id="ticket-visitors-error" className="checkout-error">
          {error}
        </p>
      )}
      {loggedIn && !adding && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setAdding(true);
          }}
        >
          {t('ticket.addVisitor')}
        </button>
      )}
      {loggedIn && adding && (
        <NewVisitor
          onCancel={() => {
            setAdding(false);
          }}
          onAdded={(visitor) => {
            setAdding(false);
            onAdded(visitor);
          }}
        />
      )}
    </fieldset>
  );
}

type NewVisitorField = 'name' | 'phone' | 'idNumber';

/** Adds a visitor to the user's list without leaving the checkout (a group, not a nested form). */
function NewVisitor({
  onCancel,
  onAdded,
}: {
  onCancel: () => void;
  onAdded: (visitor: Visitor) => void;
}): ReactNode {
  const t = useT();
  const groupRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [idType, setIdType] = useState<'id-card' | 'passport' | 'other'>('id-card');
  const [idNumber, setIdNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<NewVisitorField, string>>>({});
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const idTypes = useMemo(() => ['id-card', 'passport', 'other'] as const, []);

  const save = async (): Promise<void> => {
    const found: Partial<Record<NewVisitorField, string>> = {};
    if (name.trim() === '') found.name = t('checkout.error.required');
    if (!phonePattern.test(phone.trim())) found.phone = t('checkout.error.phone');
    if (!/^[A-Za-z0-9]{5,20}$/.test(idNumber.trim())) found.idNumber = t('ticket.error.idNumber');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => {
        focusFirstError(groupRef.current);
      });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const visitor = await saveVisitor(
        getBrowserApiClient(),
        {
          name: name.trim(),
          phone: phone.trim(),
          idType,
          idNumber: idNumber.trim(),
          company: '',
          position: '',
        },
        undefined,
        { silent: true },
      );
      onAdded(visitor);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={groupRef} className="checkout-subform" role="group" aria-labelledby="new-visitor-title">
      <h4 id="new-visitor-title">{t('ticket.addVisitor')}</h4>
      <TextField
        id="visitor-name"
        label={t('ticket.visitor.name')}
        value={name}
        required
        error={errors.name}
        onChange={setName}
      />
      <TextField
        id="visitor-phone"
        label={t('ticket.visitor.phone')}
        type="tel"
        inputMode="tel"
        value={phone}
        required
        error={errors.phone}
        onChange={setPhone}
      />
      <div className="checkout-field">
        <label htmlFor="visitor-idType">{t('ticket.visitor.idType')}</label>
        <select
          id="visitor-idType"
          value={idType}
          onChange={(event) => {
            setIdType(event.target.value as typeof idType);
          }}
        >
          {idTypes.map((type) => (
            <option key={type} value={type}>
              {t(`ticket.visitor.idType.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="visitor-idNumber"
        label={t('ticket.visitor.idNumber')}
        value={idNumber}
        required
        error={errors.idNumber}
        onChange={setIdNumber}
      />
      <FormAlert failure={failure} />
      <div className="checkout-actions">
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => {
            void save();
          }}
        >
          {t('ticket.visitor.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('checkout.cancel')}
        </button>
      </div>
    </div>
  );
}
