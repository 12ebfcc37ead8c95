import type { PGlite } from '@electric-sql/pglite';
import { asc, count, desc, eq, lte, notInArray } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchMaxIds } from '../../src/lib/contract/batch.ts';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { readCompanies } from '../domain/companies.ts';
import { readEditions, readExhibitions } from '../domain/exhibition-details.ts';
import type { Localized } from '../domain/named.ts';
import { readNewsArticles } from '../domain/news.ts';
import { readPeriodicals, readPeriodicalsOfExhibitions } from '../domain/periodicals.ts';
import { useTestApi } from '../test/per-file-api.ts';

// The batch reads answer exactly what the single detail endpoints answer, id by id, in the order
// asked, in both locales at once, with a number of queries that does not depend on how many ids
// are asked for (nor on the locales: one read answers both).

interface Kind {
  batch: string;
  single: string;
  /** Ids of the seed with something in every list of the detail, chosen in beforeAll. */
  ids: number[];
  read: (db: Database, ids: number[], today: Date) => Promise<Localized<unknown[]>>;
  /** Queries one batch costs, whatever the number of ids. */
  queries: number;
}

const missing = 2_000_000_000;
let unpublished = 0;
let busiestOrganiser = 0;
let busiestExhibitor = 0;
const kinds: Kind[] = [
  {
    batch: '/api/batch/exhibitions',
    single: '/api/exhibitions',
    ids: [],
    read: (db, ids, today) => readExhibitions(db, ids, today),
    // One of them looks for ticket holds that have ended before the tickets' stock is read.
    queries: 6,
  },
  {
    batch: '/api/batch/news',
    single: '/api/news',
    ids: [],
    read: (db, ids) => readNewsArticles(db, ids),
    queries: 8,
  },
  {
    batch: '/api/batch/companies',
    single: '/api/companies',
    ids: [],
    read: (db, ids, today) => readCompanies(db, ids, today),
    queries: 11,
  },
  {
    batch: '/api/batch/periodicals',
    single: '/api/periodicals',
    ids: [],
    read: (db, ids) => readPeriodicals(db, ids),
    queries: 2,
  },
  {
    batch: '/api/batch/editions',
    single: '/api/editions',
    ids: [1, 2, 3, 40],
    read: (db, ids) => readEditions(db, ids),
    queries: 1,
  },
];

const api = useTestApi();
beforeAll(async () => {
  const db = api.ctx.db;
  const [exhibitions, news, companies, periodicals] = kinds as [Kind, Kind, Kind, Kind];
  // Fairs with periodicals and trips, and one without either.
  const withPeriodical = await db
    .select({ id: schema.periodicals.exhibitionId })
    .from(schema.periodicals)
    .limit(2);
  const withTrip = await db.select({ id: schema.trips.exhibitionId }).from(schema.trips).limit(1);
  exhibitions.ids = [...withPeriodical.map((r) => r.id), ...withTrip.map((r) => r.id), 1, 2];
  // The newest articles (each in the related lists of its industry), the second one unpublished.
  const articles = await db
    .select({ id: schema.news.id })
    .from(schema.news)
    .orderBy(desc(schema.news.publishedAt))
    .limit(4);
  news.ids = [...articles.map((r) => r.id), 7, 8];
  unpublished = articles[1]?.id ?? 0;
  await db.update(schema.news).set({ status: 'pending' }).where(eq(schema.news.id, unpublished));
  // Companies: the busiest organiser, an exhibitor with the most directory entries, a followed one.
  const organiser = await db
    .select({ id: schema.exhibitions.organiserId, n: count() })
    .from(schema.exhibitions)
    .groupBy(schema.exhibitions.organiserId)
    .orderBy(desc(count()))
    .limit(1);
  const exhibitor = await db
    .select({ id: schema.periodicalExhibitors.companyId, n: count() })
    .from(schema.periodicalExhibitors)
    .groupBy(schema.periodicalExhibitors.companyId)
    .orderBy(desc(count()))
    .limit(1);
  const followed = await db
    .select({ id: schema.follows.targetId })
    .from(schema.follows)
    .where(eq(schema.follows.targetType, 'company'))
    .limit(1);
  companies.ids = [...organiser, ...exhibitor, ...followed].map((r) => r.id).concat([3]);
  // Past the list limits: 30 organised fairs (20 listed), 60 more directory entries (50 listed).
  busiestOrganiser = organiser[0]?.id ?? 0;
  busiestExhibitor = exhibitor[0]?.id ?? 0;
  await db
    .update(schema.exhibitions)
    .set({ organiserId: busiestOrganiser })
    .where(lte(schema.exhibitions.id, 30));
  const directories = await db.select({ id: schema.periodicals.id }).from(schema.periodicals).limit(60);
  await db.insert(schema.periodicalExhibitors).values(
    directories.map((d) => ({
      periodicalId: d.id,
      companyId: busiestExhibitor,
      booth: `Z${String(d.id)}`,
    })),
  );
  const listed = await db
    .select({ id: schema.periodicalExhibitors.periodicalId })
    .from(schema.periodicalExhibitors)
    .limit(1);
  periodicals.ids = [...listed.map((r) => r.id), 1, 5];
});

