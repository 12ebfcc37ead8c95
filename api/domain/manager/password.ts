import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import type { passwordChangeBodySchema } from '../../../src/lib/contract/manager.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../server/api-error.ts';
import type { Locale } from '../../../src/lib/contract/locale.ts';
import { replacePassword } from '../accounts.ts';
import type { HashGate } from '../hash-gate.ts';
import { verifyPassword } from '../passwords.ts';
import { apiText } from '../../server/api-messages.ts';

/**
 * Changes my password and ends every session of the account, this one included. The old password
 * is required only when the account has one (an SMS or WeChat account sets its first).
 */
export async function changePassword(
  db: Database,
  hashGate: HashGate,
  userId: number,
  body: z.output<typeof passwordChangeBodySchema>,
  locale: Locale,
  now: Date,
): Promise<null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (
    row?.passwordHash != null &&
    (body.oldPassword === undefined ||
      !(await hashGate.run(() => verifyPassword(body.oldPassword ?? '', row.passwordHash ?? ''), locale)))
  )
    throw new ApiError(ResponseCode.error, 400, apiText('apiMessage.account.oldPasswordWrong'));
  await replacePassword(db, hashGate, userId, body.newPassword, locale, now);
  return null;
}
