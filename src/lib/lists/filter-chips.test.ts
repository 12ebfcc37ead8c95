import { describe, expect, it } from 'vitest';
import { activeFilterChips } from './filter-chips.ts';
import type { FilterRow } from './list-definition.ts';

const row = (name: string, current: number): FilterRow => ({
  name,
  label: 'filter.industry',
  links: [
    { id: 0, name: null, href: `/list-${name}-0/`, current: current === 0 },
    { id: 1, name: `${name} one`, href: `/list-${name}-1/`, current: current === 1 },
    { id: 2, name: `${name} two`, href: `/list-${name}-2/`, current: current === 2 },
  ],
});

describe('activeFilterChips', () => {
  it('makes one chip per row with a chosen option, linking to that row without it', () => {
    expect(activeFilterChips([row('f', 2), row('c', 0), row('t', 1)])).toEqual([
      { row: 'f', label: 'filter.industry', name: 'f two', removeHref: '/list-f-0/' },
      { row: 't', label: 'filter.industry', name: 't one', removeHref: '/list-t-0/' },
    ]);
  });

  it('has no chip when every row shows all, or a row has no "all" option', () => {
    expect(activeFilterChips([row('f', 0)])).toEqual([]);
    const withoutAll = { ...row('f', 1), links: row('f', 1).links.slice(1) };
    expect(activeFilterChips([withoutAll])).toEqual([]);
  });
});
