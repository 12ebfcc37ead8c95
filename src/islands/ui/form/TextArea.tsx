import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldError } from '../../../lib/forms/field-errors.ts';
import { Field, useFieldWiring } from './Field.tsx';
import '../ui.css';

/** Rows of a text area when none are given. */
export const TEXT_AREA_DEFAULT_ROWS = 2;

/** Props of TextArea: a visible label, an optional error, and any native textarea attribute. */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'aria-invalid'> {
  /** The visible label (already translated). */
  label: string;
  /** The field's error, translated by the field; marks the field invalid when present. */
  error?: FieldError | undefined;
}

/** A labelled multi-line text field whose error message is announced with the field. */
export function TextArea({
  label,
  error,
  id,
  rows = TEXT_AREA_DEFAULT_ROWS,
  className,
  ...rest
}: TextAreaProps): ReactNode {
  // Keep any description the caller wired up and add the error to it.
  const wiring = useFieldWiring({ id, error, describedBy: rest['aria-describedby'] });
  return (
    <Field label={label} error={error} wiring={wiring}>
      <textarea
        {...rest}
        id={wiring.fieldId}
        rows={rows}
        className={`ui-textarea${className === undefined ? '' : ` ${className}`}`}
        aria-invalid={wiring.invalid || undefined}
        aria-describedby={wiring.describedBy}
      />
    </Field>
  );
}
