import type { CacheEntry } from './cache-entry.ts';
import { pathOfKey } from './cache-key.ts';
import type { InvalidationRecord } from './store-protocol.ts';

/** Invalidations collected for `sync()` beyond which the oldest are dropped (lookups still check). */
const maxPending = 10_000;

/**
 * What a process knows of the shared invalidations: the last time each tag and each path was
 * invalidated, and (for stores that learn of them in the background) the records not yet handed
 * to the provider. An entry is dead when its path or one of its tags was invalidated at or after
 * its render. Every shared store (directory, bucket, Redis) keeps one.
 */
export class InvalidationLedger {
  readonly #tagTimes = new Map<string, number>();
  readonly #pathTimes = new Map<string, number>();
  #pending: InvalidationRecord[] = [];

  /** Takes an invalidation into account. */
  apply(record: InvalidationRecord): void {
    for (const tag of record.tags) this.#tagTimes.set(tag, Math.max(record.at, this.#tagTimes.get(tag) ?? 0));
    for (const path of record.paths) {
      this.#pathTimes.set(path, Math.max(record.at, this.#pathTimes.get(path) ?? 0));
    }
  }

  /** Applies an invalidation learnt in the background and keeps it for the next `drain()`. */
  receive(record: InvalidationRecord): void {
    this.apply(record);
    this.#pending.push(record);
    if (this.#pending.length > maxPending) this.#pending.splice(0, this.#pending.length - maxPending);
  }

  /** The records received since the last call. */
  drain(): InvalidationRecord[] {
    const records = this.#pending;
    this.#pending = [];
    return records;
  }

  /** Whether an invalidation known here killed the entry of a key. */
  kills(key: string, entry: CacheEntry): boolean {
    return killedBy(this.#pathTimes.get(pathOfKey(key)), this.#tagTimes, entry);
  }
}

/** Whether the time of its path or of one of its tags is at or after the entry's render. */
export function killedBy(
  pathTime: number | undefined,
  tagTimes: ReadonlyMap<string, number>,
  entry: CacheEntry,
): boolean {
  if ((pathTime ?? -1) >= entry.storedAt) return true;
  return entry.tags.some((tag) => (tagTimes.get(tag) ?? -1) >= entry.storedAt);
}

/** Whether parsed JSON is an invalidation record. */
export function isInvalidationRecord(value: unknown): value is InvalidationRecord {
  const record = value as Partial<InvalidationRecord> | null;
  return (
    typeof record?.at === 'number' &&
    Array.isArray(record.tags) &&
    Array.isArray(record.paths) &&
    [...record.tags, ...record.paths].every((item) => typeof item === 'string')
  );
}

/** The message of an error, for one log line. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
