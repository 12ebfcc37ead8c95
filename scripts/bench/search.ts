// Benchmarks the site search: relevance (recall@3 and MRR of the checked-in relevance set) and
// latency (p50/p95/p99 of a search-box suggestion call and of a /search page, both through the
// portal's origin as a browser sees them), on a catalogue of --scale exhibitions, on PGlite and
// on PostgreSQL side by side.
//   npm run bench -- search [--scale 20000] [--samples 100] [--repeat 1] [--drivers pglite,postgres] [--fresh]
//   node scripts/bench/search.ts ...   (after a build; PORTAL_DIST picks another build folder)
// The API and portal run as `npm start` would (scripts/bench/stack.ts): on PGlite in a data
// directory of their own (.data/bench-{scale}, shared with the api benchmark and kept between
// runs: seeding 20,000 fairs takes minutes; --fresh rebuilds it), and on PostgreSQL when
// BENCH_DATABASE_URL (or DATABASE_URL) names a server whose role may create databases (database
// expo_bench_{scale}, kept likewise). Each measurement is `samples` sequential calls after a
// warm-up; --repeat runs it that many times and prints the medians. GET /api/health through the
// same origin is the anchor: what the machine and the proxy alone cost in the same run. The
// relevance set names rows of the default seed by id (a larger seed numbers and names its rows
// otherwise), so recall@3 and MRR are measured on an API of the default seed started in this
// process (in-memory PGlite, or a database of its own on DATABASE_URL's server, as the API tests do).
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApi } from '../../api/test/harness.ts';
import {
  loadRelevanceSet,
  relevanceScores,
  relevanceSeedDay,
  runRelevance,
} from '../../api/test/search-relevance.ts';
import postgres from 'postgres';
import { startStack } from './stack.ts';
import { median, percentile } from './stats.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const scale = Number(option('scale', '1'));
const samples = Number(option('samples', '100'));
const repeat = Number(option('repeat', '1'));
if ([scale, samples, repeat].some((value) => !Number.isInteger(value) || value < 1)) {
  console.error('[bench:search] --scale, --samples and --repeat must be positive whole numbers');
  process.exit(2);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const drivers = option('drivers', serverUrl === '' ? 'pglite' : 'pglite,postgres')
  .split(',')
  .filter((driver) => driver === 'pglite' || driver === 'postgres');
const fresh = process.argv.includes('--fresh');
const dataDir = `.data/bench-${String(scale)}`;
if (fresh) rmSync(join(root, dataDir), { recursive: true, force: true });

/** The URL of the scale's own PostgreSQL database (as the api benchmark names it), created first. */
async function postgresDatabase(): Promise<string> {
  const name = `expo_bench_${String(scale)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    if (fresh) await admin.unsafe(`drop database if exists ${name} with (force)`);
    const [found] = await admin`select 1 as found from pg_database where datname = ${name}`;
    if (found === undefined) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Times `samples` sequential GETs of the URLs (cycled), after one warm-up pass. */
async function timeGets(urls: readonly string[], headers: Record<string, string>): Promise<number[]> {
  for (const url of urls.slice(0, 10)) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const url = urls[i % urls.length] ?? '';
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
  }
  return times.sort((a, b) => a - b);
}

/** p50, p95 and p99 of each run, then the median of each over the runs. */
async function timeRuns(
  urls: readonly string[],
  headers: Record<string, string>,
): Promise<{ p50: number; p95: number; p99: number }> {
  const runs: number[][] = [];
  for (let i = 0; i < repeat; i += 1) runs.push(await timeGets(urls, headers));
  return {
    p50: median(runs.map((times) => percentile(times, 50))),
    p95: median(runs.map((times) => percentile(times, 95))),
    p99: median(runs.map((times) => percentile(times, 99))),
  };
}

const ms = (value: number): string => value.toFixed(1).padStart(7);

const started = Date.now();
const queries = loadRelevanceSet();
const seeded = await startTestApi({ seedDay: relevanceSeedDay() });
const outcomes = await runRelevance(seeded.url, queries).finally(() => seeded.stop());
const scores = relevanceScores(outcomes);
console.log(
  `relevance set (default seed): ${String(queries.length)} queries   recall@3 ${scores.recallAt3.toFixed(3)}   MRR ${scores.mrr.toFixed(3)}`,
);
for (const miss of outcomes.filter((outcome) => outcome.rank === null || outcome.rank > 3))
  console.log(`  miss: [${miss.query.locale}] ${miss.query.q} -> ${miss.top.join(', ') || '(nothing)'}`);

// What a visitor types: every prefix of 2+ characters of the set's queries, as the box asks.
const prefixes = queries.flatMap((query) => {
  const chars = Array.from(query.q);
  return chars.slice(1, 12).map((_, i) => ({ q: chars.slice(0, i + 2).join(''), locale: query.locale }));
});
const table: string[] = [];
for (const driver of drivers) {
  const databaseUrl = driver === 'postgres' ? await postgresDatabase() : '';
  const stack = await startStack({
    portalPort: 4631,
    apiPort: 8931,
    dataDir,
    extraEnv: { API_SEED_SCALE: String(scale), DATABASE_URL: databaseUrl },
  });
  try {
    console.log(
      `[bench:search] scale ${String(scale)} on ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, stack up in ${String(Math.round((Date.now() - started) / 1000))} s`,
    );
    const suggestUrls = prefixes.map(
      (prefix) => `${stack.origin}/api/search/suggest?q=${encodeURIComponent(prefix.q)}&limit=3`,
    );
    const pageUrls = queries.map((query) => `${stack.origin}/search?q=${encodeURIComponent(query.q)}`);
    const rows: [string, { p50: number; p95: number; p99: number }][] = [
      ['health (anchor, origin /api)', await timeRuns([`${stack.origin}/api/health`], {})],
      ['suggestion call (origin /api)', await timeRuns(suggestUrls, { Locale: 'CN' })],
      ['/search page (origin)', await timeRuns(pageUrls, {})],
    ];
    for (const [label, figures] of rows) {
      console.log(
        `  ${label.padEnd(30)} p50 ${ms(figures.p50)} ms   p95 ${ms(figures.p95)} ms   p99 ${ms(figures.p99)} ms`,
      );
      table.push(
        `| ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${label} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.p99.toFixed(1)} |`,
      );
    }
  } finally {
    stack.stop();
    await new Promise((done) => setTimeout(done, 1000));
  }
}
console.log(
  `\nscale ${String(scale)}, ${String(samples)} calls per measurement, median of ${String(repeat)} run(s), ms:\n`,
);
console.log('| database | call | p50 | p95 | p99 |');
console.log('|---|---|---|---|---|');
for (const line of table) console.log(line);
console.log('aim: suggestions p95 <= 50 ms, page p95 <= 150 ms');
