import { useCallback, useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { authErrorKey, type AuthAction } from '../../lib/auth/auth-errors.ts';
import {
  collectErrors,
  withoutError,
  type FieldError,
  type FieldErrors,
} from '../../lib/forms/field-errors.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { SUBMIT_HELD_ATTRIBUTE } from '../../lib/forms/held-submit.ts';
import type { Session } from '../../lib/contract/auth.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { TextFieldProps } from '../ui/form/TextField.tsx';

// State shared by every auth form: values that survive a failed call, field errors, one form
// error for the API's answer, and a busy flag that disables the submit button while in flight.

/** Props every auth form takes. */
export interface AuthFormProps {
  api: ApiClient;
}

/** Props of the auth forms that end in a session. */
export interface SessionFormProps extends AuthFormProps {
  onSession: (session: Session) => Promise<void>;
}

/** What useAuthForm gives a form. */
export interface AuthForm<K extends string> {
  values: Record<K, string>;
  errors: FieldErrors<K>;
  formError: MessageKey | undefined;
  busy: boolean;
  /** Sets one value and clears that field's error. */
  setValue: (field: K, value: string) => void;
  /**
   * Marks one field invalid (e.g. the phone when a code is requested for a bad number) and
   * focuses it, unless `focus` is false (a check that answers after the person moved on).
   */
  setFieldError: (field: K, error: FieldError, options?: { focus?: boolean }) => void;
  /** Shows an error (e.g. from a send-code call) in the form's alert region. */
  setFormError: (key: MessageKey | undefined) => void;
  /** Registers an input so the first invalid one can take focus. */
  register: (field: K) => (element: HTMLInputElement | null) => void;
  /** Builds the onSubmit handler: validates, then runs the call unless one is in flight. */
  onSubmit: (
    validate: (values: Record<K, string>) => Record<K, FieldError | undefined>,
    run: (values: Record<K, string>) => Promise<void>,
    action: AuthAction,
  ) => (event: SubmitEvent<HTMLFormElement>) => void;
}

/** Form state for the auth forms; `initial` names every field. */
export function useAuthForm<K extends string>(initial: Record<K, string>): AuthForm<K> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<MessageKey | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const inputs = useRef(new Map<K, HTMLInputElement>());
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const initialValues = useRef(initial);
  const [resubmit, setResubmit] = useState<HTMLFormElement | undefined>(undefined);

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }, []);

  useEffect(() => {
    mounted.current = true;
    // On /login the island hydrates at the first interaction: what was typed before is in the
    // DOM, not in the state, and a submit made meanwhile was held (client:form) for us to repeat.
    let form: HTMLFormElement | null = null;
    for (const [field, element] of inputs.current) {
      form ??= element.form;
      if (element.value !== initialValues.current[field]) setValue(field, element.value);
    }
    if (form?.hasAttribute(SUBMIT_HELD_ATTRIBUTE) === true) {
      form.removeAttribute(SUBMIT_HELD_ATTRIBUTE);
      setResubmit(form);
    }
    return () => {
      mounted.current = false;
    };
  }, [setValue]);

  useEffect(() => {
    // After the render that took the typed values over, so the submit handler sees them.
    if (resubmit === undefined) return;
    setResubmit(undefined);
    resubmit.requestSubmit();
  }, [resubmit]);

  const setFieldError = useCallback((field: K, error: FieldError, options: { focus?: boolean } = {}) => {
    setErrors((current) => ({ ...current, [field]: error }));
    if (options.focus !== false) inputs.current.get(field)?.focus();
  }, []);

  const register = useCallback(
    (field: K) => (element: HTMLInputElement | null) => {
      if (element === null) inputs.current.delete(field);
      else inputs.current.set(field, element);
    },
    [],
  );

  const onSubmit: AuthForm<K>['onSubmit'] = (validate, run, action) => (event) => {
    event.preventDefault();
    // A second Enter while the first call runs must not send it twice.
    if (inFlight.current) return;
    const found = collectErrors(validate(values));
    setErrors(found);
    const firstInvalid = (Object.keys(initial) as K[]).find((field) => found[field] !== undefined);
    if (firstInvalid !== undefined) {
      setFormError(undefined);
      inputs.current.get(firstInvalid)?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setFormError(undefined);
    run(values)
      .catch((error: unknown) => {
        if (mounted.current) setFormError(authErrorKey(error, action));
      })
      .finally(() => {
        inFlight.current = false;
        if (mounted.current) setBusy(false);
      });
  };

  return { values, errors, formError, busy, setValue, setFieldError, setFormError, register, onSubmit };
}

/** Ties an input to one field of the form: its value, its error, and its focus on failure. */
export function bindField<K extends string>(
  form: AuthForm<K>,
  field: K,
): Pick<TextFieldProps, 'inputRef' | 'value' | 'error' | 'onChange'> {
  return {
    inputRef: form.register(field),
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.setValue(field, event.target.value);
    },
  };
}
