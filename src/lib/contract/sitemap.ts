import { z } from 'zod';
import { letterSchema } from './common.ts';
import { pageQuerySchema } from './envelope.ts';

/** Content types the sitemap lists. */
export const sitemapTypeSchema = z.enum([
  'exhibition',
  'news',
  'pavilion',
  'wiki',
  'visa',
  'company',
  'periodical',
]);
/** data of GET /api/sitemap: per type, how many entries each letter has. */
export const sitemapIndexSchema = z.array(
  z.object({
    type: sitemapTypeSchema,
    total: z.number().int(),
    letters: z.record(z.string(), z.number().int()),
  }),
);
/** Params and query of GET /api/sitemap/{type}: all ids (with path and name), optionally of one letter; up to 5000 a page. */
export const sitemapListParamsSchema = z.object({ type: sitemapTypeSchema });
export const sitemapListQuerySchema = pageQuerySchema.extend({
  letter: letterSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(5000).default(1000),
});
/** One sitemap entry. */
export const sitemapEntrySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  letter: z.string(),
  updatedAt: z.string(),
});
export type SitemapType = z.infer<typeof sitemapTypeSchema>;
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
