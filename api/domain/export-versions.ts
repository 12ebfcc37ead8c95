// Versions for incremental exports (GET /api/export/versions): the cache tags the editor changes
// after a cursor touched, each with the id of the last change that touched it, read from the
// change feed (cache_events, one range scan of its primary key).
import { randomUUID } from 'node:crypto';
import { asc, eq, gt, max } from 'drizzle-orm';
import { cacheTags } from '../../src/lib/contract/cache-tags.ts';
import type { ExportVersions } from '../../src/lib/contract/export-versions.ts';
import type { Database } from '../db/database.ts';
import { cacheEvents, meta } from '../db/schema.ts';

/** Tags of pages that show entities of every kind without tagging each (home, site maps, a type's site-map file, a letter of the index). */
const siteWide = new Set<string>([cacheTags.home, cacheTags.sitemap]);

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
 * The tags touched after `since` with their versions. A change that moved its entity in no list
 * touches only its own tag and the site-wide `home` and `sitemap` tags: the list, venue and
 * organiser tags the editor answers with it name the pages that list the entity, which still list
 * it in the same place and carry its own tag (while pages tagged with the venue or organiser
 * because they show its data, other fairs' pages, are untouched by it).
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
    const own = `${row.entity}:${String(row.entityId)}`;
    for (const tag of row.tags as string[]) {
      if (!row.membership && !(tag === own || siteWide.has(tag) || tag.startsWith('sitemap:'))) continue;
      tags[tag] = Math.max(tags[tag] ?? 0, row.id);
    }
  }
  // The rows come by id: the last is the largest (spreading every row into Math.max would
  // overflow the stack after a bulk change of a few hundred thousand entities).
  const cursor = Math.max(last?.cursor ?? 0, rows.at(-1)?.id ?? 0);
  return { database, since, cursor, tags, membership };
}
