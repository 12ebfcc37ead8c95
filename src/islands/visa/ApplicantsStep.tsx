import type { ReactNode } from 'react';
import {
  applicantKinds,
  emptyApplicant,
  maxApplicants,
  type ApplicantValues,
  type VisaField,
  type VisaFormValues,
} from '../../lib/checkout/visa-form.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { ContactFieldset } from '../checkout/ContactFieldset.tsx';
import { useT } from '../i18n/use-t.ts';
import { TextField } from '../ui/form/TextField.tsx';
import { PhoneField } from '../ui/form/PhoneField.tsx';
import type { VisaChoice } from './use-visa-order.ts';

/** Props of ApplicantsStep. */
export interface ApplicantsStepProps {
  visa: VisaChoice;
  values: VisaFormValues;
  errors: FieldErrors<VisaField>;
  setValues: (values: VisaFormValues) => void;
  setApplicant: (index: number, applicant: ApplicantValues) => void;
}

/** The first step: the departure date, one fieldset per applicant (up to 10) and the contact. */
export function ApplicantsStep({
  visa,
  values,
  errors,
  setValues,
  setApplicant,
}: ApplicantsStepProps): ReactNode {
  const t = useT();
  return (
    <>
      <TextField
        id="visa-departDate"
        label={t('visaOrder.departDate')}
        type="date"
        value={values.departDate}
        required
        error={errors.departDate}
        onChange={(event) => {
          setValues({ ...values, departDate: event.currentTarget.value });
        }}
      />
      {values.applicants.map((applicant, index) => (
        <ApplicantFieldset
          key={index}
          visa={visa}
          index={index}
          applicant={applicant}
          errors={errors}
          onChange={(next) => {
            setApplicant(index, next);
          }}
          onRemove={
            values.applicants.length > 1
              ? () => {
                  setValues({ ...values, applicants: values.applicants.filter((_, i) => i !== index) });
                }
              : undefined
          }
        />
      ))}
      {values.applicants.length < maxApplicants && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setValues({ ...values, applicants: [...values.applicants, emptyApplicant()] });
          }}
        >
          {t('visaOrder.addApplicant')}
        </button>
      )}
      <ContactFieldset
        idPrefix="visa"
        value={values.contact}
        errors={errors}
        onChange={(contact) => {
          setValues({ ...values, contact });
        }}
      />
    </>
  );
}

/** One applicant: name, pinyin, passport, kind of applicant and an optional phone. */
function ApplicantFieldset({
  visa,
  index,
  applicant,
  errors,
  onChange,
  onRemove,
}: {
  visa: VisaChoice;
  index: number;
  applicant: ApplicantValues;
  errors: FieldErrors<VisaField>;
  onChange: (applicant: ApplicantValues) => void;
  /** Removes the applicant; absent while it is the only one. */
  onRemove: (() => void) | undefined;
}): ReactNode {
  const t = useT();
  const at = `applicant-${String(index)}`;
  const field = (name: 'name' | 'pinyin' | 'passportNo' | 'phone') => ({
    id: `${at}-${name}`,
    value: applicant[name],
    error: errors[`applicant.${String(index)}.${name}`],
    onChange: (event: { currentTarget: { value: string } }) => {
      onChange({ ...applicant, [name]: event.currentTarget.value });
    },
  });
  return (
    <fieldset className="checkout-section">
      <legend>{t('visaOrder.applicant', { n: index + 1 })}</legend>
      <TextField label={t('visaOrder.name')} required {...field('name')} />
      <TextField label={t('visaOrder.pinyin')} required {...field('pinyin')} />
      <TextField label={t('visaOrder.passportNo')} required {...field('passportNo')} />
      <div className="checkout-field">
        <label htmlFor={`${at}-kind`}>{t('visaOrder.applicantKind')}</label>
        <select
          id={`${at}-kind`}
          value={applicant.applicantKind}
          onChange={(event) => {
            onChange({ ...applicant, applicantKind: event.target.value as ApplicantValues['applicantKind'] });
          }}
        >
          {applicantKinds
            .filter(
              (kind) =>
                visa.applicantKinds.length === 0 || visa.applicantKinds.some((item) => item.code === kind),
            )
            .map((kind) => (
              <option key={kind} value={kind}>
                {visa.applicantKinds.find((item) => item.code === kind)?.name ?? kind}
              </option>
            ))}
        </select>
      </div>
      <PhoneField label={t('visaOrder.phone')} autoComplete="tel" {...field('phone')} />
      {onRemove !== undefined && (
        <button type="button" className="button button-secondary" onClick={onRemove}>
          {t('visaOrder.removeApplicant', { n: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}
