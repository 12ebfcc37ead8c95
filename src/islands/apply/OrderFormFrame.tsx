import type { ReactNode } from 'react';
import type { ContactField } from '../../lib/forms/contact.ts';
import { useT } from '../i18n/use-t.ts';
import { PanelFormFrame } from '../ui/form/PanelFormFrame.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { PhoneField } from '../ui/form/PhoneField.tsx';
import type { OrderForm } from './use-order-form.ts';
import '../ui/ui.css';
import '../manager/manager.css';
import { loginPath } from '../../lib/paths/index.ts';

/** Props of OrderFormFrame. */
export interface OrderFormFrameProps<V extends Record<ContactField, string>> {
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
export function OrderFormFrame<V extends Record<ContactField, string>>({
  order,
  label,
  submitLabel,
  path,
  children,
}: OrderFormFrameProps<V>): ReactNode {
  const t = useT();
  return (
    <PanelFormFrame
      panel={order}
      name={{ label }}
      onSubmit={order.submit}
      submitLabel={submitLabel}
      busyLabel={t('form.submitting')}
      actions={order.needLogin && <a href={loginPath(path)}>{t('form.login')}</a>}
    >
      {children}
      <ContactFields order={order} />
    </PanelFormFrame>
  );
}

/** The contact fields of the apply and trip forms, flat fields named by ContactField. */
function ContactFields<V extends Record<ContactField, string>>({
  order,
}: {
  order: OrderForm<V>;
}): ReactNode {
  const t = useT();
  return (
    <>
      <TextField
        label={t('form.contactName')}
        required
        autoComplete="name"
        maxLength={60}
        {...order.bind('contactName')}
      />
      <PhoneField
        label={t('form.contactPhone')}
        required
        autoComplete="tel"
        {...order.bind('contactPhone')}
      />
      <TextField
        label={`${t('form.contactEmail')} ${t('form.optional')}`}
        type="email"
        autoComplete="email"
        {...order.bind('contactEmail')}
      />
    </>
  );
}
