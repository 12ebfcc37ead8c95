import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { ApiError } from '../server/api-error.ts';
import type { Locale } from '../../src/lib/contract/locale.ts';
import { apiText } from '../server/api-messages.ts';

// Each Argon2 computation holds its memory cost and a thread-pool thread while it runs. Without a
// bound, a login flood from many addresses (each under its own limit) queues unbounded work and
// memory; with it, at most `concurrent` run, `queue` wait, and the rest are told to come back.

/** How many Argon2 computations run at once and how many may wait. */
export interface HashGateRule {
  concurrent: number;
  queue: number;
}

/** A semaphore with a bounded queue; a full queue answers 503 with Retry-After. */
export class HashGate {
  readonly rule: HashGateRule;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(rule: HashGateRule) {
    this.rule = rule;
  }

  /** Computations running now. */
  get active(): number {
    return this.running;
  }

  /** True when a new task would be refused: checked before the work that leads to one (a user read). */
  isFull(): boolean {
    return this.running >= this.rule.concurrent && this.waiting.length >= this.rule.queue;
  }

  /**
   * Runs a task when a slot is free; refuses at once (503) when the queue is full. A caller's
   * `locale` is not read (the refusal carries both languages); the account flows pass it.
   */
  run<T>(task: () => Promise<T>, locale?: Locale): Promise<T>;
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.rule.concurrent) this.running += 1;
    else {
      if (this.waiting.length >= this.rule.queue) throw serverBusy();
      // The slot is handed over by the finishing task, so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next === undefined) this.running -= 1;
      else next();
    }
  }
}

/** 503 with Retry-After: 1, in both languages: the server, not the caller, is over its budget. */
export function serverBusy(): ApiError {
  return new ApiError(ResponseCode.error, 503, apiText('apiMessage.serverBusy'), undefined, {
    'Retry-After': '1',
  });
}
