import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { apiText } from '../server/api-messages.ts';
import { tooManyRequests } from './too-many-requests.ts';

// Password-login throttling that a stranger cannot turn against the owner (OWASP's
// authentication cheat sheet: "account lockout" is a denial of service; slow the guesser instead).
// Failures are counted in three scopes, each with its own free allowance and then a wait that
// doubles with every further failure, capped:
// - pair: one account from one address. The guesser at one address is slowed hard (up to 15
//   minutes between tries), the owner elsewhere is not touched.
// - account: one account from every address. Past its allowance (a guess from many addresses),
//   only addresses the account has never logged in from wait, and never longer than a minute.
// - address: one address for every account. Past its allowance (a spray over many accounts),
//   only accounts that never logged in from there wait: a shared NAT's members keep logging in.
// A successful login clears its pair and makes the address known to the account for 14 days.
// SMS and e-mail code logins are not throttled here (they have the code limits), so a member can
// always get in with a code.

/** One scope's allowance: `free` failures per `windowSeconds`, then waits of 1, 2, 4 ... s up to `maxWaitSeconds`. */
export interface ThrottleRule {
  free: number;
  windowSeconds: number;
  maxWaitSeconds: number;
}

/** The scopes' rules and how long a successful address stays known. */
export interface LoginThrottleRules {
  pair: ThrottleRule;
  account: ThrottleRule;
  address: ThrottleRule;
  knownSeconds: number;
}

/** The rules in production. */
export const loginThrottleRules: LoginThrottleRules = {
  pair: { free: 5, windowSeconds: 900, maxWaitSeconds: 900 },
  account: { free: 20, windowSeconds: 900, maxWaitSeconds: 60 },
  address: { free: 50, windowSeconds: 900, maxWaitSeconds: 60 },
  // Under 2^31 ms: the memory store keeps each key with a timer, and a longer one fires at once
  // (animir/node-rate-limiter-flexible#71, #231).
  knownSeconds: 14 * 86_400,
};

type Scope = 'pair' | 'account' | 'address';
const scopes: readonly Scope[] = ['pair', 'account', 'address'];

/** Makes a limiter of the API's counter store (memory or PostgreSQL) with a key prefix. */
export type LimiterFactory = (prefix: string, points: number, seconds: number) => RateLimiterAbstract;

/**
 * The wait after the `failures`-th failure of a scope: none within the allowance, then 1 s,
 * doubling, capped.
 * @example throttleWait(7, { free: 5, windowSeconds: 900, maxWaitSeconds: 900 }) // 2
 */
export function throttleWait(failures: number, rule: ThrottleRule): number {
  const over = failures - rule.free;
  if (over <= 0) return 0;
  return Math.min(rule.maxWaitSeconds, 2 ** Math.min(over - 1, 30));
}

/** One password attempt under way: settle it once with the outcome. */
interface LoginAttempt {
  /** The password was right: the attempt was no failure, the pair is cleared and known. */
  succeeded: () => Promise<void>;
  /** No password was tested (the server was busy): the attempt is given back. */
  untested: () => Promise<void>;
}

/** The throttle of one API instance. */
export interface LoginThrottle {
  /**
   * Starts an attempt for an account (its normalized key) from an address (its limit key):
   * throws a localized 429 with Retry-After while a wait applies, else counts the attempt as a
   * failure until it is settled otherwise.
   */
  begin: (account: string, address: string) => Promise<LoginAttempt>;
}

function waitingMs(res: RateLimiterRes | null): number {
  // A blocked key holds more points than the gate's single one.
  return res !== null && res.consumedPoints > 1 && res.msBeforeNext > 0 ? res.msBeforeNext : 0;
}

/** Builds the throttle over the API's counter store. */
export function createLoginThrottle(
  makeLimiter: LimiterFactory,
  rules: LoginThrottleRules = loginThrottleRules,
): LoginThrottle {
  // Failures per scope key within the window (never blocking by themselves: points are a ceiling
  // no count reaches), the waits as blocks on a one-point gate, and the known pairs.
  const failures = Object.fromEntries(
    scopes.map((scope) => [scope, makeLimiter(`login_fail_${scope}`, 1_000_000, rules[scope].windowSeconds)]),
  ) as Record<Scope, RateLimiterAbstract>;
  const gates = Object.fromEntries(
    scopes.map((scope) => [scope, makeLimiter(`login_wait_${scope}`, 1, rules[scope].maxWaitSeconds)]),
  ) as Record<Scope, RateLimiterAbstract>;
  const known = makeLimiter('login_known', 1_000_000, rules.knownSeconds);

  return {
    begin: async (account, address) => {
      const keys: Record<Scope, string> = { pair: `${account}|${address}`, account, address };
      const isKnown = (await known.get(keys.pair)) !== null;
      // A known pair skips the account's and the address's waits: those slow strangers.
      const checked: readonly Scope[] = isKnown ? ['pair'] : scopes;
      const waits = await Promise.all(
        checked.map(async (scope) => waitingMs(await gates[scope].get(keys[scope]))),
      );
      const wait = Math.max(...waits);
      if (wait > 0) throw tooManyRequests(apiText('apiMessage.limit.login'), wait / 1000);
      // Counted before the password is tested, so parallel guesses see each other's count.
      await Promise.all(
        scopes.map(async (scope) => {
          const count = (await failures[scope].penalty(keys[scope])).consumedPoints;
          const seconds = throttleWait(count, rules[scope]);
          if (seconds > 0) await gates[scope].block(keys[scope], seconds);
        }),
      );
      // An attempt that was no failure is taken out of the counts, and a wait it started is
      // lifted when the count is back within the allowance.
      const giveBack = () =>
        Promise.all(
          scopes.map(async (scope) => {
            const count = (await failures[scope].reward(keys[scope])).consumedPoints;
            if (count <= rules[scope].free) await gates[scope].delete(keys[scope]);
          }),
        );
      return {
        succeeded: async () => {
          await giveBack();
          await Promise.all([failures.pair.delete(keys.pair), gates.pair.delete(keys.pair)]);
          await known.penalty(keys.pair);
        },
        untested: async () => {
          await giveBack();
        },
      };
    },
  };
}
