import { useId, type ReactNode } from 'react';
import type { FieldError } from '../../../lib/forms/field-errors.ts';
import { useT } from '../../i18n/use-t.ts';
import { lookClasses, useFieldLook } from './look.ts';

// The frame of every labelled field: the label, the control, a hint and the error, tied to the
// control by aria-describedby so a screen reader reads them when the form moves focus to the
// first invalid field.

/** What a field shows around its control: the label, an optional hint and error. */
export interface FieldChrome {
  /** Visible label (translated). */
  label: string;
  /** The field's error, translated by the field. */
  error?: FieldError | undefined;
  /** A hint under the field (translated). */
  hint?: string | undefined;
}

/** The ids of a field and the description its control carries. */
export interface FieldWiring {
  fieldId: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  describedBy: string | undefined;
}

/** Ids of a field (a generated one unless `id` is given) and its control's aria-describedby. */
export function useFieldWiring({
  id,
  hint,
  error,
  describedBy: own,
}: {
  id?: string | undefined;
  hint?: string | undefined;
  error?: FieldError | undefined;
  /** A description the caller wired up itself, kept first. */
  describedBy?: string | undefined;
}): FieldWiring {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const invalid = error !== undefined;
  const describedBy = [own, hint === undefined ? undefined : hintId, invalid ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return { fieldId, hintId, errorId, invalid, describedBy: describedBy === '' ? undefined : describedBy };
}

/** Props of Field: the chrome, the wiring, whether to mark the label required, and the control. */
export interface FieldProps extends FieldChrome {
  wiring: FieldWiring;
  required?: boolean | undefined;
  children: ReactNode;
}

/** Lays out a field in the form's look around `children` (the control). */
export function Field({ label, error, hint, wiring, required, children }: FieldProps): ReactNode {
  const t = useT();
  const look = useFieldLook();
  const classes = lookClasses[look];
  return (
    <div
      className={
        error === undefined || classes.invalid === undefined
          ? classes.field
          : `${classes.field} ${classes.invalid}`
      }
    >
      {look === 'checkout' ? (
        <span className="checkout-label">
          <label htmlFor={wiring.fieldId}>{label}</label>
          {/* Outside the label, so the accessible name stays the label; `required` tells assistive tech. */}
          {required === true && <span aria-hidden="true"> *</span>}
        </span>
      ) : (
        <label className={classes.label} htmlFor={wiring.fieldId}>
          {label}
          {look === 'panel' && required === true && (
            <span className="mgr-required"> {t('form.required')}</span>
          )}
        </label>
      )}
      {classes.row === undefined ? children : <div className={classes.row}>{children}</div>}
      {hint !== undefined && (
        <p id={wiring.hintId} className={classes.hint}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={wiring.errorId} className={classes.error}>
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  );
}
