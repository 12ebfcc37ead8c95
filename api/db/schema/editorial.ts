import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, identityId } from './columns.ts';

// What the editorial console keeps of its items: every saved version.

/**
 * Every saved version of an edited item, numbered per item from 0: version 0 is the item as it
 * stood before its first edit (no editor), each save adds the next with the fields as the edit
 * form holds them (GET /api/editor/{entity}/{id}).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: identityId(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    version: integer('version').notNull(),
    fields: jsonb('fields').notNull(),
    /** Who saved it; null for version 0. */
    userId: integer('user_id'),
    /** The change (cache_events.id) the save recorded; null for version 0. */
    changeId: integer('change_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_versions_item_idx').on(t.entity, t.entityId, t.version),
    index('content_versions_user_idx').on(t.userId),
  ],
);

/**
 * Every publish: an editor's save, restore, take-offline or bring-online that was pushed to the
 * portal's rebuild webhook, and what the rebuild reported back (pages re-rendered, objects
 * uploaded and removed, milliseconds until the first and the last page was live, search engine
 * notices, content warnings). Status: pending (not answered yet), live, failed, unsent (no
 * webhook configured: the change waits in the change feed).
 */
export const publishes = pgTable(
  'publishes',
  {
    id: identityId(),
    changeId: integer('change_id').notNull(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    tags: jsonb('tags').notNull(),
    status: text('status').notNull().default('pending'),
    /** The rebuild's figures as the contract's publishProgressSchema spells them; null while pending. */
    progress: jsonb('progress'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('publishes_created_idx').on(t.createdAt, t.id),
    index('publishes_item_idx').on(t.entity, t.entityId),
  ],
);

/** Every editor action (save, restore, offline, online, schedule, upload, login): who, what, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    userId: integer('user_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: integer('entity_id'),
    /** What the action named (a version, a time, a file), small and never the saved text. */
    detail: jsonb('detail').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_item_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Take-offline and bring-online (publish) of an item at a given time. The API's scheduler claims
 * due rows with FOR UPDATE SKIP LOCKED, so two API processes never run one twice.
 * Status: pending, done, failed, cancelled.
 */
export const scheduledActions = pgTable(
  'scheduled_actions',
  {
    id: identityId(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').notNull(),
    status: text('status').notNull().default('pending'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('scheduled_actions_due_idx').on(t.status, t.runAt)],
);

/**
 * Pictures editors uploaded (POST /api/editor/pictures), already converted to WebP and public at
 * /oss/editor/{token}.webp: the reference environment's object storage keeps bytes in the
 * database, as uploads do.
 */
export const editorPictures = pgTable(
  'editor_pictures',
  {
    id: identityId(),
    token: text('token').notNull().unique(),
    userId: integer('user_id').notNull(),
    fileName: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('editor_pictures_user_idx').on(t.userId)],
);

/**
 * Catalogue posters (GET /oss/images/{kind}/{file}) as rendered, WebP, by the SHA-256 of their
 * SVG document: the reference object storage keeps them as it keeps uploads, so one poster is
 * rendered once across restarts, and a row whose facts an editor changed gets a new document and
 * so a new render.
 */
export const renderedPictures = pgTable('rendered_pictures', {
  hash: text('hash').primaryKey(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
