import type { z } from 'zod';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { signatureFailure } from '../domain/payments.ts';
import { ApiError, fieldIssue, illegalParameter } from './api-error.ts';
import { apiText } from './api-messages.ts';
import { parsePart } from './input.ts';

// A payment provider's signed JSON notify (WeChat Pay, the card processor): the same refusals
// for every provider, so each route only says how its signature is computed.

/** What a notify route found about its request's signature. */
export interface NotifySignature {
  /** Whether the signature matches the body with the shared secret. */
  valid: boolean;
  /** The signed timestamp, in seconds. */
  timestamp: number;
  /** How old the timestamp may be, in seconds. */
  toleranceSeconds: number;
}

/**
 * The notify's body checked by `schema` once its signature holds. A bad signature or one older
 * than its tolerance answers 401 (the provider retries), malformed JSON and a wrong shape 400.
 */
export function signedNotifyBody<T>(
  raw: string,
  signature: NotifySignature,
  now: Date,
  schema: z.ZodType<T>,
): T {
  if (!signature.valid)
    throw new ApiError(
      ResponseCode.error,
      401,
      apiText('apiMessage.signature.bad', { marker: signatureFailure }),
    );
  if (Math.abs(now.getTime() / 1000 - signature.timestamp) > signature.toleranceSeconds)
    throw new ApiError(
      ResponseCode.error,
      401,
      apiText('apiMessage.signature.tooOld', { marker: signatureFailure }),
    );
  let json: unknown;
  try {
    json = JSON.parse(raw) as unknown;
  } catch {
    throw illegalParameter([fieldIssue('body', 'apiMessage.field.invalidJson')]);
  }
  return parsePart('body', schema, json);
}
