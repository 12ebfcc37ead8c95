import { pageSchema } from '../../src/lib/contract/envelope.ts';
import {
  sitemapEntrySchema,
  sitemapIndexQuerySchema,
  sitemapIndexSchema,
  sitemapListParamsSchema,
  sitemapListQuerySchema,
} from '../../src/lib/contract/sitemap.ts';
import { exportVersionsQuerySchema, exportVersionsSchema } from '../../src/lib/contract/export-versions.ts';
import { exportVersions } from '../domain/export-versions.ts';
import { sitemapEntries, sitemapIndex } from '../domain/sitemap.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** The sitemap: counts per content type and letter, the entries of one type, and versions for exports. */
export const sitemapRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/sitemap',
    tag: 'sitemap',
    summary: 'Per content type: total and count per letter (by=pinyin: pinyin initials of the Chinese names)',
    auth: 'none',
    query: sitemapIndexQuerySchema,
    response: sitemapIndexSchema,
    handler: ({ ctx, query }) => sitemapIndex(ctx.db, query.by),
  }),
  defineRoute({
    method: 'get',
    path: '/api/sitemap/:type',
    tag: 'sitemap',
    summary:
      'All ids of a type with path, name, letter, pinyinLetter and updatedAt; letter filter (by=pinyin: pinyin initials, sorted by pinyin); pageSize up to 5000',
    auth: 'none',
    params: sitemapListParamsSchema,
    query: sitemapListQuerySchema,
    response: pageSchema(sitemapEntrySchema),
    handler: ({ ctx, params, query, locale }) => sitemapEntries(ctx.db, params.type, query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/export/versions',
    tag: 'sitemap',
    summary:
      "Incremental exports: the cache tags editor changes touched after a cursor (since), each with the id of its last change, the cursor now and the database's name",
    auth: 'none',
    query: exportVersionsQuerySchema,
    response: exportVersionsSchema,
    handler: ({ ctx, query }) => exportVersions(ctx.db, query.since),
  }),
];
