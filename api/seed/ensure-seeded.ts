import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { meta } from '../db/schema.ts';

/** Seeds the catalogue once: a database whose meta has `seed` is left alone. */
export async function ensureSeeded(db: Database, scale: number): Promise<void> {
  const done = await db.select().from(meta).where(eq(meta.key, 'seed'));
  if (done.length > 0) return;
  await db.insert(meta).values({ key: 'seed', value: JSON.stringify({ scale }) });
}
