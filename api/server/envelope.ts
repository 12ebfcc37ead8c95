import type { z } from 'zod';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { Envelope, failureFieldsSchema } from '../../src/lib/contract/envelope.ts';
import { LOCALE_HEADER } from '../../src/lib/contract/headers.ts';
import { readLocale } from '../../src/lib/contract/locale.ts';
import type { ApiError } from './api-error.ts';

/**
 * The success envelope's message: a protocol word the portal never shows, the same for every
 * caller (success answers stay byte-identical across locales when their data is).
 */
const successWord = 'success';

/** Answers with the success envelope. */
export function sendOk(c: Context, data: unknown, status: ContentfulStatusCode = 200): Response {
  const body: Envelope = { code: ResponseCode.success, data, message: successWord, errorMessage: null };
  return c.json(body, status);
}

/**
 * Answers with a failure envelope; `message` and `errorMessage` both explain, `data.fields` names
 * bad input, all in the caller's language (the Locale header; Chinese when absent).
 */
export function sendError(c: Context, error: ApiError): Response {
  const locale = readLocale(c.req.header(LOCALE_HEADER));
  const message = error.text[locale];
  const fields = error.fields?.map((f) => ({ field: f.field, message: f.message[locale] }));
  const body: Envelope<z.infer<typeof failureFieldsSchema>> = {
    code: error.code,
    data: fields === undefined ? null : { fields },
    message,
    errorMessage: message,
  };
  return c.json(body, error.status, error.headers);
}
