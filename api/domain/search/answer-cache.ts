import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.ts';

// Search answers kept in memory. A search box sends the same few prefixes again and again, and a
// search at catalogue scale costs the database several milliseconds of CPU (docs/api.md
// "Benchmark"). An answer is kept only while the process listens to `searchChangedChannel`
// (migration 0015_search_notify.sql): every statement that writes search_entries or records an
// editor's change notifies it when its transaction commits, and the notification drops every
// kept answer. An answer computed while a notification arrived is not kept: it may have read the
// rows before the change. The time to live bounds what nothing notifies (nothing, today).

/** The notification channel the database's triggers send on. */
const searchChangedChannel = 'search_changed';

/** How many answers are kept at most: a count, since an answer is a page of results at most. */
const keptAnswers = 2000;
/** How long an answer is kept at most. */
const answerTtlMs = 5 * 60_000;

/** What the cache has counted since it started. */
export interface AnswerStats {
  hits: number;
  misses: number;
  invalidations: number;
}

/** Search answers by key, dropped on every change notification. */
export class SearchAnswers {
  readonly #answers: LRUCache<string, object>;
  readonly #pending = new Map<string, Promise<object>>();
  #generation = 0;
  #listening = false;
  readonly stats: AnswerStats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.#answers = new LRUCache({ max: options.max ?? keptAnswers, ttl: options.ttlMs ?? answerTtlMs });
  }

  /** Whether answers are kept: only while change notifications are received. */
  get listening(): boolean {
    return this.#listening;
  }

  /** Starts keeping answers (the subscription is made); drops what was kept before. */
  start(): void {
    this.invalidate();
    this.#listening = true;
  }

  /** Stops keeping answers (the subscription is gone) and drops them. */
  stop(): void {
    this.#listening = false;
    this.invalidate();
  }

  /** Drops every kept answer; answers being computed now are not kept. */
  invalidate(): void {
    this.#generation += 1;
    this.#answers.clear();
    this.#pending.clear();
    this.stats.invalidations += 1;
  }

  /**
   * The kept answer for `key`, else `compute()`'s, kept when no change was notified meanwhile.
   * Requests for a key already being computed share that computation. Answers are shared
   * between callers: they must not be changed.
   */
  async answer<T extends object>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.#listening) return compute();
    const kept = this.#answers.get(key) ?? this.#pending.get(key);
    if (kept !== undefined) {
      this.stats.hits += 1;
      return kept as Promise<T> | T;
    }
    this.stats.misses += 1;
    const generation = this.#generation;
    const computing = compute();
    this.#pending.set(key, computing);
    try {
      const value = await computing;
      if (generation === this.#generation) this.#answers.set(key, value);
      return value;
    } finally {
      if (this.#pending.get(key) === computing) this.#pending.delete(key);
    }
  }
}

const byDatabase = new WeakMap<Database, SearchAnswers>();

/** The answers of one database (one per process and database, like its prepared statements). */
export function searchAnswersOf(db: Database): SearchAnswers {
  let answers = byDatabase.get(db);
  if (answers === undefined) {
    answers = new SearchAnswers();
    byDatabase.set(db, answers);
  }
  return answers;
}

/** Keeps the database's search answers while its change notifications are received. */
export async function listenForSearchChanges(database: {
  db: Database;
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
}): Promise<() => Promise<void>> {
  const answers = searchAnswersOf(database.db);
  // Called for each notification and on every (re)subscription: both mean "drop what you kept,
  // and keep answers from now on" (start).
  const unlisten = await database.listen(searchChangedChannel, () => {
    answers.start();
  });
  return async () => {
    answers.stop();
    await unlisten();
  };
}
