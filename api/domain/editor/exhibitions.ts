import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cacheTags } from '../../../src/lib/contract/cache-tags.ts';
import type { exhibitionEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow, itemAt } from '../../db/rows.ts';
import { companies, exhibitions, industries, pavilions } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import { fieldIssue, illegalParameter } from '../../server/api-error.ts';
import type { Availability } from './availability.ts';
import { recordChange } from './changes.ts';
import { must, placeOf, sent, split } from './edit-values.ts';

/** Creates or updates an exhibition; tags: the fair, its old and new venue and organiser, lists, sitemap, home. */
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
  const sub = (await must(db, industries, body.subIndustryId, 'subIndustry')) as
    typeof industries.$inferSelect | undefined;
  if (sub?.parentId === null)
    throw illegalParameter([fieldIssue('body.subIndustryId', 'apiMessage.editor.topLevelIndustry')]);
  const place = await placeOf(db, body.cityId);
  await must(db, pavilions, body.pavilionId, 'pavilion');
  await must(db, companies, body.organiserId, 'organiser');
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
  const tags = [
    cacheTags.exhibition(after.id),
    cacheTags.list('exhibition'),
    cacheTags.sitemap,
    cacheTags.home,
    cacheTags.pavilion(after.pavilionId),
    cacheTags.company(after.organiserId),
  ];
  if (before !== undefined)
    tags.push(cacheTags.pavilion(before.pavilionId), cacheTags.company(before.organiserId));
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

/**
 * The columns the exhibition lists filter or sort on (GET /api/exhibitions: the list pages, a
 * venue's and an organiser's fairs, top 100, free tickets): a change to one of them may move the
 * fair in or out of a list page or within one. Names, texts, pictures and figures are shown, not
 * sorted on. A new name moves the fair in the letter index and site maps, which every change
 * touches anyway (`sitemap`).
 */
const listedColumns = [
  'industryId',
  'subIndustryId',
  'continentId',
  'countryId',
  'cityId',
  'pavilionId',
  'organiserId',
  'startDate',
  'endDate',
  'views',
  'status',
  'offline',
] as const satisfies readonly (keyof typeof exhibitions.$inferSelect)[];

/** Whether an update changed a column lists filter or sort on. */
function movesInLists(
  before: typeof exhibitions.$inferSelect,
  after: typeof exhibitions.$inferSelect,
): boolean {
  return listedColumns.some((column) => before[column] !== after[column]);
}
