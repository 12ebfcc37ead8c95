import type { MessageKey } from '../i18n/messages.ts';
import type { FilterRow } from './list-definition.ts';

// The active filters of a list as chips: one per row whose current option is not "all", each
// linking to the row's "all" option, so following a chip removes that filter and keeps the others.

/** An active filter: its row's label, the option's name and the list without it. */
export interface FilterChip {
  row: string;
  label: MessageKey;
  name: string;
  removeHref: string;
}

/**
 * The chips of a filter bar's rows.
 * @example activeFilterChips([{ name: 'f', label: 'filter.industry', links: [all, { name: 'Energy', current: true }] }]) // [{ name: 'Energy', removeHref: all.href, … }]
 */
export function activeFilterChips(rows: readonly FilterRow[]): FilterChip[] {
  return rows.flatMap((row) => {
    const all = row.links.find((link) => link.name === null);
    const active = row.links.find((link) => link.current && link.name !== null);
    if (all === undefined || active === undefined || active.name === null) return [];
    return [{ row: row.name, label: row.label, name: active.name, removeHref: all.href }];
  });
}
