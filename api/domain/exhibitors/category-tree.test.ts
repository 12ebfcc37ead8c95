import { describe, expect, it } from 'vitest';
import { categoryAndChildren, categoryFacets, treeOrder } from './category-tree.ts';

const row = (id: number, parentId: number | null, position: number) => ({
  id,
  parentId,
  position,
  nameZh: `类${String(id)}`,
  nameEn: `Category ${String(id)}`,
});
const rows = [row(3, 1, 2), row(1, null, 2), row(4, 5, 1), row(2, 1, 1), row(5, null, 1)];

describe('treeOrder', () => {
  it('puts roots in their order, each followed by its children in theirs', () => {
    expect(treeOrder(rows).map((r) => r.id)).toEqual([5, 4, 1, 2, 3]);
  });
});

describe('categoryAndChildren', () => {
  it('keeps a root with its children and a child alone', () => {
    expect(categoryAndChildren(rows, 1)).toEqual([1, 3, 2]);
    expect(categoryAndChildren(rows, 2)).toEqual([2]);
  });
});

describe('categoryFacets', () => {
  it("counts each exhibitor once in a root, however many of the root's children it shows", () => {
    const links = [
      { fairExhibitorId: 10, categoryId: 2 },
      { fairExhibitorId: 10, categoryId: 3 },
      { fairExhibitorId: 11, categoryId: 3 },
      { fairExhibitorId: 12, categoryId: 1 },
    ];
    const facets = categoryFacets(rows, links, 'zh');
    expect(facets.map((f) => [f.id, f.count])).toEqual([
      [5, 0],
      [4, 0],
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
    expect(facets[2]).toMatchObject({ name: '类1', parentId: null });
    expect(categoryFacets(rows, links, 'en')[3]).toMatchObject({ name: 'Category 2', parentId: 1 });
  });
});
