import { useEffect, useRef, type RefObject } from 'react';
import { hasSession as sessionCookieExists } from '../../lib/stores/session-cookies.ts';

// What the apply and trip forms share: a draft that survives the trip to the login page, and
// values typed before hydration.

/** Whether the browser holds a session cookie; without one a submit goes through login first. */
export function hasSession(): boolean {
  return sessionCookieExists();
}

/** Restores a draft saved under `key` (once, after hydration) into `restore`. */
export function useDraftRestore(key: string, restore: (values: Record<string, unknown>) => void): void {
  const restoreRef = useRef(restore);
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(key);
      if (saved === null) return;
      sessionStorage.removeItem(key);
      const draft: unknown = JSON.parse(saved);
      if (typeof draft === 'object' && draft !== null) restoreRef.current(draft as Record<string, unknown>);
    } catch {
      // Storage may be blocked (private mode); the form simply starts empty.
    }
  }, [key]);
}

/** Saves a draft so the form comes back filled after logging in. */
export function saveDraft(key: string, values: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Without storage the values are still in the form on this page.
  }
}

/**
 * The form's values with a stored draft's text fields laid over them; anything else in the
 * draft (it came from storage, so it is untrusted) is ignored.
 */
export function mergeDraft<T extends object>(base: T, draft: Record<string, unknown>): T {
  const merged = { ...base } as Record<string, unknown>;
  for (const key of Object.keys(base)) {
    const value = draft[key];
    if (typeof value === 'string' && typeof merged[key] === 'string') merged[key] = value;
  }
  return merged as T;
}

/**
 * Adopts what was typed into the server-rendered form before the island hydrated (the trip form
 * hydrates when scrolled to): React keeps its own initial state, so without this the typed
 * text would show but not be sent.
 */
export function useAdoptTypedValues(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, unknown>) => void,
): void {
  const adoptRef = useRef(adopt);
  useEffect(() => {
    const element = form.current;
    if (element === null) return;
    const typed: Record<string, unknown> = {};
    for (const field of Array.from(element.elements)) {
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        if (field.name !== '' && field.value !== field.defaultValue) typed[field.name] = field.value;
      } else if (field instanceof HTMLSelectElement && field.name !== '') {
        const chosen = field.selectedOptions[0];
        if (chosen !== undefined && !chosen.defaultSelected) typed[field.name] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) adoptRef.current(typed);
  }, [form]);
}
