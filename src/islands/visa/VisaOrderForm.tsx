import { useEffect, useRef, useState, type ChangeEvent, type ReactNode, type SyntheticEvent } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { attachDocument, createVisaOrder } from '../../lib/endpoints/orders.ts';
import { uploadFile } from '../../lib/endpoints/uploads.ts';
import type { FieldErrors } from '../../lib/checkout/contact.ts';
import { emptyContact } from '../../lib/checkout/contact.ts';
import { clearDraft, loadDraft, saveDraft } from '../../lib/checkout/draft.ts';
import { describeFailure, type CheckoutFailure } from '../../lib/checkout/failure.ts';
import { IdempotencyKeys } from '../../lib/checkout/idempotency.ts';
import { nextStepAfterOrder } from '../../lib/checkout/result.ts';
import { validateDocumentImage } from '../../lib/checkout/upload-file.ts';
import {
  applicantKinds,
  documentsFor,
  emptyApplicant,
  maxApplicants,
  validateApplicants,
  validateDocuments,
  visaOrderBody,
  type ApplicantValues,
  type VisaField,
  type VisaFormValues,
} from '../../lib/checkout/visa-form.ts';
import type { VisaDetail } from '../../lib/contract/visa.ts';
import { formatMoney } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { ContactFields, focusFirstError, FormAlert, TextField } from '../checkout/Fields.tsx';
import '../checkout/checkout.css';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT, type IslandTranslate } from '../i18n/use-t.ts';

/** Props of VisaOrderForm. */
export interface VisaOrderFormProps {
  i18n: IslandMessages;
  visa: Pick<VisaDetail, 'id' | 'title' | 'priceMinor' | 'applicantKinds'>;
  /** Today (YYYY-MM-DD, the server's date) for the departure rule. */
  today: string;
}

/** /visa/submitOrder: applicants, document images, review, then payment. Hydrate with client:load. */
export function VisaOrderForm({ i18n, visa, today }: VisaOrderFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <VisaOrderView visa={visa} today={today} />
    </I18nProvider>
  );
}

type Step = 'applicants' | 'documents' | 'review';
const steps: readonly Step[] = ['applicants', 'documents', 'review'];

interface Draft {
  values: VisaFormValues;
  step: Step;
  idempotency?: { body: string; key: string } | undefined;
}

function isDraft(value: unknown): value is Draft {
  const draft = value as Partial<Draft> | null;
  return (
    Array.isArray(draft?.values?.applicants) && typeof draft.step === 'string' && steps.includes(draft.step)
  );
}

function fieldMessage(t: IslandTranslate, errors: FieldErrors<VisaField>, field: string): string | undefined {
  const error = errors[field];
  return error === undefined ? undefined : t(error.key, error.values);
}

