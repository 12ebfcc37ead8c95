import { z } from 'zod';

// Versions of what the pages show, for incremental exports (`npm run export -- --since`): every
// editor change has an id in the change feed, and a cache tag's version is the id of the last
// change that touched it. An export keeps the cursor it started from; the next one asks which
// tags changed after it and re-renders the pages carrying them (scripts/delivery/incremental.ts).

/** Query of GET /api/export/versions: the cursor of the last export (0 or absent: from the start). */
export const exportVersionsQuerySchema = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/** data of GET /api/export/versions. */
export const exportVersionsSchema = z.object({
  /** Names this database; a different one means the cursor of an earlier export means nothing here. */
  database: z.string(),
  /** The `since` asked for. */
  since: z.number().int(),
  /** The id of the last change now: the next export's `since`. */
  cursor: z.number().int(),
  /**
   * Each cache tag touched by a change after `since`, with the id of the last such change. A
   * change that moved its entity in no list (`membership` false in the feed) touches only its
   * own tag, `home` and `sitemap`.
   */
  tags: z.record(z.string(), z.number().int()),
  /**
   * Whether a change after `since` may have added, removed or moved an entity in any list (its
   * `membership` in the feed): only then can the set of exported pages differ from the last
   * export's. Absent (an older API) reads as true, the safe answer.
   */
  membership: z.boolean().default(true),
});

export type ExportVersions = z.infer<typeof exportVersionsSchema>;
