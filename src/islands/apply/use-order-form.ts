import { useRef, useState } from 'react';
import { IdempotencyKeys } from '../../lib/checkout/idempotency.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { useT } from '../i18n/use-t.ts';
import { usePanelForm, type FieldName, type PanelForm } from '../ui/form/use-panel-form.ts';
import { hasSession, mergeDraft, saveDraft, useAdoptTypedValues, useDraftRestore } from './order-form.ts';

// The state and the submit of the apply, trip and flight forms: the panel form's steps, plus
// values kept as a draft across the trip to the login page and one order created per
// submitted content.

/** What a form tells useOrderForm. */
export interface OrderFormOptions<V, B> {
  /** The values of an empty form; a restored draft is laid over them. */
  empty: V;
  /** Where the draft is kept in sessionStorage. */
  draftKey: string;
  /** The field errors of the values; none when they may be sent. */
  validate: (values: V) => FieldErrors<FieldName<V>>;
  /** The request body of valid values (its content also picks the idempotency key). */
  toBody: (values: V) => B;
  /** Creates the order; resolves to its number. */
  create: (body: B, idempotencyKey: string) => Promise<string>;
}

/** What useOrderForm gives a form: the panel form and the order's own state. */
export interface OrderForm<V> extends PanelForm<V> {
  /** Set once a submit found no session: the form shows a login link. */
  needLogin: boolean;
  /** The created order's number, once there is one. */
  orderNo: string | null;
  /** Validates, asks for a login first when there is no session, then creates the order. */
  submit: () => Promise<void>;
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
  const panel = usePanelForm(empty);
  const { values, setValues } = panel;
  const [needLogin, setNeedLogin] = useState(false);
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const keys = useRef(new IdempotencyKeys());
  useDraftRestore(draftKey, (draft) => {
    setValues(mergeDraft(empty, draft));
  });
  useAdoptTypedValues(panel.form, (typed) => {
    setValues((current) => mergeDraft(current, typed));
  });

  const submit = async (): Promise<void> => {
    if (!panel.accept(validate(values))) return;
    if (!hasSession()) {
      saveDraft(draftKey, values);
      setNeedLogin(true);
      panel.setNotice({ kind: 'error', text: t('form.loginFirst') });
      return;
    }
    const body = toBody(values);
    await panel.send(
      async () => {
        setOrderNo(await create(body, keys.current.keyFor(body)));
      },
      {
        onEndedSession: () => {
          saveDraft(draftKey, values);
        },
      },
    );
  };

  return { ...panel, needLogin, orderNo, submit };
}
