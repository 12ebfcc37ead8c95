import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { apiText, joinTexts, type ApiMessageKey, type ApiText } from './api-messages.ts';

/** One failing input field, named by where it came from (params, query, body, header). */
export interface FieldIssue {
  field: string;
  message: ApiText;
}

/**
 * A failure that ends a request with an envelope; thrown anywhere inside a handler. Its text is
 * in both languages; the envelope answers in the caller's (`message` is the English, for logs).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number;
  readonly status: ContentfulStatusCode;
  readonly text: ApiText;
  readonly fields: FieldIssue[] | undefined;
  /** Extra response headers, e.g. Retry-After on 429 and 503. */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    code: number,
    status: ContentfulStatusCode,
    text: ApiText,
    fields?: FieldIssue[],
    headers?: Record<string, string>,
  ) {
    super(text.en);
    this.code = code;
    this.status = status;
    this.text = text;
    this.fields = fields;
    this.headers = headers;
  }
}

/** One field issue: the field's name and a catalogue message. */
export function fieldIssue(
  field: string,
  key: ApiMessageKey,
  values?: Record<string, string | number>,
): FieldIssue {
  return { field, message: apiText(key, values) };
}

/** 20002 with the failing fields named. */
export function illegalParameter(fields: FieldIssue[], status: ContentfulStatusCode = 400): ApiError {
  const each = fields.map((f) => apiText('apiMessage.fieldIssue', { field: f.field, message: f.message }));
  const summary = joinTexts(each, { zh: '；', en: '; ' });
  return new ApiError(
    ResponseCode.illegalParameter,
    status,
    apiText('apiMessage.illegalParameter', { fields: summary }),
    fields,
  );
}

/** What an unknown id can name; each has its `apiMessage.notFound.*` message. */
export type NotFoundThing = ApiMessageKey extends infer K
  ? K extends `apiMessage.notFound.${infer T}`
    ? T
    : never
  : never;

/**
 * A clear not-found envelope for an unknown id (code 0, HTTP 404); `field` names the input that
 * sent it (an edit form's reference), so the form can say it at that input.
 */
export function notFound(what: NotFoundThing, id: number | string, field?: string): ApiError {
  const text = apiText(`apiMessage.notFound.${what}`, { id: String(id) });
  return new ApiError(
    ResponseCode.error,
    404,
    text,
    field === undefined ? undefined : [{ field, message: text }],
  );
}

/** A business rule refused the request (code 0 unless a catalogue code fits better). */
export function refused(
  text: ApiText,
  code: number = ResponseCode.error,
  status: ContentfulStatusCode = 409,
): ApiError {
  return new ApiError(code, status, text);
}
