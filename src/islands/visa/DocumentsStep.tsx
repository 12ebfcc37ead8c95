import type { ChangeEvent, ReactNode } from 'react';
import { documentsFor, type VisaField, type VisaFormValues } from '../../lib/checkout/visa-form.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { useT } from '../i18n/use-t.ts';
import type { VisaChoice } from './use-visa-order.ts';

/** Props of DocumentsStep. */
export interface DocumentsStepProps {
  visa: VisaChoice;
  values: VisaFormValues;
  errors: FieldErrors<VisaField>;
  onFile: (index: number, code: string, event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}

/** The second step: an image upload per document each applicant's kind requires or allows. */
export function DocumentsStep({ visa, values, errors, onFile }: DocumentsStepProps): ReactNode {
  const t = useT();
  return values.applicants.map((applicant, index) => (
    <fieldset key={index} className="checkout-section">
      <legend>
        {t('visaOrder.applicant', { n: index + 1 })} · {applicant.name}
      </legend>
      <p className="checkout-hint">{t('visaOrder.documentsHint')}</p>
      {documentsFor(visa, applicant.applicantKind).length === 0 && <p>{t('visaOrder.noDocuments')}</p>}
      {documentsFor(visa, applicant.applicantKind).map((document) => {
        const id = `applicant-${String(index)}-doc-${document.code}`;
        const error = errors[`applicant.${String(index)}.doc.${document.code}`];
        const uploaded = applicant.documents[document.code];
        return (
          <div key={document.code} className="checkout-field">
            <label htmlFor={id}>
              {document.name} {document.required ? t('visaOrder.required') : t('visaOrder.optional')}
            </label>
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={error !== undefined}
              aria-describedby={`${id}-status${error !== undefined ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                void onFile(index, document.code, event);
              }}
            />
            <p id={`${id}-status`} className="checkout-hint">
              {uploaded !== undefined ? t('visaOrder.uploaded', { name: uploaded.fileName }) : document.note}
            </p>
            {error !== undefined && (
              <p id={`${id}-error`} className="checkout-error">
                {t(error.key, error.values)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  ));
}
