import type { z } from 'zod';
import type { ReportKind } from '../report/reporter.ts';
import { ApiError, type ApiErrorKind } from './api-error.ts';
import { ResponseCode, sessionEndingCodes } from '../contract/codes.ts';
import { failureMessage, isEnvelope } from './envelope.ts';
import { FALLBACK_ERROR_MESSAGE, RETRY_STATUS_CODES, SIGNATURE_FAILURE_MARKER } from './policy.ts';

// How the API client reads what came back: an envelope becomes its data or the ApiError its code
// stands for, a thrown fetch becomes a classified ApiError, and each failure kind decides whether
// it is reported.

const unreportedStatuses: ReadonlySet<number> = new Set([403, 404]);

type Unwrapped<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Turns an envelope into its data, or into the ApiError its code stands for. */
export function unwrapEnvelope<T>(
  body: unknown,
  schema: z.ZodType<T> | undefined,
  method: string,
  path: string,
  traceId: string,
): Unwrapped<T> {
  if (!isEnvelope(body)) {
    return {
      ok: false,
      error: contractError(new Error('response is not an envelope'), method, path, traceId),
    };
  }
  if (body.code !== ResponseCode.success) {
    const kind: ApiErrorKind = sessionEndingCodes.has(body.code) ? 'session' : 'api-code';
    return {
      ok: false,
      error: new ApiError(failureMessage(body), {
        kind,
        method,
        path,
        code: body.code,
        traceId,
        data: body.data,
      }),
    };
  }
  if (schema === undefined) return { ok: true, data: body.data as T };
  const parsed = schema.safeParse(body.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, error: contractError(parsed.error, method, path, traceId) };
}

export function contractError(cause: unknown, method: string, path: string, traceId: string): ApiError {
  return new ApiError(FALLBACK_ERROR_MESSAGE, { kind: 'contract', method, path, traceId, cause });
}

/** Classifies what ofetch threw: an HTTP error (maybe with an envelope), a timeout, or no response. */
export function fetchFailure(failure: unknown, method: string, path: string, traceId: string): ApiError {
  const response = (failure as { response?: Response } | null)?.response;
  if (response !== undefined) {
    const body = (failure as { data?: unknown }).data;
    const code = isEnvelope(body) ? body.code : undefined;
    // HTTP 401 is the catalogue's "auth failed" even when the body carries no envelope.
    const endsSession = (code !== undefined && sessionEndingCodes.has(code)) || response.status === 401;
    return new ApiError(failureMessage(body), {
      kind: endsSession ? 'session' : 'http',
      method,
      path,
      status: response.status,
      code,
      traceId,
      data: isEnvelope(body) ? body.data : undefined,
      cause: failure,
    });
  }
  const causeName = ((failure as { cause?: unknown } | null)?.cause as { name?: unknown } | undefined)?.name;
  const kind: ApiErrorKind = causeName === 'TimeoutError' ? 'timeout' : 'transport';
  return new ApiError(FALLBACK_ERROR_MESSAGE, { kind, method, path, traceId, cause: failure });
}

export function isAbortedByCaller(error: ApiError): boolean {
  return (
    error.kind === 'transport' &&
    (error.cause as { cause?: { name?: unknown } } | undefined)?.cause?.name === 'AbortError'
  );
}

/** Whether an HTTP failure is the API refusing a request (an envelope code on a 4xx that is not retried). */
function isRefusal(error: ApiError): boolean {
  const status = error.status ?? 0;
  return error.code !== undefined && status >= 400 && status < 500 && !RETRY_STATUS_CODES.includes(status);
}

/** Which report a failure files, if any: signature failures always, api codes never. */
export function reportKindOf(error: ApiError): ReportKind | undefined {
  if (error.message.includes(SIGNATURE_FAILURE_MARKER)) return 'signature';
  if (error.kind === 'http') {
    if (error.status !== undefined && unreportedStatuses.has(error.status)) return undefined;
    // A 4xx answer carrying an envelope is the API refusing the request (wrong code, no stock):
    // a business outcome the user sees in a toast, not a failure of the service to report.
    if (isRefusal(error)) return undefined;
    return 'http';
  }
  if (error.kind === 'api-code' || error.kind === 'session') return undefined;
  return error.kind;
}
