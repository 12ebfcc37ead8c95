import { phoneSchema, passwordSchema, smsCodeSchema } from '../contract/auth.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { isEmail } from '../validate/email.ts';

// Client-side checks of the auth forms. The rules are the API contract's zod schemas (one
// source), turned into message keys so every error shows in the visitor's language. This
// module loads only with the login island (on interaction), so zod never ships on page load.

/** A field's error as a message key, or undefined when the value is acceptable. */
export type FieldError = MessageKey | undefined;

/** Checks a mainland mobile number. */
export function checkPhone(value: string): FieldError {
  const phone = value.trim();
  if (phone === '') return 'login.errors.phoneRequired';
  return phoneSchema.safeParse(phone).success ? undefined : 'login.errors.phoneInvalid';
}

/** Checks the login account: a mobile number or an e-mail address. */
export function checkAccount(value: string): FieldError {
  const account = value.trim();
  if (account === '') return 'login.errors.accountRequired';
  if (phoneSchema.safeParse(account).success || isEmail(account)) return undefined;
  return 'login.errors.accountInvalid';
}

/** Checks a password typed to log in: only presence, the account's own rule may be older. */
export function checkLoginPassword(value: string): FieldError {
  return value === '' ? 'login.errors.passwordRequired' : undefined;
}

/** Checks a new password (registration, reset) against the contract's password rule. */
export function checkNewPassword(value: string): FieldError {
  if (value === '') return 'login.errors.passwordRequired';
  return passwordSchema.safeParse(value).success ? undefined : 'login.errors.passwordRule';
}

/** Checks a 6-digit SMS code. */
export function checkSmsCode(value: string): FieldError {
  const code = value.trim();
  if (code === '') return 'login.errors.codeRequired';
  return smsCodeSchema.safeParse(code).success ? undefined : 'login.errors.codeInvalid';
}

/**
 * Runs the checks of a form; returns only the fields that fail.
 * @example checkFields({ phone: checkPhone('1') }) // { phone: 'login.errors.phoneInvalid' }
 */
export function checkFields<K extends string>(
  results: Record<K, FieldError>,
): Partial<Record<K, MessageKey>> {
  const errors: Partial<Record<K, MessageKey>> = {};
  for (const [field, error] of Object.entries(results) as [K, FieldError][]) {
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}
