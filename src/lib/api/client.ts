import { ofetch, type ResponseType } from 'ofetch';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/headers.ts';
import { attemptSignal, markAttemptStart, setRequestHeaders, timingOf } from './attempt-hooks.ts';
import { settleFailure } from './failure-settlement.ts';
import type { ApiPlatform } from './platform.ts';
import { prefetchKey, type PrefetchedResponses } from './prefetched.ts';
import { contractError, fetchFailure, unwrapEnvelope } from './call-outcome.ts';
import {
  REQUEST_TIMEOUT_MS,
  RETRY_COUNT,
  RETRY_DELAY_MS,
  RETRY_STATUS_CODES,
  SIGNATURE_FAILURE_MARKER,
  SLOW_RESPONSE_MS,
  isOssPath,
  pathnameOf,
  retryBudget,
} from './policy.ts';

// The one API client of the portal, built on a single ofetch instance.
// ofetch's hooks run once per attempt, so they only set headers, the retry policy (statuses
// only: an attempt that timed out or got no answer is not repeated), the per-attempt timeout
// and timings; toasts, redirects and reports happen once per call, after
// the retries are spent, in `settle` (failure-settlement.ts).

/** How a client is built; everything but baseURL and platform has the spec's default. */
export interface ApiClientOptions {
  /** API base of the environment, e.g. http://127.0.0.1:8787. */
  baseURL: string;
  /** Origin for /ossApi paths: '' (the site origin) in the browser, the OSS host on the server. */
  ossBase?: string;
  platform: ApiPlatform;
  /** Per-attempt timeout; REQUEST_TIMEOUT_MS unless a test needs it shorter. */
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  /** Answers fetched ahead by the static export, asked first for GETs without a token. */
  prefetched?: PrefetchedResponses | undefined;
  /** Checks the raw bodies of some responses before they are read (the server's news signature). */
  verifyBody?: BodyVerifier | undefined;
}

/**
 * A check of response bodies as received: for the paths it `covers`, the body is read as text,
 * `verify` sees it with the response headers, and a body it refuses fails the call as a
 * signature failure (reported, never used).
 */
export interface BodyVerifier {
  covers(pathname: string): boolean;
  verify(body: string, headers: Headers): boolean;
}

/** HTTP methods the client sends. */
type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Options of one call. */
export interface CallOptions<T = unknown> {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Makes a state-changing call retryable; the server must deduplicate on it. */
  idempotencyKey?: string;
  /** Validates and types the response data. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Suppresses the error toast of this call (redirects and reports still happen). */
  silent?: boolean;
}

/** The portal's API client: envelope calls return `data`, raw calls return the body. */
export interface ApiClient {
  /** Calls an envelope endpoint and returns its data (validated when a schema is given). */
  request<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  /** GET an envelope endpoint. */
  get<T = unknown>(path: string, options?: Omit<CallOptions<T>, 'method' | 'body'>): Promise<T>;
  /** POST a JSON body to an envelope endpoint. */
  post<T = unknown>(
    path: string,
    body: unknown,
    options?: Omit<CallOptions<T>, 'method' | 'body'>,
  ): Promise<T>;
  /** GET a text file (e.g. an /ossApi HTML fragment); no envelope. */
  text(path: string, options?: Omit<CallOptions, 'schema'>): Promise<string>;
  /** GET a JSON file that has no envelope (e.g. /ossApi/.../key.json). */
  json<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  /** The platform this client reports to. */
  readonly platform: ApiPlatform;
}

