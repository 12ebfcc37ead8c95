// Prints EXPLAIN (ANALYZE, BUFFERS) of the search statements on a seeded database, with the
// planner settings the API runs them under, so the indexes they rely on can be checked at scale:
//   DATABASE_URL=postgres://... node scripts/bench/search-explain.ts [--q shanghai] [--page] [--plans]
//   API_DATA_DIR=.data/bench-search-20000 node scripts/bench/search-explain.ts ...
// Without --q it explains a few typical queries (a 2-letter prefix, a word, a typo, Chinese, two
// words); suggestions show both of their steps. --plans prints whole plans, else the timings and
// the scans.
import { sql } from 'drizzle-orm';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locationFromEnv, openDatabase } from '../../api/db/database.ts';
import { searchStatement, suggestStatements } from '../../api/domain/search.ts';
import { runSteps, typoStep, typoWordsOf, type SearchStep } from '../../api/domain/search/steps.ts';
import { typoCandidates } from '../../api/domain/search/terms.ts';
import { searchQuerySchema } from '../../src/lib/contract/search.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const asked = option('q');
const queries = asked === undefined ? ['sh', 'shanghai', 'colgne', '上海', 'auto expo', 'expo'] : [asked];
const page = process.argv.includes('--page');
const whole = process.argv.includes('--plans');
const database = await openDatabase(locationFromEnv(process.env, root));

async function explain(label: string, step: SearchStep): Promise<void> {
  // Twice first: a database just opened (PGlite above all) reads its pages and catalogue cold.
  for (let i = 0; i < 2; i += 1) await runSteps(database.db, (run) => run(step));
  const rows = await runSteps(database.db, (run) =>
    run({ ...step, statement: sql`explain (analyze, buffers) ${step.statement}` }),
  );
  console.log(
    `\n=== ${label} (${Object.entries(step.settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')})`,
  );
  for (const row of rows as Record<string, string>[]) {
    const line = Object.values(row)[0] ?? '';
    if (whole || /Scan|Time:|Limit/.test(line)) console.log(line);
  }
}

try {
  for (const q of queries) {
    const typos = await runSteps(database.db, (run) => typoWordsOf(run, q));
    const candidates = typoCandidates(q);
    if (candidates.length > 0) await explain(`typo correction ${candidates.join(' ')}`, typoStep(candidates));
    if (page) {
      const step = searchStatement(searchQuerySchema.parse({ q }), new Date(), typos);
      if (step !== null) await explain(`page ${q}`, step);
      continue;
    }
    const steps = suggestStatements({ q, limit: 3 }, new Date(), typos);
    if (steps === null) continue;
    if (steps.every !== null) await explain(`suggest ${q}: every match`, steps.every);
    await explain(`suggest ${q}: candidates`, steps.walk);
  }
} finally {
  await database.close();
}
