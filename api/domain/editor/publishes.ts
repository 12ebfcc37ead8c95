import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  publishProgressSchema,
  type Publish,
  type PublishAction,
  type PublishStatus,
} from '../../../src/lib/contract/editor-publish.ts';
import type { Database } from '../../db/database.ts';
import { publishes, users } from '../../db/schema.ts';
import type { AppContext } from '../../server/context.ts';
import { notFound } from '../../server/api-error.ts';
import { pushCacheChange } from '../cache-webhook.ts';
import { pageOf, pageOffset, type Page } from '../paging.ts';

// The publish log: each change pushed to the portal's rebuild webhook, and the progress the
// rebuild streams back (one line when the item's own pages are live, one when every page is),
// so the console can poll GET /api/editor/publishes/{id} while it goes.

/** A committed change to publish: what the change feed recorded and who made it. */
export interface PublishedChange {
  changeId: number;
  entity: string;
  entityId: number;
  cacheTags: string[];
  userId: number | null;
  action: PublishAction;
}

/** A failed rebuild's line: `{error}` from the origin. */
const errorLineSchema = z.object({ error: z.string() });

/** Stores one progress line of a publish; a line that is no progress marks it failed. */
async function recordProgress(db: Database, id: number, line: unknown, now: Date): Promise<void> {
  const progress = publishProgressSchema.safeParse(line);
  if (!progress.success) {
    const reason = errorLineSchema.safeParse(line);
    await db
      .update(publishes)
      .set({
        status: 'failed',
        progress: { error: reason.success ? reason.data.error.slice(0, 500) : 'unreadable progress' },
        finishedAt: now,
      })
      .where(eq(publishes.id, id));
    return;
  }
  const done = progress.data.phase === 'done';
  const status: PublishStatus = !done ? 'pending' : progress.data.failures.length > 0 ? 'failed' : 'live';
  await db
    .update(publishes)
    .set({ status, progress: progress.data, ...(done && { finishedAt: now }) })
    .where(eq(publishes.id, id));
}

/**
 * Records a committed change in the publish log and, when a webhook is configured, pushes it
 * without waiting: the row follows the rebuild's progress lines. Answers the publish's id.
 */
export async function publishChange(ctx: AppContext, change: PublishedChange): Promise<number> {
  const webhook = ctx.cacheWebhook;
  const [row] = await ctx.db
    .insert(publishes)
    .values({
      changeId: change.changeId,
      userId: change.userId,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId,
      tags: change.cacheTags,
      status: webhook === null ? 'unsent' : 'pending',
      createdAt: ctx.now(),
    })
    .returning({ id: publishes.id });
  const id = (row as { id: number }).id;
  if (webhook !== null)
    void pushCacheChange(webhook, change, ctx.now(), (line) => recordProgress(ctx.db, id, line, ctx.now()))
      .then(async (ok) => {
        if (!ok)
          await ctx.db
            .update(publishes)
            .set({ status: 'failed', finishedAt: ctx.now() })
            .where(and(eq(publishes.id, id), eq(publishes.status, 'pending')));
      })
      .catch((error: unknown) => {
        console.warn(`[api] recording publish ${String(id)} failed:`, error);
      });
  return id;
}

type PublishRow = typeof publishes.$inferSelect & { editor: string | null };

/** A stored publish as the contract spells it. */
function publishOf(row: PublishRow): Publish {
  const progress = publishProgressSchema.safeParse(row.progress);
  return {
    id: row.id,
    changeId: row.changeId,
    action: row.action as PublishAction,
    entity: row.entity,
    entityId: row.entityId,
    userId: row.userId,
    editor: row.editor ?? '',
    cacheTags: row.tags as string[],
    status: row.status as PublishStatus,
    progress: progress.success ? progress.data : null,
    at: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const publishColumns = {
  id: publishes.id,
  changeId: publishes.changeId,
  userId: publishes.userId,
  action: publishes.action,
  entity: publishes.entity,
  entityId: publishes.entityId,
  tags: publishes.tags,
  status: publishes.status,
  progress: publishes.progress,
  createdAt: publishes.createdAt,
  finishedAt: publishes.finishedAt,
  editor: users.nickname,
};

/** One publish with its progress so far. */
export async function readPublish(db: Database, id: number): Promise<Publish> {
  const [row] = await db
    .select(publishColumns)
    .from(publishes)
    .leftJoin(users, eq(users.id, publishes.userId))
    .where(eq(publishes.id, id));
  if (row === undefined) throw notFound('publish', String(id));
  return publishOf(row);
}

/** The publish log, newest first, filtered by item, editor or status. */
export async function listPublishes(
  db: Database,
  query: Page & {
    entity?: string | undefined;
    entityId: number;
    userId: number;
    status?: PublishStatus | undefined;
  },
) {
  const conditions: SQL[] = [];
  if (query.entity !== undefined) conditions.push(eq(publishes.entity, query.entity));
  if (query.entityId > 0) conditions.push(eq(publishes.entityId, query.entityId));
  if (query.userId > 0) conditions.push(eq(publishes.userId, query.userId));
  if (query.status !== undefined) conditions.push(eq(publishes.status, query.status));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(publishColumns)
      .from(publishes)
      .leftJoin(users, eq(users.id, publishes.userId))
      .where(where)
      .orderBy(desc(publishes.createdAt), desc(publishes.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(publishes).where(where),
  ]);
  return pageOf(rows.map(publishOf), query, totals);
}
