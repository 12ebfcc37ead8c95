// A small least-recently-used map for the server-side content rules: parsing with jsdom costs
// milliseconds, while the same article is rendered again for each edition, locale and export.

/** A bounded least-recently-used cache of strings (inputs and outputs are immutable strings). */
export class StringMemo {
  readonly #entries = new Map<string, string>();
  readonly #limit: number;

  /** Keeps at most `limit` entries, evicting the least recently used. */
  constructor(limit: number) {
    this.#limit = limit;
  }

  /** The cached value for `key`, or the result of `compute`, cached. */
  get(key: string, compute: () => string): string {
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      // Re-inserting moves the key to the end of the Map's insertion order: the most recent.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.#entries.set(key, value);
    if (this.#entries.size > this.#limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return value;
  }

  /** Forgets every entry. */
  clear(): void {
    this.#entries.clear();
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }
}
