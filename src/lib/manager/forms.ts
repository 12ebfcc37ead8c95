import { isApiError } from '../api/api-error.ts';
import { ResponseCode } from '../contract/codes.ts';
import { passwordSchema, phoneSchema } from '../contract/auth.ts';
import type { VisitorBody } from '../contract/manager.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { isEmail } from '../validate/email.ts';

// Client-side checks of the management, apply and trip forms. The limits are the contract
// schemas' (src/lib/contract), restated as message keys so errors show in the user's language
// before anything is sent; the API checks the same rules again.

/** A field's error: a message key and the values it interpolates. */
export interface FieldError {
  key: MessageKey;
  values?: Record<string, string | number>;
}
/** The failing fields of a form, by field name. */
export type FormErrors<K extends string> = Partial<Record<K, FieldError>>;

/** Checks a required text with a maximum (and optional minimum) length. */
export function checkText(value: string, max: number, min = 1): FieldError | undefined {
  const text = value.trim();
  if (text === '' && min > 0) return { key: 'form.errors.required' };
  if (text.length < min) return { key: 'form.errors.tooShort', values: { min } };
  if (text.length > max) return { key: 'form.errors.tooLong', values: { max } };
  return undefined;
}

/** Checks an optional text's maximum length. */
export function checkOptionalText(value: string, max: number): FieldError | undefined {
  return value.trim().length > max ? { key: 'form.errors.tooLong', values: { max } } : undefined;
}

/** Checks a required mainland mobile number. */
export function checkPhone(value: string): FieldError | undefined {
  const phone = value.trim();
  if (phone === '') return { key: 'form.errors.required' };
  return phoneSchema.safeParse(phone).success ? undefined : { key: 'form.errors.phone' };
}

/** Checks an e-mail; empty is fine unless `required`. */
export function checkEmail(value: string, required = false): FieldError | undefined {
  const email = value.trim();
  if (email === '') return required ? { key: 'form.errors.required' } : undefined;
  return isEmail(email) && email.length <= 120 ? undefined : { key: 'form.errors.email' };
}

/** Checks a whole number within bounds. */
export function checkInteger(value: string, min: number, max: number): FieldError | undefined {
  const text = value.trim();
  if (text === '') return { key: 'form.errors.required' };
  const n = Number(text);
  return /^\d+$/.test(text) && n >= min && n <= max
    ? undefined
    : { key: 'form.errors.number', values: { min, max } };
}

/** Checks a new password against the contract's rule. */
export function checkNewPassword(value: string): FieldError | undefined {
  if (value === '') return { key: 'form.errors.required' };
  return passwordSchema.safeParse(value).success ? undefined : { key: 'form.errors.password' };
}

/** Keeps only the failing fields. */
export function collectErrors<K extends string>(results: Record<K, FieldError | undefined>): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const [field, error] of Object.entries(results) as [K, FieldError | undefined][]) {
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** The visitor form's values, as typed. */
export interface VisitorFormValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  position: string;
  idType: string;
  idNumber: string;
}

/** The empty visitor form. */
export const emptyVisitorForm: VisitorFormValues = {
  name: '',
  phone: '',
  email: '',
  company: '',
  position: '',
  idType: 'id-card',
  idNumber: '',
};

const idTypes: readonly VisitorBody['idType'][] = ['id-card', 'passport', 'other'];

/** Checks the visitor form by the limits of visitorBodySchema. */
export function checkVisitor(values: VisitorFormValues): FormErrors<keyof VisitorFormValues> {
  return collectErrors({
    name: checkText(values.name, 60),
    phone: checkPhone(values.phone),
    email: checkEmail(values.email),
    company: checkOptionalText(values.company, 120),
    position: checkOptionalText(values.position, 60),
    idType: idTypes.includes(values.idType as VisitorBody['idType'])
      ? undefined
      : { key: 'form.errors.choice' },
    idNumber: /^[A-Za-z0-9]{5,20}$/.test(values.idNumber.trim())
      ? undefined
      : { key: 'form.errors.idNumber' },
  });
}

/** The request body of a checked visitor form. */
export function visitorBody(values: VisitorFormValues): VisitorBody {
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    ...(email !== '' && { email }),
    company: values.company.trim(),
    position: values.position.trim(),
    idType: values.idType as VisitorBody['idType'],
    idNumber: values.idNumber.trim(),
  };
}

/** The visitor form filled from a saved visitor. */
export function visitorFormOf(
  visitor: Omit<VisitorBody, 'email'> & { email?: string | null | undefined },
): VisitorFormValues {
  return {
    name: visitor.name,
    phone: visitor.phone,
    email: visitor.email ?? '',
    company: visitor.company,
    position: visitor.position,
    idType: visitor.idType,
    idNumber: visitor.idNumber,
  };
}

/** Contact fields shared by the apply and trip forms. */
export interface ContactFormValues {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** Checks the contact fields by contactSchema's limits. */
export function checkContact(values: ContactFormValues): FormErrors<keyof ContactFormValues> {
  return collectErrors({
    contactName: checkText(values.contactName, 60),
    contactPhone: checkPhone(values.contactPhone),
    contactEmail: checkEmail(values.contactEmail),
  });
}

/** The contact object of the order bodies. */
export function contactOf(values: ContactFormValues): { name: string; phone: string; email?: string } {
  const email = values.contactEmail.trim();
  return {
    name: values.contactName.trim(),
    phone: values.contactPhone.trim(),
    ...(email !== '' && { email }),
  };
}

/** Whether a failed call was refused as not logged in (the client already sends the browser to login). */
export function endedSession(error: unknown): boolean {
  return isApiError(error, 'session');
}

/** Whether a failure is the API's "not found" for an id (e.g. another user's visitor). */
export function isNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || (error.code === ResponseCode.error && /not found/i.test(error.message)))
  );
}

/** What to tell the user about a failed call: the API's message, else a generic text. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

/** A fresh idempotency key for one submit attempt (kept across retries of that attempt). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${String(Date.now())}-${Math.random().toString(36).slice(2)}`;
}
