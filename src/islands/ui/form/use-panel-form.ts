import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { FieldError, FieldErrors } from '../../../lib/forms/field-errors.ts';
import { endedSession, failureText } from '../../../lib/forms/submit-failure.ts';
import { useT } from '../../i18n/use-t.ts';
import { focusFirstInvalid } from './focus.ts';
import type { FormNotice } from './FormStatus.tsx';

// The state and the submit steps of the panel-look forms (management centre, apply, trip and
// flight): values kept through a failed call, field errors, the status line and a busy flag.
// Every such form checks, says how many fields to correct and focuses the first, then sends
// with the button disabled and says the API's answer in its own status line.

/** The text fields of a form's values. */
export type FieldName<V> = keyof V & string;

/** What the form says itself about an API refusal: the message, and the field it is about. */
interface Refusal<K extends string> {
  error: FieldError;
  /** Marked invalid and focused; none when the refusal is about the whole form. */
  field?: K | undefined;
}

/** How `send` treats a failure besides saying the API's message. */
interface SendOptions<K extends string> {
  /** A refusal the form words itself (a taken e-mail, a wrong old password); undefined for others. */
  refusal?: ((error: unknown) => Refusal<K> | undefined) | undefined;
  /** Runs when the session ended (the API client already goes to login): e.g. keep a draft. */
  onEndedSession?: (() => void) | undefined;
}

/** What usePanelForm gives a form; `E` names error fields that hold no text (an upload). */
export interface PanelForm<V, E extends string = never> {
  form: RefObject<HTMLFormElement | null>;
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: FieldErrors<FieldName<V> | E>;
  setErrors: Dispatch<SetStateAction<FieldErrors<FieldName<V> | E>>>;
  busy: boolean;
  notice: FormNotice;
  setNotice: (notice: FormNotice) => void;
  /** Sets one value. */
  set: (name: FieldName<V>, value: string) => void;
  /** The name, value, error and onChange of one field. */
  bind: (name: FieldName<V>) => {
    name: FieldName<V>;
    value: string;
    error: FieldError | undefined;
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
  /**
   * Shows the errors of the form's checks; with any, says how many, focuses the first and
   * answers false (nothing may be sent).
   */
  accept: (found: FieldErrors<FieldName<V> | E>) => boolean;
  /** Says a failed call in the status line (nothing when the session ended: login follows). */
  fail: (error: unknown) => void;
  /** Runs a call with the button disabled and the status line cleared; a failure is said in the form. */
  send: (call: () => Promise<void>, options?: SendOptions<FieldName<V> | E>) => Promise<void>;
}

/** Form state and submit steps of a panel-look form starting from `initial`. */
export function usePanelForm<V extends { [K in keyof V]: string }, E extends string = never>(
  initial: V,
): PanelForm<V, E> {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<FieldName<V> | E>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);

  const set = (name: FieldName<V>, value: string): void => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  const bind: PanelForm<V, E>['bind'] = (name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => {
      set(name, event.currentTarget.value);
    },
  });

  const accept: PanelForm<V, E>['accept'] = (found) => {
    setErrors(found);
    const count = Object.keys(found).length;
    if (count === 0) return true;
    setNotice({ kind: 'error', text: t('form.fixErrors', { count }) });
    focusFirstInvalid(form.current);
    return false;
  };

  const failed = (message: string): void => {
    setNotice({ kind: 'error', text: t('form.failed', { message }) });
  };
  const fail = (error: unknown): void => {
    if (!endedSession(error)) failed(failureText(error, t('api.requestFailed')));
  };

  const send: PanelForm<V, E>['send'] = async (call, options = {}) => {
    setBusy(true);
    setNotice(null);
    try {
      await call();
    } catch (error) {
      if (endedSession(error)) {
        options.onEndedSession?.();
        return;
      }
      const refusal = options.refusal?.(error);
      if (refusal === undefined) {
        failed(failureText(error, t('api.requestFailed')));
        return;
      }
      if (refusal.field !== undefined) {
        setErrors({ [refusal.field]: refusal.error } as FieldErrors<FieldName<V> | E>);
        focusFirstInvalid(form.current);
      }
      failed(t(refusal.error.key, refusal.error.values));
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    values,
    setValues,
    errors,
    setErrors,
    busy,
    notice,
    setNotice,
    set,
    bind,
    accept,
    fail,
    send,
  };
}
