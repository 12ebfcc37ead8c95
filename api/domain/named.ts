import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { ilike, or, type Column, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * What a read of bilingual rows answers once its queries are done: the answer in a language. The
 * rows hold both languages, so the batch reads of the export map one read to both (CN and EN)
 * instead of querying twice.
 */
export type Localized<T> = (locale: Locale) => T;

/** A bilingual row reduced to {id, name} in the request's language. */
export function named(
  locale: Locale,
  row: { id: number; nameZh: string; nameEn: string } | undefined,
): { id: number; name: string } {
  return row === undefined ? { id: 0, name: '' } : { id: row.id, name: pick(locale, row.nameZh, row.nameEn) };
}

/** Index rows by id for joins done in memory on small lookup tables. */
export function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Escapes LIKE wildcards so a keyword matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** OR of conditions that are all present, typed as present (drizzle's or() allows undefined). */
function either(...conditions: [SQL, ...SQL[]]): SQL {
  return or(...conditions) ?? conditions[0];
}

/**
 * Rows where any of the columns contains the keyword literally (case-insensitive); undefined when
 * there is no keyword, so the list is not narrowed.
 */
export function containsKeyword(
  keyword: string | undefined,
  ...columns: [Column, ...Column[]]
): SQL | undefined {
  if (keyword === undefined || keyword === '') return undefined;
  return matchesPattern(likePattern(keyword), ...columns);
}

/** Rows where any of the columns matches a likePattern (or a placeholder bound to one). */
export function matchesPattern(pattern: string | Placeholder, ...columns: [Column, ...Column[]]): SQL {
  const [first, ...rest] = columns;
  return either(ilike(first, pattern), ...rest.map((column) => ilike(column, pattern)));
}

/** Groups rows by a key, keeping their order within each group. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list === undefined) groups.set(k, [row]);
    else list.push(row);
  }
  return groups;
}
