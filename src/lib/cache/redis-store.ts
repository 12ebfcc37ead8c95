import type { Redis } from 'ioredis';
import type { CacheEntry } from './cache-entry.ts';
import { InvalidationLedger, isInvalidationRecord, killedBy, messageOf } from './invalidation-ledger.ts';
import {
  entryKeyOf,
  recordInvalidation,
  redisConnections,
  redisLayout,
  storedTimes,
  type RedisLayout,
} from './redis-layout.ts';
import { atMost, FailureStreak } from './remote-store.ts';
import { decodeEntry, encodeEntry, type InvalidationRecord, type SharedStore } from './store-protocol.ts';

/** Tuning of a Redis store; the defaults suit production. */
export interface RedisStoreOptions {
  /** Prefix of every key and of the channel (one Redis may hold several environments). */
  prefix?: string;
  /** Limit of one command (and of the first connection); past it a read is a miss, a write is dropped. */
  timeoutMs?: number;
  /** Shortest time a stored entry is kept (stale-if-error may serve an entry up to a day old). */
  minTtlMs?: number;
  /** Where failures and recoveries are told (once per failure streak). */
  warn?: (message: string) => void;
}

/**
 * A route-cache store on a Redis-protocol server (Redis, Valkey), shared by origin processes on
 * any machine. Entries are keys `{prefix}e:{sha256 of key}` (the other stores' encoding) with a
 * time to live; the last invalidation time of every tag and path is kept in two hashes
 * (`{prefix}tags`, `{prefix}paths`), and each invalidation is also published on the channel
 * `{prefix}invalidations` (one Lua script: both or neither). Reads check an entry against the
 * hashes (authoritative, whatever this process missed); memory entries are checked against what
 * the subscription delivered, and when the subscription is re-established after a drop, memory
 * entries not checked since are re-read (the messages of the gap are lost). Redis is never on a
 * page's critical path for longer than `timeoutMs`: a failed read is a miss, a failed write is
 * dropped, and while disconnected commands fail at once (no offline queue).
 */
export class RedisStore implements SharedStore {
  readonly #url: string;
  /** Both connections, opened on first use (a process that never asks, like an export worker, never connects). */
  #clients: Promise<{ command: Redis; subscriber: Redis }> | undefined;
  readonly #layout: RedisLayout;
  readonly #timeoutMs: number;
  readonly #minTtlMs: number;
  readonly #streak: FailureStreak;
  readonly #ledger = new InvalidationLedger();
  /** When each entry was last known valid: its render (set here) or its read from Redis. */
  readonly #checkedAt = new WeakMap<CacheEntry, number>();
  /** Memory entries last checked before this may have missed an invalidation (subscription gap). */
  #trustedFrom: number;
  #command: Redis | undefined;
  /** The first connection (bounded by `timeoutMs`): reads wait for it once, then never again. */
  #firstReady: Promise<boolean> | undefined;
  #subscribed = false;
  #closed = false;

