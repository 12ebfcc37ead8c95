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
/**
 * Which letter index: `name` by the first letter of the English name (the English index),
 * `pinyin` by the pinyin initial of the Chinese name, sorted by pinyin (the Chinese index).
 */
const sitemapIndexBySchema = z.enum(['name', 'pinyin']);
/** Query of GET /api/sitemap. */
export const sitemapIndexQuerySchema = z.object({ by: sitemapIndexBySchema.default('name') });
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
  by: sitemapIndexBySchema.default('name'),
  pageSize: z.coerce.number().int().min(1).max(5000).default(1000),
});
/** One sitemap entry. */
export const sitemapEntrySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  letter: z.string(),
  /** The pinyin initial of the Chinese name (A-Z, else 0): the entry's letter in the Chinese index. */
  pinyinLetter: z.string(),
  updatedAt: z.string(),
});
export type SitemapType = z.infer<typeof sitemapTypeSchema>;
export type SitemapIndexBy = z.infer<typeof sitemapIndexBySchema>;
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
