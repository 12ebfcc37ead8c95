import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { loadRelevanceSet } from '../../api/test/search-relevance.ts';
import { openLoop } from './open-loop.ts';
import { median } from './stats.ts';

// Benchmarks the reference API at a fixed request rate: an exhibition list query, an exhibition
// detail, a search page and a search-box suggestion, per scale, on PGlite and on PostgreSQL side
// by side. Each (scale, database) runs the real service as a child process (`node api/main.ts`),
// so load generator and server do not share an event loop.
//   npm run bench -- api [--scales 1,20000] [--rate 200] [--duration 10] [--connections 20]
//                        [--drivers pglite,postgres] [--repeat 1] [--fresh] [--generator open]
//                        [--queries list,suggestion]
// PGlite: a data directory per scale under .data/ (bench-{scale}; the default seed's is made anew,
// the larger ones kept between runs because seeding takes minutes; --fresh rebuilds them).
// PostgreSQL: BENCH_DATABASE_URL (else DATABASE_URL) names a server and a role that may create
// databases; each scale gets a database of its own, expo_bench_{scale}, seeded on first use and
// kept (--fresh drops it). Without either URL only PGlite runs.
// The load is open-loop (open-loop.ts): a request every 1 / rate seconds over at most `connections`
// connections, each timed from when it was due, so when the service cannot keep the rate the
// achieved req/s falls below it and p99 shows the queueing. --generator autocannon measures with
// autocannon's rate mode instead, as the figures before 2026-11-28 did: bursts of `connections`
// concurrent requests at the start of every second (see open-loop.ts). /api/health at the same
// rate is the anchor: what the machine and HTTP alone cost in the same run. --repeat runs every measurement that many times
// and prints the medians.

const root = fileURLToPath(new URL('../..', import.meta.url));

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const scales = option('scales', option('only', '1,20000'))
  .split(',')
  .map((value) => Number(value));
const rate = Number(option('rate', '200'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '20'));
const repeat = Number(option('repeat', '1'));
const fresh = process.argv.includes('--fresh');
const generator = option('generator', 'open');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const drivers = option('drivers', serverUrl === '' ? 'pglite' : 'pglite,postgres')
  .split(',')
  .filter((driver): driver is Driver => driver === 'pglite' || driver === 'postgres');
type Driver = 'pglite' | 'postgres';

for (const value of [...scales, rate, duration, connections, repeat]) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(
      '[bench:api] --scales, --rate, --duration, --connections and --repeat take positive whole numbers',
    );
    process.exit(2);
  }
}
if (generator !== 'open' && generator !== 'autocannon') {
  console.error('[bench:api] --generator is open or autocannon');
  process.exit(2);
}
if (drivers.includes('postgres') && serverUrl === '') {
  console.error('[bench:api] PostgreSQL needs BENCH_DATABASE_URL or DATABASE_URL');
  process.exit(2);
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`api did not answer ${url}/api/health in ${String(timeoutMs)} ms`);
}

