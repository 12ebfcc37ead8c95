import type { Envelope } from '../contract/envelope.ts';
import { FALLBACK_ERROR_MESSAGE } from './policy.ts';

// Reading the response envelope without trusting the body's shape.

/** True when `body` looks like an envelope: an object with a numeric `code`. */
export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * The text a failure shows: errorMessage, else message, else 请求失败.
 * @example failureMessage({ code: 0, data: null, message: 'm' }) // 'm'
 */
export function failureMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return FALLBACK_ERROR_MESSAGE;
  const { errorMessage, message } = body as { errorMessage?: unknown; message?: unknown };
  if (typeof errorMessage === 'string' && errorMessage.trim() !== '') return errorMessage;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return FALLBACK_ERROR_MESSAGE;
}
