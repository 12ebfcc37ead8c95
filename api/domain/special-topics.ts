import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { specialTopics } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { exhibitionSummariesByIds } from './exhibitions.ts';
import { newsSummariesByIds } from './news.ts';
import { specialOnline } from './online.ts';

/** A special topic with its curated fairs and news. */
export async function getSpecialTopic(db: Database, id: number, locale: Locale, today: Date) {
  const [row] = await db
    .select()
    .from(specialTopics)
    .where(and(eq(specialTopics.id, id), specialOnline));
  if (row === undefined) throw notFound('specialTopic', id);
  const [fairs, articles] = await Promise.all([
    exhibitionSummariesByIds(db, row.exhibitionIds as number[], locale, today),
    newsSummariesByIds(db, row.newsIds as number[], locale),
  ]);
  return {
    id: row.id,
    title: pick(locale, row.titleZh, row.titleEn),
    intro: pick(locale, row.introZh, row.introEn),
    cover: row.cover,
    exhibitions: fairs,
    news: articles,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** All special topics (id and title). */
export async function listSpecialTopics(db: Database, locale: Locale) {
  const rows = await db
    .select({
      id: specialTopics.id,
      titleZh: specialTopics.titleZh,
      titleEn: specialTopics.titleEn,
      cover: specialTopics.cover,
    })
    .from(specialTopics)
    .where(specialOnline)
    .orderBy(asc(specialTopics.id));
  return rows.map((r) => ({ id: r.id, title: pick(locale, r.titleZh, r.titleEn), cover: r.cover }));
}
