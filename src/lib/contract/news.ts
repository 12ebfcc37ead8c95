import { z } from 'zod';
import { filterIdSchema, namedSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/** Filters of /information-{t}-{i}-{page}/: t news type, i industry (0 = all); newest first. */
export const newsListQuerySchema = pageQuerySchema.extend({
  t: filterIdSchema,
  i: filterIdSchema,
  exhibitionId: filterIdSchema,
  keyword: z.string().trim().max(60).optional(),
});
/** A news article in lists. `link`, when set, replaces /information/{id}.html. */
export const newsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  type: namedSchema,
  industry: namedSchema,
  exhibitionId: z.number().int().nullable(),
  source: z.string(),
  link: z.string().nullable(),
  views: z.number().int(),
  publishedAt: z.string(),
});
/** data of GET /api/news/{id}: body is raw editor HTML the portal must clean. */
export const newsDetailSchema = newsSummarySchema.extend({
  body: z.string(),
  related: z.array(newsSummarySchema),
  updatedAt: z.string(),
});
/** data of GET /api/news. */
export const newsPageSchema = pageSchema(newsSummarySchema);
/** One entry of /ossApi/InnerChainInfo/key.json. */
export const keywordLinkSchema = z.object({ url: z.string(), content: z.string() });
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export type KeywordLink = z.infer<typeof keywordLinkSchema>;