/** A second Drizzle instance on the test API's connection, with a logger that counts every query. */
function countingDatabase(): { db: Database; queries: number } {
  const counter = { queries: 0 };
  const logger = {
    logQuery: () => {
      counter.queries += 1;
    },
  };
  const client = (api.database.db as unknown as { $client: PGlite | Sql }).$client;
  const db = (api.database.driver === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePostgres(client as Sql, { schema, logger })) as unknown as Database;
  return Object.assign(counter, { db });
}

async function single(path: string, id: number, locale: 'CN' | 'EN'): Promise<unknown> {
  const { status, body } = await api.call<unknown>('GET', `${path}/${String(id)}`, { locale });
  return status === 200 ? body.data : undefined;
}

describe('GET /api/batch/*', () => {
  for (const kind of kinds) {
    it(`${kind.batch} answers what ${kind.single}/{id} answers, in the order asked, without missing ids`, async () => {
      expect(kind.ids.length).toBeGreaterThanOrEqual(3);
      const [a = 0, b = 0, ...rest] = [...new Set(kind.ids)];
      // A missing id and a duplicate among the known ones, in a shuffled order.
      const asked = [b, missing, a, ...rest.reverse(), b, a];
      // The Locale header does not matter: both locales come back.
      const { status, body } = await api.call<Record<'CN' | 'EN', { id: number }[]>>(
        'GET',
        `${kind.batch}?ids=${asked.join(',')}`,
        { locale: 'EN' },
      );
      expect(status).toBe(200);
      expect(body.code).toBe(1);
      expect(Object.keys(body.data ?? {})).toEqual(['CN', 'EN']);
      for (const locale of ['CN', 'EN'] as const) {
        const expected: unknown[] = [];
        for (const id of new Set(asked)) {
          const detail = await single(kind.single, id, locale);
          if (detail !== undefined) expected.push(detail);
        }
        expect(expected.length).toBeGreaterThanOrEqual(2);
        // Byte for byte: same fields in the same order, same lists in the same order.
        expect(JSON.stringify(body.data?.[locale])).toBe(JSON.stringify(expected));
      }
      expect(body.data?.CN, 'the two locales differ').not.toEqual(body.data?.EN);
    });
  }

  it('leaves out unpublished news, as GET /api/news/{id} answers 404 for it', async () => {
    expect((await api.call('GET', `/api/news/${String(unpublished)}`)).status).toBe(404);
    const { body } = await api.call<Record<'CN' | 'EN', { id: number }[]>>(
      'GET',
      `/api/batch/news?ids=${String(unpublished)},7`,
    );
    expect(body.data?.CN.map((r) => r.id)).toEqual([7]);
    expect(body.data?.EN.map((r) => r.id)).toEqual([7]);
    const { body: others } = await api.call<Record<'CN' | 'EN', { related: { id: number }[] }[]>>(
      'GET',
      '/api/batch/news?ids=1,2,3,4,5,6,7,8,9,10',
    );
    for (const records of [others.data?.CN ?? [], others.data?.EN ?? []]) {
      expect(records.flatMap((r) => r.related.map((x) => x.id))).not.toContain(unpublished);
    }
  });

  it('lists as the single reads did: organised is the first list page, exhibitsAt the 50 newest, related the 6 newest but itself', async () => {
    const { body } = await api.call<{
      EN: {
        id: number;
        organised: unknown[];
        exhibitsAt: { exhibition: { id: number }; periodicalId: number; booth: string }[];
      }[];
    }>('GET', `/api/batch/companies?ids=${String(busiestExhibitor)},${String(busiestOrganiser)},3`);
    const byId = new Map(body.data?.EN.map((r) => [r.id, r]));
    const page = await api.call<{ records: unknown[]; total: number }>(
      'GET',
      `/api/exhibitions?organiserId=${String(busiestOrganiser)}&pageSize=20`,
      { locale: 'EN' },
    );
    expect(page.body.data?.total).toBeGreaterThanOrEqual(30);
    expect(byId.get(busiestOrganiser)?.organised).toEqual(page.body.data?.records);
    const newest = await api.ctx.db
      .select({
        exhibitionId: schema.exhibitions.id,
        periodicalId: schema.periodicals.id,
        booth: schema.periodicalExhibitors.booth,
      })
      .from(schema.periodicalExhibitors)
      .innerJoin(schema.periodicals, eq(schema.periodicals.id, schema.periodicalExhibitors.periodicalId))
      .innerJoin(schema.exhibitions, eq(schema.exhibitions.id, schema.periodicals.exhibitionId))
      .where(eq(schema.periodicalExhibitors.companyId, busiestExhibitor))
      .orderBy(desc(schema.exhibitions.startDate), asc(schema.periodicalExhibitors.id))
      .limit(50);
    expect(newest).toHaveLength(50);
    expect(
      byId.get(busiestExhibitor)?.exhibitsAt.map((e) => ({
        exhibitionId: e.exhibition.id,
        periodicalId: e.periodicalId,
        booth: e.booth,
      })),
    ).toEqual(newest);

    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const articles = await api.call<{
      EN: { id: number; industry: { id: number }; related: unknown[] }[];
    }>('GET', `/api/batch/news?ids=${ids.join(',')}`);
    for (const article of articles.body.data?.EN ?? []) {
      const list = await api.call<{ records: { id: number }[] }>(
        'GET',
        `/api/news?i=${String(article.industry.id)}&pageSize=7`,
        { locale: 'EN' },
      );
      const others = (list.body.data?.records ?? []).filter((r) => r.id !== article.id).slice(0, 6);
      expect(article.related, `news ${String(article.id)}`).toEqual(others);
    }
  });

  it('answers an empty list when no id exists', async () => {
    for (const kind of kinds) {
      const { status, body } = await api.call('GET', `${kind.batch}?ids=${String(missing)}`);
      expect(status, kind.batch).toBe(200);
      expect(body.data, kind.batch).toEqual({ CN: [], EN: [] });
    }
  });

  it('takes 100 ids and refuses 101, non-numeric, empty and absent ids with the bad-input envelope', async () => {
    const hundred = Array.from({ length: batchMaxIds }, (_, i) => i + 1).join(',');
    for (const kind of kinds) {
      const ok = await api.call<{ CN: unknown[]; EN: unknown[] }>('GET', `${kind.batch}?ids=${hundred}`);
      expect(ok.body.code, kind.batch).toBe(1);
      expect(ok.body.data?.CN.length, kind.batch).toBeGreaterThan(0);
      expect(ok.body.data?.EN.length, kind.batch).toBe(ok.body.data?.CN.length);
      for (const query of [
        `?ids=${hundred},101`,
        '?ids=abc',
        '?ids=',
        '?ids=1,,2',
        '?ids=0',
        '?ids=-1',
        '',
      ]) {
        const { status, body } = await api.call<{ fields: { field: string }[] }>(
          'GET',
          `${kind.batch}${query}`,
        );
        expect(status, `${kind.batch}${query}`).toBe(400);
        expect(body.code, `${kind.batch}${query}`).toBe(20002);
        expect(body.data?.fields.map((f) => f.field)[0], `${kind.batch}${query}`).toMatch(/^query\.ids/);
      }
    }
  });
});

