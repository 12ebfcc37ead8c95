import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { Locale } from '../server/locale.ts';
import type { HashGate } from './hash-gate.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * Stores a new password (hashed through the gate) and ends every session of the account: a
 * reset or a change must log out whoever knew the old one.
 */
export async function replacePassword(
  db: Database,
  hashGate: HashGate,
  userId: number,
  password: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashGate.run(() => hashPassword(password), locale) })
    .where(eq(users.id, userId));
  await revokeAllSessions(db, userId, now);
}
