import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../../src/lib/contract/editor-publish.ts';
import type { Database } from '../../db/database.ts';
import { auditLog, users } from '../../db/schema.ts';
import { pageOf, pageOffset, type Page } from '../paging.ts';

// The audit log: every editor action (save, restore, offline, online, schedule, upload, login)
// with who, what, when and the client's address as api/server/client-address.ts resolved it.
// Written in the action's own transaction where it has one, so a refused action leaves no entry.

/** What an entry's detail may hold: small values naming what the action touched, never saved text. */
export type AuditDetail = Record<string, string | number | boolean | null>;

/** One action to record. */
export interface AuditInput {
  userId: number;
  action: AuditAction;
  entity?: string | undefined;
  entityId?: number | undefined;
  detail?: AuditDetail;
  address: string;
  now: Date;
}

/** Records one editor action. */
export async function recordAudit(db: Database, input: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    userId: input.userId,
    action: input.action,
    entity: input.entity ?? null,
    entityId: input.entityId ?? null,
    detail: input.detail ?? {},
    address: input.address,
    createdAt: input.now,
  });
}

/** Records a login when the account is an editor's (members' logins are not editor actions). */
export async function auditEditorLogin(
  db: Database,
  userId: number,
  address: string,
  now: Date,
): Promise<void> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role === 'editor') await recordAudit(db, { userId, action: 'login', address, now });
}

/** Filters of the audit list (0 or absent: any). */
export interface AuditQuery extends Page {
  userId: number;
  action?: AuditAction | undefined;
  entity?: string | undefined;
  entityId: number;
  since?: string | undefined;
  until?: string | undefined;
}

/** The audit log, newest first. */
export async function listAudit(db: Database, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.userId > 0) conditions.push(eq(auditLog.userId, query.userId));
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action));
  if (query.entity !== undefined) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId > 0) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.since !== undefined) conditions.push(gte(auditLog.createdAt, new Date(query.since)));
  if (query.until !== undefined) conditions.push(lte(auditLog.createdAt, new Date(query.until)));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        userId: auditLog.userId,
        editor: users.nickname,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        detail: auditLog.detail,
        address: auditLog.address,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const records: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    editor: row.editor ?? '',
    action: row.action as AuditAction,
    entity: row.entity,
    entityId: row.entityId,
    detail: row.detail as AuditDetail,
    address: row.address,
    at: row.createdAt.toISOString(),
  }));
  return pageOf(records, query, totals);
}
