// Validation results carry an i18n key for translated messages and the spec's Chinese text
// as the default, so a form shows the right words even before translations load.

/** The outcome of a validation rule: ok, or the message to show. */
export type ValidationResult =
  { readonly ok: true } | { readonly ok: false; readonly key: string; readonly message: string };

/** The successful validation result (shared, immutable). */
export const valid: ValidationResult = Object.freeze({ ok: true });
