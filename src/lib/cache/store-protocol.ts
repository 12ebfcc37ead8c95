import { createHash } from 'node:crypto';
import type { CacheEntry } from './cache-entry.ts';

// What a shared store is: the interface the provider calls, the invalidation record every
// process reads back and the bytes an entry is stored as. The stores (directory, bucket, Redis)
// depend on this module and nothing depends back on them, so opening a store (shared-store.ts)
// and implementing one never import each other.

/**
 * A route-cache store shared by several origin processes, under each process's memory LRU:
 * what the provider (src/lib/cache/provider.ts) needs of it.
 */
export interface SharedStore {
  /**
   * Invalidations other processes made that this one learnt of since the last call. Called on
   * every request, so it never waits on I/O: the bucket store returns what its poller collected.
   */
  sync(): InvalidationRecord[];
  /** Whether an invalidation known to this process killed an entry (memory or store). */
  isInvalidated(key: string, entry: CacheEntry): boolean;
  /** Records an invalidation for every process sharing the store; applies here at once. */
  invalidate(tags: readonly string[], paths: readonly string[]): void | Promise<void>;
  /** The entry of a key, or undefined when absent, unreadable, invalidated or unreachable. */
  get(key: string): Promise<CacheEntry | undefined>;
  /** Stores an entry for the other processes; never rejects for the bucket store. */
  set(key: string, entry: CacheEntry): Promise<void>;
  /** Stops background work (the bucket store's poller). */
  close(): void;
}

/** One invalidation as recorded in the shared journal. */
export interface InvalidationRecord {
  /** Epoch ms of the invalidation: entries rendered at or before it are dead. */
  at: number;
  tags: string[];
  paths: string[];
}

/** Serialises an entry: a 4-byte header length, the JSON header, then the body bytes. */
export function encodeEntry(key: string, entry: CacheEntry): Buffer {
  const { body, ...meta } = entry;
  const header = Buffer.from(JSON.stringify({ key, ...meta }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.byteLength);
  return Buffer.concat([length, header, body]);
}

/** Parses what `encodeEntry` wrote; undefined when the bytes are not an entry of this key. */
export function decodeEntry(bytes: Buffer, key: string): CacheEntry | undefined {
  if (bytes.byteLength < 4) return undefined;
  const length = bytes.readUInt32BE(0);
  if (4 + length > bytes.byteLength) return undefined;
  try {
    const { key: storedKey, ...meta } = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as Omit<
      CacheEntry,
      'body'
    > & { key: string };
    // A hash collision, however unlikely, must not serve another page.
    if (storedKey !== key) return undefined;
    return { ...meta, body: new Uint8Array(bytes.subarray(4 + length)) };
  } catch {
    return undefined;
  }
}

/** The name an entry is stored under in every store: its key hashed (keys carry query strings of any length). */
export function hashedKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
