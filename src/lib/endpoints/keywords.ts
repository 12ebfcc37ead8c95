import type { ApiClient } from '../api/client.ts';
import type { KeywordLink } from '../contract/news.ts';
import { getKeywordLinks } from '../endpoints/oss.ts';

/** How long the keyword table is reused before asking for it again. */
const keywordsTtlMs = 5 * 60 * 1000;
let memo: { at: number; value: Promise<KeywordLink[]> } | undefined;

/**
 * The keyword-link table for article bodies. Every news detail needs it and it changes rarely,
 * so it is kept in memory for five minutes; a failed call is not kept, and the article is then
 * shown without keyword links rather than failing (the links are an extra, not the content).
 */
export async function getKeywordTable(api: ApiClient): Promise<KeywordLink[]> {
  if (!memo || Date.now() - memo.at >= keywordsTtlMs) {
    const entry = { at: Date.now(), value: getKeywordLinks(api) };
    memo = entry;
    entry.value.catch(() => {
      if (memo === entry) memo = undefined;
    });
  }
  return memo.value.catch((): KeywordLink[] => []);
}

/** Forgets the memoised table (tests, editor rebuilds). */
export function clearKeywordTable(): void {
  memo = undefined;
}
