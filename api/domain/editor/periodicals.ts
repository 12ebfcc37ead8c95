import { eq } from 'drizzle-orm';
import { cacheTags } from '../../../src/lib/contract/cache-tags.ts';
import type { z } from 'zod';
import type { periodicalEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { exhibitions, periodicalExhibitors, periodicals } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import type { Availability } from './availability.ts';
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
  body: Partial<z.output<typeof periodicalEditSchema>> & Availability,
  now: Date,
) {
  const before = (await must(db, periodicals, id ?? undefined, 'periodical')) as
    typeof periodicals.$inferSelect | undefined;
  await must(db, exhibitions, body.exhibitionId, 'exhibition', 'body.exhibitionId');
  const values = {
    ...split('title', body.title),
    ...split('intro', body.intro),
    ...sent(body, ['kind', 'exhibitionId', 'year', 'cover', 'pages', 'offline']),
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
  // The company pages linking it as a printed directory: one it left no longer carries its fair's
  // tag (when the company has no stand there), so going offline and coming back name them.
  if (before !== undefined && before.offline !== after.offline) {
    const printed = await db
      .selectDistinct({ id: periodicalExhibitors.companyId })
      .from(periodicalExhibitors)
      .where(eq(periodicalExhibitors.periodicalId, after.id));
    change.tags.push(...printed.map((company) => cacheTags.company(company.id)));
  }
  const action = id === null ? 'create' : 'update';
  return recordChange(db, userId, 'periodical', after.id, action, change.tags, now, change.membership);
}
