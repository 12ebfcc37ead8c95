import { smsCodeSchema } from '../contract/auth.ts';
import { isEmail } from '../validate/email.ts';
import { reword, type FieldError } from './field-errors.ts';
import { checkEmail, checkFormat, checkNewPassword, checkPhone, isPhone } from './rules.ts';

// The login panel's checks: the shared rules in the panel's own words, which name the field
// ("enter your mobile number") because its forms have one or two fields each. This module
// loads only with the login island (on interaction), so zod never ships on page load.

/**
 * Checks a mobile number of any country (the phone field's value).
 * @example checkLoginPhone('') // { key: 'login.errors.phoneRequired' }
 */
export function checkLoginPhone(value: string): FieldError | undefined {
  return reword(checkPhone(value), {
    'form.errors.required': 'login.errors.phoneRequired',
    'form.errors.phone': 'login.errors.phoneInvalid',
  });
}

/**
 * Checks the e-mail an account is registered or logged in with.
 * @example checkLoginEmail('a@b') // { key: 'login.errors.emailInvalid' }
 */
export function checkLoginEmail(value: string): FieldError | undefined {
  return reword(checkEmail(value, true), {
    'form.errors.required': 'login.errors.emailRequired',
    'form.errors.email': 'login.errors.emailInvalid',
  });
}

/** Checks the login account: a mobile number (any country, with its + code) or an e-mail address. */
export function checkAccount(value: string): FieldError | undefined {
  const account = value.trim();
  if (account === '') return { key: 'login.errors.accountRequired' };
  return isPhone(account) || isEmail(account) ? undefined : { key: 'login.errors.accountInvalid' };
}

/** Checks a password typed to log in: only presence, the account's own rule may be older. */
export function checkLoginPassword(value: string): FieldError | undefined {
  return value === '' ? { key: 'login.errors.passwordRequired' } : undefined;
}

/** Checks a new password (registration, reset) against the contract's password rule. */
export function checkLoginNewPassword(value: string): FieldError | undefined {
  return reword(checkNewPassword(value), {
    'form.errors.required': 'login.errors.passwordRequired',
    'form.errors.password': 'login.errors.passwordRule',
  });
}

/** Checks a 6-digit SMS or e-mail code. */
export function checkSmsCode(value: string): FieldError | undefined {
  if (value.trim() === '') return { key: 'login.errors.codeRequired' };
  return checkFormat(value, smsCodeSchema, 'login.errors.codeInvalid');
}
