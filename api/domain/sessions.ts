import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, randomToken } from '../server/tokens.ts';

/** How long an access token's session lives at most, from the login. */
const sessionSeconds = 7 * 24 * 3600;
/** A member's session unused for this long is over (the next request answers 200016, restart login). */
export const idleSeconds = 2 * 3600;
/**
 * An editor's session idles out sooner: an unattended console can publish to every visitor, so a
 * forgotten tab must not stay able to.
 */
export const editorIdleSeconds = 30 * 60;
/** A token older than this is replaced on its next use through the portal's proxy. */
export const rotateAfterSeconds = 15 * 60;
/** How long a replaced token still works, so requests sent in parallel with it do not fail. */
export const rotationGraceSeconds = 60;
/** lastUsedAt is written at most this often (a page view makes several calls). */
const touchEverySeconds = 30;

/** Issues a new access token for a user; only its hash is stored. */
export async function createSession(db: Database, userId: number, now: Date, created?: boolean) {
  const accessToken = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(accessToken),
    createdAt: now,
    tokenIssuedAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + sessionSeconds * 1000),
  });
  return { accessToken, uid: userId, expiresIn: sessionSeconds, ...(created !== undefined && { created }) };
}

/** The session a token belongs to: its current token, or the one it replaced within the grace. */
export async function findSessionByToken(db: Database, token: string, now: Date) {
  const hash = hashToken(token);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      blocked: users.blocked,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastUsedAt: sessions.lastUsedAt,
      tokenIssuedAt: sessions.tokenIssuedAt,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      address: sessions.address,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      or(
        eq(sessions.tokenHash, hash),
        and(eq(sessions.previousTokenHash, hash), gt(sessions.previousValidUntil, now)),
      ),
    )
    .limit(1);
  if (row === undefined) return undefined;
  return { ...row, current: row.tokenHash === hash };
}

/** The idle timeout of a session of a user with this role, in seconds. */
function idleSecondsOf(role: string): number {
  return role === 'editor' ? editorIdleSeconds : idleSeconds;
}

/** True when a session of a user with this role has gone unused longer than its idle timeout. */
export function isIdle(lastUsedAt: Date, now: Date, role: string): boolean {
  return now.getTime() - lastUsedAt.getTime() > idleSecondsOf(role) * 1000;
}

/** Records a use of a session (idle timeout, the member's session list); rare writes only. */
export async function touchSession(
  db: Database,
  session: { sessionId: number; lastUsedAt: Date; userAgent: string; address: string },
  client: { userAgent: string; address: string },
  now: Date,
): Promise<void> {
  const stale = now.getTime() - session.lastUsedAt.getTime() >= touchEverySeconds * 1000;
  if (!stale && session.userAgent === client.userAgent && session.address === client.address) return;
  await db
    .update(sessions)
    .set({ lastUsedAt: now, userAgent: client.userAgent, address: client.address })
    .where(eq(sessions.id, session.sessionId));
}

/**
 * Replaces a session's token when it is older than rotateAfterSeconds and `token` is the
 * current one; the old token works for rotationGraceSeconds more. Two requests racing with the
 * same token rotate once (the update is conditional on the hash). Returns the new token and the
 * seconds the session has left, or null when nothing was rotated.
 */
export async function rotateSession(
  db: Database,
  session: { sessionId: number; tokenHash: string; tokenIssuedAt: Date; expiresAt: Date; current: boolean },
  now: Date,
): Promise<{ accessToken: string; expiresIn: number } | null> {
  if (!session.current) return null;
  if (now.getTime() - session.tokenIssuedAt.getTime() < rotateAfterSeconds * 1000) return null;
  const accessToken = randomToken();
  const changed = await db
    .update(sessions)
    .set({
      tokenHash: hashToken(accessToken),
      previousTokenHash: session.tokenHash,
      previousValidUntil: new Date(now.getTime() + rotationGraceSeconds * 1000),
      tokenIssuedAt: now,
    })
    .where(and(eq(sessions.id, session.sessionId), eq(sessions.tokenHash, session.tokenHash)))
    .returning({ id: sessions.id });
  if (changed.length === 0) return null;
  const expiresIn = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
  return { accessToken, expiresIn };
}

/** A member's sessions still in use, the current one first (GET /api/manager/sessions). */
export async function listSessions(db: Database, userId: number, currentSessionId: number, now: Date) {
  const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const role = owner?.role ?? 'member';
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  // This device first, then the others by their last use.
  return rows
    .filter((row) => !isIdle(row.lastUsedAt, now, role))
    .sort((a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId))
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      userAgent: row.userAgent,
      address: row.address,
      current: row.id === currentSessionId,
    }));
}

/** Revokes one of a member's own sessions; false when it is not theirs or already over. */
export async function revokeOwnSession(
  db: Database,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return changed.length > 0;
}

/** Revokes every session of a member but the one asking ("log out everywhere else"); returns how many. */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  currentSessionId: number,
  now: Date,
): Promise<number> {
  const changed = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return changed.length;
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
    role: row.role as 'member' | 'editor' | 'staff',
    enterpriseVerified: row.enterpriseVerified,
  };
}

/** Records who a just-issued token was issued to (the session list's first row for it). */
export async function describeNewSession(
  db: Database,
  accessToken: string,
  client: { userAgent: string; address: string },
): Promise<void> {
  await db
    .update(sessions)
    .set({ userAgent: client.userAgent, address: client.address })
    .where(eq(sessions.tokenHash, hashToken(accessToken)));
}
