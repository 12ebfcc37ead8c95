import { readStorage, writeStorage } from './safe-storage.ts';

// Browser identities sent with calls and error reports: a permanent session
// id and user id in localStorage, and a trace id in sessionStorage renewed on each route change.

/** localStorage key of the permanent session id. */
export const SESSION_ID_KEY = 'sessionId';
/** localStorage key of the permanent user id. */
export const USER_ID_KEY = 'userId';
/** sessionStorage key of the current route's trace id. */
export const TRACE_ID_KEY = 'traceId';

// Anything else in storage (a hand-edited or foreign value) is replaced, never sent in a header.
const idPattern = /^[A-Za-z0-9-]{8,64}$/;

/** A random id; works without crypto.randomUUID, which insecure (http) origins lack. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when `value` is an id this module could have written. */
function isValidId(value: unknown): value is string {
  return typeof value === 'string' && idPattern.test(value);
}

function ensureId(area: 'local' | 'session', key: string): string {
  const stored = readStorage(area, key);
  if (isValidId(stored)) return stored;
  const id = randomId();
  writeStorage(area, key, id);
  return id;
}

/** The permanent session id of this browser, created on first use. */
export function ensureSessionId(): string {
  return ensureId('local', SESSION_ID_KEY);
}

/** The permanent user id of this browser, created on first use. */
export function ensureUserId(): string {
  return ensureId('local', USER_ID_KEY);
}

/** Creates and stores a new trace id for the route being entered. */
export function newTraceId(): string {
  const id = randomId();
  writeStorage('session', TRACE_ID_KEY, id);
  return id;
}

/** The trace id of the current route (created if the route change was missed). */
export function currentTraceId(): string {
  return ensureId('session', TRACE_ID_KEY);
}
