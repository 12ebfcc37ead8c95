import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.ts';

// What the service keeps about itself: seed facts, the change feed, telemetry, abuse-limit counters.

/** Key-value facts about the database itself (seed version, seed scale). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Content changes by editors and the cache tags they affect, for the portal's rebuild step. */
export const cacheEvents = pgTable('cache_events', {
  id: identityId(),
  userId: integer('user_id').notNull(),
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  action: text('action').notNull(),
  tags: jsonb('tags').notNull(),
  createdAt: createdAt(),
});

/** Named tracking events sent by the portal's pages and islands. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: identityId(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    sessionId: text('session_id').notNull(),
    traceId: text('trace_id').notNull(),
    props: jsonb('props').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('telemetry_events_name_idx').on(t.name, t.id)],
);

/** Page sessions recorded by rrweb and uploaded as JSON. */
export const pageRecordings = pgTable('page_recordings', {
  id: identityId(),
  sessionId: text('session_id').notNull(),
  url: text('url').notNull(),
  eventCount: integer('event_count').notNull(),
  events: jsonb('events').notNull(),
  createdAt: createdAt(),
});

/**
 * Abuse-limit counters shared by every API process on one PostgreSQL (rate-limiter-flexible's
 * Drizzle store: key = limiter prefix + key, points used, when the window or block ends).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
