import { messageOf } from './invalidation-ledger.ts';

// What a store on a remote service (redis-store.ts) needs beyond the protocol and the ledger: a
// failure is told once per streak, and waits on the service are bounded.

/** Where a store tells failures and recoveries when its options name no other place. */
function routeCacheWarning(message: string): void {
  console.warn(`[route-cache] ${message}`);
}

/**
 * The failure state of a remote store (Redis): a streak of failures is told once, when
 * it starts, and its end once, so an unreachable service does not flood the log on every request.
 */
export class FailureStreak {
  readonly #warn: (message: string) => void;
  readonly #describe: (what: string, error: string) => string;
  readonly #recoveredMessage: string;
  #failing = false;

  /**
   * `describe` words the first failure of a streak (what failed, the error's message);
   * `recovered` is told when the store answers again.
   */
  constructor(
    warn: ((message: string) => void) | undefined,
    describe: (what: string, error: string) => string,
    recovered: string,
  ) {
    this.#warn = warn ?? routeCacheWarning;
    this.#describe = describe;
    this.#recoveredMessage = recovered;
  }

  /** Notes a failure; tells it when it starts a streak. */
  failed(what: string, error: unknown): void {
    if (this.#failing) return;
    this.#failing = true;
    this.#warn(this.#describe(what, messageOf(error)));
  }

  /** Notes a success; tells the end of a streak. */
  recovered(): void {
    if (!this.#failing) return;
    this.#failing = false;
    this.#warn(this.#recoveredMessage);
  }
}

/** Waits for `work`, at most `ms` (the timer is cleared as soon as it settles); rejects as `work` does. */
export async function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([work, new Promise((done) => (timer = setTimeout(done, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
