// The e-mail rule: something@domain.tld with a top-level part of at least
// two letters. ASCII addresses only: the API and mail relay do not accept internationalised ones.
import { valid, type ValidationResult } from './messages.ts';

/** i18n key of the e-mail failure message. */
export const emailMessageKey = 'validation.email';
/** The spec's Chinese text of the e-mail failure message. */
export const emailMessage = '请输入正确的邮箱';

// Local part: dot-separated runs of the usual characters (no leading, trailing or double dot);
// domain: dot-separated labels of letters, digits and inner hyphens, then a letters-only TLD.
const emailPattern =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/**
 * Whether a value is an e-mail address by the spec's rule; surrounding spaces are ignored.
 * @example isEmail('buyer@expo.cn') // true
 * @example isEmail('buyer@expo.c') // false
 */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  // RFC 5321 limits: 254 characters overall, 64 before the '@'.
  if (email.length > 254 || email.indexOf('@') > 64) return false;
  return emailPattern.test(email);
}

/** Validates an e-mail address, giving the spec's message on failure. */
export function validateEmail(value: unknown): ValidationResult {
  return isEmail(value) ? valid : { ok: false, key: emailMessageKey, message: emailMessage };
}
