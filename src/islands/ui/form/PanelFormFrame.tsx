import { createElement, type ReactNode, type SubmitEvent } from 'react';
import { FormStatus } from './FormStatus.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import type { PanelForm } from './use-panel-form.ts';

/** Props of PanelFormFrame. */
export interface PanelFormFrameProps<V, E extends string> {
  panel: PanelForm<V, E>;
  /** The form's accessible name (translated), or the id of the heading that names it. */
  name: { label: string } | { labelledBy: string };
  /** Runs the form's submit (the frame stops the browser's own). */
  onSubmit: () => Promise<void>;
  /** Text of the submit button, and while the call is in flight (translated). */
  submitLabel: string;
  busyLabel: string;
  /** Disables the button for another reason (an upload running). */
  disabled?: boolean | undefined;
  /** Beside the button: a back link, a login link. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every panel-look form: its fields, the status line, and a submit button that is
 * disabled while a call is in flight. noValidate: the form's own checks speak the page's language.
 */
export function PanelFormFrame<V, E extends string>({
  panel,
  name,
  onSubmit,
  submitLabel,
  busyLabel,
  disabled,
  actions,
  children,
}: PanelFormFrameProps<V, E>): ReactNode {
  // One list of children, the fields first: React derives the ids of server-rendered fields from
  // their places in the form's list, so the frame adds its status line and buttons to that list
  // (as each form did when it wrote them itself) instead of nesting the fields one level deeper.
  const fields: ReactNode[] = Array.isArray(children) ? (children as ReactNode[]) : [children];
  return createElement(
    'form',
    {
      ref: panel.form,
      className: 'mgr-form',
      noValidate: true,
      ...('label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy }),
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void onSubmit();
      },
    },
    ...fields,
    <FormStatus notice={panel.notice} />,
    <p className="mgr-actions">
      <SubmitButton busy={panel.busy} disabled={disabled}>
        {panel.busy ? busyLabel : submitLabel}
      </SubmitButton>
      {actions}
    </p>,
  );
}
