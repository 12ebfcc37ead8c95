import { isApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { lookupsSchema, type Lookups } from '../contract/lookup.ts';
import type { Locale } from '../contract/locale.ts';
import { readPaths } from '../contract/read-paths.ts';

/** How long the filter-bar lookups are reused before asking the API again. */
const lookupsTtlMs = 5 * 60 * 1000;
const memo = new Map<Locale, { at: number; value: Promise<Lookups> }>();

/** GET /api/lookups without the memo (one-off reads such as the export inventory). */
export function readLookups(api: ApiClient): Promise<Lookups> {
  return api.get(readPaths.lookups, { schema: lookupsSchema });
}

/**
 * The lookup lists (industries, regions, time windows...) in a locale. Every list page needs
 * them, so they are kept in memory for five minutes; a failed call is not kept.
 */
export function getLookups(api: ApiClient, locale: Locale): Promise<Lookups> {
  const hit = memo.get(locale);
  if (hit && Date.now() - hit.at < lookupsTtlMs) return joined(api, hit.value);
  const entry = { at: Date.now(), value: readLookups(api) };
  memo.set(locale, entry);
  entry.value.catch(() => {
    if (memo.get(locale) === entry) memo.delete(locale);
  });
  return entry.value;
}

/**
 * Another request's read, as this request's call: its failure is noted on this request's client
 * too (only the client that made the call noted it). A server render's error page lists the calls
 * that failed in its own request, and a failed loader with none listed is sent back to its page.
 */
function joined(api: ApiClient, value: Promise<Lookups>): Promise<Lookups> {
  return value.catch((error: unknown) => {
    if (isApiError(error)) api.platform.noteError(error);
    throw error;
  });
}

/** Forgets the memoised lookups (tests). */
export function clearLookups(): void {
  memo.clear();
}
