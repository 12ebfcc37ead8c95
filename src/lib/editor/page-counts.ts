// The number of exported pages each item of a console list shows on. The origin server
// (scripts/portal-server.ts) publishes a counter over the export's records, the index its
// rebuilds read (scripts/delivery/page-index.ts); without it (astro dev, no export) the counts
// stay unknown.
import { cacheTags } from '../contract/cache-tags.ts';
import type { EditableEntity, EditorListItem } from '../contract/editor-reads.ts';

/** Pages per cache tag, or undefined when there is no export. */
export type PageCounter = (tags: readonly string[]) => Record<string, number> | undefined;

/** Where the origin server publishes its counter. */
export const pageCountsSymbol = Symbol.for('expo-portal.page-counts');

/**
 * The cache tag every page showing an item of a console kind carries; null for a fair edition,
 * whose page carries its fair's tag (so its count would be the fair's).
 */
const tagOfEntity: Readonly<Record<EditableEntity, ((id: number) => string) | null>> = {
  exhibitions: cacheTags.exhibition,
  news: cacheTags.news,
  pavilions: cacheTags.pavilion,
  wiki: cacheTags.wiki,
  companies: cacheTags.company,
  periodicals: cacheTags.periodical,
  specials: cacheTags.special,
  visas: cacheTags.visa,
  editions: null,
};

/** The counter the origin published, if any. */
function publishedCounter(): PageCounter | undefined {
  const counter = (globalThis as Record<symbol, unknown>)[pageCountsSymbol];
  return typeof counter === 'function' ? (counter as PageCounter) : undefined;
}

/**
 * The items with `pages` set to the number of exported pages that carry their tag (null when
 * the counter knows no export).
 * @example withPageCounts('exhibitions', [{ id: 3, ... }], () => ({ 'exhibition:3': 41 })) // [{ id: 3, ..., pages: 41 }]
 */
export function withPageCounts<T extends Pick<EditorListItem, 'id'>>(
  entity: EditableEntity,
  items: readonly T[],
  counter: PageCounter | undefined = publishedCounter(),
): (T & { pages: number | null })[] {
  const tag = tagOfEntity[entity];
  if (tag === null) return items.map((item) => ({ ...item, pages: null }));
  const counts = counter?.(items.map((item) => tag(item.id)));
  return items.map((item) => ({ ...item, pages: counts?.[tag(item.id)] ?? null }));
}
