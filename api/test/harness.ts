import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { LimitOverrides } from '../domain/abuse-limits.ts';
import type { MailTransport } from '../domain/mail-outbox.ts';
import { startApi, type RunningApi } from '../server/start.ts';
import type { Envelope } from '../../src/lib/contract/envelope.ts';
import {
  AUTHORIZATION_HEADER,
  DEVICE_HEADER,
  DEVICE_PC,
  LOCALE_HEADER,
} from '../../src/lib/contract/headers.ts';
import type { ApiLocale } from '../../src/lib/contract/locale.ts';

/** The news signing secret of every test API (a fresh one per test process, never committed). */
export const testNewsSecret = randomBytes(32).toString('hex');

/** The e-ticket signing secret of every test API (fresh per test process). */
export const testTicketSecret = randomBytes(32).toString('hex');

/** The sandbox gateway secret tests sign notify callbacks with. */
export const testPaySecret = randomBytes(32).toString('hex');

/** The card processor's webhook secret of every test API. */
export const testCardSecret = randomBytes(32).toString('hex');

/** A started API for one test file plus a tiny HTTP client. */
export type TestApi = RunningApi & {
  /** Sends a request and returns HTTP status and parsed envelope. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response data is asserted by each test, not typed here
  call: <T = any>(
    method: string,
    path: string,
    init?: CallInit,
  ) => Promise<{ status: number; body: Envelope<T>; headers: Headers }>;
  /** Sends a request and returns the raw response. */
  raw: (method: string, path: string, init?: RequestInit) => Promise<Response>;
  /** The PostgreSQL database of this instance (null: in-memory PGlite), for a connection of a test's own. */
  databaseUrl: string | null;
};

/** Per-call options: JSON body, token, locale, extra headers. */
interface CallInit {
  body?: unknown;
  token?: string;
  locale?: ApiLocale;
  headers?: Record<string, string>;
}

/**
 * Starts the API on a free port. With DATABASE_URL (PostgreSQL), each test file gets a database
 * of its own, created from the URL's database and dropped at stop, so runs never collide;
 * otherwise an in-memory PGlite.
 */
export async function startTestApi(
  options: {
    now?: () => Date;
    /** The day (YYYY-MM-DD) the seed dates the news up to (default: the clock's). */
    seedDay?: string;
    envName?: string;
    cacheWebhook?: { url: string; secret: string };
    /** Shorter abuse limits for the test. */
    limits?: LimitOverrides;
    /** TRUSTED_PROXIES of the instance (default loopback). */
    trustedProxies?: string;
    /** The news signing secret (default testNewsSecret; null: news unsigned). */
    newsSecret?: string | null;
    /** Milliseconds between two sweeps of expired ticket holds. */
    holdSweepMs?: number;
    /** How e-mail is sent (default: the environment's, the outbox in test). */
    mail?: MailTransport;
    /** Milliseconds between two looks for due scheduled actions; 0: none (the test runs them). */
    schedulerMs?: number;
    /** The e-ticket signing secret (default testTicketSecret). */
    ticketSecret?: string;
  } = {},
): Promise<TestApi> {
  const url = process.env.DATABASE_URL;
  let dropDatabase = (): Promise<void> => Promise.resolve();
  let location: { url: string } | { dataDir: null } = { dataDir: null };
  if (url !== undefined && url !== '') {
    const name = `api_test_${String(Date.now())}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    location = { url: target.toString() };
    dropDatabase = async () => {
      // An autovacuum worker (the server's, not this role's) may be in the new database for a
      // moment; FORCE cannot end it ("must be a member of the role..."), so the drop waits and
      // tries again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          break;
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((done) => setTimeout(done, 200 * attempt));
        }
      }
      await admin.end({ timeout: 5 });
    };
  }
  const api = await startApi({
    location,
    envName: options.envName ?? 'test',
    ...(options.cacheWebhook && { cacheWebhook: options.cacheWebhook }),
    port: 0,
    paySecret: testPaySecret,
    ticketSecret: options.ticketSecret ?? testTicketSecret,
    cardWebhookSecret: testCardSecret,
    newsSecret: options.newsSecret === undefined ? testNewsSecret : options.newsSecret,
    ...(options.now && { now: options.now }),
    ...(options.seedDay !== undefined && { seedDay: options.seedDay }),
    ...(options.limits && { limits: options.limits }),
    ...(options.trustedProxies !== undefined && { trustedProxies: options.trustedProxies }),
    ...(options.holdSweepMs !== undefined && { holdSweepMs: options.holdSweepMs }),
    ...(options.mail !== undefined && { mail: options.mail }),
    ...(options.schedulerMs !== undefined && { schedulerMs: options.schedulerMs }),
  });
  const raw = (method: string, path: string, init: RequestInit = {}) =>
    fetch(`${api.url}${path}`, { method, ...init });
  const call: TestApi['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = {
      [DEVICE_HEADER]: DEVICE_PC,
      ...(init.locale && { [LOCALE_HEADER]: init.locale }),
      ...init.headers,
    };
    if (init.token !== undefined) headers[AUTHORIZATION_HEADER] = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await raw(method, path, {
      headers,
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    return {
      status: response.status,
      // Each test asserts the data it reads; the envelope is typed as the caller asks (TestApi.call).
      body: (await response.json()) as Envelope<never>,
      headers: response.headers,
    };
  };
  return {
    ...api,
    call,
    raw,
    databaseUrl: 'url' in location ? location.url : null,
    stop: async () => {
      await api.stop();
      await dropDatabase();
    },
  };
}
