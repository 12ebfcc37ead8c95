import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import type { DirectoryCategory } from '../../../src/lib/contract/exhibitors.ts';

// A fair's product-category tree as the directory's filter shows it: roots in their order, each
// followed by its children, with how many of the fair's exhibitors each keeps (a root keeps those
// of its children too, each exhibitor once).

/** A product category as the table holds it. */
export interface CategoryRow {
  id: number;
  parentId: number | null;
  nameZh: string;
  nameEn: string;
  position: number;
}

/** Roots in their order, each followed by its children in theirs. */
export function treeOrder<Row extends CategoryRow>(rows: readonly Row[]): Row[] {
  const byPosition = (a: Row, b: Row) => a.position - b.position || a.id - b.id;
  const roots = rows.filter((row) => row.parentId === null).sort(byPosition);
  return roots.flatMap((root) => [root, ...rows.filter((row) => row.parentId === root.id).sort(byPosition)]);
}

/** The ids a category filter keeps: the category and, for a root, its children. */
export function categoryAndChildren(rows: readonly CategoryRow[], id: number): number[] {
  return [id, ...rows.filter((row) => row.parentId === id).map((row) => row.id)];
}

/**
 * The tree with each category's count of distinct exhibitors, from the fair's links
 * (exhibitor id, category id).
 * @example categoryFacets([{ id: 1, parentId: null, ... }, { id: 2, parentId: 1, ... }], [{ fairExhibitorId: 9, categoryId: 2 }], 'en')
 * // [{ id: 1, count: 1, ... }, { id: 2, parentId: 1, count: 1, ... }]
 */
export function categoryFacets(
  rows: readonly CategoryRow[],
  links: readonly { fairExhibitorId: number; categoryId: number }[],
  locale: Locale,
): DirectoryCategory[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const exhibitorsOf = new Map<number, Set<number>>();
  const add = (categoryId: number, exhibitorId: number) => {
    const set = exhibitorsOf.get(categoryId) ?? new Set<number>();
    set.add(exhibitorId);
    exhibitorsOf.set(categoryId, set);
  };
  for (const link of links) {
    add(link.categoryId, link.fairExhibitorId);
    const parent = parentOf.get(link.categoryId);
    if (parent !== null && parent !== undefined) add(parent, link.fairExhibitorId);
  }
  return treeOrder(rows).map((row) => ({
    id: row.id,
    name: pick(locale, row.nameZh, row.nameEn),
    parentId: row.parentId,
    count: exhibitorsOf.get(row.id)?.size ?? 0,
  }));
}
