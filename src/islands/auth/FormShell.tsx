import type { SubmitEvent, ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { FieldLookContext } from '../ui/form/look.ts';
import { SubmitButton } from '../ui/form/SubmitButton.tsx';
import type { AuthForm } from './use-auth-form.ts';

/** Props of FormShell. */
export interface FormShellProps {
  /** Accessible name of the form (already translated). */
  label: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** The form's state: the button is disabled while `busy`; `formError` (the API's answer) is announced above it. */
  form: Pick<AuthForm<string>, 'busy' | 'formError'>;
  submitLabel: string;
  children: ReactNode;
  /** Links under the button (forgot password, register). */
  footer?: ReactNode;
}

/**
 * The frame of every auth form: the fields, an alert region for failures, and a submit button that is disabled (and says so) while the call is in flight.
 */
export function FormShell({
  label,
  onSubmit,
  form,
  submitLabel,
  children,
  footer,
}: FormShellProps): ReactNode {
  const t = useT();
  const { busy, formError } = form;
  // noValidate: the form's own checks give messages in the visitor's language.
  // method post: before hydration a submit must never put a password into a URL.
  return (
    <FieldLookContext value="login">
      <form
        className="auth-form"
        method="post"
        aria-label={label}
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy || undefined}
      >
        {children}
        {/* Always mounted so screen readers announce the text the moment it appears. */}
        <p className="auth-form__error" role="alert">
          {formError === undefined ? null : t(formError)}
        </p>
        <SubmitButton busy={busy}>{busy ? t('login.submitting') : submitLabel}</SubmitButton>
        {footer !== undefined && <div className="auth-form__footer">{footer}</div>}
      </form>
    </FieldLookContext>
  );
}
