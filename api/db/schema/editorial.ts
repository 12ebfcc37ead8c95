import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
