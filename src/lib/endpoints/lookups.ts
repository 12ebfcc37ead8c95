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
  if (hit && Date.now() - hit.at < lookupsTtlMs) return hit.value;
  const value = readLookups(api);
  memo.set(locale, { at: Date.now(), value });
  value.catch(() => memo.delete(locale));
  return value;
}
