import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cacheTags } from '../../../src/lib/contract/cache-tags.ts';
import type { visaEditSchema } from '../../../src/lib/contract/editor.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { countries, visas } from '../../db/schema.ts';
import { letterOf, pinyinOf } from '../../seed/letters.ts';
import { fieldIssue, illegalParameter, type FieldIssue } from '../../server/api-error.ts';
import type { Availability } from './availability.ts';
import { recordChange } from './changes.ts';
import { must, sent, split } from './edit-values.ts';

type VisaBody = Partial<z.output<typeof visaEditSchema>>;

/**
 * The rules between a visa's fields, on the product as it will stand (the stored row under the
 * sent fields): a stay no longer than the visa is valid, each fee and each applicant kind's
 * document once, and a late-refund fee only with a refund deadline.
 */
function crossFieldIssues(body: VisaBody, before: typeof visas.$inferSelect | undefined): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stay = body.stayDays ?? before?.stayDays;
  const validity = body.validityDays ?? before?.validityDays;
  if (stay !== undefined && validity !== undefined && stay > validity)
    issues.push(fieldIssue('body.stayDays', 'apiMessage.editor.stayOverValidity'));
  if (body.fees !== undefined && new Set(body.fees.map((f) => f.code)).size !== body.fees.length)
    issues.push(fieldIssue('body.fees', 'apiMessage.editor.listTwice'));
  if (
    body.documents !== undefined &&
    new Set(body.documents.map((d) => `${d.applicantKind}/${d.code}`)).size !== body.documents.length
  )
    issues.push(fieldIssue('body.documents', 'apiMessage.editor.listTwice'));
  const days = body.refundDays === undefined ? before?.refundDays : body.refundDays;
  const fee =
    body.refundLateFeePercent === undefined ? before?.refundLateFeePercent : body.refundLateFeePercent;
  if ((days ?? null) === null && (fee ?? null) !== null)
    issues.push(fieldIssue('body.refundLateFeePercent', 'apiMessage.editor.lateFeeWithoutDeadline'));
  return issues;
}

/**
 * Creates or updates a visa product; its visa area is its destination country's continent. Tags: the product's page, the visa lists (and the home page's) and the sitemap.
 */
export async function saveVisa(
  db: Database,
  userId: number,
  id: number | null,
  body: VisaBody & Availability,
  now: Date,
) {
  const before = (await must(db, visas, id ?? undefined, 'visa')) as typeof visas.$inferSelect | undefined;
  const issues = crossFieldIssues(body, before);
  if (issues.length > 0) throw illegalParameter(issues);
  const country = (await must(db, countries, body.areaId, 'country')) as
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
  const tags = [cacheTags.visa(after.id), cacheTags.list('visa'), cacheTags.home, cacheTags.sitemap];
  return recordChange(db, userId, 'visa', after.id, id === null ? 'create' : 'update', tags, now);
}
