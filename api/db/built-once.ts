// Statements whose SQL text Drizzle builds once per database instead of on every call. Turning a
// query into text is most of the API's CPU for a read (CPU profiles of the detail reads under
// load: docs/benchmarks.md). A prepared query keeps the text and its placeholders; each call
// binds its values.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/**
 * What `build` answers for a database, built on the first call with that database and kept as
 * long as it is (a transaction's handle builds its own).
 */
export function builtOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/**
 * `column = any($name::int[])`: one text for any number of ids (Drizzle's inArray writes a text
 * per list length). Bind the placeholder to an array of integers.
 */
export function inIds(column: PgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::int[])`;
}
