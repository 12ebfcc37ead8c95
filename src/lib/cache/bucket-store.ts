import { journalName, parseJournalName, recordFromBody, recordFromName, stamp } from './bucket-journal.ts';
import type { CacheEntry } from './cache-entry.ts';
import { InvalidationLedger, messageOf } from './invalidation-ledger.ts';
import { atMost, FailureStreak } from './remote-store.ts';
import {
  decodeEntry,
  encodeEntry,
  hashedKey,
  type InvalidationRecord,
  type SharedStore,
} from './store-protocol.ts';

/** What the bucket store needs of a bucket (src/lib/cache/s3-client.ts gives it over S3). */
export interface CacheBucket {
  /** An object's bytes; undefined when it does not exist. */
  get(key: string, signal: AbortSignal): Promise<Uint8Array | undefined>;
  put(key: string, body: Uint8Array, signal: AbortSignal): Promise<void>;
  /** Keys under a prefix after `startAfter`, in key order, at most `maxKeys`. */
  list(
    prefix: string,
    startAfter: string,
    maxKeys: number,
    signal: AbortSignal,
  ): Promise<{ keys: string[]; truncated: boolean }>;
  /** Releases connections. */
  close?(): void;
}

/** Tuning of a bucket store; the defaults suit production. */
export interface BucketStoreOptions {
  /** Prefix of every object the store writes (publishing never deletes under it). */
  prefix?: string;
  /** How often other processes' invalidations are listed. */
  pollMs?: number;
  /**
   * How far before the previous listing each listing starts again: an invalidation whose name
   * (its writer's clock) sorts before a key already seen, because its PUT was slower or its
   * writer's clock is behind, is still found if it is less than this late.
   */
  lookbackMs?: number;
  /**
   * How much of the journal a process reads when it starts; entries rendered before that are
   * treated as invalidated (a day and more: stale-if-error may serve an entry up to a day old).
   */
  historyMs?: number;
  /** Limit of one bucket request; past it a read is a miss, a write is dropped. */
  timeoutMs?: number;
  /** After a failed read or write, how long reads are misses and writes are skipped. */
  backoffMs?: number;
  /** Keys per listing call (S3 and OSS: at most 1000). */
  listPageSize?: number;
  /** Where failures and recoveries are told (once per failure streak). */
  warn?: (message: string) => void;
}

/** Resolves after `ms`. */
function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/**
 * A route-cache store in the environment's bucket, shared by origin processes on any machine:
 * entries are objects `{prefix}entries/{sha256 of key}` (the directory store's encoding), and
 * the invalidation journal is one small immutable object per invalidation under
 * `{prefix}invalidations/` (named as bucket-journal.ts says: in time order, usually with the record). A background poller lists the
 * journal every `pollMs` (started by the first `sync` or `get`; its timer never keeps the process
 * alive) and `sync()` hands over what it found, so requests never wait on the journal.
 * The bucket is never on a page's critical path for longer than `timeoutMs`: a failed read is a
 * miss, a failed write is dropped (and for `backoffMs` the bucket is not asked at all), a failed
 * listing is retried at the next tick, picking up where the last good one ended.
 */
export class BucketStore implements SharedStore {
  readonly #bucket: Promise<CacheBucket>;
  readonly #entries: string;
  readonly #journal: string;
  readonly #pollMs: number;
  readonly #lookbackMs: number;
  readonly #historyMs: number;
  readonly #timeoutMs: number;
  readonly #backoffMs: number;
  readonly #pageSize: number;
  readonly #streak: FailureStreak;
  readonly #ledger = new InvalidationLedger();
  /** Journal keys already applied, with their stamps (pruned once listings start after them). */
  readonly #seen = new Map<string, number>();
  /** Entries rendered before this are treated as invalidated (nothing is known of earlier journal). */
  #trustedFrom: number;
  /** Start time of the last listing that succeeded; the next one lists from there (less lookback). */
  #listedFrom: number | undefined;
  #firstPoll: Promise<boolean> | undefined;
  #polling: Promise<boolean> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #downUntil = 0;
  #closed = false;

