import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { newsEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { exhibitions, industries, news, newsTypes } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import { kindChange, newsTagRule } from './change-tags.ts';
import { recordChange } from './changes.ts';
import { must, sent, split } from './edit-values.ts';

/**
 * Creates or updates (publishes, rejects) news; tags: the article and its HTML fragment (the pages
 * showing it carry its tag), its site-map file; lists, sitemap and home when it moves in them
 * (change-tags.ts).
 */
export async function saveNews(
  db: Database,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof newsEditSchema>>,
  now: Date,
) {
  const before = (await must(db, news, id ?? undefined, 'news')) as typeof news.$inferSelect | undefined;
  await must(db, newsTypes, body.typeId, 'newsType', 'body.typeId');
  await must(db, industries, body.industryId, 'industry', 'body.industryId');
  await must(db, exhibitions, body.exhibitionId ?? undefined, 'exhibition', 'body.exhibitionId');
  const values = {
    ...split('title', body.title),
    ...split('summary', body.summary),
    ...split('body', body.body),
    ...sent(body, ['typeId', 'industryId', 'exhibitionId', 'cover', 'source', 'link', 'status']),
    ...(body.title !== undefined && { letter: letterOf(body.title.en), ...pinyinOf(body.title.zh) }),
    ...(id === null && { publishedAt: now }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(news)
          .values(values as typeof news.$inferInsert)
          .returning()
      : await db.update(news).set(values).where(eq(news.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const change = kindChange(newsTagRule, before, after);
  return recordChange(
    db,
    userId,
    'news',
    after.id,
    id === null ? 'create' : 'update',
    change.tags,
    now,
    change.membership,
  );
}
