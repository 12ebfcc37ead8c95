import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { companies, companyMembers } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';

// Accounts that speak for a company: an exhibitor's staff answer its meeting requests and see
// how many buyers planned to visit it. An editor links an account to a company (the seed links
// the demo exhibitor); one company per account.

/** The company an account belongs to, or undefined. */
export async function companyOfMember(
  db: Database,
  userId: number,
  locale: Locale,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, nameZh: companies.nameZh, nameEn: companies.nameEn })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row === undefined ? undefined : { id: row.id, name: pick(locale, row.nameZh, row.nameEn) };
}

/** Whether any account speaks for the company (someone must be there to answer a request). */
export async function companyHasMembers(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .limit(1);
  return row !== undefined;
}
