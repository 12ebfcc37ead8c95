import type { ChangeEvent, ReactNode } from 'react';
import type { ContactValues, FieldErrors } from '../../lib/checkout/contact.ts';
import type { CheckoutFailure } from '../../lib/checkout/failure.ts';
import { useT } from '../i18n/use-t.ts';

// Form parts every checkout island shares. Each error sits under its field and is tied to it
// with aria-describedby and aria-invalid; the form's alert region announces what went wrong.

/** Props of TextField. */
export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'tel' | 'email' | 'number' | 'date';
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  min?: number;
  max?: number;
  hint?: string | undefined;
}

/** A labelled input with its error and hint. */
export function TextField(props: TextFieldProps): ReactNode {
  const { id, label, value, onChange, error, type = 'text', required = false, hint } = props;
  const describedBy = [error !== undefined ? `${id}-error` : '', hint !== undefined ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="checkout-field">
      <span className="checkout-label">
        <label htmlFor={id}>{label}</label>
        {/* Outside the label, so the accessible name stays the label; `required` tells assistive tech. */}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        min={props.min}
        max={props.max}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange(event.target.value);
        }}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className="checkout-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="checkout-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props of FormAlert. */
export interface FormAlertProps {
  failure: CheckoutFailure | null;
}

/** The form's announcement of a failed submit; an empty live region otherwise, so screen readers catch changes. */
export function FormAlert({ failure }: FormAlertProps): ReactNode {
  const t = useT();
  return (
    <div className="checkout-alert" role="alert" data-empty={failure === null}>
      {failure !== null && (
        <>
          <p>{t(failure.key, failure.values)}</p>
          {failure.detail !== undefined && <p className="checkout-alert__detail">{failure.detail}</p>}
        </>
      )}
    </div>
  );
}

/** Props of ContactFields. */
export interface ContactFieldsProps {
  idPrefix: string;
  value: ContactValues;
  onChange: (value: ContactValues) => void;
  errors: FieldErrors<'contactName' | 'contactPhone' | 'contactEmail'>;
}

/** The contact block: name, mobile phone, optional e-mail (the spec's rule). */
export function ContactFields({ idPrefix, value, onChange, errors }: ContactFieldsProps): ReactNode {
  const t = useT();
  const message = (field: 'contactName' | 'contactPhone' | 'contactEmail'): string | undefined => {
    const error = errors[field];
    return error === undefined ? undefined : t(error.key, error.values);
  };
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.contact.title')}</legend>
      <TextField
        id={`${idPrefix}-contactName`}
        label={t('checkout.contact.name')}
        value={value.name}
        required
        autoComplete="name"
        error={message('contactName')}
        onChange={(name) => {
          onChange({ ...value, name });
        }}
      />
      <TextField
        id={`${idPrefix}-contactPhone`}
        label={t('checkout.contact.phone')}
        type="tel"
        inputMode="tel"
        value={value.phone}
        required
        autoComplete="tel"
        error={message('contactPhone')}
        onChange={(phone) => {
          onChange({ ...value, phone });
        }}
      />
      <TextField
        id={`${idPrefix}-contactEmail`}
        label={t('checkout.contact.email')}
        type="email"
        inputMode="email"
        value={value.email}
        autoComplete="email"
        error={message('contactEmail')}
        onChange={(email) => {
          onChange({ ...value, email });
        }}
      />
    </fieldset>
  );
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(root: HTMLElement | null): void {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}
