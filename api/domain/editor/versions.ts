import { and, desc, eq } from 'drizzle-orm';
import type { EditableEntity } from '../../../src/lib/contract/editor-reads.ts';
import type { Database } from '../../db/database.ts';
import { contentVersions, users } from '../../db/schema.ts';
import { apiText } from '../../server/api-messages.ts';
import { fieldIssue, illegalParameter, notFound, refused } from '../../server/api-error.ts';
import { editViews } from './edit-views.ts';
import { listedEntities } from './reads.ts';

// Every saved version of an item (api/db/schema/editorial.ts), and the check that a save starts
// from the latest one: two editors on one item, the second save is refused and loses nothing
// stored (its text stays in the second editor's form, which shows the first's version beside it).

/** An edit view without its id and stamp: the fields a version keeps. */
function versionFields(view: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(view).filter(([key]) => key !== 'id' && key !== 'updatedAt' && key !== 'version'),
  );
}

/** The rows of one item's versions. */
function ofItem(entity: EditableEntity, id: number) {
  return and(eq(contentVersions.entity, listedEntities[entity].record), eq(contentVersions.entityId, id));
}

/** The latest version of an item, or undefined when it was never edited through the editor API. */
async function latestVersion(db: Database, entity: EditableEntity, id: number) {
  const [row] = await db
    .select({
      version: contentVersions.version,
      userId: contentVersions.userId,
      editor: users.nickname,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.userId))
    .where(ofItem(entity, id))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row;
}

/** The version a save of an item would start from: the latest kept, 0 before its first edit. */
export async function currentVersion(db: Database, entity: EditableEntity, id: number): Promise<number> {
  return (await latestVersion(db, entity, id))?.version ?? 0;
}

/**
 * Before a save of an existing item, inside the save's transaction: locks the item's row (two
 * saves of one item run one after the other), refuses a save that did not start from the latest
 * version (412, naming who saved the newer one and when), and keeps the item as it stood before
 * its first edit as version 0.
 */
export async function beforeSave(
  db: Database,
  entity: EditableEntity,
  id: number,
  startedFrom: number | undefined,
): Promise<number | undefined> {
  const table = listedEntities[entity].table;
  const [locked] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  if (locked === undefined) return undefined; // the save itself answers not-found
  const latest = await latestVersion(db, entity, id);
  const current = latest?.version ?? 0;
  if (startedFrom !== undefined && startedFrom !== current)
    throw refused(
      apiText('apiMessage.editor.versionConflict', {
        version: current,
        editor: latest?.editor ?? '',
        at: latest?.createdAt.toISOString() ?? '',
      }),
      0,
      412,
    );
  if (latest === undefined)
    await db.insert(contentVersions).values({
      entity: listedEntities[entity].record,
      entityId: id,
      version: 0,
      fields: versionFields(await editViews[entity](db, id)),
    });
  return current;
}

/**
 * After a save, inside its transaction: keeps the item as saved as its next version after
 * `previous` (what beforeSave answered; undefined for a created item); answers its number.
 */
export async function afterSave(
  db: Database,
  entity: EditableEntity,
  id: number,
  userId: number,
  changeId: number,
  previous: number | undefined,
): Promise<number> {
  const next = previous === undefined ? 1 : previous + 1;
  await db.insert(contentVersions).values({
    entity: listedEntities[entity].record,
    entityId: id,
    version: next,
    fields: versionFields(await editViews[entity](db, id)),
    userId,
    changeId,
  });
  return next;
}

/** Every version of an item, newest first, with who saved it and when (no fields). */
export async function listVersions(db: Database, entity: EditableEntity, id: number) {
  await editViews[entity](db, id); // not-found for an unknown item
  const rows = await db
    .select({
      version: contentVersions.version,
      userId: contentVersions.userId,
      editor: users.nickname,
      changeId: contentVersions.changeId,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.userId))
    .where(ofItem(entity, id))
    .orderBy(desc(contentVersions.version));
  return rows.map((r) => ({
    version: r.version,
    userId: r.userId,
    editor: r.editor ?? '',
    changeId: r.changeId,
    at: r.createdAt.toISOString(),
  }));
}

/** One kept version's fields, in the shape the item's create call takes. */
export async function readVersion(db: Database, entity: EditableEntity, id: number, version: number) {
  const [row] = await db
    .select({ fields: contentVersions.fields })
    .from(contentVersions)
    .where(and(ofItem(entity, id), eq(contentVersions.version, version)));
  if (row === undefined) throw notFound('version', `${String(id)}/${String(version)}`);
  return row.fields as Record<string, unknown>;
}

/**
 * The version a save started from, sent as `If-Match: "N"` (the entity tag GET answers as the
 * item's `version`); none when the header is absent (callers that do not edit in a form).
 */
export function startedFromVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(ifMatch);
  if (match?.[1] === undefined)
    throw illegalParameter([fieldIssue('header.If-Match', 'apiMessage.editor.versionTag')]);
  return Number(match[1]);
}
