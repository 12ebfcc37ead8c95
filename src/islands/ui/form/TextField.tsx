import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Field, useFieldWiring, type FieldChrome, type FieldWiring } from './Field.tsx';
import { lookClasses, useFieldLook, type FieldLook } from './look.ts';

/** Props of TextField: the chrome plus any native input attribute. */
export interface TextFieldProps
  extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid'> {
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** Rendered right of the input in the login look (the password toggle, the send-code button). */
  addon?: ReactNode;
}

/** The attributes of a field's input or select in the form's look. */
export function controlAttributes<A extends { name?: string | undefined; required?: boolean | undefined }>(
  look: FieldLook,
  wiring: FieldWiring,
  attributes: A,
): A & { id: string } {
  if (look === 'checkout') {
    // Checkout controls are named by their id, carry `required` themselves and always state
    // aria-invalid; the attribute order is the one their pages have always rendered.
    const { name, type, value, required, ...rest } = attributes as A & Pick<TextFieldProps, 'type' | 'value'>;
    return {
      id: wiring.fieldId,
      name: name ?? wiring.fieldId,
      type: type ?? 'text',
      value,
      required: required ?? false,
      'aria-invalid': wiring.invalid,
      'aria-describedby': wiring.describedBy,
      ...rest,
    } as unknown as A & { id: string };
  }
  const { required, ...rest } = attributes;
  return {
    ...rest,
    id: wiring.fieldId,
    className: lookClasses[look].control,
    'aria-required': required === true || undefined,
    'aria-invalid': wiring.invalid || undefined,
    'aria-describedby': wiring.describedBy,
  } as unknown as A & { id: string };
}

/** A labelled single-line input whose hint and error are announced with it. */
export function TextField({
  label,
  error,
  hint,
  id,
  inputRef,
  addon,
  ...attributes
}: TextFieldProps): ReactNode {
  const look = useFieldLook();
  const wiring = useFieldWiring({ id, hint, error });
  return (
    <Field label={label} error={error} hint={hint} wiring={wiring} required={attributes.required}>
      <input ref={inputRef} {...controlAttributes(look, wiring, attributes)} />
      {addon}
    </Field>
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
