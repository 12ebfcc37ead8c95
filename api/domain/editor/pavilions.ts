import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { pavilionEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { pavilions } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import type { Availability } from './availability.ts';
import { kindChange, pavilionTagRule } from './change-tags.ts';
import { recordChange } from './changes.ts';
import { must, placeOf, sent, split } from './edit-values.ts';

/**
 * Creates or updates a convention centre; tags: the venue (its pages, its fairs' pages and the fair
 * lists showing them carry it), its site-map file; lists, sitemap and home when it moves in them.
 */
export async function savePavilion(
  db: Database,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof pavilionEditSchema>> & Availability,
  now: Date,
) {
  const before =
    id === null ? undefined : ((await must(db, pavilions, id, 'pavilion')) as typeof pavilions.$inferSelect);
  const place = await placeOf(db, body.cityId);
  const values = {
    ...split('name', body.name),
    ...split('address', body.address),
    ...split('intro', body.intro),
    ...place,
    ...sent(body, ['lat', 'lng', 'areaSqm', 'halls', 'website', 'image', 'offline']),
    ...(body.name !== undefined && { letter: letterOf(body.name.en), ...pinyinOf(body.name.zh) }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(pavilions)
          .values(values as typeof pavilions.$inferInsert)
          .returning()
      : await db.update(pavilions).set(values).where(eq(pavilions.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const change = kindChange(pavilionTagRule, before, after);
  return recordChange(
    db,
    userId,
    'pavilion',
    after.id,
    id === null ? 'create' : 'update',
    change.tags,
    now,
    change.membership,
  );
}
