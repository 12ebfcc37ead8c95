import { eq } from 'drizzle-orm';
import type { EditableEntity } from '../../../src/lib/contract/editor-reads.ts';
import type { Database } from '../../db/database.ts';
import { news } from '../../db/schema.ts';
import { apiText } from '../../server/api-messages.ts';
import { fieldIssue, illegalParameter, notFound, refused } from '../../server/api-error.ts';
import type { EditResult } from './changes.ts';
import { saveNews } from './news.ts';
import { afterSave, beforeSave } from './versions.ts';

// Taking an item offline and bringing it back. An offline news article has status 'offline',
// which every public read already leaves out (only 'published' is public): its page answers 404,
// it leaves the lists and sitemaps, and the rebuild its change pushes deletes its objects from
// the bucket. Both are saves like any other: a version, a change with the article's cache tags.

/** A save of one entity, as the editor routes run it. */
export type Save<B> = (
  db: Database,
  userId: number,
  id: number | null,
  body: B,
  now: Date,
) => Promise<EditResult>;

/**
 * A save with its versions, inside the caller's transaction: locks the item, refuses a save that
 * did not start from the latest version, saves, and keeps the result as the next version.
 */
export async function saveVersioned<B>(
  db: Database,
  entity: EditableEntity,
  save: Save<B>,
  userId: number,
  id: number | null,
  body: B,
  startedFrom: number | undefined,
  now: Date,
): Promise<EditResult & { version: number }> {
  const previous = id === null ? undefined : await beforeSave(db, entity, id, startedFrom);
  const saved = await save(db, userId, id, body, now);
  return { ...saved, version: await afterSave(db, entity, saved.id, userId, saved.changeId, previous) };
}

/** The entities that can be taken offline. */
export const offlineEntities: readonly EditableEntity[] = ['news'];

/** Refuses an entity that cannot be taken offline (400, naming it). */
export function mustGoOffline(entity: EditableEntity): void {
  if (!offlineEntities.includes(entity))
    throw illegalParameter([fieldIssue('entity', 'apiMessage.editor.offlineUnsupported', { entity })]);
}

/**
 * Takes an item offline (`online` false) or brings it back online (status published), inside
 * the caller's transaction; 409 when it already is, 404 for an unknown item.
 */
export async function setOnline(
  db: Database,
  entity: EditableEntity,
  id: number,
  online: boolean,
  userId: number,
  now: Date,
): Promise<EditResult & { version: number }> {
  mustGoOffline(entity);
  const [row] = await db.select({ status: news.status }).from(news).where(eq(news.id, id)).for('update');
  if (row === undefined) throw notFound('news', id);
  if ((row.status === 'offline') !== online)
    throw refused(apiText(online ? 'apiMessage.editor.alreadyOnline' : 'apiMessage.editor.alreadyOffline'));
  return saveVersioned(
    db,
    entity,
    saveNews,
    userId,
    id,
    { status: online ? 'published' : 'offline' },
    undefined,
    now,
  );
}
