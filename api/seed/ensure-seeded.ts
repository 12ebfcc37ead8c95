import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { meta } from '../db/schema.ts';
import { backfillPinyin } from './pinyin-backfill.ts';
import { utcDay } from './generate-catalogue.ts';
import { seedDatabase } from './seed-database.ts';

/**
 * Seeds the catalogue once: a database whose meta has `seed` is left alone (so a restart keeps
 * orders and edits). A different requested scale needs a fresh data directory or database.
 * `day` (YYYY-MM-DD, the API's clock) is the day the news is dated up to.
 */
export async function ensureSeeded(
  db: Database,
  scale: number,
  day: string = utcDay(new Date()),
): Promise<{ seeded: boolean; scale: number }> {
  const done = await db.select().from(meta).where(eq(meta.key, 'seed'));
  const existing = done[0];
  if (existing !== undefined) {
    const stored = (JSON.parse(existing.value) as { scale: number }).scale;
    if (stored !== scale)
      console.warn(
        `[api] database was seeded at scale ${String(stored)}; ignoring --scale ${String(scale)} (use a fresh API_DATA_DIR)`,
      );
    const filled = await backfillPinyin(db);
    if (filled > 0) console.warn(`[api] computed the pinyin letters of ${String(filled)} rows`);
    return { seeded: false, scale: stored };
  }
  await seedDatabase(db, scale, day);
  return { seeded: true, scale };
}
