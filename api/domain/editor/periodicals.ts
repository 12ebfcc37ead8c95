import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { periodicalEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { exhibitions, periodicals } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import { kindChange, periodicalTagRule } from './change-tags.ts';
import { recordChange } from './changes.ts';
import { must, sent, split } from './edit-values.ts';

/**
 * Creates or updates a periodical; tags: the periodical, the fair it belongs to (the fair's page
 * and its edition page list it), its site-map file; the periodical lists, sitemap, home and the
 * fair before the move when it moves (change-tags.ts).
 */
export async function savePeriodical(
  db: Database,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof periodicalEditSchema>>,
  now: Date,
) {
  const before = (await must(db, periodicals, id ?? undefined, 'periodical')) as
    typeof periodicals.$inferSelect | undefined;
  await must(db, exhibitions, body.exhibitionId, 'exhibition');
  const values = {
    ...split('title', body.title),
    ...split('intro', body.intro),
    ...sent(body, ['kind', 'exhibitionId', 'year', 'cover', 'pages']),
    ...(body.title !== undefined && { letter: letterOf(body.title.en), ...pinyinOf(body.title.zh) }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(periodicals)
          .values(values as typeof periodicals.$inferInsert)
          .returning()
      : await db.update(periodicals).set(values).where(eq(periodicals.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const change = kindChange(periodicalTagRule, before, after);
  const action = id === null ? 'create' : 'update';
  return recordChange(db, userId, 'periodical', after.id, action, change.tags, now, change.membership);
}