/** The URL of the scale's own PostgreSQL database, created (or, with --fresh, recreated) first. */
async function postgresDatabase(scale: number): Promise<string> {
  const name = `expo_bench_${String(scale)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    if (fresh || scale === 1) await admin.unsafe(`drop database if exists ${name} with (force)`);
    const [found] = await admin`select 1 as found from pg_database where datname = ${name}`;
    if (found === undefined) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startApi(
  scale: number,
  driver: Driver,
  port: number,
  searchAnswers: 'on' | 'off',
): Promise<{ url: string; stop: () => void; startedMs: number }> {
  const dataDir = `.data/bench-${String(scale)}`;
  if (driver === 'pglite' && (fresh || scale === 1))
    rmSync(`${root}/${dataDir}`, { recursive: true, force: true });
  const databaseUrl = driver === 'postgres' ? await postgresDatabase(scale) : '';
  const started = Date.now();
  const child = spawn(process.execPath, [`${root}/api/main.ts`, '--scale', String(scale)], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_DATA_DIR: dataDir,
      APP_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SEARCH_ANSWERS: searchAnswers,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  await waitForHealth(url, child, 60 * 60_000);
  return { url, startedMs: Date.now() - started, stop: () => child.kill('SIGTERM') };
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const headers = { Locale: 'EN', DEVICE: 'pc' };

async function measure(url: string, paths: () => string): Promise<Result> {
  if (generator === 'open')
    return openLoop({ origin: url, rate, durationS: duration, connections, nextPath: paths, headers });
  const result = await autocannon({
    url,
    connections,
    duration,
    overallRate: rate,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths() }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function measureMedian(url: string, paths: () => () => string): Promise<Result> {
  const runs: Result[] = [];
  for (let i = 0; i < repeat; i += 1) runs.push(await measure(url, paths()));
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

function cycle(paths: readonly string[]): () => () => string {
  return () => {
    let i = 0;
    return () => paths[i++ % paths.length] ?? '/api/health';
  };
}

// A fixed, varied query mix so the list benchmark is not one cached plan on one page.
const listQueries = ['f=3&t=1', 'f=1&g=2', 'p=1&t=4', 'c=1', 'f=8&s=0&g=1&t=6', 't=7', '', 'f=5&p=2'];
const listPaths = listQueries.flatMap((query, index) =>
  [1, 2, 3, 4, 5].map(
    (page) => `/api/exhibitions?${query}&pageNum=${String(((page + index) % 5) + 1)}&pageSize=20`,
  ),
);
const relevance = loadRelevanceSet();
const searchPaths = relevance.map((query) => `/api/search?q=${encodeURIComponent(query.q)}`);
// What a visitor types into the search box: prefixes of 2 to 12 characters of the same queries.
const suggestPaths = relevance.flatMap((query) => {
  const chars = Array.from(query.q);
  return chars
    .slice(1, 12)
    .map((_, i) => `/api/search/suggest?q=${encodeURIComponent(chars.slice(0, i + 2).join(''))}&limit=3`);
});

const queries = [
  'health (anchor)',
  'exhibition list',
  'exhibition detail',
  'search page',
  'suggestion',
  'search page, kept',
  'suggestion, kept',
] as const;
type Query = (typeof queries)[number];
// --queries search,suggestion measures only the queries whose names contain one of the words.
const asked = option('queries', '')
  .split(',')
  .filter((word) => word !== '');
const measured = queries.filter((query) => asked.length === 0 || asked.some((word) => query.includes(word)));
const results = new Map<string, Result & { exhibitions: number }>();
const key = (scale: number, query: Query, driver: Driver): string => `${String(scale)}|${query}|${driver}`;

let port = 18790;
// The API keeps search answers until the database notifies a change (api/domain/search/answer-cache.ts).
// The search rows measure every request computed (SEARCH_ANSWERS=off: what an unseen query costs);
// the "kept" rows the same paths on an API that keeps answers, where after the warm-up nearly every
// request is answered from memory: the two bounds of real traffic.
const keptQueries = new Set<Query>(['search page, kept', 'suggestion, kept']);
for (const scale of scales) {
  for (const driver of drivers)
    for (const searchAnswers of ['off', 'on'] as const) {
      const here = measured.filter((query) => keptQueries.has(query) === (searchAnswers === 'on'));
      if (here.length === 0) continue;
      const api = await startApi(scale, driver, (port += 1), searchAnswers);
      try {
        const total = (
          (await (await fetch(`${api.url}/api/exhibitions?pageSize=1`)).json()) as { data: { total: number } }
        ).data.total;
        console.log(
          `[bench:api] scale ${String(scale)} on ${driver}, search answers kept: ${searchAnswers}: ${String(total)} exhibitions, ready in ${(api.startedMs / 1000).toFixed(1)} s; ${String(rate)} req/s over ${String(connections)} connections, ${String(duration)} s per run, ${String(repeat)} run(s)`,
        );
        const detailPaths = Array.from(
          { length: 500 },
          (_, i) => `/api/exhibitions/${String(((i * 7919) % total) + 1)}`,
        );
        const mixes: Record<Query, () => () => string> = {
          'health (anchor)': cycle(['/api/health']),
          'exhibition list': cycle(listPaths),
          'exhibition detail': cycle(detailPaths),
          'search page': cycle(searchPaths),
          suggestion: cycle(suggestPaths),
          'search page, kept': cycle(searchPaths),
          'suggestion, kept': cycle(suggestPaths),
        };
        // Warm-up; the API that keeps answers measures only search, so it warms up on search alone.
        await measure(
          api.url,
          cycle(
            searchAnswers === 'on'
              ? [...searchPaths, ...suggestPaths]
              : [...listPaths, ...detailPaths.slice(0, 50), ...searchPaths],
          )(),
        );
        for (const query of here) {
          const result = await measureMedian(api.url, mixes[query]);
          results.set(key(scale, query, driver), { ...result, exhibitions: total });
          console.log(
            `  ${query.padEnd(18)} ${String(result.rps).padStart(4)} req/s  p50 ${String(result.p50).padStart(5)} ms  p99 ${String(result.p99).padStart(5)} ms  errors ${String(result.errors)}  non-2xx ${String(result.non2xx)}`,
          );
        }
      } finally {
        api.stop();
      }
    }
}

const cell = (result: Result | undefined): string =>
  result === undefined
    ? '- | - | - '
    : `${String(result.rps)} | ${String(result.p50)} | ${String(result.p99)}${result.errors + result.non2xx > 0 ? ` (${String(result.errors + result.non2xx)} failed)` : ''} `;
console.log(
  `\n${generator === 'open' ? 'Steady (open-loop)' : 'autocannon rate-mode'} load of ${String(rate)} req/s, at most ${String(connections)} connections, ${String(duration)} s per run, median of ${String(repeat)}; req/s achieved, latencies in ms.\n`,
);
console.log('| scale | query | PGlite req/s | p50 | p99 | PostgreSQL req/s | p50 | p99 |');
console.log('|---|---|---|---|---|---|---|---|');
for (const scale of scales)
  for (const query of measured)
    console.log(
      `| ${String(scale)} | ${query} | ${cell(results.get(key(scale, query, 'pglite')))}| ${cell(results.get(key(scale, query, 'postgres')))}|`,
    );
