import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitions } from './schema.ts';
import { eq, inArray } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../test/harness.ts';
import { builtOnce, inIds } from './built-once.ts';
import { pgliteStatementLimit, preparedListLimit, preparingPglite } from './prepared-statements.ts';
import { rowsIn } from '../domain/search/steps.ts';

// On the API project's database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set), with
// one connection so that pg_prepared_statements (a per-session view) sees what the API's queries
// left there.
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

describe('prepared statements', () => {
  it('runs a repeated read as a named prepared statement, with the same answer each time', async () => {
    const db = api.database.db;
    const read = () =>
      db
        .select({ id: exhibitions.id, nameZh: exhibitions.nameZh })
        .from(exhibitions)
        .where(eq(exhibitions.id, 1));
    const first = await read();
    expect(first).toHaveLength(1);
    for (let i = 0; i < 7; i += 1) expect(await read()).toEqual(first);
    const statements = await preparedWith(
      'select "id", "name_zh" from "exhibitions" where "exhibitions"."id" = $1',
    );
    expect(statements).toHaveLength(1);
  });

  it('does not keep a text with a list of more than 16 values (one per batch size otherwise)', async () => {
    const db = api.database.db;
    const ids = Array.from({ length: 50 }, (_, index) => index + 1);
    const first = await db
      .select({ id: exhibitions.id })
      .from(exhibitions)
      .where(inArray(exhibitions.id, ids));
    expect(first.length).toBeGreaterThan(16);
    for (let i = 0; i < 4; i += 1)
      expect(
        await db.select({ id: exhibitions.id }).from(exhibitions).where(inArray(exhibitions.id, ids)),
      ).toEqual(first);
    expect(await preparedWith('select "id" from "exhibitions" where "exhibitions"."id" in ($1, $2,')).toEqual(
      [],
    );
    const few = ids.slice(0, preparedListLimit);
    for (let i = 0; i < 3; i += 1)
      await db.select({ id: exhibitions.id }).from(exhibitions).where(inArray(exhibitions.id, few));
    expect(
      await preparedWith('select "id" from "exhibitions" where "exhibitions"."id" in ($1, $2,'),
    ).toHaveLength(1);
  });

  it('prepares statements inside transactions, and a rolled-back one leaves nothing behind', async () => {
    const db = api.database.db;
    const marker = sql`/* prepared-in-transaction */ select ${41}::int + 1 as answer`;
    for (let i = 0; i < 3; i += 1) {
      const answer = await db.transaction(async (tx) => rowsIn(await tx.execute(marker)));
      expect(answer).toEqual([{ answer: 42 }]);
    }
    expect(await preparedWith('prepared-in-' + 'transaction')).toHaveLength(1);
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
  it('builds once per database and binds any number of ids to one text', async () => {
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
    expect(
      await preparedWith('select "id" from "exhibitions" where "exhibitions"."id" = any($1::int[])'),
    ).toHaveLength(1);
  });
});

describe('PGlite statement cache', () => {
  it(`keeps at most ${String(pgliteStatementLimit)} named statements, closing the least recently used`, async () => {
    const client = new PGlite();
    try {
      const db = drizzle(preparingPglite(client));
      for (let i = 0; i < pgliteStatementLimit + 40; i += 1) {
        const text = sql.raw(`select ${String(i)} as n`);
        expect(rowsIn(await db.execute(text))).toEqual([{ n: i }]);
      }
      const [row] = rowsIn(await client.query('select count(*)::int as kept from pg_prepared_statements'));
      expect(row).toEqual({ kept: pgliteStatementLimit });
      // Values of the types the serializers handle arrive as sent (Drizzle reads timestamps as text).
      const day = new Date('2026-11-27T00:00:00.000Z');
      const [typed] = rowsIn(
        await db.execute(
          sql`select ${day}::timestamptz as at, ${'{a,b}'}::text[] as list, ${JSON.stringify({ k: 1 })}::jsonb as doc, ${null}::int as nothing`,
        ),
      );
      expect(typed).toEqual({ at: '2026-11-27 00:00:00+00', list: ['a', 'b'], doc: { k: 1 }, nothing: null });
    } finally {
      await client.close();
    }
  });

  it('answers a statement of more rows than a spread call can pass (one protocol message per row)', async () => {
    const client = new PGlite();
    try {
      const db = drizzle(preparingPglite(client));
      const rows = rowsIn(await db.execute(sql`select n from generate_series(1, ${200_000}::int) as n`));
      expect(rows).toHaveLength(200_000);
      expect(rows.at(-1)).toEqual({ n: 200_000 });
    } finally {
      await client.close();
    }
  });
});
