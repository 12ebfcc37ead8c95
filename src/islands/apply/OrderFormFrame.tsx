import type { ReactNode } from 'react';
import type { ContactFormValues } from '../../lib/manager/forms.ts';
import { useT } from '../i18n/use-t.ts';
import { FormStatus } from '../manager/parts.tsx';
import { ContactFields } from './ContactFields.tsx';
import type { OrderForm } from './use-order-form.ts';
import { loginPath } from '../../lib/paths/index.ts';

/** Props of OrderFormFrame. */
export interface OrderFormFrameProps<V extends ContactFormValues> {
  order: OrderForm<V>;
  /** Accessible name of the form (translated). */
  label: string;
  /** Text of the submit button (translated). */
  submitLabel: string;
  /** This page's path, for the login link's redirect. */
  path: string;
  /** The form's own fields; the contact fields follow them. */
  children: ReactNode;
}

/**
 * The frame of the apply and trip forms: their own fields, the contact fields, the status line,
 * and a submit button that is disabled while the order is created, with a login link beside it
 * once a submit found no session.
 */
export function OrderFormFrame<V extends ContactFormValues>({
  order,
  label,
  submitLabel,
  path,
  children,
}: OrderFormFrameProps<V>): ReactNode {
  const t = useT();
  return (
    <form
      ref={order.form}
      className="mgr-form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        void order.submit(event);
      }}
    >
      {children}
      <ContactFields values={order.values} errors={order.errors} onChange={order.set} />
      <FormStatus notice={order.notice} />
      <p className="mgr-actions">
        <button
          type="submit"
          className="mgr-button mgr-button--primary"
          disabled={order.busy}
          aria-busy={order.busy}
        >
          {order.busy ? t('form.submitting') : submitLabel}
        </button>
        {order.needLogin && <a href={loginPath(path)}>{t('form.login')}</a>}
      </p>
    </form>
  );
}
