import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { wikiListQuerySchema } from '../../src/lib/contract/wiki.ts';
import type { Database } from '../db/database.ts';
import { wikiArticles, wikiCategories } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { loadGeo, type Geo } from './geo-cache.ts';
import { containsKeyword, named } from './named.ts';
import { wikiOnline } from './online.ts';
import { pageOf, pageOffset } from './paging.ts';

const summaryColumns = {
  id: wikiArticles.id,
  categoryId: wikiArticles.categoryId,
  industryId: wikiArticles.industryId,
  exhibitionId: wikiArticles.exhibitionId,
  titleZh: wikiArticles.titleZh,
  titleEn: wikiArticles.titleEn,
  summaryZh: wikiArticles.summaryZh,
  summaryEn: wikiArticles.summaryEn,
  views: wikiArticles.views,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

/** The canonical page path /wiki/{id}-{a}-{h}-{aid}.html: id, category, industry, exhibition (0 = none). */
export function wikiPath(row: {
  id: number;
  categoryId: number;
  industryId: number;
  exhibitionId: number;
}): string {
  return `/wiki/${String(row.id)}-${String(row.categoryId)}-${String(row.industryId)}-${String(row.exhibitionId)}.html`;
}

function toSummary(row: SummaryRow, geo: Geo, locale: Locale) {
  return {
    id: row.id,
    title: pick(locale, row.titleZh, row.titleEn),
    summary: pick(locale, row.summaryZh, row.summaryEn),
    category: named(locale, geo.wikiCategories.get(row.categoryId)),
    industry: named(locale, geo.industries.get(row.industryId)),
    exhibitionId: row.exhibitionId,
    views: row.views,
    path: wikiPath(row),
  };
}

/** Wiki articles of a category (s = 0: all), most read first. */
export async function listWiki(db: Database, query: z.output<typeof wikiListQuerySchema>, locale: Locale) {
  const conditions: SQL[] = [wikiOnline];
  if (query.s > 0) conditions.push(eq(wikiArticles.categoryId, query.s));
  const byKeyword = containsKeyword(query.keyword, wikiArticles.titleZh, wikiArticles.titleEn);
  if (byKeyword !== undefined) conditions.push(byKeyword);
  const where = and(...conditions);
  const [rows, totals, geo] = await Promise.all([
    db
      .select(summaryColumns)
      .from(wikiArticles)
      .where(where)
      .orderBy(desc(wikiArticles.views), desc(wikiArticles.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(wikiArticles).where(where),
    loadGeo(db),
  ]);
  return pageOf(
    rows.map((row) => toSummary(row, geo, locale)),
    query,
    totals,
  );
}

/** The wiki home: categories with counts, the latest and the most read articles. */
export async function wikiHome(db: Database, locale: Locale) {
  const [categories, counts, latest, popular, geo] = await Promise.all([
    db.select().from(wikiCategories),
    db
      .select({ categoryId: wikiArticles.categoryId, n: count() })
      .from(wikiArticles)
      .where(wikiOnline)
      .groupBy(wikiArticles.categoryId),
    db.select(summaryColumns).from(wikiArticles).where(wikiOnline).orderBy(desc(wikiArticles.id)).limit(10),
    db
      .select(summaryColumns)
      .from(wikiArticles)
      .where(wikiOnline)
      .orderBy(desc(wikiArticles.views))
      .limit(10),
    loadGeo(db),
  ]);
  const countOf = new Map(counts.map((c) => [c.categoryId, c.n]));
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: pick(locale, c.nameZh, c.nameEn),
      intro: pick(locale, c.introZh, c.introEn),
      articles: countOf.get(c.id) ?? 0,
    })),
    latest: latest.map((row) => toSummary(row, geo, locale)),
    popular: popular.map((row) => toSummary(row, geo, locale)),
  };
}

/** One article; `canonical` tells whether the URL's a-h-aid match the article. */
export async function getWiki(
  db: Database,
  id: number,
  urlParts: { a?: number | undefined; h?: number | undefined; aid?: number | undefined },
  locale: Locale,
) {
  const [row] = await db
    .select()
    .from(wikiArticles)
    .where(and(eq(wikiArticles.id, id), wikiOnline));
  if (row === undefined) throw notFound('wikiArticle', id);
  const [geo, related] = await Promise.all([
    loadGeo(db),
    db
      .select(summaryColumns)
      .from(wikiArticles)
      .where(and(eq(wikiArticles.categoryId, row.categoryId), ne(wikiArticles.id, id), wikiOnline))
      .orderBy(desc(wikiArticles.views))
      .limit(6),
  ]);
  const canonical =
    (urlParts.a === undefined || urlParts.a === row.categoryId) &&
    (urlParts.h === undefined || urlParts.h === row.industryId) &&
    (urlParts.aid === undefined || urlParts.aid === row.exhibitionId);
  return {
    ...toSummary(row, geo, locale),
    body: pick(locale, row.bodyZh, row.bodyEn),
    canonical,
    related: related.map((r) => toSummary(r, geo, locale)),
    updatedAt: row.updatedAt.toISOString(),
  };
}
