import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { visaEditSchema } from '../../../src/lib/contract/editor.ts';
import { visaRuleIssues } from '../../../src/lib/contract/editor-rules.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { countries, visas } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import { fieldIssue, illegalParameter } from '../../server/api-error.ts';
import type { Availability } from './availability.ts';
import { kindChange, visaTagRule } from './change-tags.ts';
import { recordChange } from './changes.ts';
import { must, sent, split } from './edit-values.ts';

type VisaBody = Partial<z.output<typeof visaEditSchema>>;

/**
 * Creates or updates a visa product; its visa area is its destination country's continent. Tags:
 * the product (its page and the list pages showing it carry it), its site-map file; the visa lists,
 * sitemap and home when it moves in them (change-tags.ts).
 */
export async function saveVisa(
  db: Database,
  userId: number,
  id: number | null,
  body: VisaBody & Availability,
  now: Date,
) {
  const before = (await must(db, visas, id ?? undefined, 'visa')) as typeof visas.$inferSelect | undefined;
  // The rules between fields, on the product as it will stand.
  const issues = visaRuleIssues({
    ...(before !== undefined && {
      validityDays: before.validityDays,
      stayDays: before.stayDays,
      refundDays: before.refundDays,
      refundLateFeePercent: before.refundLateFeePercent,
    }),
    ...body,
  });
  if (issues.length > 0)
    throw illegalParameter(issues.map((issue) => fieldIssue(`body.${issue.path}`, issue.key)));
  const country = (await must(db, countries, body.areaId, 'country', 'body.areaId')) as
    typeof countries.$inferSelect | undefined;
  const values = {
    ...split('title', body.title),
    ...(country !== undefined && { areaId: country.id, visaAreaId: country.continentId }),
    ...split('intro', body.intro),
    ...sent(body, [
      'type',
      'bizType',
      'entries',
      'validityDays',
      'stayDays',
      'processingDays',
      'priceMinor',
      'currency',
      'fees',
      'documents',
      'dailyQuota',
      'refundDays',
      'refundLateFeePercent',
      'offline',
    ]),
    ...(body.title !== undefined && { letter: letterOf(body.title.en), ...pinyinOf(body.title.zh) }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(visas)
          .values(values as typeof visas.$inferInsert)
          .returning()
      : await db.update(visas).set(values).where(eq(visas.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const change = kindChange(visaTagRule, before, after);
  const action = id === null ? 'create' : 'update';
  return recordChange(db, userId, 'visa', after.id, action, change.tags, now, change.membership);
}
