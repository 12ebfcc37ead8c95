import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SitemapIndexBy, SitemapType } from '../../src/lib/contract/sitemap.ts';
import type { Database } from '../db/database.ts';
import { companies, exhibitions, news, pavilions, periodicals, visas, wikiArticles } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { wikiPath } from './wiki.ts';
import {
  companyOnline,
  fairOnline,
  periodicalOnline,
  venueOnline,
  visaOnline,
  wikiOnline,
} from './online.ts';
import { pageOf, pageOffset } from './paging.ts';

interface Source {
  table: PgTable;
  id: PgColumn;
  letter: PgColumn;
  pinyinLetter: PgColumn;
  pinyinKey: PgColumn;
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
    pinyinLetter: exhibitions.pinyinLetter,
    pinyinKey: exhibitions.pinyinKey,
    zh: exhibitions.nameZh,
    en: exhibitions.nameEn,
    updatedAt: exhibitions.updatedAt,
    extra: fairOnline,
    path: (r) => `/exhibition/${String(r.id)}.html`,
  },
  news: {
    table: news,
    id: news.id,
    letter: news.letter,
    pinyinLetter: news.pinyinLetter,
    pinyinKey: news.pinyinKey,
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
    pinyinLetter: pavilions.pinyinLetter,
    pinyinKey: pavilions.pinyinKey,
    zh: pavilions.nameZh,
    en: pavilions.nameEn,
    updatedAt: pavilions.updatedAt,
    extra: venueOnline,
    path: (r) => `/pavilion/${String(r.id)}.html`,
  },
  wiki: {
    table: wikiArticles,
    id: wikiArticles.id,
    letter: wikiArticles.letter,
    pinyinLetter: wikiArticles.pinyinLetter,
    pinyinKey: wikiArticles.pinyinKey,
    zh: wikiArticles.titleZh,
    en: wikiArticles.titleEn,
    updatedAt: wikiArticles.updatedAt,
    extra: wikiOnline,
    path: (r) => wikiPath({ id: r.id, categoryId: r.a, industryId: r.h, exhibitionId: r.aid }),
  },
  visa: {
    table: visas,
    id: visas.id,
    letter: visas.letter,
    pinyinLetter: visas.pinyinLetter,
    pinyinKey: visas.pinyinKey,
    zh: visas.titleZh,
    en: visas.titleEn,
    updatedAt: visas.updatedAt,
    path: (r) => `/visa/${String(r.id)}.html`,
    extra: visaOnline,
  },
  company: {
    table: companies,
    id: companies.id,
    letter: companies.letter,
    pinyinLetter: companies.pinyinLetter,
    pinyinKey: companies.pinyinKey,
    zh: companies.nameZh,
    en: companies.nameEn,
    updatedAt: companies.updatedAt,
    path: (r) => `/company/${String(r.id)}.html`,
    extra: companyOnline,
  },
  periodical: {
    table: periodicals,
    id: periodicals.id,
    letter: periodicals.letter,
    pinyinLetter: periodicals.pinyinLetter,
    pinyinKey: periodicals.pinyinKey,
    zh: periodicals.titleZh,
    en: periodicals.titleEn,
    updatedAt: periodicals.updatedAt,
    path: (r) => `/periodical/${String(r.id)}.html`,
    extra: periodicalOnline,
  },
};

/** The letter column of an index: the English name's first letter, or the Chinese name's pinyin initial. */
function letterColumn(s: Source, by: SitemapIndexBy): SQL<string> {
  // A row whose pinyin was not computed yet (see api/seed/pinyin-backfill.ts) counts under 0.
  return by === 'pinyin' ? sql<string>`coalesce(${s.pinyinLetter}, '0')` : sql<string>`${s.letter}`;
}

/** Per content type: total and count per letter (for /sitemap_index/ and /sitemap_{letter}/). */
export async function sitemapIndex(db: Database, by: SitemapIndexBy = 'name') {
  return Promise.all(
    (Object.keys(sources) as SitemapType[]).map(async (type) => {
      const s = sources[type];
      const letter = letterColumn(s, by);
      const rows = await db
        .select({ letter, n: count() })
        .from(s.table)
        .where(s.extra)
        .groupBy(letter)
        .orderBy(asc(letter));
      const letters = Object.fromEntries(rows.map((r) => [r.letter, r.n]));
      return { type, total: rows.reduce((sum, r) => sum + r.n, 0), letters };
    }),
  );
}

/** All entries of a type (optionally one letter), by id, paged; with page path and name. */
export async function sitemapEntries(
  db: Database,
  type: SitemapType,
  query: { letter?: string | undefined; by?: SitemapIndexBy | undefined; pageNum: number; pageSize: number },
  locale: Locale,
) {
  const s = sources[type];
  const by = query.by ?? 'name';
  const conditions: SQL[] = [];
  if (s.extra !== undefined) conditions.push(s.extra);
  if (query.letter !== undefined) conditions.push(eq(letterColumn(s, by), query.letter));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  // Wiki paths need the article's category, industry and exhibition; other types ignore them.
  const wikiParts =
    type === 'wiki'
      ? { a: wikiArticles.categoryId, h: wikiArticles.industryId, aid: wikiArticles.exhibitionId }
      : { a: sql<number>`0`, h: sql<number>`0`, aid: sql<number>`0` };
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: s.id,
        letter: s.letter,
        pinyinLetter: s.pinyinLetter,
        zh: s.zh,
        en: s.en,
        updatedAt: s.updatedAt,
        ...wikiParts,
      })
      .from(s.table)
      .where(where)
      // The Chinese index reads in pinyin order; everything else by id (stable for sitemaps).
      .orderBy(...(by === 'pinyin' ? [asc(s.pinyinKey), asc(s.id)] : [asc(s.id)]))
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
        pinyinLetter: typeof r.pinyinLetter === 'string' ? r.pinyinLetter : '0',
        updatedAt: (r.updatedAt as Date).toISOString(),
      };
    }),
    query,
    totals,
  );
}
