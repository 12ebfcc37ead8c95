import { eq } from 'drizzle-orm';
import { cacheTags } from '../../../src/lib/contract/cache-tags.ts';
import type { z } from 'zod';
import type { companyEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { cities, companies, fairExhibitors, industries, periodicalExhibitors } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import type { Availability } from './availability.ts';
import { companyTagRule, kindChange } from './change-tags.ts';
import { recordChange } from './changes.ts';
import { must, sent, split } from './edit-values.ts';

/**
 * Creates or updates a company; tags: the company (its page, the fairs it organises, the exhibitor
 * lists it is on and the home page showing it all carry it), its site-map file; the company lists,
 * sitemap and home when it moves in them (change-tags.ts).
 */
export async function saveCompany(
  db: Database,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof companyEditSchema>> & Availability,
  now: Date,
) {
  const before =
    id === null ? undefined : ((await must(db, companies, id, 'company')) as typeof companies.$inferSelect);
  await must(db, industries, body.industryId, 'industry', 'body.industryId');
  // The country follows from the city, so an edit cannot disagree with the lookups.
  const city = (await must(db, cities, body.cityId, 'city', 'body.cityId')) as
    typeof cities.$inferSelect | undefined;
  const values = {
    ...split('name', body.name),
    ...split('intro', body.intro),
    ...(city !== undefined && { cityId: city.id, countryId: city.countryId }),
    ...sent(body, ['kind', 'industryId', 'website', 'email', 'logo', 'offline']),
    ...(body.name !== undefined && { letter: letterOf(body.name.en), ...pinyinOf(body.name.zh) }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(companies)
          .values(values as typeof companies.$inferInsert)
          .returning()
      : await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const change = kindChange(companyTagRule, before, after);
  if (before !== undefined && before.offline !== after.offline)
    change.tags.push(...(await listingTags(db, after.id)));
  const action = id === null ? 'create' : 'update';
  return recordChange(db, userId, 'company', after.id, action, change.tags, now, change.membership);
}

/**
 * The pages that list a company by entry, which an offline company leaves and its return rejoins: the
 * exhibitor directories and venue plans of the fairs it has a stand at (`exhibitors:{fair}`: every
 * page of a directory, since entries move between pages) and the periodicals printing it. A page it
 * left no longer carries its tag, so its return names these.
 */
async function listingTags(db: Database, companyId: number): Promise<string[]> {
  const [fairs, printed] = await Promise.all([
    db
      .selectDistinct({ id: fairExhibitors.exhibitionId })
      .from(fairExhibitors)
      .where(eq(fairExhibitors.companyId, companyId)),
    db
      .selectDistinct({ id: periodicalExhibitors.periodicalId })
      .from(periodicalExhibitors)
      .where(eq(periodicalExhibitors.companyId, companyId)),
  ]);
  return [
    ...fairs.map((fair) => cacheTags.exhibitors(fair.id)),
    ...printed.map((periodical) => cacheTags.periodical(periodical.id)),
  ];
}
