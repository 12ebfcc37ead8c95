import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/use-t.ts';

// Labelled inputs of the auth forms. A field's error is tied to it with aria-describedby, so a
// screen reader reads it when the form moves focus to the first invalid field.

/** Props of TextField: a visible label, an optional hint and error (already translated). */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** Rendered right of the input (the password toggle, the send-code button). */
  addon?: ReactNode;
}

/** A labelled single-line input whose hint and error are announced with it. */
export function TextField({ label, hint, error, inputRef, addon, id, ...rest }: TextFieldProps): ReactNode {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const invalid = error !== undefined && error !== '';
  const describedBy = [
    hint === undefined ? undefined : `${fieldId}-hint`,
    invalid ? `${fieldId}-error` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`auth-field${invalid ? ' auth-field--invalid' : ''}`}>
      <label className="auth-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="auth-field__row">
        <input
          {...rest}
          ref={inputRef}
          id={fieldId}
          className="auth-field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        />
        {addon}
      </div>
      {hint !== undefined && (
        <p id={`${fieldId}-hint`} className="auth-field__hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${fieldId}-error`} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>): ReactNode {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="auth-field__toggle"
          aria-pressed={visible}
          aria-label={t(visible ? 'a11y.hidePassword' : 'a11y.showPassword')}
          onClick={() => {
            setVisible((shown) => !shown);
          }}
        >
          {visible ? '◡' : '◉'}
        </button>
      }
    />
  );
}
