import { readStorage, removeStorage, writeStorage } from '../stores/safe-storage.ts';

// Form drafts in sessionStorage: a session that ends mid-checkout sends the browser to /login
// and back, and the form must come back with what the user typed (files are re-read from their
// upload ids, never stored).

const prefix = 'checkout-draft:';

/** Saves a draft of the form at `id` (a page path or order kind). */
export function saveDraft(id: string, value: unknown): void {
  writeStorage('session', prefix + id, JSON.stringify(value));
}

/** The saved draft, or undefined when missing or unreadable. */
export function loadDraft(id: string): unknown {
  const text = readStorage('session', prefix + id);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Forgets a draft once its order exists. */
export function clearDraft(id: string): void {
  removeStorage('session', prefix + id);
}
