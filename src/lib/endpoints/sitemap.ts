import type { ApiClient } from '../api/client.ts';
import { pageSchema, type Page } from '../contract/envelope.ts';
import {
  sitemapEntrySchema,
  sitemapIndexSchema,
  type SitemapEntry,
  type SitemapIndexBy,
  type SitemapType,
} from '../contract/sitemap.ts';
import type { Locale } from '../contract/locale.ts';
import { readPaths } from '../contract/read-paths.ts';

const entryPageSchema = pageSchema(sitemapEntrySchema);

/**
 * The letter index a language reads: Chinese names by their pinyin initials, English names by
 * their first letter.
 * @example letterIndexOf('zh') // 'pinyin'
 */
export function letterIndexOf(locale: Locale): SitemapIndexBy {
  return locale === 'zh' ? 'pinyin' : 'name';
}

/** Per content type: total and count per letter (of the English names, or `by` pinyin initials). */
export function getSitemapIndex(api: ApiClient, by: SitemapIndexBy = 'name') {
  return api.get(readPaths.sitemap, { schema: sitemapIndexSchema, ...(by !== 'name' && { query: { by } }) });
}

/** One page of the entries of a content type (optionally of one letter), at most 5000 a page. */
export function getSitemapEntries(
  api: ApiClient,
  type: SitemapType,
  query: { letter?: string | undefined; by?: SitemapIndexBy | undefined; pageNum: number; pageSize: number },
): Promise<Page<SitemapEntry>> {
  const { letter, by, ...paging } = query;
  return api.get(readPaths.sitemapType(type), {
    query: {
      ...paging,
      ...(letter !== undefined && { letter }),
      ...(by !== undefined && by !== 'name' && { by }),
    },
    schema: entryPageSchema,
  });
}