/** Builds an API client; one per request on the server, one shared in the browser. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseURL, platform } = options;
  const ossBase = options.ossBase ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retries = options.retries ?? RETRY_COUNT;

  const $fetch = ofetch.create({
    baseURL,
    retry: retries,
    retryDelay: options.retryDelayMs ?? RETRY_DELAY_MS,
    retryStatusCodes: [...RETRY_STATUS_CODES],
    onRequest(context) {
      const { options: attempt } = context;
      const method = attempt.method ?? 'GET';
      if (typeof context.request === 'string' && isOssPath(context.request)) attempt.baseURL = ossBase;
      setRequestHeaders(attempt.headers, platform);
      if (retryBudget(method, attempt.headers.has(IDEMPOTENCY_KEY_HEADER), retries) === 0)
        attempt.retry = false;
      attempt.signal = attemptSignal(attempt.signal ?? undefined, timeoutMs);
      markAttemptStart(attempt);
    },
    onRequestError(context) {
      // The spec retries HTTP statuses only. ofetch also retries an attempt that got no response
      // (as if it were a 500), so a hung API cost three timeouts before an error.
      context.options.retry = false;
    },
    onResponse(context) {
      const timing = timingOf(context, context.response);
      if (timing === undefined) return;
      platform.recordTiming(timing);
      if (timing.durationMs > SLOW_RESPONSE_MS) platform.logSlow(timing);
    },
  });

  async function send(path: string, call: CallOptions<never>, responseType: ResponseType): Promise<unknown> {
    const method = call.method ?? 'GET';
    const ahead = prefetchedAnswer(path, call, responseType);
    if (ahead !== undefined) return ahead;
    const headers = new Headers(call.headers);
    if (call.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, call.idempotencyKey);
    const fetchOptions = {
      method,
      headers,
      ...(call.query !== undefined && { query: call.query }),
      ...(call.body !== undefined && { body: call.body as Record<string, unknown> }),
      ...(call.signal !== undefined && { signal: call.signal }),
    };
    const verifier = options.verifyBody;
    if (verifier?.covers(pathnameOf(path)) === true) {
      return verified(path, call, responseType, verifier, fetchOptions);
    }
    try {
      return await $fetch<unknown, ResponseType>(path, { ...fetchOptions, responseType });
    } catch (failure) {
      throw settle(fetchFailure(failure, method, path, platform.traceId()), call.silent === true);
    }
  }

  /** A call whose body must pass the verifier: read as text, checked, then parsed as asked. */
  async function verified(
    path: string,
    call: CallOptions<never>,
    responseType: ResponseType,
    verifier: BodyVerifier,
    fetchOptions: Parameters<typeof $fetch.raw>[1],
  ): Promise<unknown> {
    const method = call.method ?? 'GET';
    let text: string;
    let responseHeaders: Headers;
    try {
      const response = await $fetch.raw<string, 'text'>(path, { ...fetchOptions, responseType: 'text' });
      text = response._data ?? '';
      responseHeaders = response.headers;
    } catch (failure) {
      throw settle(fetchFailure(failure, method, path, platform.traceId()), call.silent === true);
    }
    if (!verifier.verify(text, responseHeaders)) {
      throw settle(
        new ApiError(SIGNATURE_FAILURE_MARKER, {
          kind: 'contract',
          method,
          path,
          traceId: platform.traceId(),
        }),
        call.silent === true,
      );
    }
    if (responseType !== 'json') return text;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw settle(contractError(cause, method, path, platform.traceId()), call.silent === true);
    }
  }

  /** The prefetched envelope of an anonymous GET, when the store has it. */
  function prefetchedAnswer(path: string, call: CallOptions<never>, responseType: ResponseType): unknown {
    const store = options.prefetched;
    if (store === undefined || responseType !== 'json' || (call.method ?? 'GET') !== 'GET') return undefined;
    if (platform.getToken() !== undefined) return undefined;
    return store.lookup(platform.locale(), prefetchKey(path, call.query));
  }

  /** Tells a failure once per call (report, toast, login redirect): see settleFailure. */
  function settle(error: ApiError, silentCall: boolean): ApiError {
    return settleFailure(platform, error, silentCall);
  }

  async function request<T>(path: string, call: CallOptions<T> = {}): Promise<T> {
    const method = call.method ?? 'GET';
    const body = await send(path, call as CallOptions<never>, 'json');
    const outcome = unwrapEnvelope(body, call.schema, method, path, platform.traceId());
    if (outcome.ok) return outcome.data;
    throw settle(outcome.error, call.silent === true);
  }

  return {
    platform,
    request,
    get: (path, call = {}) => request(path, { ...call, method: 'GET' }),
    post: (path, body, call = {}) => request(path, { ...call, method: 'POST', body }),
    async text(path, call = {}) {
      const body = await send(path, call, 'text');
      return typeof body === 'string' ? body : '';
    },
    async json<T>(path: string, call: CallOptions<T> = {}): Promise<T> {
      const body = await send(path, call as CallOptions<never>, 'json');
      if (call.schema === undefined) return body as T;
      const parsed = call.schema.safeParse(body);
      if (parsed.success) return parsed.data;
      throw settle(
        contractError(parsed.error, call.method ?? 'GET', path, platform.traceId()),
        call.silent === true,
      );
    },
  };
}
