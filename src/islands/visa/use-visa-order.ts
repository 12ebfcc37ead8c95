import { useEffect, useRef, useState, type ChangeEvent, type RefObject, type SyntheticEvent } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { loadDraft, saveDraft } from '../../lib/checkout/draft.ts';
import { describeFailure, type CheckoutFailure } from '../../lib/checkout/failure.ts';
import { IdempotencyKeys } from '../../lib/checkout/idempotency.ts';
import { validateDocumentImage } from '../../lib/checkout/upload-file.ts';
import {
  documentsFor,
  emptyApplicant,
  validateApplicants,
  validateDocuments,
  visaOrderBody,
  type ApplicantValues,
  type VisaField,
  type VisaFormValues,
} from '../../lib/checkout/visa-form.ts';
import type { VisaDetail } from '../../lib/contract/visa.ts';
import { attachDocument, createVisaOrder } from '../../lib/endpoints/orders.ts';
import { uploadFile } from '../../lib/endpoints/uploads.ts';
import { emptyContact } from '../../lib/forms/contact.ts';
import { withoutError, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { usePrefilledContact } from '../checkout/use-member-contact.ts';
import { useOrderSubmit } from '../checkout/use-order-submit.ts';
import { focusFirstInvalid } from '../ui/form/focus.ts';

// The visa order's state across its three steps, the document uploads (before the order
// exists, so a bad file never leaves a half-made order) and the order with its documents.

/** The steps of the visa form, in order. */
export const steps = ['applicants', 'documents', 'review'] as const;
/** One step. */
type Step = (typeof steps)[number];

/** The visa as the form needs it. */
export type VisaChoice = Pick<VisaDetail, 'id' | 'title' | 'priceMinor' | 'applicantKinds'>;

interface Draft {
  values: VisaFormValues;
  step: Step;
  idempotency?: { body: string; key: string } | undefined;
}

function isDraft(value: unknown): value is Draft {
  const draft = value as Partial<Draft> | null;
  return (
    Array.isArray(draft?.values?.applicants) &&
    typeof draft.step === 'string' &&
    (steps as readonly string[]).includes(draft.step)
  );
}

/** What useVisaOrder gives the visa form. */
export interface VisaOrder {
  formRef: RefObject<HTMLFormElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  step: Step;
  values: VisaFormValues;
  setValues: (values: VisaFormValues) => void;
  setApplicant: (index: number, applicant: ApplicantValues) => void;
  errors: FieldErrors<VisaField>;
  failure: CheckoutFailure | null;
  /** Uploads in flight; the submit waits for them. */
  uploading: number;
  submitting: boolean;
  restored: boolean;
  /** Moves to a step and puts focus on its heading. */
  goTo: (step: Step) => void;
  /** Checks and uploads the file chosen for one applicant's document. */
  onFile: (index: number, code: string, event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  /** Checks the current step, then moves on or, on the review step, places the order. */
  onSubmit: (event: SyntheticEvent) => void;
}

/** The state and submit of the visa order form of `visa`; `today` is the departure rule's day. */
export function useVisaOrder(visa: VisaChoice, today: string): VisaOrder {
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keys = useRef(new IdempotencyKeys());
  const draftId = `visa:${String(visa.id)}`;
  const [step, setStep] = useState<Step>('applicants');
  const [values, setValues] = useState<VisaFormValues>({
    departDate: '',
    applicants: [emptyApplicant()],
    contact: emptyContact,
  });
  const [errors, setErrors] = useState<FieldErrors<VisaField>>({});
  const { inFlight, submitting, failure, setFailure, place } = useOrderSubmit(draftId);
  const [uploading, setUploading] = useState(0);
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

  usePrefilledContact(restored, setValues);

  const goTo = (next: Step): void => {
    setStep(next);
    setFailure(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const showErrors = (found: FieldErrors<VisaField>): boolean => {
    setErrors(found);
    if (Object.keys(found).length === 0) return false;
    setFailure({ key: 'checkout.error.fix' });
    focusFirstInvalid(formRef.current);
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
    setErrors((current) => withoutError(current, field));
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
      setErrors((current) => ({ ...current, [field]: { key: 'visaOrder.error.upload' } }));
      setFailure(describeFailure(error));
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
    const api = getBrowserApiClient();
    // A retry after a failed attach sends the same key: the API answers the same order, and
    // attaching a document again replaces it, so nothing is doubled.
    await place(async () => {
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
      return order;
    });
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

  return {
    formRef,
    headingRef,
    step,
    values,
    setValues,
    setApplicant,
    errors,
    failure,
    uploading,
    submitting,
    restored,
    goTo,
    onFile,
    onSubmit,
  };
}
