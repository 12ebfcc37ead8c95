import { useRef, useState, type RefObject } from 'react';
import { IdempotencyKeys } from '../../lib/checkout/idempotency.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { endedSession, failureText } from '../../lib/forms/submit-failure.ts';
import { useT } from '../i18n/use-t.ts';
import { type FormNotice } from '../ui/form/FormStatus.tsx';
import { focusFirstInvalid } from '../ui/form/focus.ts';
import { hasSession, mergeDraft, saveDraft, useAdoptTypedValues, useDraftRestore } from './order-form.ts';

// The state and the submit of the apply and trip forms: values kept as a draft across the trip
// to the login page, field errors, and one order created per submitted content.

/** The string fields of a form's values. */
type Field<V> = keyof V & string;

/** What a form tells useOrderForm. */
export interface OrderFormOptions<V, B> {
  /** The values of an empty form; a restored draft is laid over them. */
  empty: V;
  /** Where the draft is kept in sessionStorage. */
  draftKey: string;
  /** The field errors of the values; none when they may be sent. */
  validate: (values: V) => FieldErrors<Field<V>>;
  /** The request body of valid values (its content also picks the idempotency key). */
  toBody: (values: V) => B;
  /** Creates the order; resolves to its number. */
  create: (body: B, idempotencyKey: string) => Promise<string>;
}

/** What useOrderForm gives a form. */
export interface OrderForm<V> {
  form: RefObject<HTMLFormElement | null>;
  values: V;
  errors: FieldErrors<Field<V>>;
  busy: boolean;
  notice: FormNotice;
  /** Set once a submit found no session: the form shows a login link. */
  needLogin: boolean;
  /** The created order's number, once there is one. */
  orderNo: string | null;
  set: (name: Field<V>, value: string) => void;
  /** The name, value, error and onChange of one field. */
  bind: (name: Field<V>) => {
    name: Field<V>;
    value: string;
    error: FieldErrors<Field<V>>[Field<V>];
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
  /** Validates, asks for a login first when there is no session, then creates the order. */
  submit: (event: { preventDefault: () => void }) => Promise<void>;
}

/** Form state and submit of an order form (login needed to submit). */
export function useOrderForm<V extends { [K in keyof V]: string }, B>({
  empty,
  draftKey,
  validate,
  toBody,
  create,
}: OrderFormOptions<V, B>): OrderForm<V> {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field<V>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [needLogin, setNeedLogin] = useState(false);
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const keys = useRef(new IdempotencyKeys());
  useDraftRestore(draftKey, (draft) => {
    setValues(mergeDraft(empty, draft));
  });
  useAdoptTypedValues(form, (typed) => {
    setValues((current) => mergeDraft(current, typed));
  });

  const set = (name: Field<V>, value: string): void => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  const bind: OrderForm<V>['bind'] = (name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => {
      set(name, event.currentTarget.value);
    },
  });

  const submit = async (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const count = Object.keys(found).length;
    if (count > 0) {
      setNotice({ kind: 'error', text: t('form.fixErrors', { count }) });
      focusFirstInvalid(form.current);
      return;
    }
    if (!hasSession()) {
      saveDraft(draftKey, values);
      setNeedLogin(true);
      setNotice({ kind: 'error', text: t('form.loginFirst') });
      return;
    }
    const body = toBody(values);
    setBusy(true);
    setNotice(null);
    try {
      setOrderNo(await create(body, keys.current.keyFor(body)));
    } catch (error) {
      if (endedSession(error)) {
        saveDraft(draftKey, values);
        return;
      }
      setNotice({
        kind: 'error',
        text: t('form.failed', { message: failureText(error, t('api.requestFailed')) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return { form, values, errors, busy, notice, needLogin, orderNo, set, bind, submit };
}
