import type { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../../api/db/database.ts';
import * as schema from '../../api/db/schema.ts';
import { getCompany, readCompanies } from '../../api/domain/companies.ts';
import { getExhibition, readExhibitions } from '../../api/domain/exhibition-details.ts';
import type { Localized } from '../../api/domain/named.ts';
import { getNews, readNewsArticles } from '../../api/domain/news.ts';
import { getPeriodical, readPeriodicals } from '../../api/domain/periodicals.ts';
import { ensureSeeded } from '../../api/seed/ensure-seeded.ts';
import { median } from './stats.ts';

// Per-id cost of the detail reads in-process, without HTTP: the single getter (what
// GET /api/exhibitions/{id} and friends run, one id at a time, in one language) against the batch
// read of 100 ids answered in both languages (what GET /api/batch/* runs), for exhibitions, news,
// companies and periodicals, plus the queries each costs. Prints figures; asserts nothing.
//   node scripts/bench/api-batch.ts [--data-dir DIR] [--scale 20000] [--rounds 5]
// The data: a copy of --data-dir (default .data/bench-20000, which `scripts/bench/api.ts` keeps;
// never opened in place, another process may be using it), else a fresh in-memory database
// seeded at --scale.

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: join(root, '.data', 'bench-20000') },
    scale: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '5' },
  },
});
const rounds = Number(values.rounds);
const batchSize = 100;
const today = new Date();

let copy: string | null = null;
if (existsSync(values['data-dir'])) {
  copy = mkdtempSync(join(tmpdir(), 'api-batch-bench-'));
  const started = Date.now();
  cpSync(values['data-dir'], copy, { recursive: true });
  console.log(`copied ${values['data-dir']} to ${copy} in ${String(Date.now() - started)} ms`);
} else {
  console.log(`${values['data-dir']} not found: seeding an in-memory database at scale ${values.scale}`);
}
const database = await openDatabase({ dataDir: copy });
if (copy === null) await ensureSeeded(database.db, Number(values.scale));

// A second Drizzle instance on the same PGlite that counts the queries it sends.
let queries = 0;
const db = drizzle((database.db as unknown as { $client: PGlite }).$client, {
  schema,
  logger: {
    logQuery: () => {
      queries += 1;
    },
  },
}) as unknown as Database;

interface Kind {
  label: string;
  table: typeof schema.exhibitions | typeof schema.news | typeof schema.companies | typeof schema.periodicals;
  single: (id: number) => Promise<unknown>;
  batch: (ids: number[]) => Promise<unknown[]>;
}

/** A batch read's records in both languages, as GET /api/batch/* answers them. */
async function inBoth(read: Promise<Localized<unknown[]>>): Promise<unknown[]> {
  const localized = await read;
  return [...localized('zh'), ...localized('en')];
}

const kinds: Kind[] = [
  {
    label: 'exhibition',
    table: schema.exhibitions,
    single: (id) => getExhibition(db, id, 'en', today),
    batch: (ids) => inBoth(readExhibitions(db, ids, today)),
  },
  {
    label: 'news',
    table: schema.news,
    single: (id) => getNews(db, id, 'en'),
    batch: (ids) => inBoth(readNewsArticles(db, ids)),
  },
  {
    label: 'company',
    table: schema.companies,
    single: (id) => getCompany(db, id, 'en', today),
    batch: (ids) => inBoth(readCompanies(db, ids, today)),
  },
  {
    label: 'periodical',
    table: schema.periodicals,
    single: (id) => getPeriodical(db, id, 'en'),
    batch: (ids) => inBoth(readPeriodicals(db, ids)),
  },
];

/** 100 ids spread over 1..total, shifted per round so rounds read different rows. */
function spreadIds(total: number, round: number): number[] {
  const step = Math.max(1, Math.floor(total / batchSize));
  return Array.from({ length: Math.min(batchSize, total) }, (_, i) => ((i * step + round * 7) % total) + 1);
}

const rows: string[] = [];
for (const kind of kinds) {
  const total = (await database.db.select({ n: count() }).from(kind.table))[0]?.n ?? 0;
  // Warm-up: plans, caches and the JIT, on ids the measured rounds do not read first.
  await kind.batch(spreadIds(total, rounds + 1));
  for (const id of spreadIds(total, rounds + 1).slice(0, 10)) await kind.single(id);
  const singleMs: number[] = [];
  const batchMs: number[] = [];
  let singleQueries = 0;
  let batchQueries = 0;
  let found = 0;
  for (let round = 0; round < rounds; round++) {
    const ids = spreadIds(total, round);
    queries = 0;
    let started = performance.now();
    for (const id of ids) await kind.single(id);
    singleMs.push((performance.now() - started) / ids.length);
    singleQueries = queries / ids.length;
    queries = 0;
    started = performance.now();
    // Each found id is answered twice, once per language.
    found = (await kind.batch(ids)).length / 2;
    batchMs.push((performance.now() - started) / ids.length);
    batchQueries = queries;
  }
  const single = median(singleMs);
  const batch = median(batchMs);
  rows.push(
    `| ${kind.label} | ${String(total)} | ${single.toFixed(2)} | ${batch.toFixed(2)} | ${(single / batch).toFixed(1)}x | ${String(singleQueries)} | ${String(batchQueries)} (${String(found)} found) |`,
  );
  console.log(
    `${kind.label}: single ${single.toFixed(2)} ms/id, batch of ${String(batchSize)} in both languages ${batch.toFixed(2)} ms/id`,
  );
}

console.log(
  `\nin-process, ${String(rounds)} rounds of ${String(batchSize)} ids each (median), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  '| detail | rows | single ms/id (one language) | batch ms/id (both) | speed-up | queries per id (single) | queries per batch |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

await database.close();
if (copy !== null) rmSync(copy, { recursive: true, force: true });
