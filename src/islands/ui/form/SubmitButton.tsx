import type { ReactNode } from 'react';
import { lookClasses, useFieldLook } from './look.ts';

/** Props of SubmitButton. */
export interface SubmitButtonProps {
  /** A call is in flight: the button is disabled and, in the panel look, says so with aria-busy. */
  busy: boolean;
  /** Disabled for another reason too (an upload running, the island not yet hydrated). */
  disabled?: boolean | undefined;
  /** The label (translated), usually a busy text while `busy`. */
  children: ReactNode;
}

/** The submit button of a form in its look, disabled while a call is in flight. */
export function SubmitButton({ busy, disabled = false, children }: SubmitButtonProps): ReactNode {
  const look = useFieldLook();
  return (
    <button
      type="submit"
      className={lookClasses[look].submit}
      disabled={busy || disabled}
      aria-busy={look === 'panel' ? busy : undefined}
    >
      {children}
    </button>
  );
}
