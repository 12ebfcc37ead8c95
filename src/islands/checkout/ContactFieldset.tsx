import type { ReactNode } from 'react';
import type { ContactField, ContactValues } from '../../lib/forms/contact.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { useT } from '../i18n/use-t.ts';
import { TextField } from '../ui/form/TextField.tsx';
import { PhoneField } from '../ui/form/PhoneField.tsx';

/** Props of ContactFieldset. */
export interface ContactFieldsetProps {
  /** Prefix of the field ids (the form's name: ticket, visa). */
  idPrefix: string;
  value: ContactValues;
  onChange: (value: ContactValues) => void;
  errors: FieldErrors<ContactField>;
}

/** The checkout forms' contact block: name, phone (any country), optional e-mail. */
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
      <PhoneField
        label={t('checkout.contact.phone')}
        required
        autoComplete="tel"
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
