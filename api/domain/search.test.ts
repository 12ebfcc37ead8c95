import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchPage, type SearchSuggestions } from '../../src/lib/contract/search.ts';
import { exhibitions, news } from '../db/schema.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { searchStatement, suggest, suggestStatements } from './search.ts';
import {
  runSteps,
  settingsToChange,
  typoStep,
  typoThreshold,
  typoWordsOf,
  type SearchStep,
} from './search/steps.ts';
import { noTypos, type Typos } from './search/terms.ts';

// search_entries and the plans of the search statements, on the default seed (in-memory PGlite,
// or PostgreSQL with DATABASE_URL, like every API test).
const api = useTestApi();

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows: Record<string, unknown>[] }).rows;
}

async function entry(type: string, id: number): Promise<Record<string, unknown> | undefined> {
  const result = await api.ctx.db.execute(
    sql`select name_a, name_b, name_c, hay, chars, popularity, end_date::text as end_date
      from search_entries where type = ${type} and id = ${id}`,
  );
  return rowsOf(result)[0];
}

/** The plan of a step as the API runs it (its planner settings), one line per node. */
async function planOf(step: SearchStep): Promise<string> {
  const rows = await runSteps(api.ctx.db, (run) =>
    run({ ...step, statement: sql`explain ${step.statement}` }),
  );
  return rows.map((row) => String(Object.values(row as Record<string, unknown>)[0])).join('\n');
}

async function typosOf(q: string): Promise<Typos> {
  return runSteps(api.ctx.db, (run) => typoWordsOf(run, q));
}

