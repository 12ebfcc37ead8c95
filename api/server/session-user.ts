import { and, eq } from 'drizzle-orm';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { sessions, users } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import { apiText } from './api-messages.ts';
import type { AppContext } from './context.ts';
import { hashToken, tokenFromHeader } from './tokens.ts';

/** The logged-in user a request acts for. */
export interface SessionUser {
  id: number;
  role: string;
  sessionId: number;
}

/**
 * Resolves the Authorization header to a user. No token -> null. A token that is unknown or
 * revoked answers 401 (auth failed), an expired one 200016 (restart login), a blocked user 111008.
 */
export async function resolveSessionUser(
  ctx: AppContext,
  header: string | undefined,
): Promise<SessionUser | null> {
  const token = tokenFromHeader(header);
  if (token === null) return null;
  // Tokens are base64url; anything else cannot be ours and must not reach the database as-is.
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token))
    throw new ApiError(ResponseCode.authFailed, 401, apiText('apiMessage.token.malformed'));
  const rows = await ctx.db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      blocked: users.blocked,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token))))
    .limit(1);
  const row = rows[0];
  if (row?.revokedAt !== null)
    throw new ApiError(ResponseCode.authFailed, 401, apiText('apiMessage.token.unknown'));
  if (row.expiresAt.getTime() <= ctx.now().getTime())
    throw new ApiError(ResponseCode.restartLogin, 401, apiText('apiMessage.token.expired'));
  if (row.blocked)
    throw new ApiError(ResponseCode.blacklistedLogin, 403, apiText('apiMessage.account.blocked'));
  return { id: row.userId, role: row.role, sessionId: row.sessionId };
}
