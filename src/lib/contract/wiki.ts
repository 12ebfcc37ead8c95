import { z } from 'zod';
import { filterIdSchema, idSchema, namedSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/** Filters of /wiki-{s}-{page}/: s category (0 = all). */
export const wikiListQuerySchema = pageQuerySchema.extend({
  s: filterIdSchema,
  keyword: z.string().trim().max(60).optional(),
});
/** A wiki category with its article count. */
const wikiCategorySchema = namedSchema.extend({ intro: z.string(), articles: z.number().int() });
/** A wiki article in lists; `path` is its canonical /wiki/{id}-{a}-{h}-{aid}.html. */
export const wikiSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: namedSchema,
  industry: namedSchema,
  exhibitionId: z.number().int(),
  views: z.number().int(),
  path: z.string(),
});
/** Query of GET /api/wiki/articles/{id}: the a, h, aid of the page URL, checked against the article. */
export const wikiDetailQuerySchema = z.object({
  a: idSchema.optional(),
  h: idSchema.optional(),
  aid: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
/** data of GET /api/wiki/articles/{id}; `canonical` false means the URL's a-h-aid differ (redirect to path). */
export const wikiDetailSchema = wikiSummarySchema.extend({
  body: z.string(),
  canonical: z.boolean(),
  related: z.array(wikiSummarySchema),
  updatedAt: z.string(),
});
/** data of GET /api/wiki: the wiki home. */
export const wikiHomeSchema = z.object({
  categories: z.array(wikiCategorySchema),
  latest: z.array(wikiSummarySchema),
  popular: z.array(wikiSummarySchema),
});
/** data of GET /api/wiki/articles. */
export const wikiPageSchema = pageSchema(wikiSummarySchema);
export type WikiSummary = z.infer<typeof wikiSummarySchema>;
export type WikiDetail = z.infer<typeof wikiDetailSchema>;
