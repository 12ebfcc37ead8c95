import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { cities, companies, industries } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
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
  body: Partial<z.output<typeof companyEditSchema>>,
  now: Date,
) {
  const before =
    id === null ? undefined : ((await must(db, companies, id, 'company')) as typeof companies.$inferSelect);
  await must(db, industries, body.industryId, 'industry');
  // The country follows from the city, so an edit cannot disagree with the lookups.
  const city = (await must(db, cities, body.cityId, 'city')) as typeof cities.$inferSelect | undefined;
  const values = {
    ...split('name', body.name),
    ...split('intro', body.intro),
    ...(city !== undefined && { cityId: city.id, countryId: city.countryId }),
    ...sent(body, ['kind', 'industryId', 'website', 'email', 'logo']),
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
  return recordChange(
    db,
    userId,
    'company',
    after.id,
    id === null ? 'create' : 'update',
    change.tags,
    now,
    change.membership,
  );
}
