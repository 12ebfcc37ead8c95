import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { Envelope } from '../../src/lib/contract/envelope.ts';
import type { ApiError } from './api-error.ts';

/** Answers with the success envelope. */
export function sendOk(c: Context, data: unknown, status: ContentfulStatusCode = 200): Response {
  const body: Envelope = { code: ResponseCode.success, data, message: 'success', errorMessage: null };
  return c.json(body, status);
}

/** Answers with a failure envelope; `message` and `errorMessage` both explain, `data.fields` names bad input. */
export function sendError(c: Context, error: ApiError): Response {
  const body: Envelope<{ fields: ApiError['fields'] }> = {
    code: error.code,
    data: error.fields === undefined ? null : { fields: error.fields },
    message: error.message,
    errorMessage: error.message,
  };
  return c.json(body, error.status, error.headers);
}