describe('GET /api/batch/exhibition-periodicals', () => {
  it('answers per exhibition asked, in that order, page 1 of GET /api/periodicals?exhibitionId= at the page size', async () => {
    // One fair gets two more issues, a year before and a year after its first: three rows to order.
    const [first] = await api.ctx.db
      .select()
      .from(schema.periodicals)
      .orderBy(asc(schema.periodicals.id))
      .limit(1);
    if (first === undefined) throw new Error('the seed has no periodicals');
    const copy: Omit<typeof first, 'id'> & { id?: number } = { ...first };
    delete copy.id;
    await api.ctx.db.insert(schema.periodicals).values([
      { ...copy, year: copy.year - 1 },
      { ...copy, year: copy.year + 1 },
    ]);
    const rows = await api.ctx.db
      .select({ id: schema.periodicals.exhibitionId, n: count() })
      .from(schema.periodicals)
      .groupBy(schema.periodicals.exhibitionId)
      .orderBy(desc(count()), asc(schema.periodicals.exhibitionId))
      .limit(3);
    const [busiest] = rows;
    expect(busiest).toEqual({ id: first.exhibitionId, n: 3 });
    // Fairs with periodicals (the busiest first), one without any, a missing id and a duplicate.
    const withNone = await api.ctx.db
      .select({ id: schema.exhibitions.id })
      .from(schema.exhibitions)
      .where(
        notInArray(
          schema.exhibitions.id,
          api.ctx.db.select({ id: schema.periodicals.exhibitionId }).from(schema.periodicals),
        ),
      )
      .limit(1);
    expect(withNone).toHaveLength(1);
    const asked = [...rows.map((r) => r.id), withNone[0]?.id ?? 0, missing, rows[0]?.id ?? 0];
    // At the size the edition pages ask for, and at one row per page (a page shorter than the total).
    for (const pageSize of [100, 1]) {
      const { status, body } = await api.call<Record<'CN' | 'EN', { exhibitionId: number; page: unknown }[]>>(
        'GET',
        `/api/batch/exhibition-periodicals?ids=${asked.join(',')}&pageSize=${String(pageSize)}`,
      );
      expect(status).toBe(200);
      for (const locale of ['CN', 'EN'] as const) {
        const expected: unknown[] = [];
        for (const id of new Set(asked)) {
          const list = await api.call<unknown>(
            'GET',
            `/api/periodicals?exhibitionId=${String(id)}&pageNum=1&pageSize=${String(pageSize)}`,
            { locale },
          );
          expected.push({ exhibitionId: id, page: list.body.data });
        }
        expect(JSON.stringify(body.data?.[locale])).toBe(JSON.stringify(expected));
      }
    }
  });

  it('costs one query for 1 exhibition as for 100, and refuses bad ids and page sizes', async () => {
    const counted = countingDatabase();
    for (const ids of [[1], Array.from({ length: batchMaxIds }, (_, i) => i + 1)]) {
      counted.queries = 0;
      const localized = await readPeriodicalsOfExhibitions(counted.db, ids, 100);
      expect(localized('zh')).toHaveLength(ids.length);
      expect(localized('en')).toHaveLength(ids.length);
      expect(counted.queries).toBe(1);
    }
    for (const query of [
      '?ids=1&pageSize=0',
      '?ids=1&pageSize=abc',
      '?ids=abc&pageSize=10',
      '?pageSize=10',
    ]) {
      const { status, body } = await api.call('GET', `/api/batch/exhibition-periodicals${query}`);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(20002);
    }
  });
});

describe('batch getters', () => {
  it('cost the same number of queries for 1 id as for 100', async () => {
    const counted = countingDatabase();
    const { db } = counted;
    const today = api.ctx.now();
    const hundred = Array.from({ length: batchMaxIds }, (_, i) => i + 1);
    for (const kind of kinds) {
      const counts: number[] = [];
      for (const ids of [[1], hundred]) {
        counted.queries = 0;
        const localized = await kind.read(db, ids, today);
        const records = localized('en');
        expect(records.length, kind.batch).toBeGreaterThanOrEqual(ids.length === 1 ? 1 : 90);
        // The other language maps the same rows: no query more.
        expect(localized('zh'), kind.batch).toHaveLength(records.length);
        counts.push(counted.queries);
      }
      expect(counts, kind.batch).toEqual([kind.queries, kind.queries]);
    }
  });
});
