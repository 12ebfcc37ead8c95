import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cacheTags } from '../../../src/lib/contract/cache-tags.ts';
import type { editionEditSchema } from '../../../src/lib/contract/editor.ts';
import { dateOrderIssues } from '../../../src/lib/contract/editor-rules.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { exhibitionEditions, exhibitions } from '../../db/schema.ts';
import { fieldIssue, illegalParameter } from '../../server/api-error.ts';
import type { Availability } from './availability.ts';
import { recordChange } from './changes.ts';
import { must, sent, split } from './edit-values.ts';

// An edition is part of its fair: the fair's page lists it and its own page carries the fair's
// tag, so a save re-renders the fair's pages (before and after a move to another fair). Its own
// tag names its page, which a rebuild then renders even when the last export lacks it (a new
// edition, or one back online). Taken offline on its own (its `offline` column), its page answers
// 404 and its fair's pages leave it out (api/domain/online.ts); taking the fair offline takes its
// edition pages with it.

/** Creates or updates an edition of a fair, or takes it offline or back; refuses an end before its start. */
export async function saveEdition(
  db: Database,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof editionEditSchema>> & Availability,
  now: Date,
) {
  const before = (await must(db, exhibitionEditions, id ?? undefined, 'edition')) as
    typeof exhibitionEditions.$inferSelect | undefined;
  await must(db, exhibitions, body.exhibitionId, 'exhibition', 'body.exhibitionId');
  const issues = dateOrderIssues({
    startDate: body.startDate ?? before?.startDate,
    endDate: body.endDate ?? before?.endDate,
  });
  if (issues.length > 0)
    throw illegalParameter(issues.map((issue) => fieldIssue(`body.${issue.path}`, issue.key)));
  const values = {
    ...split('summary', body.summary),
    ...sent(body, [
      'exhibitionId',
      'edition',
      'year',
      'startDate',
      'endDate',
      'exhibitors',
      'visitors',
      'areaSqm',
      'offline',
    ]),
  };
  const [row] =
    id === null
      ? await db
          .insert(exhibitionEditions)
          .values(values as typeof exhibitionEditions.$inferInsert)
          .returning()
      : await db.update(exhibitionEditions).set(values).where(eq(exhibitionEditions.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const tags = [cacheTags.edition(after.id), cacheTags.exhibition(after.exhibitionId)];
  if (before !== undefined && before.exhibitionId !== after.exhibitionId)
    tags.push(cacheTags.exhibition(before.exhibitionId));
  return recordChange(db, userId, 'edition', after.id, id === null ? 'create' : 'update', tags, now);
}
