import { z } from 'zod';
import type { ApiClient } from './client.ts';

// Files under /ossApi (spec section 7): fetched from the site origin (browser) or the OSS host
// (server), never from the API base, and never toasting on failure.

/** One keyword link: the target url and the keyword (anchor text). */
export const keywordLinkSchema = z.object({ url: z.string(), content: z.string() });
/** A keyword-link entry (spec section 3). */
export type KeywordLink = z.infer<typeof keywordLinkSchema>;

/** GET /ossApi/newsContent/{newsId}.html: the body of a news article as HTML text. */
export function getNewsContent(api: ApiClient, newsId: string | number): Promise<string> {
  return api.text(`/ossApi/newsContent/${encodeURIComponent(String(newsId))}.html`);
}

/** GET /ossApi/InnerChainInfo/key.json: the keyword links for article bodies. */
export function getKeywordLinks(api: ApiClient): Promise<KeywordLink[]> {
  return api.json('/ossApi/InnerChainInfo/key.json', { schema: z.array(keywordLinkSchema) });
}
