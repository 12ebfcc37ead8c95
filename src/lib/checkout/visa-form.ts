import { visaApplicantInputSchema, type VisaOrderBody } from '../contract/order.ts';
import type { VisaDetail } from '../contract/visa.ts';
import { checkContact, contactBody, type ContactValues } from '../forms/contact.ts';
import { collectErrors, rewordAll, type FieldErrors } from '../forms/field-errors.ts';
import { checkFormat, checkPhone, checkText, phoneValue } from '../forms/rules.ts';
import { checkoutWording } from '../forms/wording.ts';

// The visa order form's rules: applicants, departure date, contact, and the documents each
// applicant's kind requires (uploaded before the order exists, so a bad file never leaves a
// half-made order behind).

/** Kinds of applicant the API knows. */
export const applicantKinds = ['employed', 'self-employed', 'retired', 'student'] as const;
/** One kind of applicant. */
export type ApplicantKind = (typeof applicantKinds)[number];

/** One uploaded document image. */
interface UploadedDocument {
  uploadId: number;
  fileName: string;
}

/** What the form holds for one applicant. */
export interface ApplicantValues {
  name: string;
  pinyin: string;
  passportNo: string;
  applicantKind: ApplicantKind;
  phone: string;
  /** Uploaded documents by document code. */
  documents: Record<string, UploadedDocument>;
}

/** What the visa form holds. */
export interface VisaFormValues {
  departDate: string;
  applicants: ApplicantValues[];
  contact: ContactValues;
}

/** Most applicants one order may hold (the API's limit). */
export const maxApplicants = 10;

/** A new, empty applicant. */
export function emptyApplicant(kind: ApplicantKind = 'employed'): ApplicantValues {
  return { name: '', pinyin: '', passportNo: '', applicantKind: kind, phone: '', documents: {} };
}

/** The documents of a visa for one kind of applicant. */
export function documentsFor(
  visa: Pick<VisaDetail, 'applicantKinds'>,
  kind: string,
): VisaDetail['applicantKinds'][number]['documents'] {
  return visa.applicantKinds.find((item) => item.code === kind)?.documents ?? [];
}

/** Field names of the applicants step: `applicant.{index}.{field}`, `departDate` and the contact fields. */
export type VisaField = string;

/** Errors of the applicants step (everything but the documents), in the checkout's words. */
export function validateApplicants(values: VisaFormValues, today: string): FieldErrors<VisaField> {
  const errors: FieldErrors<VisaField> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.departDate)) errors.departDate = { key: 'form.errors.required' };
  else if (values.departDate <= today) errors.departDate = { key: 'visaOrder.error.departDate' };
  const shape = visaApplicantInputSchema.shape;
  values.applicants.forEach((applicant, index) => {
    const at = `applicant.${String(index)}.`;
    Object.assign(
      errors,
      collectErrors({
        [`${at}name`]: checkText(applicant.name, shape.name),
        [`${at}pinyin`]: checkFormat(applicant.pinyin, shape.pinyin, 'visaOrder.error.pinyin'),
        [`${at}passportNo`]: checkFormat(applicant.passportNo, shape.passportNo, 'visaOrder.error.passport'),
        [`${at}phone`]: checkPhone(applicant.phone, { optional: true }),
      }),
    );
  });
  return rewordAll({ ...errors, ...checkContact(values.contact) }, checkoutWording);
}

/** Required documents still missing, as `applicant.{index}.doc.{code}` errors. */
export function validateDocuments(
  values: VisaFormValues,
  visa: Pick<VisaDetail, 'applicantKinds'>,
): FieldErrors<VisaField> {
  const errors: FieldErrors<VisaField> = {};
  values.applicants.forEach((applicant, index) => {
    for (const document of documentsFor(visa, applicant.applicantKind)) {
      if (document.required && applicant.documents[document.code] === undefined)
        errors[`applicant.${String(index)}.doc.${document.code}`] = {
          key: 'visaOrder.error.documentMissing',
        };
    }
  });
  return errors;
}

/** The body of POST /api/orders/visas (documents are attached after the order exists). */
export function visaOrderBody(visaId: number, values: VisaFormValues): VisaOrderBody {
  return {
    visaId,
    departDate: values.departDate,
    contact: contactBody(values.contact),
    applicants: values.applicants.map((applicant) => ({
      name: applicant.name.trim(),
      pinyin: applicant.pinyin.trim().toUpperCase(),
      passportNo: applicant.passportNo.trim().toUpperCase(),
      applicantKind: applicant.applicantKind,
      ...(applicant.phone.trim() !== '' && { phone: phoneValue(applicant.phone) }),
    })),
  };
}
