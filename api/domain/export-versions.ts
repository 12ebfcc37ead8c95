// Versions for incremental exports (GET /api/export/versions): the cache tags the editor changes
// after a cursor touched, each with the id of the last change that touched it, read from the
// change feed (cache_events, one range scan of its primary key).
import { randomUUID } from 'node:crypto';
import { asc, eq, gt, max } from 'drizzle-orm';
import { cacheTags, type ListKind } from '../../src/lib/contract/cache-tags.ts';
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
 * The tags touched after `since` with their versions. A change that moved its entity in no
 * list leaves out `list:{entity}` (the lists holding it still hold it in the same place; pages
 * showing it carry its own tag).
 */
export async function exportVersions(db: Database, since: number): Promise<ExportVersions> {
  const [database, [last], rows] = await Promise.all([
    databaseId(db),
    db.select({ cursor: max(cacheEvents.id) }).from(cacheEvents),
    db
      .select({
        id: cacheEvents.id,
        entity: cacheEvents.entity,
        tags: cacheEvents.tags,
        membership: cacheEvents.membership,
      })
      .from(cacheEvents)
      .where(gt(cacheEvents.id, since))
      .orderBy(asc(cacheEvents.id)),
  ]);
  const tags: Record<string, number> = {};
  for (const row of rows) {
    const ownList = cacheTags.list(row.entity as ListKind);
    for (const tag of row.tags as string[]) {
      if (!row.membership && tag === ownList) continue;
      tags[tag] = Math.max(tags[tag] ?? 0, row.id);
    }
  }
  const cursor = Math.max(last?.cursor ?? 0, ...rows.map((row) => row.id));
  return { database, since, cursor, tags };
}
