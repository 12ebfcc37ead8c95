import { isIP } from 'node:net';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';
import type { Locale } from '../../src/lib/contract/locale.ts';
import { HashGate, type HashGateRule } from './hash-gate.ts';
import { apiText, type ApiText } from '../server/api-messages.ts';
import { tooManyRequests } from './too-many-requests.ts';
import { createLoginThrottle, type LoginThrottle, type LoginThrottleRules } from './login-throttle.ts';

// Abuse limits of the API (issue #11): how often one account, address or user may do the
// expensive or costly things. Counters live in memory for the embedded PGlite (one process) and
// in PostgreSQL (table rate_limits, shared by every API process) when the API runs on it.

/** One limit: at most `points` requests per `seconds`; over it, refused for `blockSeconds` (0: till the window ends). */
export interface LimitRule {
  points: number;
  seconds: number;
  blockSeconds: number;
}

/** The limits by name; each is keyed by an account, a client address or a user id. */
const abuseLimits = {
  /** SMS sends per address: the per-phone limits (sms-codes.ts) do not stop one address pumping codes to many phones. */
  smsAddress: { points: 60, seconds: 3600, blockSeconds: 0 },
  /** QR tickets per address: a login modal asks one every 5 minutes; each is a row in the database. */
  wxTicketAddress: { points: 30, seconds: 600, blockSeconds: 0 },
  /** QR polls per address: a modal polls every 2 s (30 a minute); room for ten open modals behind one NAT. */
  wxPollAddress: { points: 300, seconds: 60, blockSeconds: 0 },
  /** Orders per user (tickets, visas, applications, trips): each takes stock or quota in a transaction. */
  orderUser: { points: 30, seconds: 3600, blockSeconds: 0 },
  /** Payments started per user: each is a gateway order; a real buyer pays a few orders an hour. */
  paymentUser: { points: 60, seconds: 3600, blockSeconds: 0 },
  /** Uploads per user: up to 5 MB each into the database; a 10-applicant visa needs about 40. */
  uploadUser: { points: 60, seconds: 3600, blockSeconds: 0 },
  /** Tracking events and recordings per address (anonymous, up to 4 MB each): a reader sends a few a page. */
  telemetryAddress: { points: 600, seconds: 600, blockSeconds: 0 },
  /** Calendar feed reads per address (no login, token in the path): a calendar polls every 15-60 min; room for a NAT of many. */
  calendarFeedAddress: { points: 300, seconds: 600, blockSeconds: 0 },
  /** Reads of one member's feed: a few calendars on a few devices, each polling at most every few minutes. */
  calendarFeedUser: { points: 120, seconds: 3600, blockSeconds: 0 },
  /** Feed tokens issued per member (regenerate, turn on): each revokes the one before. */
  calendarTokenUser: { points: 20, seconds: 3600, blockSeconds: 0 },
  /** Account lookups per address (GET /api/user/checkExist): a registration form asks once or twice per try. */
  checkExistAddress: { points: 30, seconds: 3600, blockSeconds: 0 },
} as const satisfies Record<string, LimitRule>;

/** Names of the limits. */
export type LimitName = keyof typeof abuseLimits;

/** Argon2 computations at once (one of 2 cores, the other keeps serving pages) and waiting (~35 ms each: ~0.3 s); beyond, 503. */
const hashGateLimits: HashGateRule = { concurrent: 1, queue: 8 };

/** Limits a test (or a caller of the app factory) may shorten; production uses the constants above. */
export type LimitOverrides = Partial<Record<LimitName, LimitRule>> & {
  hashGate?: HashGateRule;
  login?: LoginThrottleRules;
};

