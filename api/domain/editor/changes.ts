import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cacheEvents } from '../../db/schema.ts';

/** What a save answers: the row's id, its change in the feed and the cache tags it touched. */
export interface EditResult {
  id: number;
  changeId: number;
  cacheTags: string[];
}

/**
 * Records a change and its cache tags in one place, so response and feed always agree.
 * `membership` false says the change moved its entity in no list (an edit of fields no list
 * filters or sorts on); it defaults to true, the safe answer.
 */
export async function recordChange(
  db: Database,
  userId: number,
  entity: string,
  entityId: number,
  action: 'create' | 'update',
  tags: string[],
  now: Date,
  membership = true,
): Promise<EditResult> {
  const unique = [...new Set(tags)];
  const [event] = await db
    .insert(cacheEvents)
    .values({ userId, entity, entityId, action, tags: unique, membership, createdAt: now })
    .returning({ id: cacheEvents.id });
  return { id: entityId, changeId: (event as { id: number }).id, cacheTags: unique };
}

/** The change feed after a cursor, oldest first. */
export async function listChanges(db: Database, after: number, limit: number) {
  const rows = await db
    .select()
    .from(cacheEvents)
    .where(gt(cacheEvents.id, after))
    .orderBy(asc(cacheEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    changeId: r.id,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action as 'create' | 'update',
    cacheTags: r.tags as string[],
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
  }));
}