describe('search_entries', () => {
  it('holds every searchable row of the seed, news only when published', async () => {
    const counts = rowsOf(
      await api.ctx.db.execute(sql`select
        (select count(*) from search_entries where type = 'exhibition')::int as entries,
        (select count(*) from exhibitions)::int as fairs,
        (select count(*) from search_entries where type = 'news')::int as news_entries,
        (select count(*) from news where status = 'published')::int as published`),
    )[0];
    expect(counts?.entries).toBe(counts?.fairs);
    expect(counts?.news_entries).toBe(counts?.published);
    expect(Number(counts?.fairs)).toBeGreaterThan(100);
  });

  it('follows inserts, updates and deletes in the same transaction', async () => {
    const db = api.ctx.db;
    const [fair] = await db.select().from(exhibitions).where(eq(exhibitions.id, 1));
    if (fair === undefined) throw new Error('seed has no exhibition 1');
    const [inserted] = await db
      .insert(exhibitions)
      .values({
        ...fair,
        id: undefined,
        nameZh: '测试龙舟博览会',
        nameEn: 'Dragon Boat TEST Expo',
        shortName: 'DBTE',
      })
      .returning({ id: exhibitions.id });
    const id = inserted?.id ?? 0;
    expect(await entry('exhibition', id)).toMatchObject({
      name_a: '测试龙舟博览会',
      name_b: 'dragon boat test expo',
      name_c: 'dbte',
      hay: '测试龙舟博览会 dragon boat test expo dbte',
      chars: ['测', '试', '龙', '舟', '博', '览', '会'],
      end_date: fair.endDate,
    });

    await db
      .update(exhibitions)
      .set({ nameEn: 'Rowing Boat TEST Expo', views: 77 })
      .where(eq(exhibitions.id, id));
    expect(await entry('exhibition', id)).toMatchObject({ name_b: 'rowing boat test expo', popularity: 77 });

    // Inside a transaction that is rolled back, the entry changes and then comes back.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(exhibitions).set({ nameEn: 'Rolled Back' }).where(eq(exhibitions.id, id));
        const inside = rowsOf(
          await tx.execute(sql`select name_b from search_entries where type = 'exhibition' and id = ${id}`),
        );
        expect(inside[0]?.name_b).toBe('rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await entry('exhibition', id)).toMatchObject({ name_b: 'rowing boat test expo' });

    await db.delete(exhibitions).where(eq(exhibitions.id, id));
    expect(await entry('exhibition', id)).toBeUndefined();
  });

  it('keeps the words of names for typo correction, split at punctuation and CJK characters', async () => {
    const name = `xi'an（上海）expo—2026 fair, ab ${'x'.repeat(41)} 上海expo`;
    const [split] = rowsOf(
      await api.ctx.db.execute(sql`select array(select search_words_in(${name})) as words`),
    );
    expect(split?.words).toEqual(['expo', '2026', 'fair', 'expo']);

    const db = api.ctx.db;
    const [fair] = await db.select().from(exhibitions).where(eq(exhibitions.id, 1));
    if (fair === undefined) throw new Error('seed has no exhibition 1');
    const [inserted] = await db
      .insert(exhibitions)
      .values({ ...fair, id: undefined, nameEn: 'Zephyrine Kayak Expo', shortName: 'ZKE' })
      .returning({ id: exhibitions.id });
    const id = inserted?.id ?? 0;
    await db.update(exhibitions).set({ nameEn: 'Quillwort Kayak Expo' }).where(eq(exhibitions.id, id));
    const known = async (word: string) =>
      rowsOf(
        await db.execute(sql`select exists (select 1 from search_words where word = ${word}) as known`),
      )[0]?.known;
    expect(await known('zephyrine')).toBe(true);
    expect(await known('quillwort')).toBe(true);
    expect((await typosOf('quilwort')).get('quilwort')).toContain('quillwort');
    await db.delete(exhibitions).where(eq(exhibitions.id, id));
  });

  it('drops news that is unpublished and takes it back when published', async () => {
    const db = api.ctx.db;
    const [item] = await db.select({ id: news.id }).from(news).where(eq(news.status, 'published')).limit(1);
    const id = item?.id ?? 0;
    expect(await entry('news', id)).toBeDefined();
    await db.update(news).set({ status: 'pending' }).where(eq(news.id, id));
    expect(await entry('news', id)).toBeUndefined();
    await db.update(news).set({ status: 'published' }).where(eq(news.id, id));
    expect(await entry('news', id)).toBeDefined();
  });
});

describe('search plans', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  // These fail when an index the statements rely on is missing or the planner stops using it.
  it('finds the words of a page through the trigram, full-text and CJK character indexes', async () => {
    const page = (q: string, typos: Typos) => {
      const step = searchStatement(searchQuerySchema.parse({ q }), now, typos);
      if (step === null) throw new Error(`no statement for ${q}`);
      return planOf(step);
    };
    const latin = await page('shanghai expo', await typosOf('shanghai expo'));
    expect(latin).toContain('search_entries_hay_idx');
    expect(latin).toContain('search_entries_english_idx');
    expect(latin).not.toMatch(/Seq Scan on search_entries/);
    // A misspelt word is compared with the names' words (by their trigram index at scale; the
    // default seed's few are read whole), and the names found by those words.
    const correction = await planOf(typoStep(['colgne']));
    expect(correction).toMatch(/Index Scan on search_words_/);
    expect(correction).not.toMatch(/Seq Scan/);
    const typo = await page('colgne', await typosOf('colgne'));
    expect(typo).toContain('search_entries_hay_idx');
    expect(typo).not.toMatch(/Seq Scan on search_entries/);
    const chinese = await page('上海汽车', noTypos);
    expect(chinese).toContain('search_entries_chars_idx');
    expect(chinese).not.toMatch(/Seq Scan on search_entries/);
  });

  it("corrects only a word that no row contains, by the names' words one typo away", async () => {
    const typos = await typosOf('cologne hydrogn');
    expect([...typos.keys()]).toEqual(['hydrogn']);
    expect(typos.get('hydrogn')).toContain('hydrogen');
    expect((await typosOf('colgne')).get('colgne')?.[0]).toBe('cologne');
    // Found nowhere and near no word: left out, the query matches nothing.
    expect((await typosOf('qxzvjw')).size).toBe(0);
  });

  it('walks the most viewed rows and the name indexes for suggestions of a short prefix', async () => {
    const steps = suggestStatements({ q: 'sh', limit: 3 }, now, noTypos);
    expect(steps?.every).toBeNull();
    const plan = await planOf(steps?.walk ?? { statement: sql`select 1`, settings: {} });
    expect(plan).toContain('search_entries_popular_idx');
    expect(plan).toContain('search_entries_name_b_idx');
    // Each kind's most viewed names starting with the two letters, read in views order.
    for (const name of ['a', 'b', 'c']) expect(plan).toContain(`search_entries_name_${name}_pair_idx`);
    expect(plan).not.toMatch(/Seq Scan on search_entries/);
  });

  it('computes the English query of a word once per statement, also in a cached generic plan', async () => {
    // A generic plan cannot fold plainto_tsquery of a parameter into a constant: as a filter it was
    // computed for every row tested (a walk of "How to" took 22 ms instead of 3).
    const steps = suggestStatements({ q: 'how to', limit: 3 }, now, noTypos);
    if (steps === null) throw new Error('no statement for "how to"');
    const { sql: text, params } = new PgDialect().sqlToQuery(steps.walk.statement);
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    const rows = await runSteps(api.ctx.db, async (run) => {
      const settings = { ...steps.walk.settings, plan_cache_mode: 'force_generic_plan' };
      await run({ statement: sql.raw(`prepare generic_walk as ${text}`), settings });
      try {
        return await run({
          statement: sql.raw(`explain execute generic_walk(${params.map(literal).join(', ')})`),
          settings,
        });
      } finally {
        await run({ statement: sql.raw('deallocate generic_walk'), settings });
      }
    });
    const plan = rows.map((row) => String(Object.values(row as Record<string, unknown>)[0])).join('\n');
    // An InitPlan's output: $n up to PostgreSQL 16, (InitPlan n).col1 from 17 (PGlite).
    expect(plan).toMatch(/english @@ (\$\d+|\(InitPlan \d+\)\.col1)/);
    expect(plan).not.toMatch(/(Filter|Cond): .*plainto_tsquery/);
  });

  it('runs each step under its own settings: what an earlier step turned off is on again', async () => {
    const setting = sql`select current_setting('enable_bitmapscan') as bitmap, current_setting('plan_cache_mode') as plans`;
    const seen = await runSteps(api.ctx.db, async (run) => [
      await run({
        statement: setting,
        settings: { enable_bitmapscan: 'off', plan_cache_mode: 'force_generic_plan' },
      }),
      await run({ statement: setting, settings: { enable_seqscan: 'off' } }),
    ]);
    expect(seen).toEqual([
      [{ bitmap: 'off', plans: 'force_generic_plan' }],
      [{ bitmap: 'on', plans: 'auto' }],
    ]);
  });
});

