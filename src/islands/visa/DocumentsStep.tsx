import type { ChangeEvent, ReactNode } from 'react';
import { documentsFor, type VisaField, type VisaFormValues } from '../../lib/checkout/visa-form.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { useT } from '../i18n/use-t.ts';
import { FileField } from '../ui/form/FileField.tsx';
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
            <FileField
              id={id}
              label={
                <>
                  {document.name} {document.required ? t('visaOrder.required') : t('visaOrder.optional')}
                </>
              }
              chooseLabel={t('visaOrder.chooseFile')}
              replaceLabel={t('visaOrder.replaceFile')}
              accept="image/jpeg,image/png,image/webp"
              fileName={uploaded?.fileName}
              status={
                uploaded !== undefined
                  ? t('visaOrder.uploaded', { name: uploaded.fileName })
                  : t('visaOrder.noFile')
              }
              statusId={`${id}-status`}
              describedBy={`${id}-status${document.note === '' ? '' : ` ${id}-note`}${error !== undefined ? ` ${id}-error` : ''}`}
              invalid={error !== undefined}
              onChange={(event) => {
                void onFile(index, document.code, event);
              }}
            />
            {document.note !== '' && (
              <p id={`${id}-note`} className="checkout-hint">
                {document.note}
              </p>
            )}
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