  /** A store over a bucket (or a bucket still being opened: the SDK is loaded lazily). */
  constructor(bucket: CacheBucket | Promise<CacheBucket>, options: BucketStoreOptions = {}) {
    this.#bucket = Promise.resolve(bucket);
    // A bucket that cannot be opened fails every call (a miss); it must not crash the process.
    this.#bucket.catch(() => undefined);
    const prefix = options.prefix ?? '_cache/';
    this.#entries = `${prefix}entries/`;
    this.#journal = `${prefix}invalidations/`;
    this.#pollMs = options.pollMs ?? 1000;
    this.#lookbackMs = options.lookbackMs ?? 30_000;
    this.#historyMs = options.historyMs ?? 48 * 60 * 60 * 1000;
    this.#timeoutMs = options.timeoutMs ?? 2000;
    this.#backoffMs = options.backoffMs ?? 5000;
    this.#pageSize = options.listPageSize ?? 1000;
    this.#streak = new FailureStreak(
      options.warn,
      (what, error) => `${what} failed (${error}): renders are not shared until the bucket answers`,
      'the bucket answers again: sharing renders and invalidations',
    );
    this.#trustedFrom = Date.now();
  }

  /** Whether the poller has listed the journal at least once (entries from the bucket are trusted). */
  get ready(): boolean {
    return this.#listedFrom !== undefined;
  }

  /** Hands over the invalidations the poller found since the last call (starts it on first use). */
  sync(): InvalidationRecord[] {
    this.#start();
    return this.#ledger.drain();
  }

  /** Whether a known invalidation killed this entry, or it predates what this process knows. */
  isInvalidated(key: string, entry: CacheEntry): boolean {
    return entry.storedAt < this.#trustedFrom || this.#ledger.kills(key, entry);
  }

  /**
   * Applies an invalidation here at once and writes it to the journal for the other processes
   * (three attempts); rejects when it could not be written, as they would not learn of it.
   */
  async invalidate(tags: readonly string[], paths: readonly string[], at = Date.now()): Promise<void> {
    const record: InvalidationRecord = { at, tags: [...tags], paths: [...paths] };
    this.#ledger.apply(record);
    const key = `${this.#journal}${journalName(record)}`;
    this.#seen.set(key, at);
    const body = Buffer.from(JSON.stringify(record));
    let failure: unknown;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (attempt > 0) await sleep(100 * 2 ** attempt);
      try {
        await (await this.#bucket).put(key, body, this.#signal());
        return;
      } catch (error) {
        failure = error;
      }
    }
    this.#failed('writing an invalidation', failure);
    throw new Error(`the invalidation could not be written to the bucket: ${messageOf(failure)}`, {
      cause: failure,
    });
  }

  /** The entry of a key; undefined when absent, invalidated, untrusted or the bucket fails. */
  async get(key: string): Promise<CacheEntry | undefined> {
    this.#start();
    // Right after start, wait (boundedly) for the first listing: until then nothing from the
    // bucket can be told apart from an invalidated render.
    if (!this.ready && this.#firstPoll) await atMost(this.#firstPoll, this.#timeoutMs);
    if (!this.ready || Date.now() < this.#downUntil) return undefined;
    let bytes: Uint8Array | undefined;
    try {
      bytes = await (await this.#bucket).get(this.#entryKey(key), this.#signal());
    } catch (error) {
      this.#failed('reading an entry', error);
      return undefined;
    }
    if (!bytes) return undefined;
    const entry = decodeEntry(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), key);
    if (!entry || this.isInvalidated(key, entry)) return undefined;
    return entry;
  }

  /** Writes an entry (one atomic PUT); a failure is only logged: the others render it themselves. */
  async set(key: string, entry: CacheEntry): Promise<void> {
    if (this.#closed || Date.now() < this.#downUntil) return;
    try {
      await (await this.#bucket).put(this.#entryKey(key), encodeEntry(key, entry), this.#signal());
    } catch (error) {
      this.#failed('writing an entry', error);
    }
  }

  /**
   * Lists the journal now (the poller does this every `pollMs`); resolves to whether the listing
   * succeeded, never rejects. Concurrent calls share one listing.
   */
  refresh(): Promise<boolean> {
    this.#polling ??= this.#poll().finally(() => {
      this.#polling = undefined;
    });
    return this.#polling;
  }

  /** Stops the poller and releases the bucket's connections. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#bucket.then((bucket) => bucket.close?.()).catch(() => undefined);
  }

  /** Starts the poller once: a listing now, then one `pollMs` after each listing ends. */
  #start(): void {
    if (this.#firstPoll || this.#closed) return;
    const schedule = (): void => {
      if (this.#closed) return;
      this.#timer = setTimeout(() => {
        void this.refresh().then(schedule);
      }, this.#pollMs);
      this.#timer.unref();
    };
    this.#firstPoll = this.refresh();
    void this.#firstPoll.then(schedule);
  }

  /** One listing of the journal from where the last good one started (less the lookback). */
  async #poll(): Promise<boolean> {
    if (this.#closed) return false;
    const started = Date.now();
    const from = (this.#listedFrom ?? started - this.#historyMs) - this.#lookbackMs;
    try {
      const bucket = await this.#bucket;
      const found: { key: string; at: number; inline: string | undefined }[] = [];
      let after = `${this.#journal}${stamp(from)}`;
      for (;;) {
        const page = await bucket.list(this.#journal, after, this.#pageSize, this.#signal());
        for (const key of page.keys) {
          if (key > after) after = key;
          if (this.#seen.has(key)) continue;
          const name = parseJournalName(key.slice(this.#journal.length));
          if (name) found.push({ key, ...name });
        }
        if (!page.truncated || page.keys.length === 0) break;
      }
      found.sort((a, b) => (a.key < b.key ? -1 : 1));
      for (const { key, at, inline } of found) {
        const record = inline ? recordFromName(at, inline) : await this.#readRecord(bucket, key);
        // Gone (expired by a lifecycle rule) or not a record: nothing to apply.
        if (record) this.#ledger.receive(record);
        this.#seen.set(key, at);
      }
      if (this.#listedFrom === undefined) this.#trustedFrom = started - this.#historyMs;
      this.#listedFrom = started;
      for (const [key, at] of this.#seen) if (at < started - this.#lookbackMs) this.#seen.delete(key);
      this.#downUntil = 0;
      this.#streak.recovered();
      return true;
    } catch (error) {
      this.#failed('listing invalidations', error, false);
      return false;
    }
  }

  /** An invalidation whose record is too long for its name: its body. */
  async #readRecord(bucket: CacheBucket, key: string): Promise<InvalidationRecord | undefined> {
    const bytes = await bucket.get(key, this.#signal());
    return bytes ? recordFromBody(bytes) : undefined;
  }

  /** The object of a cache key: hashed (keys carry query strings of any length). */
  #entryKey(key: string): string {
    return `${this.#entries}${hashedKey(key)}`;
  }

  #signal(): AbortSignal {
    return AbortSignal.timeout(this.#timeoutMs);
  }

  /** Notes a failure: tells it once per streak, and (reads and writes) backs off. */
  #failed(what: string, error: unknown, backOff = true): void {
    if (backOff) this.#downUntil = Date.now() + this.#backoffMs;
    if (!this.#closed) this.#streak.failed(what, error);
  }
}
