import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { specialEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { exhibitions, news, specialTopics } from '../../db/schema.ts';
import { notFound } from '../../server/api-error.ts';
import type { Availability } from './availability.ts';
import { kindChangeTags, specialTagRule } from './change-tags.ts';
import { recordChange } from './changes.ts';
import { must, sent, split } from './edit-values.ts';

/** Refuses a list naming an id its table does not hold (404 naming the first, at the list's input). */
async function mustAll(
  db: Database,
  table: typeof exhibitions | typeof news,
  ids: readonly number[] | undefined,
  what: 'exhibition' | 'news',
  field: string,
) {
  if (ids === undefined || ids.length === 0) return;
  const found = new Set(
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, [...ids]))
    ).map((r) => r.id),
  );
  const missing = ids.find((item) => !found.has(item));
  if (missing !== undefined) throw notFound(what, missing, field);
}

/**
 * Creates or updates a special topic; every fair and article it names must exist. Tags: the
 * topic (its page and the home page showing it carry it); the topic lists and home when it is new
 * or goes offline or back (change-tags.ts).
 */
export async function saveSpecial(
  db: Database,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof specialEditSchema>> & Availability,
  now: Date,
) {
  const before = (await must(db, specialTopics, id ?? undefined, 'specialTopic')) as
    typeof specialTopics.$inferSelect | undefined;
  await mustAll(db, exhibitions, body.exhibitionIds, 'exhibition', 'body.exhibitionIds');
  await mustAll(db, news, body.newsIds, 'news', 'body.newsIds');
  const values = {
    ...split('title', body.title),
    ...split('intro', body.intro),
    ...sent(body, ['cover', 'exhibitionIds', 'newsIds', 'offline']),
    ...(body.exhibitionIds !== undefined && { exhibitionIds: [...new Set(body.exhibitionIds)] }),
    ...(body.newsIds !== undefined && { newsIds: [...new Set(body.newsIds)] }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(specialTopics)
          .values(values as typeof specialTopics.$inferInsert)
          .returning()
      : await db.update(specialTopics).set(values).where(eq(specialTopics.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const tags = kindChangeTags(specialTagRule, before, after);
  return recordChange(db, userId, 'special', after.id, id === null ? 'create' : 'update', tags, now);
}