function VisaOrderView({ visa, today }: Omit<VisaOrderFormProps, 'i18n'>): ReactNode {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inFlight = useRef(false);
  const keys = useRef(new IdempotencyKeys());
  const draftId = `visa:${String(visa.id)}`;
  const [step, setStep] = useState<Step>('applicants');
  const [values, setValues] = useState<VisaFormValues>({
    departDate: '',
    applicants: [emptyApplicant()],
    contact: emptyContact,
  });
  const [errors, setErrors] = useState<FieldErrors<VisaField>>({});
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [uploading, setUploading] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = loadDraft(draftId);
    if (isDraft(draft)) {
      setValues(draft.values);
      setStep(draft.step);
      keys.current = new IdempotencyKeys(draft.idempotency);
    }
    setRestored(true);
  }, [draftId]);

  useEffect(() => {
    if (restored) saveDraft(draftId, { values, step, idempotency: keys.current.snapshot() } satisfies Draft);
  }, [draftId, restored, values, step]);

  const goTo = (next: Step): void => {
    setStep(next);
    setFailure(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const showErrors = (found: FieldErrors<VisaField>): boolean => {
    setErrors(found);
    if (Object.keys(found).length === 0) return false;
    setFailure({ key: 'checkout.error.fix' });
    requestAnimationFrame(() => {
      focusFirstError(formRef.current);
    });
    return true;
  };

  const setApplicant = (index: number, applicant: ApplicantValues): void => {
    setValues((current) => ({
      ...current,
      applicants: current.applicants.map((item, i) => (i === index ? applicant : item)),
    }));
  };

  const onFile = async (index: number, code: string, event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = event.target;
    const file = input.files?.[0];
    if (file === undefined) return;
    const field = `applicant.${String(index)}.doc.${code}`;
    const problem = await validateDocumentImage(file);
    if (problem !== undefined) {
      input.value = '';
      setErrors((current) => ({ ...current, [field]: problem }));
      setFailure({ key: problem.key, ...(problem.values !== undefined && { values: problem.values }) });
      return;
    }
    setUploading((n) => n + 1);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
    try {
      const upload = await uploadFile(getBrowserApiClient(), file, file.name);
      setValues((current) => ({
        ...current,
        applicants: current.applicants.map((item, i) =>
          i === index
            ? {
                ...item,
                documents: { ...item.documents, [code]: { uploadId: upload.id, fileName: file.name } },
              }
            : item,
        ),
      }));
      setFailure(null);
    } catch (error) {
      input.value = '';
      const described = describeFailure(error);
      setErrors((current) => ({ ...current, [field]: { key: 'visaOrder.error.upload' } }));
      setFailure(described);
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const submitOrder = async (): Promise<void> => {
    if (inFlight.current) return;
    if (showErrors({ ...validateApplicants(values, today), ...validateDocuments(values, visa) })) return;
    const body = visaOrderBody(visa.id, values);
    const key = keys.current.keyFor(body);
    saveDraft(draftId, { values, step, idempotency: keys.current.snapshot() } satisfies Draft);
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    const api = getBrowserApiClient();
    try {
      // A retry after a failed attach sends the same key: the API answers the same order, and
      // attaching a document again replaces it, so nothing is doubled.
      const order = await createVisaOrder(api, body, key);
      const applicants = [...(order.visa?.applicants ?? [])].sort((a, b) => a.id - b.id);
      for (const [index, applicant] of applicants.entries()) {
        const mine = values.applicants[index];
        if (mine === undefined) continue;
        for (const document of documentsFor(visa, mine.applicantKind)) {
          const uploaded = mine.documents[document.code];
          if (uploaded !== undefined)
            await attachDocument(api, order.orderNo, applicant.id, document.code, uploaded.uploadId);
        }
      }
      clearDraft(draftId);
      location.assign(nextStepAfterOrder(order));
    } catch (error) {
      setFailure(describeFailure(error));
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (step === 'applicants') {
      if (!showErrors(validateApplicants(values, today))) goTo('documents');
    } else if (step === 'documents') {
      if (!showErrors(validateDocuments(values, visa))) goTo('review');
    } else {
      void submitOrder();
    }
  };

  const total = visa.priceMinor * values.applicants.length;
  return (
    <form
      ref={formRef}
      className="checkout-form"
      noValidate
      aria-busy={submitting || uploading > 0}
      data-hydrated={restored ? '' : undefined}
      onSubmit={onSubmit}
    >
      <ol className="checkout-steps" aria-label={t('visaOrder.steps')}>
        {steps.map((item, index) => (
          <li key={item} aria-current={item === step ? 'step' : undefined}>
            {String(index + 1)}. {t(`visaOrder.step.${item}`)}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1}>
        {t(`visaOrder.step.${step}`)}
      </h2>
      <p className="checkout-hint">{visa.title}</p>

      {step === 'applicants' && (
        <>
          <TextField
            id="visa-departDate"
            label={t('visaOrder.departDate')}
            type="date"
            value={values.departDate}
            required
            error={fieldMessage(t, errors, 'departDate')}
            onChange={(departDate) => {
              setValues({ ...values, departDate });
            }}
          />
          {values.applicants.map((applicant, index) => (
            <fieldset key={index} className="checkout-section">
              <legend>{t('visaOrder.applicant', { n: index + 1 })}</legend>
              <TextField
                id={`applicant-${String(index)}-name`}
                label={t('visaOrder.name')}
                value={applicant.name}
                required
                error={fieldMessage(t, errors, `applicant.${String(index)}.name`)}
                onChange={(name) => {
                  setApplicant(index, { ...applicant, name });
                }}
              />
              <TextField
                id={`applicant-${String(index)}-pinyin`}
                label={t('visaOrder.pinyin')}
                value={applicant.pinyin}
                required
                error={fieldMessage(t, errors, `applicant.${String(index)}.pinyin`)}
                onChange={(pinyin) => {
                  setApplicant(index, { ...applicant, pinyin });
                }}
              />
              <TextField
                id={`applicant-${String(index)}-passportNo`}
                label={t('visaOrder.passportNo')}
                value={applicant.passportNo}
                required
                error={fieldMessage(t, errors, `applicant.${String(index)}.passportNo`)}
                onChange={(passportNo) => {
                  setApplicant(index, { ...applicant, passportNo });
                }}
              />
              <div className="checkout-field">
                <label htmlFor={`applicant-${String(index)}-kind`}>{t('visaOrder.applicantKind')}</label>
                <select
                  id={`applicant-${String(index)}-kind`}
                  value={applicant.applicantKind}
                  onChange={(event) => {
                    setApplicant(index, {
                      ...applicant,
                      applicantKind: event.target.value as ApplicantValues['applicantKind'],
                    });
                  }}
                >
                  {applicantKinds
                    .filter(
                      (kind) =>
                        visa.applicantKinds.length === 0 ||
                        visa.applicantKinds.some((item) => item.code === kind),
                    )
                    .map((kind) => (
                      <option key={kind} value={kind}>
                        {visa.applicantKinds.find((item) => item.code === kind)?.name ?? kind}
                      </option>
                    ))}
                </select>
              </div>
              <TextField
                id={`applicant-${String(index)}-phone`}
                label={t('visaOrder.phone')}
                type="tel"
                inputMode="tel"
                value={applicant.phone}
                error={fieldMessage(t, errors, `applicant.${String(index)}.phone`)}
                onChange={(phone) => {
                  setApplicant(index, { ...applicant, phone });
                }}
              />
              {values.applicants.length > 1 && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    setValues({ ...values, applicants: values.applicants.filter((_, i) => i !== index) });
                  }}
                >
                  {t('visaOrder.removeApplicant', { n: index + 1 })}
                </button>
              )}
            </fieldset>
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
          <ContactFields
            idPrefix="visa"
            value={values.contact}
            errors={errors}
            onChange={(contact) => {
              setValues({ ...values, contact });
            }}
          />
        </>
      )}

      {step === 'documents' &&
        values.applicants.map((applicant, index) => (
          <fieldset key={index} className="checkout-section">
            <legend>
              {t('visaOrder.applicant', { n: index + 1 })} · {applicant.name}
            </legend>
            <p className="checkout-hint">{t('visaOrder.documentsHint')}</p>
            {documentsFor(visa, applicant.applicantKind).length === 0 && <p>{t('visaOrder.noDocuments')}</p>}
            {documentsFor(visa, applicant.applicantKind).map((document) => {
              const id = `applicant-${String(index)}-doc-${document.code}`;
              const error = fieldMessage(t, errors, `applicant.${String(index)}.doc.${document.code}`);
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
                    {uploaded !== undefined
                      ? t('visaOrder.uploaded', { name: uploaded.fileName })
                      : document.note}
                  </p>
                  {error !== undefined && (
                    <p id={`${id}-error`} className="checkout-error">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}

      {step === 'review' && (
        <section className="checkout-summary" aria-label={t('checkout.summary')}>
          <dl>
            <dt>{t('visaOrder.departDate')}</dt>
            <dd>{values.departDate}</dd>
            {values.applicants.map((applicant, index) => (
              <div key={index}>
                <dt>{t('visaOrder.applicant', { n: index + 1 })}</dt>
                <dd>
                  {applicant.name} · {applicant.pinyin.toUpperCase()} · {applicant.passportNo.toUpperCase()} ·{' '}
                  {t('visaOrder.documentCount', { count: Object.keys(applicant.documents).length })}
                </dd>
              </div>
            ))}
            <dt>{t('checkout.contact.title')}</dt>
            <dd>
              {values.contact.name} · {values.contact.phone}
              {values.contact.email !== '' && ` · ${values.contact.email}`}
            </dd>
            <dt>{t('checkout.total')}</dt>
            <dd className="checkout-total">
              {formatMoney(visa.priceMinor)} × {values.applicants.length} = {formatMoney(total)}
            </dd>
          </dl>
        </section>
      )}

      <FormAlert failure={failure} />
      <div className="checkout-actions">
        {step !== 'applicants' && (
          <button
            type="button"
            className="button button-secondary"
            disabled={submitting}
            onClick={() => {
              goTo(step === 'review' ? 'documents' : 'applicants');
            }}
          >
            {t('visaOrder.back')}
          </button>
        )}
        <button
          type="submit"
          className="button checkout-submit"
          disabled={submitting || uploading > 0 || !restored}
        >
          {step === 'review'
            ? submitting
              ? t('checkout.submitting')
              : t('visaOrder.submit')
            : t('visaOrder.next')}
        </button>
      </div>
    </form>
  );
}
