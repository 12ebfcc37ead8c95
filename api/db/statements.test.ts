import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.ts';
import { rowsIn } from '../domain/search/steps.ts';
import { builtOnce, inIds } from './built-once.ts';
import { exhibitions } from './schema.ts';

// On the API project's database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set), with
// one connection so that pg_prepared_statements (a per-session view) sees what the API's queries
// left there. The drivers are used as they come: a query built with Drizzle's `.prepare(name)` is
// a server-side prepared statement on postgres.js; PGlite (one in-process session) names none.
let api: TestApi;
const pool = process.env.DATABASE_POOL_MAX;
beforeAll(async () => {
  process.env.DATABASE_POOL_MAX = '1';
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  if (pool === undefined) delete process.env.DATABASE_POOL_MAX;
  else process.env.DATABASE_POOL_MAX = pool;
  await api.stop();
});

/** The prepared statements of the session whose text contains the marker (not written in this query's text). */
async function preparedWith(marker: string): Promise<string[]> {
  const rows = rowsIn(
    await api.database.db.execute(
      sql`select statement from pg_prepared_statements where statement like '%' || ${marker} || '%'`,
    ),
  );
  return rows.map((row) => String((row as { statement: unknown }).statement));
}

describe('statements', () => {
  it('sends a query that was not prepared as it is, with the same answer each time', async () => {
    const db = api.database.db;
    const read = () =>
      db
        .select({ id: exhibitions.id, nameZh: exhibitions.nameZh })
        .from(exhibitions)
        .where(eq(exhibitions.id, 1));
    const first = await read();
    expect(first).toHaveLength(1);
    for (let i = 0; i < 7; i += 1) expect(await read()).toEqual(first);
    expect(
      await preparedWith('select "id", "name_zh" from "exhibitions" where "exhibitions"."id" = $1'),
    ).toEqual([]);
  });

  it('runs statements inside transactions, and a rolled-back one leaves nothing behind', async () => {
    const db = api.database.db;
    const marker = sql`/* in-transaction */ select ${41}::int + 1 as answer`;
    for (let i = 0; i < 3; i += 1) {
      const answer = await db.transaction(async (tx) => rowsIn(await tx.execute(marker)));
      expect(answer).toEqual([{ answer: 42 }]);
    }
    const before = (
      await db.select({ views: exhibitions.views }).from(exhibitions).where(eq(exhibitions.id, 1))
    )[0];
    await expect(
      db.transaction(async (tx) => {
        await tx.update(exhibitions).set({ views: 987_654 }).where(eq(exhibitions.id, 1));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(
      (await db.select({ views: exhibitions.views }).from(exhibitions).where(eq(exhibitions.id, 1)))[0],
    ).toEqual(before);
  });

  it('answers a failing statement with its error and keeps serving the next ones', async () => {
    const db = api.database.db;
    for (let i = 0; i < 3; i += 1) {
      await expect(db.execute(sql`select 1 / ${0}::int as broken`)).rejects.toThrow();
      await expect(db.execute(sql`select frm nowhere ${i}`)).rejects.toThrow();
      expect(rowsIn(await db.execute(sql`select ${i}::int as still`))).toEqual([{ still: i }]);
    }
  });
});

describe('statements built once (built-once.ts)', () => {
  it('builds once per database, binds any number of ids to one text, prepared where the driver names it', async () => {
    const db = api.database.db;
    let builds = 0;
    const byIds = builtOnce((database) => {
      builds += 1;
      return database
        .select({ id: exhibitions.id })
        .from(exhibitions)
        .where(inIds(exhibitions.id, 'ids'))
        .prepare('built_once_probe');
    });
    for (const ids of [[], [3], [5, 1, 9_999_999], Array.from({ length: 40 }, (_, index) => index + 1)]) {
      const rows = await byIds(db).execute({ ids });
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        ids.filter((id) => id < 9_999_999).sort((a, b) => a - b),
      );
    }
    expect(builds).toBe(1);
    // postgres.js prepares it once on the connection; PGlite runs it unnamed.
    expect(
      await preparedWith('select "id" from "exhibitions" where "exhibitions"."id" = any($1::int[])'),
    ).toHaveLength(api.database.driver === 'postgres' ? 1 : 0);
  });
});
