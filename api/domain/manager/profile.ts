import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import type { Locale } from '../../../src/lib/contract/locale.ts';
import type { profileBodySchema } from '../../../src/lib/contract/manager.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../server/api-error.ts';
import { apiText } from '../../server/api-messages.ts';
import { releasePendingEmail } from '../accounts.ts';
import { codeMail } from '../email-codes.ts';
import { isUniqueViolation } from '../idempotency.ts';
import { queueMail } from '../mail-outbox.ts';
import { userInfo } from '../sessions.ts';
import { consumeCode, issueCode } from '../verification-codes.ts';

// An e-mail address is a login identity (password and code logins, resets), so it is stored only
// once its owner has proved it: a change waits in `pendingEmail` for the code sent to the new
// address. Without that, anyone could claim a stranger's address before they register it.

/** My profile: what GET /api/user/getInfo answers plus my bio and a pending e-mail change. */
export async function getProfile(db: Database, userId: number) {
  const [row] = await db
    .select({ bio: users.bio, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.id, userId));
  return { ...(await userInfo(db, userId)), bio: row?.bio ?? '', pendingEmail: row?.pendingEmail ?? null };
}

/**
 * Updates my nickname, avatar and bio at once; a new e-mail address gets a code and waits for
 * it (the same answer whether or not another account uses that address).
 */
export async function updateProfile(
  db: Database,
  userId: number,
  body: z.output<typeof profileBodySchema>,
  locale: Locale,
  now: Date,
) {
  const { email, ...rest } = body;
  if (Object.keys(rest).length > 0) await db.update(users).set(rest).where(eq(users.id, userId));
  if (email !== undefined) await requestEmailChange(db, userId, email.toLowerCase(), locale, now);
  return getProfile(db, userId);
}

async function requestEmailChange(db: Database, userId: number, email: string, locale: Locale, now: Date) {
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (me?.email === email) {
    await db.update(users).set({ pendingEmail: null }).where(eq(users.id, userId));
    return;
  }
  const { code } = await issueCode(db, 'email', email, 'change', now, locale);
  await queueMail(db, { to: email, ...codeMail(locale, 'change', code), purpose: 'code:change' }, now);
  await db.update(users).set({ pendingEmail: email }).where(eq(users.id, userId));
}

/**
 * Confirms my pending e-mail change with the code sent to the new address; 20003 when another
 * account has meanwhile proved that address.
 */
export async function confirmEmailChange(db: Database, userId: number, code: string, now: Date) {
  const [me] = await db.select({ pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, userId));
  const pending = me?.pendingEmail ?? null;
  if (pending === null)
    throw new ApiError(ResponseCode.wrongCode, 409, apiText('apiMessage.account.noPendingEmail'));
  await consumeCode(db, 'email', pending, ['change'], code, now);
  try {
    await db.update(users).set({ email: pending, pendingEmail: null }).where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(ResponseCode.duplicatedUser, 409, apiText('apiMessage.account.emailUsed'));
    throw error;
  }
  await releasePendingEmail(db, pending, userId);
  return getProfile(db, userId);
}
