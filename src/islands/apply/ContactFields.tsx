import type { ReactNode } from 'react';
import type { ContactFormValues, FormErrors } from '../../lib/manager/forms.ts';
import { useT } from '../i18n/use-t.ts';
import { TextField } from '../manager/parts.tsx';

/** The contact fields of the apply and trip forms. */
export function ContactFields({
  values,
  errors,
  onChange,
}: {
  values: ContactFormValues;
  errors: FormErrors<keyof ContactFormValues>;
  onChange: (name: keyof ContactFormValues, value: string) => void;
}): ReactNode {
  const t = useT();
  const bind = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      onChange(name, event.currentTarget.value);
    },
  });
  return (
    <>
      <TextField
        label={t('form.contactName')}
        required
        autoComplete="name"
        maxLength={60}
        {...bind('contactName')}
      />
      <TextField
        label={t('form.contactPhone')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        {...bind('contactPhone')}
      />
      <TextField
        label={`${t('form.contactEmail')} ${t('form.optional')}`}
        type="email"
        autoComplete="email"
        {...bind('contactEmail')}
      />
    </>
  );
}
