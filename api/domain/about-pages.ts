import { asc } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { aboutPages } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';

/** An about page with links to its siblings. */
export async function getAboutPage(db: Database, id: number, locale: Locale) {
  const rows = await db.select().from(aboutPages).orderBy(asc(aboutPages.id));
  const row = rows.find((r) => r.id === id);
  if (row === undefined) throw notFound('aboutPage', id);
  return {
    id: row.id,
    slug: row.slug,
    title: pick(locale, row.titleZh, row.titleEn),
    body: pick(locale, row.bodyZh, row.bodyEn),
    siblings: rows.map((r) => ({ id: r.id, slug: r.slug, title: pick(locale, r.titleZh, r.titleEn) })),
  };
}
