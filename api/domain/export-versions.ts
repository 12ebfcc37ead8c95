// Versions for incremental exports (GET /api/export/versions): the cache tags the editor changes
// after a cursor touched, each with the id of the last change that touched it, read from the
// change feed (cache_events, one range scan of its primary key).
import { randomUUID } from 'node:crypto';
import { asc, eq, gt, max } from 'drizzle-orm';
import type { ExportVersions } from '../../src/lib/contract/export-versions.ts';
import type { Database } from '../db/database.ts';
import { cacheEvents, meta } from '../db/schema.ts';

/** The meta key naming this database (created on first use). */
const databaseKey = 'database-id';

/** A random name of this database, kept in `meta`, so a cursor from another database is recognised. */
async function databaseId(db: Database): Promise<string> {
  await db
    .insert(meta)
    .values({ key: databaseKey, value: randomUUID() })
    .onConflictDoNothing({ target: meta.key });
  const [row] = await db.select().from(meta).where(eq(meta.key, databaseKey));
  return row?.value ?? '';
}

/**
 * The tags touched after `since` with their versions, and whether any of those changes may have
 * moved an entity in a list (`membership`). The tags are each save's own (exhibition-tags.ts,
 * change-tags.ts): a change that moved its entity in no list names the entity, its own
 * fragments, its site-map file and letters, never the lists, venue or organiser.
 */
export async function exportVersions(db: Database, since: number): Promise<ExportVersions> {
  const [database, [last], rows] = await Promise.all([
    databaseId(db),
    db.select({ cursor: max(cacheEvents.id) }).from(cacheEvents),
    db
      .select({
        id: cacheEvents.id,
        entity: cacheEvents.entity,
        entityId: cacheEvents.entityId,
        tags: cacheEvents.tags,
        membership: cacheEvents.membership,
      })
      .from(cacheEvents)
      .where(gt(cacheEvents.id, since))
      .orderBy(asc(cacheEvents.id)),
  ]);
  const tags: Record<string, number> = {};
  let membership = false;
  for (const row of rows) {
    membership ||= row.membership;
    for (const tag of row.tags as string[]) tags[tag] = Math.max(tags[tag] ?? 0, row.id);
  }
  // The rows come by id: the last is the largest (spreading every row into Math.max would
  // overflow the stack after a bulk change of a few hundred thousand entities).
  const cursor = Math.max(last?.cursor ?? 0, rows.at(-1)?.id ?? 0);
  return { database, since, cursor, tags, membership };
}