describe('settingsToChange', () => {
  it('sets what a step names and resets what an earlier step changed and it does not name', () => {
    const current = new Map([
      ['enable_bitmapscan', 'off'],
      ['enable_seqscan', 'off'],
    ]);
    expect(
      settingsToChange(current, { enable_seqscan: 'off', plan_cache_mode: 'force_generic_plan' }),
    ).toEqual([
      ['plan_cache_mode', 'force_generic_plan'],
      ['enable_bitmapscan', 'on'],
    ]);
    expect(settingsToChange(new Map(), {})).toEqual([]);
  });
});

async function suggestedIds(q: string): Promise<Record<string, number[]>> {
  const { body } = await api.call<SearchSuggestions>(
    'GET',
    `/api/search/suggest?q=${encodeURIComponent(q)}&limit=3`,
  );
  return Object.fromEntries(
    (body.data?.groups ?? []).map((group) => [group.type, group.records.map((record) => record.id)]),
  );
}

/** The ids of the first `size` results of each kind that matched, as the search page ranks them. */
async function pageIds(q: string, size: number): Promise<Record<string, number[]>> {
  const { body: page } = await api.call<SearchPage>('GET', `/api/search?q=${encodeURIComponent(q)}`);
  const ids: Record<string, number[]> = {};
  for (const [type, total] of Object.entries(page.data?.counts ?? {})) {
    if (total === 0) continue;
    const { body: one } = await api.call<SearchPage>(
      'GET',
      `/api/search?q=${encodeURIComponent(q)}&type=${type}&pageSize=${String(size)}`,
    );
    ids[type] = (one.data?.records ?? []).map((record) => record.id);
  }
  return ids;
}

describe('suggestions', () => {
  // Queries an index narrows to at most suggestCap matches are ranked whole: exactly the page's
  // ranking, kind by kind.
  it.each(['shanghai', 'expo', 'auto show', '上海', '深圳会展', 'colgne', 'medical'])(
    'ranks %s as the search page does',
    async (q) => {
      const pages = await pageIds(q, 3);
      expect(await suggestedIds(q)).toEqual(pages);
    },
  );

  // A two-letter prefix is ranked among bounded candidates (exact and prefix names, the most
  // viewed matches, shorter names first among equals): kinds with views and the name-prefix
  // matches come out as on the page; a kind without views may show another match of the same
  // rank past its prefix matches (docs/architecture.md "Site search").
  it('ranks a two-letter prefix among its candidates', async () => {
    const suggested = await suggestedIds('sh');
    const pages = await pageIds('sh', 100);
    expect(Object.keys(suggested).sort()).toEqual(Object.keys(pages).sort());
    for (const type of ['exhibition', 'news', 'wiki'])
      expect(suggested[type]).toEqual(pages[type]?.slice(0, 3));
    for (const [type, ids] of Object.entries(suggested)) {
      expect(ids).toHaveLength(Math.min(3, pages[type]?.length ?? 0));
      for (const id of ids) expect(pages[type]).toContain(id);
    }
    // Companies: the name-prefix matches lead, as on the page.
    expect(suggested.company?.slice(0, 2)).toEqual(pages.company?.slice(0, 2));
  });

  // At catalogue scale "shangai p" matches more than suggestCap names one typo away; the walk for
  // so many matches, which finds names matching as typed, suggested nothing. A cap of 5 makes the
  // default seed do the same.
  it('suggests for a misspelt word that matches more than the cap', async () => {
    const found = await suggest(api.ctx.db, { q: 'shangai p', limit: 3 }, 'en', new Date(), 5);
    const records = found.groups.flatMap((group) => group.records);
    expect(records.length).toBeGreaterThan(0);
    // Every suggestion is one typo from "shangai" and contains "p".
    for (const record of records) {
      const hay = String((await entry(record.type, record.id))?.hay);
      expect(hay).toContain('p');
      const [near] = rowsOf(
        await api.ctx.db.execute(sql`select word_similarity('shangai', ${hay}) >= ${typoThreshold} as near`),
      );
      expect(near?.near).toBe(true);
    }
  });
});
