import { and, asc, eq } from 'drizzle-orm';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { CompanyMembers } from '../../src/lib/contract/company-members.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { callingCode, splitE164 } from '../../src/lib/contract/phone.ts';
import type { Database } from '../db/database.ts';
import { companies, companyMembers, users } from '../db/schema.ts';
import { refused } from '../server/api-error.ts';
import { apiText } from '../server/api-messages.ts';

// Accounts that speak for a company: an exhibitor's staff answer its meeting requests and see
// how many buyers planned to visit it. An editor links an account to a company (the seed links
// the demo exhibitor), and a member adds colleagues by the phone of their accounts
// (/manager/company-members); one company per account.

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

/** The masked phone colleagues see: its calling code, then dots, then its last four digits. */
function maskedPhone(phone: string | null): string {
  const parts = phone === null ? undefined : splitE164(phone);
  if (parts === undefined) return '';
  return `+${callingCode(parts.country)} ••••${parts.national.slice(-4)}`;
}

/** My company and its members, oldest first; no members when I belong to no company. */
export async function listCompanyMembers(
  db: Database,
  userId: number,
  locale: Locale,
): Promise<CompanyMembers> {
  const company = await companyOfMember(db, userId, locale);
  if (company === undefined) return { company: null, members: [] };
  const rows = await db
    .select({
      userId: companyMembers.userId,
      nickname: users.nickname,
      phone: users.phone,
      since: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));
  return {
    company,
    members: rows.map((row) => ({
      userId: row.userId,
      nickname: row.nickname,
      phone: maskedPhone(row.phone),
      since: row.since.toISOString(),
      me: row.userId === userId,
    })),
  };
}

/** My company; a 403 for an account that belongs to none (only a member may change the members). */
async function myCompany(db: Database, userId: number, locale: Locale) {
  const company = await companyOfMember(db, userId, locale);
  if (company === undefined)
    throw refused(apiText('apiMessage.companyMembers.notMember'), ResponseCode.error, 403);
  return company;
}

/**
 * Adds the account registered with `phone` (E.164) to my company: 403 unless I am a member, 404
 * for a phone no account has, 409 for an account already in my company or in another one.
 */
export async function addCompanyMember(
  db: Database,
  userId: number,
  phone: string,
  locale: Locale,
): Promise<CompanyMembers> {
  const company = await myCompany(db, userId, locale);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (account === undefined)
    throw refused(apiText('apiMessage.companyMembers.unknownPhone'), ResponseCode.error, 404);
  const [added] = await db
    .insert(companyMembers)
    .values({ userId: account.id, companyId: company.id })
    .onConflictDoNothing()
    .returning({ userId: companyMembers.userId });
  if (added === undefined) {
    const [existing] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, account.id));
    throw refused(
      apiText(
        existing?.companyId === company.id
          ? 'apiMessage.companyMembers.already'
          : 'apiMessage.companyMembers.otherCompany',
      ),
    );
  }
  return listCompanyMembers(db, userId, locale);
}

/**
 * Takes a member off my company (myself included, to leave it): 403 unless I am a member, 404
 * for an account not in my company, 409 for the last member (someone must answer the company's
 * meeting requests).
 */
export async function removeCompanyMember(
  db: Database,
  userId: number,
  memberId: number,
  locale: Locale,
): Promise<CompanyMembers> {
  const company = await myCompany(db, userId, locale);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const rows = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company.id))
      .for('update');
    if (!rows.some((row) => row.userId === memberId))
      throw refused(apiText('apiMessage.companyMembers.notInCompany'), ResponseCode.error, 404);
    if (rows.length === 1) throw refused(apiText('apiMessage.companyMembers.last'));
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.userId, memberId), eq(companyMembers.companyId, company.id)));
  });
  return listCompanyMembers(db, userId, locale);
}
