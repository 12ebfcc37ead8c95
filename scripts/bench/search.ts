// Benchmarks the site search: relevance (recall@3 and MRR of the checked-in relevance set) and
// latency (p50/p95 of a search-box suggestion call and of a /search page, both through the
// portal's origin as a browser sees them), on a catalogue of --scale exhibitions.
//   npm run bench -- search [--scale 20000] [--samples 100] [--fresh]
//   node scripts/bench/search.ts ...   (after a build; PORTAL_DIST picks another build folder)
// The API and portal run as `npm start` would (scripts/bench/stack.ts), on PGlite in a data
// directory of their own (.data/bench-search-{scale}, kept between runs: seeding 20,000 fairs
// takes a while; --fresh rebuilds it), or on PostgreSQL when DATABASE_URL is set. The relevance
// set names rows of the default seed by id (a larger seed numbers and names its rows otherwise),
// so recall@3 and MRR are measured on an API of the default seed started in this process
// (in-memory PGlite, or a database of its own on DATABASE_URL's server, as the API tests do).
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApi } from '../../api/test/harness.ts';
import { loadRelevanceSet, relevanceScores, runRelevance } from '../../api/test/search-relevance.ts';
import { startStack } from './stack.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const scale = Number(option('scale', '1'));
const samples = Number(option('samples', '100'));
if (!Number.isInteger(scale) || scale < 1 || !Number.isInteger(samples) || samples < 1) {
  console.error('[bench:search] --scale and --samples must be positive whole numbers');
  process.exit(2);
}
const dataDir = `.data/bench-search-${String(scale)}`;
if (process.argv.includes('--fresh')) rmSync(join(root, dataDir), { recursive: true, force: true });

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
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

function row(label: string, times: readonly number[]): string {
  return `${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(
    times,
    95,
  )
    .toFixed(1)
    .padStart(7)} ms   (${String(times.length)} calls)`;
}

const started = Date.now();
const stack = await startStack({
  portalPort: 4631,
  apiPort: 8931,
  dataDir,
  extraEnv: { API_SEED_SCALE: String(scale) },
});
try {
  console.log(
    `[bench:search] scale ${String(scale)} on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, stack up in ${String(Math.round((Date.now() - started) / 1000))} s`,
  );
  const queries = loadRelevanceSet();
  const seeded = await startTestApi();
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
  const suggestUrls = prefixes.map(
    (prefix) => `${stack.origin}/api/search/suggest?q=${encodeURIComponent(prefix.q)}&limit=3`,
  );
  const pageUrls = queries.map((query) => `${stack.origin}/search?q=${encodeURIComponent(query.q)}`);
  const suggestTimes = await timeGets(suggestUrls, { Locale: 'CN' });
  const pageTimes = await timeGets(pageUrls, {});
  console.log(row('suggestion call (origin /api)', suggestTimes));
  console.log(row('/search page (origin)', pageTimes));
  console.log('aim: suggestions p95 <= 50 ms, page p95 <= 150 ms');
} finally {
  stack.stop();
}
