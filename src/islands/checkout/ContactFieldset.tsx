import type { ReactNode } from 'react';
import type { ContactField, ContactValues } from '../../lib/forms/contact.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { useT } from '../i18n/use-t.ts';
import { TextField } from '../ui/form/TextField.tsx';

/** Props of ContactFieldset. */
export interface ContactFieldsetProps {
  /** Prefix of the field ids (the form's name: ticket, visa). */
  idPrefix: string;
  value: ContactValues;
  onChange: (value: ContactValues) => void;
  errors: FieldErrors<ContactField>;
}

/** The checkout forms' contact block: name, mobile phone, optional e-mail. */
export function ContactFieldset({ idPrefix, value, onChange, errors }: ContactFieldsetProps): ReactNode {
  const t = useT();
  const field = (name: keyof ContactValues, contactField: ContactField) => ({
    id: `${idPrefix}-${contactField}`,
    value: value[name],
    error: errors[contactField],
    onChange: (event: { currentTarget: { value: string } }) => {
      onChange({ ...value, [name]: event.currentTarget.value });
    },
  });
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.contact.title')}</legend>
      <TextField
        label={t('checkout.contact.name')}
        required
        autoComplete="name"
        {...field('name', 'contactName')}
      />
      <TextField
        label={t('checkout.contact.phone')}
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        {...field('phone', 'contactPhone')}
      />
      <TextField
        label={t('checkout.contact.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email', 'contactEmail')}
      />
    </fieldset>
  );
}
