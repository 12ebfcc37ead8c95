import { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { keywordLinkSchema, type KeywordLink } from '../contract/news.ts';

// Static files under /ossApi: fetched from the site origin (browser) or the OSS host (server),
// never from the API base, and never toasting on failure.

/** GET /ossApi/newsContent/{newsId}.html: the body of a news article as HTML text. */
export function getNewsContent(api: ApiClient, newsId: string | number): Promise<string> {
  return api.text(`/ossApi/newsContent/${encodeURIComponent(String(newsId))}.html`);
}

/** GET /ossApi/InnerChainInfo/key.json: the keyword links for article bodies. */
export function getKeywordLinks(api: ApiClient): Promise<KeywordLink[]> {
  return api.json('/ossApi/InnerChainInfo/key.json', { schema: z.array(keywordLinkSchema) });
}
