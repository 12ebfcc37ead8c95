import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './ui.css';

/** Rows of a text area when none are given (spec section 9). */
export const TEXT_AREA_DEFAULT_ROWS = 2;

/** Props of TextArea: a visible label, an optional error, and any native textarea attribute. */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'aria-invalid'> {
  /** The visible label (already translated). */
  label: string;
  /** The validation message (already translated); marks the field invalid when present. */
  error?: string | undefined;
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
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const invalid = error !== undefined && error !== '';
  // Keep any description the caller wired up and add the error to it.
  const describedBy = [rest['aria-describedby'], invalid ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={`ui-field${invalid ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        {...rest}
        id={fieldId}
        rows={rows}
        className={`ui-textarea${className === undefined ? '' : ` ${className}`}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {invalid && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
