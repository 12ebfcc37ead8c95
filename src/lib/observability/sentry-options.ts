// Types from @sentry/astro itself: a top-level @sentry/core of another version may sit beside it.
import type { createTransport, ErrorEvent, EventHint } from '@sentry/astro';
import type { ReportContext } from '../report/reporter.ts';

// What the browser and the server Sentry SDKs share: the filters that drop expected and
// third-party errors, the context every event carries and a transport with a 3000 ms timeout.
// Kept free of SDK imports so pages that never load Sentry never download it.

/** Error-report HTTP timeout. */
export const REPORT_TIMEOUT_MS = 3000;

/** Third-party hosts whose errors are theirs, not ours (chat, visit tracing, analytics, browser extensions). */
const ignoredThirdPartyHosts: readonly string[] = [
  'hm.baidu.com',
  'cnzz.com',
  'zz.bdstatic.com',
  's4.cnzz.com',
  'tb.53kf.com',
  'www.53kf.com',
  'qiyukf.com',
  'webchat.7moor.com',
  'googletagmanager.com',
  'google-analytics.com',
  'chrome-extension://',
  'moz-extension://',
];

// Messages the spec says are not worth a report: page not found (data missing or taken
// offline) and the wrong verification code; the Chinese wordings are what the API answers.
const ignoredMessagePatterns: readonly RegExp[] = [
  /Page Not Found/i,
  /数据不存在|已下架|已被删除|data (does not exist|missing)|taken offline/i,
  /验证码错误|wrong (verification )?code/i,
  // React's equivalents of the framework-internal noise the spec filters (Vue's next-tick and
  // mounted-hook errors): hydration mismatches React recovers from by rendering on the client.
  /Hydration failed|hydrating|Minified React error #(418|419|422|423|425)/i,
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i,
];

// A 503 is the sign of an outage: reported even when its text also matches a filter.
const alwaysReported = /\b503\b/;

/** The texts of an event that filters look at: messages, exception values and stack frame files. */
function eventTexts(event: ErrorEvent): { messages: string[]; files: string[] } {
  const messages = [event.message ?? ''];
  const files: string[] = [];
  for (const exception of event.exception?.values ?? []) {
    messages.push(exception.value ?? '', exception.type ?? '');
    for (const frame of exception.stacktrace?.frames ?? []) files.push(frame.filename ?? '');
  }
  return { messages, files };
}

/** The HTTP status a report carries (set by the API client through ReportContext). */
function statusOf(event: ErrorEvent): number | undefined {
  const status = event.contexts?.report?.status ?? event.tags?.status;
  return typeof status === 'number' ? status : typeof status === 'string' ? Number(status) : undefined;
}

/** True when the spec's filters drop `event` (403 and 404 responses, not-found and wrong-code messages, third-party hosts, React noise). */
export function shouldDropEvent(event: ErrorEvent): boolean {
  const { messages, files } = eventTexts(event);
  if (messages.some((message) => alwaysReported.test(message))) return false;
  const status = statusOf(event);
  if (status === 403 || status === 404) return true;
  if (
    messages.some((message) =>
      /\b(403|404)\b.*(Forbidden|Not Found|status)|status code (403|404)/i.test(message),
    )
  )
    return true;
  if (messages.some((message) => ignoredMessagePatterns.some((pattern) => pattern.test(message))))
    return true;
  const thirdParty = (file: string) => ignoredThirdPartyHosts.some((host) => file.includes(host));
  const ownFrames = files.filter((file) => file !== '' && file !== '<anonymous>');
  return ownFrames.length > 0 && ownFrames.every(thirdParty);
}

/** Who and where, for every event: what ReportContext holds minus the per-report kind. */
export type EventIdentity = Pick<
  ReportContext,
  'sessionId' | 'traceId' | 'userId' | 'uid' | 'platform' | 'url' | 'userAgent'
>;

/** Puts the identity on `event` as tags (searchable in Sentry) and the user. */
function attachIdentity(event: ErrorEvent, identity: EventIdentity): ErrorEvent {
  event.tags = {
    ...event.tags,
    sessionId: identity.sessionId,
    traceId: identity.traceId,
    userId: identity.userId ?? '',
    uid: identity.uid ?? '',
    platform: identity.platform,
    url: identity.url,
    userAgent: identity.userAgent,
  };
  event.user = { ...event.user, id: identity.uid ?? identity.userId ?? identity.sessionId };
  return event;
}

/** beforeSend for both SDKs: drops filtered events, stamps the identity on the rest. */
export function makeBeforeSend(
  identity: () => EventIdentity,
): (event: ErrorEvent, hint: EventHint) => ErrorEvent | null {
  return (event) => (shouldDropEvent(event) ? null : attachIdentity(event, identity()));
}

/** The SDK's createTransport, passed in so this module stays free of SDK imports. */
export type CreateTransport = typeof createTransport;
// What the SDK hands a transport factory: the internal options plus the envelope URL.
type BaseTransportOptions = Parameters<CreateTransport>[0] & { url: string };
type Transport = ReturnType<CreateTransport>;

/**
 * A fetch transport that gives up after REPORT_TIMEOUT_MS, so a slow collector never holds a
 * page or a server request (the SDKs' own transports have no timeout).
 */
export function makeTimedTransport(createTransport: CreateTransport, timeoutMs = REPORT_TIMEOUT_MS) {
  return (options: BaseTransportOptions): Transport =>
    createTransport(options, async (request) => {
      const response = await fetch(options.url, {
        method: 'POST',
        body: request.body as BodyInit,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return {
        statusCode: response.status,
        headers: {
          'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
          'retry-after': response.headers.get('retry-after'),
        },
      };
    });
}

/** Turns a ReportContext into the extra data a captured report carries (kind, status, code, path). */
export function reportExtras(context: ReportContext): {
  tags: Record<string, string>;
  contexts: { report: Record<string, unknown> };
} {
  const tags: Record<string, string> = { kind: context.kind };
  if (context.status !== undefined) tags.status = String(context.status);
  if (context.code !== undefined) tags.code = String(context.code);
  return { tags, contexts: { report: { ...context } } };
}
