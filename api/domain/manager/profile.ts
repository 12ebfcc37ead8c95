import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import type { profileBodySchema } from '../../../src/lib/contract/manager.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../server/api-error.ts';
import { isUniqueViolation } from '../idempotency.ts';
import { userInfo } from '../sessions.ts';
import { apiText } from '../../server/api-messages.ts';

/** My profile: what GET /api/user/getInfo answers plus my bio. */
export async function getProfile(db: Database, userId: number) {
  return {
    ...(await userInfo(db, userId)),
    bio: (await db.select({ bio: users.bio }).from(users).where(eq(users.id, userId)))[0]?.bio ?? '',
  };
}

/** Updates my profile; an e-mail already used by another account is refused with 20003. */
export async function updateProfile(db: Database, userId: number, body: z.output<typeof profileBodySchema>) {
  try {
    await db
      .update(users)
      .set({ ...body, ...(body.email !== undefined && { email: body.email.toLowerCase() }) })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(ResponseCode.duplicatedUser, 409, apiText('apiMessage.account.emailUsed'));
    throw error;
  }
  return userInfo(db, userId);
}