  /** A store on the server at `url` (redis:// or rediss://); ioredis is loaded and connected on first use. */
  constructor(url: string, options: RedisStoreOptions = {}) {
    this.#url = url;
    this.#layout = redisLayout(options.prefix ?? 'portal-cache:');
    this.#timeoutMs = options.timeoutMs ?? 2000;
    this.#minTtlMs = options.minTtlMs ?? 48 * 60 * 60 * 1000;
    this.#streak = new FailureStreak(
      options.warn,
      (what, error) => `Redis: ${what} failed (${error}): renders are not shared until it answers`,
      'Redis answers again: sharing renders and invalidations',
    );
    this.#trustedFrom = Date.now();
  }

  /** The connections, opening them on the first call. */
  #open(): Promise<{ command: Redis; subscriber: Redis }> {
    if (this.#clients === undefined) {
      this.#clients = this.#connect(this.#url);
      // A client that cannot be created fails every call (a miss); it must not crash the process.
      this.#clients.catch((error: unknown) => {
        this.#failed('connecting', error);
      });
      this.#firstReady = this.ready();
    }
    return this.#clients;
  }

  async #connect(url: string): Promise<{ command: Redis; subscriber: Redis }> {
    const { command, subscriber } = await redisConnections(url, this.#timeoutMs);
    if (this.#closed) {
      command.disconnect();
      subscriber.disconnect();
    }
    command.on('error', (error: unknown) => {
      this.#failed('the connection', error);
    });
    subscriber.on('error', (error: unknown) => {
      this.#failed('the subscription', error);
    });
    command.on('ready', () => {
      if (this.#subscribed) this.#recovered();
    });
    subscriber.on('close', () => {
      this.#subscribed = false;
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.#layout.channel) this.#receive(message);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.#layout.channel).then(
        () => {
          // Messages from now on arrive; whatever was published before may have been missed.
          this.#trustedFrom = Date.now();
          this.#subscribed = true;
          if (command.status === 'ready') this.#recovered();
        },
        (error: unknown) => {
          this.#failed('subscribing', error);
        },
      );
    });
    this.#command = command;
    return { command, subscriber };
  }

  /** Whether the subscription is active (invalidations of other processes arrive). */
  get subscribed(): boolean {
    return this.#subscribed;
  }

  /** Resolves when both connections are ready and subscribed, at most `timeoutMs`; whether they are. */
  async ready(timeoutMs = this.#timeoutMs): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    try {
      await atMost(this.#open(), timeoutMs);
    } catch {
      return false;
    }
    while (!this.#closed && !(this.#subscribed && this.#command?.status === 'ready')) {
      if (Date.now() >= until) return false;
      await new Promise((done) => setTimeout(done, 5));
    }
    return !this.#closed;
  }

  /** Invalidations other processes published since the last call (delivered by the subscription). */
  sync(): InvalidationRecord[] {
    void this.#open();
    return this.#ledger.drain();
  }

  /** Whether a known invalidation killed this entry, or it was last checked before a subscription gap. */
  isInvalidated(key: string, entry: CacheEntry): boolean {
    if ((this.#checkedAt.get(entry) ?? entry.storedAt) < this.#trustedFrom) return true;
    return this.#ledger.kills(key, entry);
  }

  /**
   * Records an invalidation (both hashes and the message, one script) and applies it here at once;
   * rejects when Redis could not record it, as the other processes would not learn of it.
   */
  async invalidate(tags: readonly string[], paths: readonly string[], at = Date.now()): Promise<void> {
    const record: InvalidationRecord = { at, tags: [...tags], paths: [...paths] };
    this.#ledger.apply(record);
    await this.ready();
    try {
      const { command } = await this.#open();
      await recordInvalidation(command, this.#layout, record);
    } catch (error) {
      this.#failed('writing an invalidation', error);
      throw new Error(`the invalidation could not be written to Redis: ${messageOf(error)}`, {
        cause: error,
      });
    }
  }

  /** The entry of a key; undefined when absent, invalidated or Redis fails. */
  async get(key: string): Promise<CacheEntry | undefined> {
    void this.#open();
    await this.#firstReady;
    const command = this.#command;
    if (command?.status !== 'ready') return undefined;
    try {
      const checkedAt = Date.now();
      const bytes = await command.getBuffer(entryKeyOf(this.#layout, key));
      if (!bytes) return undefined;
      const entry = decodeEntry(bytes, key);
      if (!entry) return undefined;
      // The stored times of its tags and path: authoritative, whatever the subscription missed.
      const stored = await storedTimes(command, this.#layout, key, entry);
      if (killedBy(stored.path, stored.tags, entry) || this.#ledger.kills(key, entry)) return undefined;
      this.#checkedAt.set(entry, checkedAt);
      return entry;
    } catch (error) {
      this.#failed('reading an entry', error);
      return undefined;
    }
  }

  /** Writes an entry with a time to live; a failure is only logged: the others render it themselves. */
  async set(key: string, entry: CacheEntry): Promise<void> {
    this.#checkedAt.set(entry, entry.storedAt);
    void this.#open();
    const command = this.#command;
    if (this.#closed || command?.status !== 'ready') return;
    const ttl = Math.max(this.#minTtlMs, (entry.maxAge + entry.swr) * 1000);
    try {
      await command.set(entryKeyOf(this.#layout, key), encodeEntry(key, entry), 'PX', ttl);
    } catch (error) {
      this.#failed('writing an entry', error);
    }
  }

  /** Closes both connections. */
  close(): void {
    this.#closed = true;
    this.#subscribed = false;
    this.#clients
      ?.then(({ command, subscriber }) => {
        command.disconnect();
        subscriber.disconnect();
      })
      .catch(() => undefined);
  }

  #receive(message: string): void {
    let record: unknown;
    try {
      record = JSON.parse(message);
    } catch {
      return;
    }
    if (isInvalidationRecord(record)) this.#ledger.receive(record);
  }

  /** Notes a failure: tells it once per streak (either connection). */
  #failed(what: string, error: unknown): void {
    if (!this.#closed) this.#streak.failed(what, error);
  }

  /** Both connections answer again: tells it once. */
  #recovered(): void {
    this.#streak.recovered();
  }
}
