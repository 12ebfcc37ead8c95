import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SitemapType } from '../../src/lib/contract/sitemap.ts';
import type { Database } from '../db/database.ts';
import { companies, exhibitions, news, pavilions, periodicals, visas, wikiArticles } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { wikiPath } from './wiki.ts';
import { pageOf, pageOffset } from './paging.ts';

interface Source {
  table: PgTable;
  id: PgColumn;
  letter: PgColumn;
  zh: PgColumn;
  en: PgColumn;
  updatedAt: PgColumn;
  extra?: SQL;
  path: (row: { id: number; a: number; h: number; aid: number }) => string;
}

const sources: Record<SitemapType, Source> = {
  exhibition: {
    table: exhibitions,
    id: exhibitions.id,
    letter: exhibitions.letter,
    zh: exhibitions.nameZh,
    en: exhibitions.nameEn,
    updatedAt: exhibitions.updatedAt,
    path: (r) => `/exhibition/${String(r.id)}.html`,
  },
  news: {
    table: news,
    id: news.id,
    letter: news.letter,
    zh: news.titleZh,
    en: news.titleEn,
    updatedAt: news.updatedAt,
    extra: eq(news.status, 'published'),
    path: (r) => `/information/${String(r.id)}.html`,
  },
  pavilion: {
    table: pavilions,
    id: pavilions.id,
    letter: pavilions.letter,
    zh: pavilions.nameZh,
    en: pavilions.nameEn,
    updatedAt: pavilions.updatedAt,
    path: (r) => `/pavilion/${String(r.id)}.html`,
  },
  wiki: {
    table: wikiArticles,
    id: wikiArticles.id,
    letter: wikiArticles.letter,
    zh: wikiArticles.titleZh,
    en: wikiArticles.titleEn,
    updatedAt: wikiArticles.updatedAt,
    path: (r) => wikiPath({ id: r.id, categoryId: r.a, industryId: r.h, exhibitionId: r.aid }),
  },
  visa: {
    table: visas,
    id: visas.id,
    letter: visas.letter,
    zh: visas.titleZh,
    en: visas.titleEn,
    updatedAt: visas.updatedAt,
    path: (r) => `/visa/${String(r.id)}.html`,
  },
  company: {
    table: companies,
    id: companies.id,
    letter: companies.letter,
    zh: companies.nameZh,
    en: companies.nameEn,
    updatedAt: companies.updatedAt,
    path: (r) => `/company/${String(r.id)}.html`,
  },
  periodical: {
    table: periodicals,
    id: periodicals.id,
    letter: periodicals.letter,
    zh: periodicals.titleZh,
    en: periodicals.titleEn,
    updatedAt: periodicals.updatedAt,
    path: (r) => `/periodical/${String(r.id)}.html`,
  },
};

/** Per content type: total and count per letter (for /sitemap_index/ and /sitemap_{letter}/). */
export async function sitemapIndex(db: Database) {
  return Promise.all(
    (Object.keys(sources) as SitemapType[]).map(async (type) => {
      const s = sources[type];
      const rows = await db
        .select({ letter: s.letter, n: count() })
        .from(s.table)
        .where(s.extra)
        .groupBy(s.letter)
        .orderBy(asc(s.letter));
      const letters = Object.fromEntries(rows.map((r) => [String(r.letter), r.n]));
      return { type, total: rows.reduce((sum, r) => sum + r.n, 0), letters };
    }),
  );
}

/** All entries of a type (optionally one letter), by id, paged; with page path and name. */
export async function sitemapEntries(
  db: Database,
  type: SitemapType,
  query: { letter?: string | undefined; pageNum: number; pageSize: number },
  locale: Locale,
) {
  const s = sources[type];
  const conditions: SQL[] = [];
  if (s.extra !== undefined) conditions.push(s.extra);
  if (query.letter !== undefined) conditions.push(eq(s.letter, query.letter));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  // Wiki paths need the article's category, industry and exhibition; other types ignore them.
  const wikiParts =
    type === 'wiki'
      ? { a: wikiArticles.categoryId, h: wikiArticles.industryId, aid: wikiArticles.exhibitionId }
      : { a: sql<number>`0`, h: sql<number>`0`, aid: sql<number>`0` };
  const [rows, totals] = await Promise.all([
    db
      .select({ id: s.id, letter: s.letter, zh: s.zh, en: s.en, updatedAt: s.updatedAt, ...wikiParts })
      .from(s.table)
      .where(where)
      .orderBy(asc(s.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(s.table).where(where),
  ]);
  return pageOf(
    rows.map((r) => {
      const id = Number(r.id);
      return {
        id,
        path: s.path({ id, a: r.a, h: r.h, aid: r.aid }),
        name: pick(locale, String(r.zh), String(r.en)),
        letter: String(r.letter),
        updatedAt: (r.updatedAt as Date).toISOString(),
      };
    }),
    query,
    totals,
  );
}
