import type { MessageKey } from '../i18n/messages.ts';

// The one shape of a form field's error in every form: a message key and the values it
// interpolates, translated by the field that shows it.

/** A field's error: a message key and the values it interpolates. */
export interface FieldError {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** The failing fields of a form, by field name. */
export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

/**
 * Keeps only the failing fields of a form's checks.
 * @example collectErrors({ name: undefined, phone: { key: 'form.errors.phone' } }) // { phone: { key: 'form.errors.phone' } }
 */
export function collectErrors<K extends string>(results: Record<K, FieldError | undefined>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [field, error] of Object.entries(results) as [K, FieldError | undefined][]) {
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** The errors without one field's (the user changed it, or its upload succeeded). */
export function withoutError<K extends string>(errors: FieldErrors<K>, field: K): FieldErrors<K> {
  if (errors[field] === undefined) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field)) as FieldErrors<K>;
}

/** How a family of forms words the rules: its message key for each key the rules give. */
export type Wording = Partial<Record<MessageKey, MessageKey>>;

/**
 * One error in a family's own words; keys the wording does not name stay as they are.
 * @example reword({ key: 'form.errors.phone' }, { 'form.errors.phone': 'checkout.error.phone' }) // { key: 'checkout.error.phone' }
 */
export function reword(error: FieldError | undefined, wording: Wording): FieldError | undefined {
  const key = error === undefined ? undefined : wording[error.key];
  return key === undefined || error === undefined ? error : { ...error, key };
}

/** Every error of a form in a family's own words. */
export function rewordAll<K extends string>(errors: FieldErrors<K>, wording: Wording): FieldErrors<K> {
  const worded: FieldErrors<K> = {};
  for (const [field, error] of Object.entries(errors) as [K, FieldError | undefined][]) {
    const next = reword(error, wording);
    if (next !== undefined) worded[field] = next;
  }
  return worded;
}
