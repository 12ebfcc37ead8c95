import type { z } from 'zod';
import { passwordSchema } from '../contract/auth.ts';
import { emailSchema } from '../contract/common.ts';
import { toE164 } from '../contract/phone.ts';
import { isEmail } from '../validate/email.ts';
import type { FieldError } from './field-errors.ts';

// The field rules every form checks before anything is sent. Patterns and limits come from the
// contract's request schemas (src/lib/contract), the API's own rules, so a form refuses what
// the API would refuse; the errors are in the management forms' words (form.errors.*), and
// other families reword them (wording.ts). The API checks everything again.

/** The length limits of a contract text schema (a ZodString has them as minLength, maxLength). */
export interface TextLimits {
  minLength: number | null;
  maxLength: number | null;
}

/**
 * Checks a text by its schema's limits; a text whose minimum is 0 may be empty. Texts are
 * measured trimmed, as the schemas trim them, except a secret sent as typed (`trim: false`).
 * @example checkText('', visitorBodySchema.shape.name) // { key: 'form.errors.required' }
 */
export function checkText(
  value: string,
  limits: TextLimits,
  { trim = true }: { trim?: boolean } = {},
): FieldError | undefined {
  const text = trim ? value.trim() : value;
  const min = limits.minLength ?? 0;
  const max = limits.maxLength ?? Number.POSITIVE_INFINITY;
  if (text === '' && min > 0) return { key: 'form.errors.required' };
  if (text.length < min) return { key: 'form.errors.tooShort', values: { min } };
  if (text.length > max) return { key: 'form.errors.tooLong', values: { max } };
  return undefined;
}

/**
 * Checks a trimmed value against a contract schema's pattern; `invalid` names the failure. An
 * empty value fails like any other unless `optional`.
 * @example checkFormat('E12', visitorBodySchema.shape.idNumber, 'form.errors.idNumber') // { key: 'form.errors.idNumber' }
 */
export function checkFormat(
  value: string,
  schema: z.ZodType,
  invalid: FieldError['key'],
  { optional = false }: { optional?: boolean } = {},
): FieldError | undefined {
  const text = value.trim();
  if (optional && text === '') return undefined;
  return schema.safeParse(text).success ? undefined : { key: invalid };
}

/**
 * Whether a value is a phone number the contract takes: a phone field's value (+code and the
 * number), an E.164 number, or a mainland mobile number as 11 digits (the contract's toE164).
 */
export function isPhone(value: string): boolean {
  return toE164(value) !== undefined;
}

/**
 * A phone field's value as the API stores it (E.164); a value that is no number is sent trimmed,
 * so the API names the problem.
 * @example phoneValue('+49 0151 23456789') // '+4915123456789'
 */
export function phoneValue(value: string): string {
  return toE164(value) ?? value.trim();
}

/** Checks a phone number of any country; empty is fine only when `optional`. */
export function checkPhone(
  value: string,
  { optional = false }: { optional?: boolean } = {},
): FieldError | undefined {
  const phone = value.trim();
  if (phone === '') return optional ? undefined : { key: 'form.errors.required' };
  return isPhone(phone) ? undefined : { key: 'form.errors.phone' };
}

/**
 * Checks an e-mail by the spec's rule (stricter than the contract's pattern) within the
 * contract's length; empty is fine unless `required`.
 */
export function checkEmail(value: string, required = false): FieldError | undefined {
  const email = value.trim();
  if (email === '') return required ? { key: 'form.errors.required' } : undefined;
  const max = emailSchema.maxLength ?? Number.POSITIVE_INFINITY;
  return isEmail(email) && email.length <= max ? undefined : { key: 'form.errors.email' };
}

/** Checks a whole number typed as text within bounds. */
export function checkInteger(value: string, min: number, max: number): FieldError | undefined {
  const text = value.trim();
  if (text === '') return { key: 'form.errors.required' };
  const n = Number(text);
  return /^\d+$/.test(text) && n >= min && n <= max
    ? undefined
    : { key: 'form.errors.number', values: { min, max } };
}

/** Checks a new password against the contract's password rule (sent as typed, never trimmed). */
export function checkNewPassword(value: string): FieldError | undefined {
  if (value === '') return { key: 'form.errors.required' };
  return passwordSchema.safeParse(value).success ? undefined : { key: 'form.errors.password' };
}

/** Checks that a value is one of the offered choices. */
export function checkChoice(value: string, choices: readonly string[]): FieldError | undefined {
  return choices.includes(value) ? undefined : { key: 'form.errors.choice' };
}
