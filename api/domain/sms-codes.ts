import { desc, eq } from 'drizzle-orm';
import type { Locale } from '../../src/lib/contract/locale.ts';
import type { Database } from '../db/database.ts';
import { smsOutbox } from '../db/schema.ts';
import { consumeCode, issueCode } from './verification-codes.ts';

// SMS codes: the verification-code rules (verification-codes.ts) on the SMS channel, keyed by
// the phone as E.164. There is no SMS provider here: in dev and test the code goes to the
// outbox table, elsewhere only its hash is kept.

/** Issues an SMS code for a phone (E.164) and purpose under the limits; dev and test write the outbox. */
export async function issueSmsCode(
  db: Database,
  phone: string,
  purpose: string,
  now: Date,
  writeOutbox: boolean,
  locale: Locale = 'zh',
): Promise<{ expiresIn: number; retryAfter: number }> {
  const { code, expiresIn, retryAfter } = await issueCode(db, 'sms', phone, purpose, now, locale);
  if (writeOutbox) await db.insert(smsOutbox).values({ phone, purpose, code, createdAt: now });
  return { expiresIn, retryAfter };
}

/** Consumes the latest live SMS code of the phone for one of the purposes (20008 otherwise). */
export function consumeSmsCode(
  db: Database,
  phone: string,
  purposes: readonly string[],
  code: string,
  now: Date,
): Promise<string> {
  return consumeCode(db, 'sms', phone, purposes, code, now);
}

/** The dev/test outbox: codes "sent" to a phone (E.164), newest first. */
export async function readOutbox(db: Database, phone: string | undefined) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone === undefined ? undefined : eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(20);
  return rows.map((r) => ({
    phone: r.phone,
    purpose: r.purpose,
    code: r.code,
    createdAt: r.createdAt.toISOString(),
  }));
}
