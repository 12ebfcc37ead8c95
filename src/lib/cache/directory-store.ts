import { randomBytes } from 'node:crypto';
import { appendFileSync, closeSync, fstatSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CacheEntry } from './cache-entry.ts';
import { InvalidationLedger } from './invalidation-ledger.ts';
import {
  decodeEntry,
  encodeEntry,
  hashedKey,
  type InvalidationRecord,
  type SharedStore,
} from './store-protocol.ts';

/**
 * A route-cache store shared by several origin processes: one file per entry (written
 * atomically) and an append-only invalidation journal. Entries are never rewritten on
 * invalidation; a process reading an entry compares its render time with the last
 * invalidation of each of its tags and of its path, so an invalidation made by any process
 * reaches every other one (memory included) on its next request, with no messaging.
 */
export class DirectoryStore implements SharedStore {
  readonly dir: string;
  readonly #journal: string;
  #offset = 0;
  #partial = '';
  readonly #ledger = new InvalidationLedger();

  /** Opens (creating) the store in a directory. */
  constructor(dir: string) {
    this.dir = dir;
    this.#journal = join(dir, 'invalidations.log');
    mkdirSync(join(dir, 'entries'), { recursive: true });
    appendFileSync(this.#journal, '');
    this.sync();
  }

  /** The file of a key: hashed, fanned out over 256 folders. */
  #fileOf(key: string): string {
    const hash = hashedKey(key);
    return join(this.dir, 'entries', hash.slice(0, 2), hash);
  }

  /**
   * Reads invalidations other processes appended since the last call (one fstat when there
   * are none) and returns them, so the caller can drop matching entries from memory.
   */
  sync(): InvalidationRecord[] {
    let size: number;
    try {
      size = statSync(this.#journal).size;
    } catch {
      return [];
    }
    if (size <= this.#offset) return [];
    const fd = openSync(this.#journal, 'r');
    let text: string;
    try {
      const length = fstatSync(fd).size - this.#offset;
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, this.#offset);
      this.#offset += length;
      text = this.#partial + buffer.toString('utf8');
    } finally {
      closeSync(fd);
    }
    const lines = text.split('\n');
    // A line still being appended by another process is kept for the next read.
    this.#partial = lines.pop() ?? '';
    const records: InvalidationRecord[] = [];
    for (const line of lines) {
      if (!line) continue;
      try {
        const record = JSON.parse(line) as InvalidationRecord;
        this.#ledger.apply(record);
        records.push(record);
      } catch {
        // A torn line (crash mid-append) invalidates nothing; the rest of the journal stands.
      }
    }
    return records;
  }

  /** Whether an invalidation recorded in the journal killed this entry. */
  isInvalidated(key: string, entry: CacheEntry): boolean {
    return this.#ledger.kills(key, entry);
  }

  /** Records an invalidation for every process sharing the directory. */
  invalidate(tags: readonly string[], paths: readonly string[], at = Date.now()): void {
    const record: InvalidationRecord = { at, tags: [...tags], paths: [...paths] };
    // O_APPEND writes of one short line land whole, even with several writers.
    appendFileSync(this.#journal, `${JSON.stringify(record)}\n`);
    this.sync();
  }

  /** The entry of a key, or undefined when absent, unreadable or invalidated. */
  async get(key: string): Promise<CacheEntry | undefined> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.#fileOf(key));
    } catch {
      return undefined;
    }
    const entry = decodeEntry(bytes, key);
    if (!entry || this.isInvalidated(key, entry)) return undefined;
    return entry;
  }

  /** Writes an entry atomically (temporary file, then rename): readers never see half a file. */
  async set(key: string, entry: CacheEntry): Promise<void> {
    const file = this.#fileOf(key);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    mkdirSync(join(file, '..'), { recursive: true });
    await writeFile(temporary, encodeEntry(key, entry));
    await rename(temporary, file);
  }

  /** Nothing runs in the background: the journal is read on `sync`. */
  close(): void {
    // no timers, no open files between calls
  }
}

/** Environments whose origins share renders through a directory unless told otherwise. */
const sharedByDefault = new Set(['pre', 'prod', 'spider', 'edge']);

/**
 * The directory of the shared store for this process: PORTAL_CACHE_DIR when set ('off'
 * disables it), else `.cache/route-cache/{APP_ENV}` in production-like environments. Dev and
 * test keep memory only by default: their databases are re-seeded between runs, and renders
 * of an earlier database surviving on disk would leak into the next run.
 */
export function storeDirFor(environ: NodeJS.ProcessEnv, configured?: string): string | undefined {
  const fromEnv = environ.PORTAL_CACHE_DIR;
  if (fromEnv === 'off') return undefined;
  if (fromEnv) return fromEnv;
  if (configured) return configured;
  const name = environ.APP_ENV ?? 'dev';
  return sharedByDefault.has(name) ? join(process.cwd(), '.cache', 'route-cache', name) : undefined;
}
