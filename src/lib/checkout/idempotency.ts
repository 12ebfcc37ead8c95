// One Idempotency-Key per order the user means to place: a double click, a retry after a lost
// response or a resubmit after an error sends the same key, so the API answers the same order.
// A changed form is another order: the API refuses a key reused with a different body (422).

/** A fresh random key: a UUID v4 where the browser offers one (secure contexts only). */
function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${String(Date.now())}-${Math.random().toString(36).slice(2)}`;
}

/** Keys for successive submissions of one form: the same body keeps its key, a new body gets a new one. */
export class IdempotencyKeys {
  private body: string | undefined;
  private key: string | undefined;

  /** Starts from a key saved with a draft (after a login round trip), if any. */
  constructor(saved?: { body: string; key: string }) {
    this.body = saved?.body;
    this.key = saved?.key;
  }

  /** The key for this body. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.key === undefined || this.body !== text) {
      this.body = text;
      this.key = newIdempotencyKey();
    }
    return this.key;
  }

  /** The last body and key, to save with a draft. */
  snapshot(): { body: string; key: string } | undefined {
    return this.body === undefined || this.key === undefined ? undefined : { body: this.body, key: this.key };
  }
}
