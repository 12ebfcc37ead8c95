import type { ApiClient } from '../api/client.ts';
import { pageSchema, type Page } from '../contract/envelope.ts';
import {
  sitemapEntrySchema,
  sitemapIndexSchema,
  type SitemapEntry,
  type SitemapType,
} from '../contract/sitemap.ts';

const entryPageSchema = pageSchema(sitemapEntrySchema);

/** Per content type: total and count per letter. */
export function getSitemapIndex(api: ApiClient) {
  return api.get('/api/sitemap', { schema: sitemapIndexSchema });
}

/** One page of the entries of a content type (optionally of one letter), at most 5000 a page. */
export function getSitemapEntries(
  api: ApiClient,
  type: SitemapType,
  query: { letter?: string | undefined; pageNum: number; pageSize: number },
): Promise<Page<SitemapEntry>> {
  const { letter, ...paging } = query;
  return api.get(`/api/sitemap/${type}`, {
    query: { ...paging, ...(letter !== undefined && { letter }) },
    schema: entryPageSchema,
  });
}
