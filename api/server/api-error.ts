import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResponseCode } from '../../src/lib/contract/codes.ts';

/** One failing input field, named by where it came from (params, query, body, header). */
export interface FieldIssue {
  field: string;
  message: string;
}

/** A failure that ends a request with an envelope; thrown anywhere inside a handler. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number;
  readonly status: ContentfulStatusCode;
  readonly fields: FieldIssue[] | undefined;
  /** Extra response headers, e.g. Retry-After on 429 and 503. */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    code: number,
    status: ContentfulStatusCode,
    message: string,
    fields?: FieldIssue[],
    headers?: Record<string, string>,
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.headers = headers;
  }
}

/** 20002 with the failing fields named. */
export function illegalParameter(fields: FieldIssue[], status: ContentfulStatusCode = 400): ApiError {
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new ApiError(ResponseCode.illegalParameter, status, `illegal parameter: ${summary}`, fields);
}

/** A clear not-found envelope for an unknown id (code 0, HTTP 404). */
export function notFound(what: string, id: number | string): ApiError {
  return new ApiError(ResponseCode.error, 404, `${what} ${String(id)} not found`);
}

/** A business rule refused the request (code 0 unless a catalogue code fits better). */
export function refused(
  message: string,
  code: number = ResponseCode.error,
  status: ContentfulStatusCode = 409,
): ApiError {
  return new ApiError(code, status, message);
}