/** The limiters of one API instance. */
export interface AbuseLimits {
  /** Which store holds the counters: memory (PGlite) or postgres. */
  readonly store: 'memory' | 'postgres';
  /**
   * Takes one point; throws a 429 with Retry-After when the key is over its limit (in both
   * languages: the envelope picks the caller's, so `locale` is not read).
   */
  consume: (name: LimitName, key: string, locale: Locale) => Promise<void>;
  /** Gives one point back (a login that succeeded was no failure). */
  reward: (name: LimitName, key: string) => Promise<void>;
  /** Bounds the concurrent Argon2 computations, so memory stays bounded under a flood from many addresses. */
  readonly hashGate: HashGate;
  /** Slows password guessing per account, address and both, without locking the owner out. */
  readonly login: LoginThrottle;
}

const subjects: Record<LimitName, ApiText> = {
  smsAddress: apiText('apiMessage.limit.codes'),
  wxTicketAddress: apiText('apiMessage.limit.qrCodes'),
  wxPollAddress: apiText('apiMessage.limit.qrCodes'),
  orderUser: apiText('apiMessage.limit.orders'),
  paymentUser: apiText('apiMessage.limit.payments'),
  uploadUser: apiText('apiMessage.limit.uploads'),
  telemetryAddress: apiText('apiMessage.limit.requests'),
  calendarFeedAddress: apiText('apiMessage.limit.calendarFeed'),
  calendarFeedUser: apiText('apiMessage.limit.calendarFeed'),
  calendarTokenUser: apiText('apiMessage.limit.calendarTokens'),
  checkExistAddress: apiText('apiMessage.limit.lookups'),
};

/**
 * The key of a client address: IPv4 as is, IPv6 by its /64 (one subscriber's network hands out
 * 2^64 addresses, so a per-address limit must not be dodged by rotating inside it).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::', 2);
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A limiter of `points` per `seconds` (refused for `blockSeconds` when over), in memory or in PostgreSQL. */
function createLimiter(
  prefix: string,
  rule: LimitRule,
  store: { db: Database } | null,
  sweeps: boolean,
): RateLimiterAbstract {
  const options = {
    keyPrefix: prefix,
    points: rule.points,
    duration: rule.seconds,
    blockDuration: rule.blockSeconds,
  };
  const memory = new RateLimiterMemory(options);
  if (store === null) return memory;
  return new RateLimiterDrizzle({
    ...options,
    storeClient: store.db,
    schema: rateLimits,
    // A database failure must not open the gates: the memory limiter of this process takes over.
    insuranceLimiter: memory,
    // A blocked key is refused from memory, so a flood against it does not write to PostgreSQL.
    ...(rule.blockSeconds > 0 && {
      inMemoryBlockOnConsumed: rule.points + 1,
      inMemoryBlockDuration: rule.blockSeconds,
    }),
    // One limiter sweeping the shared table is enough.
    clearExpiredByTimeout: sweeps,
  });
}

/** Builds the limiters: memory for PGlite, PostgreSQL (with memory insurance) otherwise. */
export function createAbuseLimits(options: {
  db: Database;
  driver: 'pglite' | 'postgres';
  overrides?: LimitOverrides | undefined;
}): AbuseLimits {
  const store = options.driver === 'postgres' ? { db: options.db } : null;
  const limiters = Object.fromEntries(
    (Object.keys(abuseLimits) as LimitName[]).map((name) => [
      name,
      createLimiter(
        `rl_${name}`,
        options.overrides?.[name] ?? abuseLimits[name],
        store,
        name === 'smsAddress',
      ),
    ]),
  ) as Record<LimitName, RateLimiterAbstract>;
  const limiter = (name: LimitName): RateLimiterAbstract => limiters[name];
  return {
    store: store === null ? 'memory' : 'postgres',
    consume: async (name, key) => {
      try {
        await limiter(name).consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw tooManyRequests(subjects[name], rejection.msBeforeNext / 1000);
      }
    },
    reward: async (name, key) => {
      await limiter(name).reward(key);
    },
    hashGate: new HashGate(options.overrides?.hashGate ?? hashGateLimits),
    login: createLoginThrottle(
      (prefix, points, seconds) => createLimiter(prefix, { points, seconds, blockSeconds: 0 }, store, false),
      options.overrides?.login,
    ),
  };
}
