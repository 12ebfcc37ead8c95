import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { myNewsBodySchema } from '../../../src/lib/contract/manager.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { industries, news, newsTypes } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import { notFound } from '../../server/api-error.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import { deletedOrNotFound } from './owned-rows.ts';

/** Articles I submitted. */
export async function listMyNews(db: Database, userId: number, locale: Locale) {
  const rows = await db.select().from(news).where(eq(news.authorUserId, userId)).orderBy(desc(news.id));
  return rows.map((r) => ({
    id: r.id,
    title: pick(locale, r.titleZh, r.titleEn),
    status: r.status as 'pending',
    createdAt: r.publishedAt.toISOString(),
  }));
}

/** Submits an article for review; both language columns hold the text until an editor translates it. */
export async function submitNews(
  db: Database,
  userId: number,
  body: z.output<typeof myNewsBodySchema>,
  now: Date,
) {
  const [[industry], [type]] = await Promise.all([
    db.select({ id: industries.id }).from(industries).where(eq(industries.id, body.industryId)),
    db.select({ id: newsTypes.id }).from(newsTypes).where(eq(newsTypes.id, body.typeId)),
  ]);
  if (industry === undefined) throw notFound('industry', body.industryId);
  if (type === undefined) throw notFound('newsType', body.typeId);
  const [row] = await db
    .insert(news)
    .values({
      typeId: body.typeId,
      industryId: body.industryId,
      authorUserId: userId,
      status: 'pending',
      titleZh: body.title,
      titleEn: body.title,
      summaryZh: body.summary,
      summaryEn: body.summary,
      bodyZh: body.body,
      bodyEn: body.body,
      cover: '',
      source: 'user',
      publishedAt: now,
      letter: letterOf(body.title),
      ...pinyinOf(body.title),
      updatedAt: now,
    })
    .returning();
  const r = firstRow(row === undefined ? [] : [row]);
  return { id: r.id, title: body.title, status: 'pending' as const, createdAt: now.toISOString() };
}

/** Withdraws one of my articles. */
export async function deleteMyNews(db: Database, userId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(news)
    .where(and(eq(news.id, id), eq(news.authorUserId, userId)))
    .returning({ id: news.id });
  return deletedOrNotFound(deleted, 'news', id);
}
