import { and, asc, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { EditableEntity } from '../../../src/lib/contract/editor-reads.ts';
import type { ScheduledAction } from '../../../src/lib/contract/editor-publish.ts';
import type { Database } from '../../db/database.ts';
import { scheduledActions } from '../../db/schema.ts';
import { apiText } from '../../server/api-messages.ts';
import { fieldIssue, illegalParameter, notFound, refused } from '../../server/api-error.ts';
import type { AppContext } from '../../server/context.ts';
import { recordAudit } from './audit.ts';
import { mustGoOffline, setOnline } from './availability.ts';
import { publishChange } from './publishes.ts';
import { listedEntities } from './reads.ts';
import { editViews } from './edit-views.ts';

// Take-offline and bring-online at a given time. Every API process runs the scheduler; each due
// row is claimed with SELECT ... FOR UPDATE SKIP LOCKED inside the transaction that runs it and
// marks it done, so with two processes on one PostgreSQL database each row runs exactly once
// (the other process skips the locked row and, after the commit, no longer sees it pending).

/** How often each API process looks for due actions. */
const schedulerIntervalMs = 5000;
/** How far ahead an action may be scheduled. */
const maxAheadMs = 366 * 24 * 3600 * 1000;

type Row = typeof scheduledActions.$inferSelect;

/** A stored scheduled action as the contract spells it. */
function scheduledOf(row: Row): ScheduledAction {
  return {
    id: row.id,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action as ScheduledAction['action'],
    at: row.runAt.toISOString(),
    userId: row.userId,
    status: row.status as ScheduledAction['status'],
    doneAt: row.doneAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** Schedules taking an item offline or bringing it online at `at` (in the future, within a year). */
export async function scheduleAction(
  db: Database,
  entity: EditableEntity,
  id: number,
  body: { action: 'offline' | 'online'; at: string },
  userId: number,
  address: string,
  now: Date,
): Promise<ScheduledAction> {
  mustGoOffline(entity);
  await editViews[entity](db, id); // 404 for an unknown item
  const runAt = new Date(body.at);
  if (runAt.getTime() <= now.getTime())
    throw illegalParameter([fieldIssue('at', 'apiMessage.editor.scheduleInPast')]);
  if (runAt.getTime() - now.getTime() > maxAheadMs)
    throw illegalParameter([fieldIssue('at', 'apiMessage.editor.scheduleTooFar')]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scheduledActions)
      .values({ entity, entityId: id, action: body.action, runAt, userId, createdAt: now })
      .returning();
    await recordAudit(tx, {
      userId,
      action: 'schedule',
      entity: listedEntities[entity].record,
      entityId: id,
      detail: { scheduled: body.action, at: runAt.toISOString() },
      address,
      now,
    });
    if (row === undefined) throw new Error('the insert answered no row');
    return scheduledOf(row);
  });
}

/** An item's scheduled actions (or every item's), newest time first. */
export async function listScheduled(
  db: Database,
  entity: EditableEntity,
  id: number,
): Promise<ScheduledAction[]> {
  await editViews[entity](db, id); // 404 for an unknown item, as its other routes answer
  const where: SQL | undefined = and(eq(scheduledActions.entity, entity), eq(scheduledActions.entityId, id));
  const rows = await db.select().from(scheduledActions).where(where).orderBy(desc(scheduledActions.runAt));
  return rows.map(scheduledOf);
}

/** Cancels a pending scheduled action; 409 once it ran or was cancelled. */
export async function cancelScheduled(
  db: Database,
  id: number,
  userId: number,
  address: string,
  now: Date,
): Promise<ScheduledAction> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(scheduledActions).where(eq(scheduledActions.id, id)).for('update');
    if (row === undefined) throw notFound('scheduledAction', id);
    if (row.status !== 'pending') throw refused(apiText('apiMessage.editor.notPending'));
    const [updated] = await tx
      .update(scheduledActions)
      .set({ status: 'cancelled', doneAt: now })
      .where(eq(scheduledActions.id, id))
      .returning();
    await recordAudit(tx, {
      userId,
      action: 'schedule',
      entity: listedEntities[row.entity as EditableEntity].record,
      entityId: row.entityId,
      detail: { cancelled: row.action, scheduledId: id },
      address,
      now,
    });
    return scheduledOf(updated as Row);
  });
}

/**
 * Claims and runs one due action in a transaction: the change commits with the row marked done
 * (or failed, with the reason, when the item was already in that state or is gone). Answers the
 * committed change to publish, or null when nothing was due or claimable.
 */
async function runOneDue(ctx: AppContext): Promise<'none' | 'ran'> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [row] = await db
      .select()
      .from(scheduledActions)
      .where(and(eq(scheduledActions.status, 'pending'), lte(scheduledActions.runAt, now)))
      .orderBy(asc(scheduledActions.runAt), asc(scheduledActions.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (row === undefined) return undefined;
    const entity = row.entity as EditableEntity;
    const online = row.action === 'online';
    try {
      // A savepoint: a refused action rolls back alone and the row still records the failure.
      const result = await db.transaction((inner) =>
        setOnline(inner as unknown as Database, entity, row.entityId, online, row.userId, now),
      );
      await db
        .update(scheduledActions)
        .set({ status: 'done', doneAt: now })
        .where(eq(scheduledActions.id, row.id));
      await recordAudit(db, {
        userId: row.userId,
        action: row.action as 'offline' | 'online',
        entity: listedEntities[entity].record,
        entityId: row.entityId,
        detail: { scheduledId: row.id, version: result.version },
        address: 'scheduler',
        now,
      });
      return { row, result };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(scheduledActions)
        .set({ status: 'failed', doneAt: now, error: reason.slice(0, 500) })
        .where(eq(scheduledActions.id, row.id));
      return { row, result: undefined };
    }
  });
  if (outcome === undefined) return 'none';
  if (outcome.result !== undefined)
    await publishChange(ctx, {
      changeId: outcome.result.changeId,
      entity: listedEntities[outcome.row.entity as EditableEntity].record,
      entityId: outcome.row.entityId,
      cacheTags: outcome.result.cacheTags,
      userId: outcome.row.userId,
      action: outcome.row.action as 'offline' | 'online',
    });
  return 'ran';
}

/** Runs every due action (at most `limit` in one pass); answers how many were claimed. */
export async function runDueActions(ctx: AppContext, limit = 50): Promise<number> {
  let ran = 0;
  while (ran < limit && (await runOneDue(ctx)) === 'ran') ran += 1;
  return ran;
}

/** Starts the scheduler of this API process; answers its stop. */
export function startScheduler(ctx: AppContext, intervalMs = schedulerIntervalMs): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueActions(ctx)
      .catch((error: unknown) => {
        console.error('[api] scheduled actions failed:', error);
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
