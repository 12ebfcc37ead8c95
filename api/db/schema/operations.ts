import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cjkRanges, createdAt, identityId, tsvector } from './columns.ts';

// What the running service records for itself: cache events for rebuilds, telemetry, page
// recordings, abuse-limit counters and the search index.

/** Content changes by editors and the cache tags they affect, for the portal's rebuild step. */
export const cacheEvents = pgTable('cache_events', {
  id: identityId(),
  userId: integer('user_id').notNull(),
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  action: text('action').notNull(),
  tags: jsonb('tags').notNull(),
  /**
   * Whether the change may have moved its entity in or out of a list or within one (created, or
   * a field lists filter or sort on changed); false keeps `list:{entity}` out of the versions of
   * incremental exports (GET /api/export/versions). Older rows read true.
   */
  membership: boolean('membership').notNull().default(true),
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

/**
 * What the site search reads (api/domain/search.ts): one row per searchable exhibition, venue,
 * published news item, wiki article, company and visa, written by statement triggers on those
 * tables in the same transaction as the change (migration 0007_scale_sql.sql), so an editor's
 * change is found by the next request. Names are lower-cased; the searched text, English
 * tsvector, CJK characters and name lengths are generated from them. The GIN and pattern indexes
 * are declared here; the triggers and the backfill are hand-written SQL.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    /** The kind (src/lib/contract/search.ts searchTypes). */
    type: text('type').notNull(),
    id: integer('id').notNull(),
    /** Lower-cased Chinese name or title. */
    nameA: text('name_a').notNull(),
    /** Lower-cased English name or title. */
    nameB: text('name_b').notNull(),
    /** Lower-cased short name (fairs; '' otherwise). */
    nameC: text('name_c').notNull().default(''),
    /** Fairs' dates (time windows, upcoming before past). */
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** Views (0 for kinds without). */
    popularity: integer('popularity').notNull().default(0),
    hay: text('hay')
      .notNull()
      .generatedAlwaysAs(sql`name_a || ' ' || name_b || ' ' || name_c`),
    english: tsvector('english')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, name_b)`),
    /** The CJK characters of the names (in-order CJK matching first narrows by them). */
    chars: text('chars')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`string_to_array(regexp_replace(name_a || name_b || name_c, ${sql.raw(`'[^${cjkRanges}]'`)}, '', 'g'), NULL)`,
      ),
    lenA: integer('len_a')
      .notNull()
      .generatedAlwaysAs(sql`char_length(name_a)`),
    lenB: integer('len_b')
      .notNull()
      .generatedAlwaysAs(sql`char_length(name_b)`),
    lenC: integer('len_c')
      .notNull()
      .generatedAlwaysAs(sql`char_length(name_c)`),
    /** The length of the shortest name: walks take the shorter (closer fitting) names first. */
    shortest: integer('shortest')
      .notNull()
      .generatedAlwaysAs(
        sql`least(char_length(name_a), char_length(name_b), nullif(char_length(name_c), 0))`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    // Suggestions walk each kind's most viewed matches first, the shorter names first among equals.
    index('search_entries_popular_idx').on(t.type, t.popularity.desc(), t.shortest, t.id),
    index('search_entries_hay_idx').using('gin', t.hay.op('gin_trgm_ops')),
    index('search_entries_english_idx').using('gin', t.english),
    index('search_entries_chars_idx').using('gin', t.chars),
    // Exact and prefix name matches (LIKE 'q%' needs the pattern operator class).
    index('search_entries_name_a_idx').on(t.nameA.op('text_pattern_ops')),
    index('search_entries_name_b_idx').on(t.nameB.op('text_pattern_ops')),
    index('search_entries_name_c_idx').on(t.nameC.op('text_pattern_ops')),
    // Suggestions of a two-character query: each kind's most viewed names starting with it, read
    // in views order from the names' first two characters (api/domain/search.ts pairLength).
    index('search_entries_name_a_pair_idx').on(t.type, sql`left(${t.nameA}, 2)`, t.popularity.desc(), t.id),
    index('search_entries_name_b_pair_idx').on(t.type, sql`left(${t.nameB}, 2)`, t.popularity.desc(), t.id),
    index('search_entries_name_c_pair_idx').on(t.type, sql`left(${t.nameC}, 2)`, t.popularity.desc(), t.id),
  ],
);

/**
 * The words of the searched names (non-CJK, 3 to 40 characters), for typo correction: whether a
 * query word is in some name (contained in a word, or a word's English stem) is asked of these few
 * tens of thousands of words, and a word in none is compared with them by trigram word similarity,
 * instead of with every name that shares a trigram with it. Kept by a statement trigger on
 * search_entries (migration 0016_search_words.sql); words of names since changed or deleted stay
 * (a correction to a word no name has any more matches nothing).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** The word's English stem (empty for a stop word): whether a query word stems like a name's. */
    english: tsvector('english')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, word)`),
  },
  (t) => [
    index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_english_idx').using('gin', t.english),
  ],
);
