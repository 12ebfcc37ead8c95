import { FALLBACK_ERROR_MESSAGE, SIGNATURE_FAILURE_MARKER } from '../api/policy.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { emailMessage } from '../validate/email.ts';
import { imageSizeMessage } from '../validate/image-size.ts';

// Toasts carry the text they were given; some texts are the spec's fixed Chinese wording, set
// where no language is known (the API client's fallback, the validators' messages). The toast
// host shows those in the page's language.

const fixedTexts: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [FALLBACK_ERROR_MESSAGE, 'api.requestFailed'],
  [SIGNATURE_FAILURE_MARKER, 'api.signatureFailed'],
  [emailMessage, 'validation.email'],
  [imageSizeMessage, 'validation.imageSize'],
]);

/** Message prefixes the toast host needs for `toastMessageKey`. */
export const TOAST_TEXT_PREFIXES: readonly string[] = ['api.', 'validation.'];

/**
 * The message key of a fixed text, or undefined for any other text (shown as given).
 * @example toastMessageKey('请求失败') // 'api.requestFailed'
 */
export function toastMessageKey(message: string): MessageKey | undefined {
  return fixedTexts.get(message.trim());
}
