import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { wikiEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { exhibitions, industries, wikiArticles, wikiCategories } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import type { Availability } from './availability.ts';
import { kindChange, wikiTagRule } from './change-tags.ts';
import { recordChange } from './changes.ts';
import { must, sent, split } from './edit-values.ts';

/**
 * Creates or updates a wiki article; tags: the article (the lists and articles showing it carry
 * it), its site-map file; lists, sitemap and home when it moves in them (change-tags.ts).
 */
export async function saveWiki(
  db: Database,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof wikiEditSchema>> & Availability,
  now: Date,
) {
  const before = (await must(db, wikiArticles, id ?? undefined, 'wikiArticle')) as
    typeof wikiArticles.$inferSelect | undefined;
  await must(db, wikiCategories, body.categoryId, 'wikiCategory', 'body.categoryId');
  await must(db, industries, body.industryId, 'industry', 'body.industryId');
  // 0 is "no related fair", not an id to check.
  if (body.exhibitionId !== undefined && body.exhibitionId > 0)
    await must(db, exhibitions, body.exhibitionId, 'exhibition', 'body.exhibitionId');
  const values = {
    ...split('title', body.title),
    ...split('summary', body.summary),
    ...split('body', body.body),
    ...sent(body, ['categoryId', 'industryId', 'exhibitionId', 'offline']),
    ...(body.title !== undefined && { letter: letterOf(body.title.en), ...pinyinOf(body.title.zh) }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(wikiArticles)
          .values(values as typeof wikiArticles.$inferInsert)
          .returning()
      : await db.update(wikiArticles).set(values).where(eq(wikiArticles.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const change = kindChange(wikiTagRule, before, after);
  return recordChange(
    db,
    userId,
    'wiki',
    after.id,
    id === null ? 'create' : 'update',
    change.tags,
    now,
    change.membership,
  );
}
