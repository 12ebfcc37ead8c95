import { useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { loginPath } from '../../lib/paths/index.ts';
import { loadDraft, saveDraft } from '../../lib/checkout/draft.ts';
import type { CheckoutFailure } from '../../lib/checkout/failure.ts';
import { IdempotencyKeys } from '../../lib/checkout/idempotency.ts';
import type { TicketPageData } from '../../lib/checkout/ticket-page.ts';
import {
  ticketOrderBody,
  validateTicketForm,
  type TicketField,
  type TicketFormValues,
} from '../../lib/checkout/ticket-form.ts';
import type { Visitor } from '../../lib/contract/manager.ts';
import { createTicketOrder } from '../../lib/endpoints/orders.ts';
import { listVisitors } from '../../lib/endpoints/visitors.ts';
import { emptyContact } from '../../lib/forms/contact.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { track } from '../../lib/observability/tracking.ts';
import { hasSession } from '../../lib/stores/session-cookies.ts';
import { focusFirstInvalid } from '../ui/form/focus.ts';
import { usePrefilledContact } from './use-member-contact.ts';
import { useOrderSubmit } from './use-order-submit.ts';

// The ticket form's state and its one order: a draft that survives a login round trip, the
// buyer's visitors once a session exists, and one Idempotency-Key per body.

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

/** What useTicketOrder gives the ticket form. */
export interface TicketOrder {
  formRef: RefObject<HTMLFormElement | null>;
  values: TicketFormValues;
  setValues: (values: TicketFormValues) => void;
  errors: FieldErrors<TicketField>;
  failure: CheckoutFailure | null;
  submitting: boolean;
  loggedIn: boolean;
  /** The buyer's visitors; null while loading or without a session. */
  visitors: Visitor[] | null;
  /** A visitor added from the form joins the list and the chosen visitors. */
  addVisitor: (visitor: Visitor) => void;
  /** Set after hydration, once a draft was restored: the submit button waits for it. */
  restored: boolean;
  /** Validates, sends an anonymous buyer to login with the draft kept, then places the order. */
  onSubmit: (event: SyntheticEvent) => Promise<void>;
}

/** The state and submit of the ticket form of `page` at `path`. */
export function useTicketOrder(page: TicketPageData, path: string): TicketOrder {
  const formRef = useRef<HTMLFormElement>(null);
  const keys = useRef(new IdempotencyKeys());
  const draftId = `ticket:${path}`;
  const [values, setValues] = useState<TicketFormValues>({
    tierId: firstOnSaleTier(page),
    quantity: '1',
    visitorIds: [],
    contact: emptyContact,
  });
  const [errors, setErrors] = useState<FieldErrors<TicketField>>({});
  const { inFlight, submitting, failure, setFailure, place } = useOrderSubmit(draftId);
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
    const hasToken = hasSession();
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

  usePrefilledContact(restored, setValues);

  const addVisitor = (visitor: Visitor): void => {
    setVisitors([...(visitors ?? []), visitor]);
    setValues({ ...values, visitorIds: [...values.visitorIds, visitor.id] });
  };

  const onSubmit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    // The ref stops a second click that lands before React re-renders the disabled button.
    if (inFlight.current) return;
    const found = validateTicketForm(values, page.tickets);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure({ key: 'checkout.error.fix' });
      focusFirstInvalid(formRef.current);
      return;
    }
    if (!hasSession()) {
      saveDraft(draftId, { values, idempotency: keys.current.snapshot() } satisfies Draft);
      location.assign(loginPath(path));
      return;
    }
    const body = ticketOrderBody(values);
    const key = keys.current.keyFor(body);
    saveDraft(draftId, { values, idempotency: keys.current.snapshot() } satisfies Draft);
    await place(async () => {
      const order = await createTicketOrder(getBrowserApiClient(), body, key);
      track('submitTicket', { orderNo: order.orderNo });
      return order;
    });
  };

  return {
    formRef,
    values,
    setValues,
    errors,
    failure,
    submitting,
    loggedIn,
    visitors,
    addVisitor,
    restored,
    onSubmit,
  };
}
