import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { newsListQuerySchema } from '../../src/lib/contract/news.ts';
import type { Database } from '../db/database.ts';
import { keywordLinks, news } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { loadGeo, type Geo } from './geo-cache.ts';
import { containsKeyword, groupBy, named } from './named.ts';
import { pageOf, pageOffset } from './paging.ts';

const summaryColumns = {
  id: news.id,
  typeId: news.typeId,
  industryId: news.industryId,
  exhibitionId: news.exhibitionId,
  titleZh: news.titleZh,
  titleEn: news.titleEn,
  summaryZh: news.summaryZh,
  summaryEn: news.summaryEn,
  cover: news.cover,
  source: news.source,
  link: news.link,
  views: news.views,
  publishedAt: news.publishedAt,
};
type SummaryRow = Pick<typeof news.$inferSelect, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow, geo: Geo, locale: Locale) {
  return {
    id: row.id,
    title: pick(locale, row.titleZh, row.titleEn),
    summary: pick(locale, row.summaryZh, row.summaryEn),
    cover: row.cover,
    type: named(locale, geo.newsTypes.get(row.typeId)),
    industry: named(locale, geo.industries.get(row.industryId)),
    exhibitionId: row.exhibitionId,
    source: row.source,
    link: row.link,
    views: row.views,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Published news, newest first, by type (t) and industry (i). */
export async function listNews(db: Database, query: z.output<typeof newsListQuerySchema>, locale: Locale) {
  const conditions: SQL[] = [eq(news.status, 'published')];
  if (query.t > 0) conditions.push(eq(news.typeId, query.t));
  if (query.i > 0) conditions.push(eq(news.industryId, query.i));
  if (query.exhibitionId > 0) conditions.push(eq(news.exhibitionId, query.exhibitionId));
  const byKeyword = containsKeyword(query.keyword, news.titleZh, news.titleEn);
  if (byKeyword !== undefined) conditions.push(byKeyword);
  const where = and(...conditions);
  // A deferred join: ids of the page from the list index, then only those rows (a deep page
  // no longer reads the summaries of every article before it).
  const pageIds = db
    .select({ id: news.id })
    .from(news)
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [rows, totals, geo] = await Promise.all([
    db
      .select(summaryColumns)
      .from(news)
      .where(inArray(news.id, pageIds))
      .orderBy(desc(news.publishedAt), desc(news.id)),
    db.select({ total: count() }).from(news).where(where),
    loadGeo(db),
  ]);
  return pageOf(
    rows.map((row) => toSummary(row, geo, locale)),
    query,
    totals,
  );
}

/** Summaries of the given ids in that order (special topics, follows). */
export async function newsSummariesByIds(db: Database, ids: readonly number[], locale: Locale) {
  if (ids.length === 0) return [];
  const [rows, geo] = await Promise.all([
    db
      .select(summaryColumns)
      .from(news)
      .where(and(inArray(news.id, [...ids]), eq(news.status, 'published'))),
    loadGeo(db),
  ]);
  const map = new Map(rows.map((row) => [row.id, toSummary(row, geo, locale)]));
  return [...new Set(ids)].flatMap((id) => map.get(id) ?? []);
}

/** How many related articles a detail lists: the newest published of the same industry but itself. */
const relatedCount = 6;

/**
 * Published articles of the given ids, in that order (duplicates once, unknown or unpublished ids
 * left out), with raw HTML body and related news. Eight queries however many ids: the articles,
 * the lookup tables (six) and the newest relatedCount + 1 of each of their industries, from
 * which each article drops itself. In either language.
 */
export async function readNewsArticles(db: Database, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(news)
          .where(and(inArray(news.id, wanted), eq(news.status, 'published')));
  if (rows.length === 0) return (): never[] => [];
  const published = eq(news.status, 'published');
  const ranked = db
    .select({
      id: news.id,
      rn: sql<number>`row_number() over (partition by ${news.industryId} order by ${news.publishedAt} desc, ${news.id} desc)`.as(
        'rn',
      ),
    })
    .from(news)
    .where(and(published, inArray(news.industryId, [...new Set(rows.map((r) => r.industryId))])))
    .as('related_ranked');
  const [geo, relatedRows] = await Promise.all([
    loadGeo(db),
    db
      .select(summaryColumns)
      .from(news)
      .innerJoin(ranked, eq(ranked.id, news.id))
      .where(lte(ranked.rn, relatedCount + 1))
      .orderBy(desc(news.publishedAt), desc(news.id)),
  ]);
  const relatedOf = groupBy(relatedRows, (r) => r.industryId);
  return (locale: Locale) => {
    const details = new Map(
      rows.map((row) => [
        row.id,
        {
          ...toSummary(row, geo, locale),
          body: pick(locale, row.bodyZh, row.bodyEn),
          related: (relatedOf.get(row.industryId) ?? [])
            .filter((r) => r.id !== row.id)
            .slice(0, relatedCount)
            .map((r) => toSummary(r, geo, locale)),
          updatedAt: row.updatedAt.toISOString(),
        },
      ]),
    );
    return wanted.flatMap((id) => details.get(id) ?? []);
  };
}

/** A published article with its raw HTML body and related news of the same industry. */
export async function getNews(db: Database, id: number, locale: Locale) {
  const [detail] = (await readNewsArticles(db, [id]))(locale);
  if (detail === undefined) throw notFound('news', id);
  return detail;
}

/** The keyword-link table (url, content), longest keyword first so the portal links the most specific. */
export async function listKeywordLinks(db: Database) {
  const rows = await db
    .select({ url: keywordLinks.url, content: keywordLinks.content })
    .from(keywordLinks)
    .orderBy(asc(keywordLinks.id));
  return rows.sort((a, b) => b.content.length - a.content.length);
}
