// The one error type every API call throws, so pages and islands branch on `kind` and `code`
// instead of parsing messages.

/**
 * Why a call failed: `session` (a session-ending code; the token is already cleared), `api-code`
 * (the envelope carried a non-success code), `http` (an error status), `timeout`, `transport`
 * (no response), `contract` (a response that does not match its schema).
 */
export type ApiErrorKind = 'session' | 'api-code' | 'http' | 'timeout' | 'transport' | 'contract';

/** Details an ApiError carries besides its message. */
export interface ApiErrorDetails {
  kind: ApiErrorKind;
  method: string;
  path: string;
  code?: number | undefined;
  status?: number | undefined;
  traceId?: string | undefined;
  /** The failure envelope's `data` (the inputs it names: contract `failureFieldsSchema`). */
  data?: unknown;
  cause?: unknown;
}

/** A failed API call; `message` is what the user was (or would have been) shown. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly traceId: string | undefined;
  readonly data: unknown;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.method = details.method;
    this.path = details.path;
    this.code = details.code;
    this.status = details.status;
    this.traceId = details.traceId;
    this.data = details.data;
  }
}

/** True when `error` is an ApiError (of the given kind, when one is named). */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}
