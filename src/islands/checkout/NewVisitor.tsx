import { useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { describeFailure, type CheckoutFailure } from '../../lib/checkout/failure.ts';
import type { Visitor } from '../../lib/contract/manager.ts';
import { saveVisitor } from '../../lib/endpoints/visitors.ts';
import { rewordAll, type FieldErrors } from '../../lib/forms/field-errors.ts';
import {
  checkVisitor,
  emptyVisitorForm,
  idTypes,
  visitorBody,
  type VisitorFormValues,
} from '../../lib/forms/visitor.ts';
import { checkoutWording } from '../../lib/forms/wording.ts';
import { useT } from '../i18n/use-t.ts';
import { focusFirstInvalid } from '../ui/form/focus.ts';
import { FailureAlert } from '../ui/form/FormStatus.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { PhoneField } from '../ui/form/PhoneField.tsx';

/** Props of NewVisitor. */
export interface NewVisitorProps {
  onCancel: () => void;
  onAdded: (visitor: Visitor) => void;
}

/**
 * Adds a visitor to the user's list without leaving the checkout (a group, not a nested form),
 * checked by the management centre's visitor rules.
 */
export function NewVisitor({ onCancel, onAdded }: NewVisitorProps): ReactNode {
  const t = useT();
  const groupRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<VisitorFormValues>(emptyVisitorForm);
  const [errors, setErrors] = useState<FieldErrors<keyof VisitorFormValues>>({});
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (name: 'name' | 'phone' | 'idNumber') => ({
    id: `visitor-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const save = async (): Promise<void> => {
    const found = rewordAll(checkVisitor(values), checkoutWording);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(groupRef.current);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      onAdded(await saveVisitor(getBrowserApiClient(), visitorBody(values), undefined, { silent: true }));
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={groupRef} className="checkout-subform" role="group" aria-labelledby="new-visitor-title">
      <h4 id="new-visitor-title">{t('ticket.addVisitor')}</h4>
      <TextField label={t('ticket.visitor.name')} required {...field('name')} />
      <PhoneField label={t('ticket.visitor.phone')} required autoComplete="tel" {...field('phone')} />
      <div className="checkout-field">
        <label htmlFor="visitor-idType">{t('ticket.visitor.idType')}</label>
        <select
          id="visitor-idType"
          value={values.idType}
          onChange={(event) => {
            const idType = event.target.value;
            setValues((current) => ({ ...current, idType }));
          }}
        >
          {idTypes.map((type) => (
            <option key={type} value={type}>
              {t(`ticket.visitor.idType.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('ticket.visitor.idNumber')} required {...field('idNumber')} />
      <FailureAlert failure={failure} />
      <div className="checkout-actions">
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => {
            void save();
          }}
        >
          {t('ticket.visitor.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('checkout.cancel')}
        </button>
      </div>
    </div>
  );
}
