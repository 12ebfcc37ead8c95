import type { EnvConfig } from '../../../env/index.ts';
import { reportError } from '../report/reporter.ts';
import type { ApiError } from './api-error.ts';
import { createApiClient, type ApiClient, type BodyVerifier } from './client.ts';
import { INFORMATION_SECRET_HEADER } from '../contract/headers.ts';
import { localeHeader, readLocale } from '../contract/locale.ts';
import { isNewsBodySigned, isSignedNewsPath, newsSigningSecretVariable } from '../contract/news-signature.ts';
import { createSilentPlatform, type ApiPlatform } from './platform.ts';
import { installedPrefetchedResponses } from './prefetched.ts';

// Server rendering builds one client per request: the locale and token come from that
// request, there is no toast or redirect, and failures are thrown for the page or middleware
// to handle (an ApiError of kind 'session' means: clear the cookies and redirect to login).

/** What the server knows about the request it renders. */
export interface ServerPlatformOptions {
  /** The request's locale: zh, en, zh-CN or en-US. */
  locale: string;
  /** The access_token cookie of the request, for user-specific calls only. */
  token?: string | undefined;
  traceId?: string | undefined;
  sessionId?: string | undefined;
  /** Path and query of the page being rendered. */
  url?: string | undefined;
  userAgent?: string | undefined;
  /** Told of every call that failed (after its retries), e.g. to keep the request's failed-request list. */
  noteError?: ((error: ApiError) => void) | undefined;
}

/** The server platform: no browser side effects; reports go to the active reporter. */
export function createServerPlatform(options: ServerPlatformOptions): ApiPlatform {
  const traceId = options.traceId ?? crypto.randomUUID();
  const apiLocale = localeHeader(readLocale(options.locale));
  return createSilentPlatform({
    locale: () => apiLocale,
    getToken: () => options.token,
    currentUrl: () => options.url ?? '/',
    report: reportError,
    traceId: () => traceId,
    sessionId: () => options.sessionId ?? traceId,
    userAgent: () => options.userAgent ?? 'server',
    ...(options.noteError !== undefined && { noteError: options.noteError }),
  });
}

/**
 * Where the server reads /ossApi files (the news body, the keyword table): in an environment with
 * the embedded reference API, that API serves them; elsewhere they are objects of the
 * environment's bucket, read over its internal host (`ossInternalHost`, inside the provider's
 * network: no public traffic, no CDN) rather than through the page origin, which the server does
 * not have.
 * @example serverOssBase(prod) // 'https://expoportal-prod.oss-cn-shanghai-internal.aliyuncs.com'
 */
export function serverOssBase(
  config: Pick<EnvConfig, 'embeddedApi' | 'apiBase' | 'ossInternalHost'> & {
    readonly security: Pick<EnvConfig['security'], 'https'>;
  },
): string {
  if (config.embeddedApi) return config.apiBase;
  return `${config.security.https ? 'https' : 'http'}://${config.ossInternalHost}`;
}

/** Settings of a per-request server client. */
export type ServerApiClientOptions = ServerPlatformOptions & {
  baseURL: string;
  /** Origin serving /ossApi files (the OSS host); the server has no page origin to use. */
  ossBase: string;
  timeoutMs?: number;
  /**
   * NEWS_SIGNING_SECRET: news bodies whose information secret header is missing or wrong are
   * refused. Without it news is read unchecked (a warning is logged once per process).
   */
  newsSigningSecret?: string | undefined;
};

let warnedUnsigned = false;

/**
 * The check of news bodies (list, detail, the /ossApi fragment) against the information secret
 * header; undefined (with a one-time warning) when the process has no secret.
 */
export function newsSignatureVerifier(secret: string | undefined): BodyVerifier | undefined {
  if (secret === undefined || secret === '') {
    if (!warnedUnsigned) {
      warnedUnsigned = true;
      console.warn(`[api] ${newsSigningSecretVariable} is unset: news responses are not verified`);
    }
    return undefined;
  }
  return {
    covers: isSignedNewsPath,
    verify: (body, headers) => isNewsBodySigned(body, headers.get(INFORMATION_SECRET_HEADER), secret),
  };
}

/** A client for one server-rendered request. */
export function createServerApiClient(options: ServerApiClientOptions): ApiClient {
  return createApiClient({
    baseURL: options.baseURL,
    ossBase: options.ossBase,
    platform: createServerPlatform(options),
    prefetched: installedPrefetchedResponses(),
    verifyBody: newsSignatureVerifier(options.newsSigningSecret),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
}
