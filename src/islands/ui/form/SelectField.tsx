import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, useFieldWiring, type FieldChrome } from './Field.tsx';
import { useFieldLook } from './look.ts';
import { controlAttributes } from './TextField.tsx';

/** Props of SelectField: the chrome, the options and any native select attribute. */
export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'aria-invalid'> & {
    options: readonly { value: string; label: string }[];
  };

/** A labelled select with its hint and error announced like TextField's. */
export function SelectField({ label, error, hint, id, options, ...attributes }: SelectFieldProps): ReactNode {
  const look = useFieldLook();
  const wiring = useFieldWiring({ id, hint, error });
  return (
    <Field label={label} error={error} hint={hint} wiring={wiring} required={attributes.required}>
      <select {...controlAttributes(look, wiring, attributes)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
