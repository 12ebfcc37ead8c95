// localStorage/sessionStorage access that never throws: storage can be disabled (Safari private
// mode, sandboxed frames), full, or hold values someone else wrote.

/** Which Web Storage area to use. */
export type StorageArea = 'local' | 'session';

// Fallback when the real storage is unavailable, so ids stay stable for the page's lifetime.
const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };

function storageOf(area: StorageArea): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored string, or undefined when missing or unreadable. */
export function readStorage(area: StorageArea, key: string): string | undefined {
  try {
    const value = storageOf(area)?.getItem(key);
    if (typeof value === 'string') return value;
  } catch {
    // Unreadable storage falls through to the in-memory copy.
  }
  return memory[area].get(key);
}

/** Stores a string; keeps it in memory only when the storage refuses it. */
export function writeStorage(area: StorageArea, key: string, value: string): void {
  try {
    const storage = storageOf(area);
    if (storage === undefined) throw new Error('no storage');
    storage.setItem(key, value);
    memory[area].delete(key);
  } catch {
    // Quota exceeded or storage disabled: the in-memory copy is enough for this page.
    memory[area].set(key, value);
  }
}

/** Removes a key from storage and the in-memory copy. */
export function removeStorage(area: StorageArea, key: string): void {
  memory[area].delete(key);
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/** Forgets the in-memory copies, as when the page's storage is wiped (tests do this between cases). */
export function resetStorageFallback(): void {
  memory.local.clear();
  memory.session.clear();
}
