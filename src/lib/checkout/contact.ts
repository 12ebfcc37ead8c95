import type { MessageKey } from '../i18n/messages.ts';
import { isEmail } from '../validate/email.ts';

// The contact block every checkout form has: name, mobile phone and an optional e-mail that,
// when given, must pass the spec's e-mail rule (message 请输入正确的邮箱).

/** What the user typed into the contact block. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
}

/** Field errors of a form, as message keys with their values. */
export type FieldErrors<Field extends string> = Partial<
  Record<Field, { key: MessageKey; values?: Record<string, string | number> }>
>;

/** Mainland mobile numbers, the API's rule (contract phoneSchema) without loading zod here. */
export const phonePattern = /^1[3-9]\d{9}$/;

/** An empty contact block. */
export const emptyContact: ContactValues = { name: '', phone: '', email: '' };

/**
 * Errors of a contact block, keyed contactName, contactPhone, contactEmail.
 * @example validateContact({ name: 'Li', phone: '13800000001', email: 'a@b.c' }) // { contactEmail: { key: 'validation.email' } }
 */
export function validateContact(
  contact: ContactValues,
): FieldErrors<'contactName' | 'contactPhone' | 'contactEmail'> {
  const errors: FieldErrors<'contactName' | 'contactPhone' | 'contactEmail'> = {};
  const name = contact.name.trim();
  if (name === '') errors.contactName = { key: 'checkout.error.required' };
  else if (name.length > 60) errors.contactName = { key: 'checkout.error.tooLong', values: { max: 60 } };
  if (!phonePattern.test(contact.phone.trim())) errors.contactPhone = { key: 'checkout.error.phone' };
  if (contact.email.trim() !== '' && !isEmail(contact.email))
    errors.contactEmail = { key: 'validation.email' };
  return errors;
}

/** The contact part of an order body: trimmed, the e-mail left out when empty. */
export function contactBody(contact: ContactValues): { name: string; phone: string; email?: string } {
  const email = contact.email.trim();
  return { name: contact.name.trim(), phone: contact.phone.trim(), ...(email !== '' && { email }) };
}
