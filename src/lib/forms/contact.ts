import type { Locale } from '../contract/locale.ts';
import { contactSchema } from '../contract/order.ts';
import { formatPhone } from '../contract/phone.ts';
import type { UserInfo } from '../contract/session.ts';
import { collectErrors, type FieldErrors } from './field-errors.ts';
import { checkEmail, checkPhone, checkText, phoneValue } from './rules.ts';

// The contact block every order form has (ticket, visa, application, trip): a name, a phone of
// any country and an optional e-mail, checked by the contract's contactSchema limits.

/** What the user typed into a contact block. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
}

/** The contact block's fields, as its errors are keyed. */
export type ContactField = 'contactName' | 'contactPhone' | 'contactEmail';

/** An empty contact block. */
export const emptyContact: ContactValues = { name: '', phone: '', email: '' };

/**
 * The contact block with a logged-in member's details in the fields still empty: what the buyer
 * typed or a restored draft holds wins, and every field stays editable. The phone is written as
 * the profile shows it (a mainland number in Chinese as 139 1234 5678).
 * @example withMemberDetails(emptyContact, { nickname: 'Ann', phone: '+4915123456789', email: null }, 'en') // { name: 'Ann', phone: '+49 1512 3456789', email: '' }
 */
export function withMemberDetails(
  contact: ContactValues,
  member: Pick<UserInfo, 'nickname' | 'phone' | 'email'>,
  locale: Locale,
): ContactValues {
  const fill = (typed: string, stored: string | null): string =>
    typed.trim() === '' && stored !== null ? stored.trim() : typed;
  return {
    name: fill(contact.name, member.nickname),
    phone: fill(contact.phone, member.phone === null ? null : formatPhone(member.phone, locale)),
    email: fill(contact.email, member.email),
  };
}

/**
 * Errors of a contact block, keyed contactName, contactPhone, contactEmail.
 * @example checkContact({ name: '', phone: '2', email: '' }) // { contactName: { key: 'form.errors.required' }, contactPhone: { key: 'form.errors.phone' } }
 */
export function checkContact(contact: ContactValues): FieldErrors<ContactField> {
  return collectErrors({
    contactName: checkText(contact.name, contactSchema.shape.name),
    contactPhone: checkPhone(contact.phone),
    contactEmail: checkEmail(contact.email),
  });
}

/** The contact of an order body: trimmed, the phone as E.164, the e-mail left out when empty. */
export function contactBody(contact: ContactValues): { name: string; phone: string; email?: string } {
  const email = contact.email.trim();
  return { name: contact.name.trim(), phone: phoneValue(contact.phone), ...(email !== '' && { email }) };
}

/** The contact block of a form that keeps it as flat fields named by ContactField. */
export function contactOf(values: Record<ContactField, string>): ContactValues {
  return { name: values.contactName, phone: values.contactPhone, email: values.contactEmail };
}
