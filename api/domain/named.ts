import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { or, type SQL } from 'drizzle-orm';

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
export function either(...conditions: [SQL, ...SQL[]]): SQL {
  return or(...conditions) ?? conditions[0];
}
