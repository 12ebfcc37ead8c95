import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { exhibitionEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow, itemAt } from '../../db/rows.ts';
import { companies, exhibitions, industries, pavilions } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import { fieldIssue, illegalParameter } from '../../server/api-error.ts';
import type { Availability } from './availability.ts';
import { recordChange } from './changes.ts';
import { exhibitionChangeTags, movesInLists } from './exhibition-tags.ts';
import { must, placeOf, sent, split } from './edit-values.ts';

/** Creates or updates an exhibition, answering the cache tags of the change (exhibition-tags.ts). */
export async function saveExhibition(
  db: Database,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof exhibitionEditSchema>> & Availability,
  now: Date,
) {
  const before =
    id === null
      ? undefined
      : ((await must(db, exhibitions, id, 'exhibition')) as typeof exhibitions.$inferSelect);
  const sub = (await must(db, industries, body.subIndustryId, 'subIndustry', 'body.subIndustryId')) as
    typeof industries.$inferSelect | undefined;
  if (sub?.parentId === null)
    throw illegalParameter([fieldIssue('body.subIndustryId', 'apiMessage.editor.topLevelIndustry')]);
  const place = await placeOf(db, body.cityId);
  await must(db, pavilions, body.pavilionId, 'pavilion', 'body.pavilionId');
  await must(db, companies, body.organiserId, 'organiser', 'body.organiserId');
  const startDate = body.startDate ?? before?.startDate;
  const endDate = body.endDate ?? before?.endDate;
  if (startDate !== undefined && endDate !== undefined && endDate < startDate)
    throw illegalParameter([fieldIssue('body.endDate', 'apiMessage.editor.endBeforeStart')]);
  const values = {
    ...split('name', body.name),
    ...split('intro', body.intro),
    ...split('scope', body.scope),
    ...(sub !== undefined && { subIndustryId: sub.id, industryId: sub.parentId }),
    ...place,
    ...sent(body, [
      'shortName',
      'pavilionId',
      'organiserId',
      'startDate',
      'endDate',
      'frequency',
      'areaSqm',
      'exhibitors',
      'visitors',
      'offline',
    ]),
    // One picture is stored as its address, several as a JSON list (what the list pages read).
    ...(body.images !== undefined && {
      images: body.images.length === 1 ? itemAt(body.images, 0) : JSON.stringify(body.images),
    }),
    ...(body.name !== undefined && { letter: letterOf(body.name.en), ...pinyinOf(body.name.zh) }),
    updatedAt: now,
  };
  const [row] =
    before === undefined
      ? await db
          .insert(exhibitions)
          .values(values as typeof exhibitions.$inferInsert)
          .returning()
      : await db.update(exhibitions).set(values).where(eq(exhibitions.id, before.id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const tags = exhibitionChangeTags(before, after);
  return recordChange(
    db,
    userId,
    'exhibition',
    after.id,
    before === undefined ? 'create' : 'update',
    tags,
    now,
    before === undefined || movesInLists(before, after),
  );
}
