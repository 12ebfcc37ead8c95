import type { FieldError } from '../../lib/forms/field-errors.ts';
import {
  checkLoginEmail,
  checkLoginNewPassword,
  checkLoginPhone,
  checkSmsCode,
} from '../../lib/forms/login.ts';
import { phoneValue } from '../../lib/forms/rules.ts';
import type { CodeRoute } from './use-code-sender.ts';

// The checks and request bodies of the auth forms that start with a phone or an e-mail and the
// code sent to it (SMS and e-mail login, phone binding, registration, password reset).

/** How a form reaches the person: a phone (SMS) or an e-mail. */
export type Channel = CodeRoute['channel'];

/** The values of a phone-or-e-mail and code form. */
export type TargetCodeValues = Record<'target' | 'code', string>;

/** The values of a form that adds a new password (register, reset). */
export type TargetCodePasswordValues = Record<'target' | 'code' | 'password', string>;

/** The checks of the forms that start with a phone or e-mail and its code. */
export function checkBy(channel: Channel) {
  return (values: TargetCodeValues): Record<'target' | 'code', FieldError | undefined> => ({
    target: channel === 'sms' ? checkLoginPhone(values.target) : checkLoginEmail(values.target),
    code: checkSmsCode(values.code),
  });
}

/** The same plus a new password (register, reset). */
export function checkWithPassword(channel: Channel) {
  return (
    values: TargetCodePasswordValues,
  ): Record<'target' | 'code' | 'password', FieldError | undefined> => ({
    ...checkBy(channel)(values),
    password: checkLoginNewPassword(values.password),
  });
}

/** The body of register and forget: the phone (E.164) or the e-mail, the code, the password as typed. */
export type AccountCodeAndPassword =
  { phone: string; code: string; password: string } | { email: string; code: string; password: string };

/** The body of register and forget from a form's values. */
export function accountCodeAndPassword(
  channel: Channel,
  values: TargetCodePasswordValues,
): AccountCodeAndPassword {
  const code = values.code.trim();
  return channel === 'sms'
    ? { phone: phoneValue(values.target), code, password: values.password }
    : { email: values.target.trim(), code, password: values.password };
}
