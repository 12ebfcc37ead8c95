import type { MessageKey } from '../i18n/messages.ts';

// Custom messages in the contract's schemas are keys of the API's message catalogue, not words:
// the API answers each in the caller's language (api/server/api-messages.ts). The portal's forms
// never show a schema's message; they map the failure to their own keys.

/** A custom validation message of a contract schema. */
type ValidationKey = Extract<MessageKey, `apiMessage.validation.${string}`>;

/**
 * The key as the message zod stores (typed, so a misspelt key does not compile).
 * @example z.string().regex(/^\d{6}$/, validationKey('apiMessage.validation.smsCode'))
 */
export function validationKey(key: ValidationKey): ValidationKey {
  return key;
}
