import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { findSessionByToken, isIdle, rotateSession, touchSession } from '../domain/sessions.ts';
import { userAgentSummary } from '../domain/user-agent-summary.ts';
import { ApiError } from './api-error.ts';
import { apiText } from './api-messages.ts';
import type { AppContext } from './context.ts';
import { tokenFromHeader } from './tokens.ts';

/** The logged-in user a request acts for. */
export interface SessionUser {
  id: number;
  role: string;
  sessionId: number;
  /** A token that replaced the one sent (rotation on use), for the answer's headers. */
  rotated?: { accessToken: string; expiresIn: number };
}

/** Who sent the request, as the session list shows it; `rotate` when the caller can store a new token. */
export interface SessionClient {
  userAgent: string | undefined;
  address: string;
  rotate: boolean;
}

/**
 * Resolves the Authorization header to a user. No token -> null. A token that is unknown or
 * revoked answers 401 (auth failed), an expired or idle one 200016 (restart login), a blocked
 * user 111008. A valid use is recorded (idle timeout) and, when the caller asked, may rotate the
 * token.
 */
export async function resolveSessionUser(
  ctx: AppContext,
  header: string | undefined,
  client: SessionClient = { userAgent: undefined, address: '', rotate: false },
): Promise<SessionUser | null> {
  const token = tokenFromHeader(header);
  if (token === null) return null;
  // Tokens are base64url; anything else cannot be ours and must not reach the database as-is.
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token))
    throw new ApiError(ResponseCode.authFailed, 401, apiText('apiMessage.token.malformed'));
  const now = ctx.now();
  const row = await findSessionByToken(ctx.db, token, now);
  if (row?.revokedAt !== null)
    throw new ApiError(ResponseCode.authFailed, 401, apiText('apiMessage.token.unknown'));
  if (row.expiresAt.getTime() <= now.getTime() || isIdle(row.lastUsedAt, now, row.role))
    throw new ApiError(ResponseCode.restartLogin, 401, apiText('apiMessage.token.expired'));
  if (row.blocked)
    throw new ApiError(ResponseCode.blacklistedLogin, 403, apiText('apiMessage.account.blocked'));
  await touchSession(
    ctx.db,
    row,
    { userAgent: userAgentSummary(client.userAgent), address: client.address },
    now,
  );
  const rotated = client.rotate ? await rotateSession(ctx.db, row, now) : null;
  return {
    id: row.userId,
    role: row.role,
    sessionId: row.sessionId,
    ...(rotated !== null && { rotated }),
  };
}
