import { currentTraceId, ensureSessionId, ensureUserId } from '../stores/identity.ts';
import { readUid } from '../stores/session-cookies.ts';
import type { EventIdentity } from './sentry-options.ts';

/**
 * The identity of this browser and page view that error reports carry, read at send time (the
 * trace id changes per route). A module of its own so that pages without an error-reporting DSN
 * can use it without loading the SDK.
 */
export function browserIdentity(): EventIdentity {
  return {
    sessionId: ensureSessionId(),
    traceId: currentTraceId(),
    userId: ensureUserId(),
    uid: readUid(),
    platform: 'pc',
    url: location.href,
    userAgent: navigator.userAgent,
  };
}
