import { describe, expect, it } from 'vitest';
import { withPageCounts, type PageCounter } from './page-counts.ts';

describe('withPageCounts', () => {
  it("sets each item's pages to the count of its kind's cache tag", () => {
    const asked: string[][] = [];
    const counter: PageCounter = (tags) => {
      asked.push([...tags]);
      return { 'exhibition:3': 41, 'exhibition:4': 0 };
    };
    const items = withPageCounts('exhibitions', [{ id: 3 }, { id: 4 }], counter);
    expect(items).toEqual([
      { id: 3, pages: 41 },
      { id: 4, pages: 0 },
    ]);
    expect(asked).toEqual([['exhibition:3', 'exhibition:4']]);
    expect(withPageCounts('companies', [{ id: 9 }], () => ({ 'company:9': 7 }))).toEqual([
      { id: 9, pages: 7 },
    ]);
  });

  it('leaves the counts unknown without an export or a counter', () => {
    expect(withPageCounts('news', [{ id: 1 }], () => undefined)).toEqual([{ id: 1, pages: null }]);
    expect(withPageCounts('wiki', [{ id: 1 }], undefined)).toEqual([{ id: 1, pages: null }]);
  });
});
