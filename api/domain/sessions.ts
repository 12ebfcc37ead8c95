import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, randomToken } from '../server/tokens.ts';

/** How long an access token lives. */
export const sessionSeconds = 7 * 24 * 3600;

/** Issues a new access token for a user; only its hash is stored. */
export async function createSession(db: Database, userId: number, now: Date, created?: boolean) {
  const accessToken = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(accessToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionSeconds * 1000),
  });
  return { accessToken, uid: userId, expiresIn: sessionSeconds, ...(created !== undefined && { created }) };
}

/** Revokes one session (logout). */
export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user (password reset or change). */
export async function revokeAllSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The profile of GET /api/user/getInfo. */
export async function userInfo(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (row === undefined) return null;
  return {
    id: row.id,
    openId: row.openId,
    phone: row.phone,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    role: row.role as 'member' | 'editor',
    enterpriseVerified: row.enterpriseVerified,
  };
}
