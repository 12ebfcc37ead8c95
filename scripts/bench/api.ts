import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Benchmarks the reference API: an exhibition list query and a detail query, at the default
// seed and at --scale 20000 (20,000 exhibitions). Each scale runs the real service as a child
// process (`node api/main.ts`) on its own PGlite data directory under .data/, so load generator
// and server do not share an event loop. The scaled directory is kept between runs because
// seeding it takes a while; pass --fresh to rebuild it.
//   node scripts/bench/api.ts [--duration 10] [--connections 20] [--only 1|20000] [--fresh]

const root = fileURLToPath(new URL('../..', import.meta.url));

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '20'));
const only = option('only', '');
const fresh = process.argv.includes('--fresh');

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

async function startApi(
  scale: number,
  port: number,
): Promise<{ url: string; stop: () => void; startedMs: number }> {
  const dataDir = `.data/bench-${String(scale)}`;
  if (fresh || scale === 1) rmSync(`${root}/${dataDir}`, { recursive: true, force: true });
  const started = Date.now();
  const child = spawn(process.execPath, [`${root}/api/main.ts`, '--scale', String(scale)], {
    cwd: root,
    env: { ...process.env, API_PORT: String(port), API_DATA_DIR: dataDir, APP_ENV: 'test', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  await waitForHealth(url, child, 30 * 60_000);
  return { url, startedMs: Date.now() - started, stop: () => child.kill('SIGTERM') };
}

interface Result {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(label: string, url: string, paths: () => string): Promise<Result> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { Locale: 'EN', DEVICE: 'pc' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths() }) }],
  });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

// A fixed, varied query mix so the list benchmark is not one cached plan on one page.
function listPaths(): () => string {
  const queries = ['f=3&t=1', 'f=1&g=2', 'p=1&t=4', 'c=1', 'f=8&s=0&g=1&t=6', 't=7', '', 'f=5&p=2'];
  let i = 0;
  return () =>
    `/api/exhibitions?${queries[i++ % queries.length] ?? ''}&pageNum=${String((i % 5) + 1)}&pageSize=20`;
}

function detailPaths(total: number): () => string {
  let i = 0;
  return () => `/api/exhibitions/${String(((i++ * 7919) % total) + 1)}`;
}

const scales = [1, 20000].filter((s) => only === '' || String(s) === only);
const results: (Result & { scale: number; exhibitions: number })[] = [];
for (const [index, scale] of scales.entries()) {
  const api = await startApi(scale, 18790 + index);
  try {
    const total = (
      (await (await fetch(`${api.url}/api/exhibitions?pageSize=1`)).json()) as { data: { total: number } }
    ).data.total;
    console.log(
      `\nscale ${String(scale)}: ${String(total)} exhibitions, ready in ${(api.startedMs / 1000).toFixed(1)} s; ${String(connections)} connections, ${String(duration)} s per run`,
    );
    await run('warm-up', api.url, listPaths());
    for (const r of [
      await run('exhibition list', api.url, listPaths()),
      await run('exhibition detail', api.url, detailPaths(total)),
    ]) {
      results.push({ ...r, scale, exhibitions: total });
    }
  } finally {
    api.stop();
  }
}

console.log('\n| scale | exhibitions | query | req/s | p50 ms | p99 ms | errors | non-2xx |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${String(r.scale)} | ${String(r.exhibitions)} | ${r.label} | ${String(r.rps)} | ${String(r.p50)} | ${String(r.p99)} | ${String(r.errors)} | ${String(r.non2xx)} |`,
  );
