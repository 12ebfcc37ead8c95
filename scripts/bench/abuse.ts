// Login floods against the API through the origin, and what they do to a normal cached page:
// the page's p99 without a flood and during each flood (ratio; aim at most 2x), the flood's
// status mix (how many were refused with 429 before any hash) and the API's peak RSS (VmHWM).
// Usage: npm run bench -- abuse   (builds first), or node scripts/bench/abuse.ts after a build.
// Options (environment): BENCH_SECONDS (default 10), BENCH_PORT / BENCH_API_PORT (4411 / 8811),
// PORTAL_DIST (a build of your own).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoMember, demoMemberCount } from '../../api/seed/demo-accounts.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const portalPort = Number(process.env.BENCH_PORT ?? 4411);
const apiPort = Number(process.env.BENCH_API_PORT ?? 8811);
const origin = `http://127.0.0.1:${String(portalPort)}`;
const pagePath = '/exhibition/';
const floodConnections = 50;
const pageConnections = 10;

/** Starts one of the two processes in the test environment, its output to our stderr. */
function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, APP_ENV: 'test', API_PORT: String(apiPort), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** A field of /proc/<pid>/status in MiB (VmRSS now, VmHWM the peak since start). */
function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** p99 and rate of the cached page over the run. */
async function measurePage(): Promise<{ p50: number; p99: number; rps: number; errors: number }> {
  const result = await autocannon({
    url: `${origin}${pagePath}`,
    connections: pageConnections,
    duration: seconds,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

type Flood = 'one account' | 'many accounts, one address' | 'many accounts, many addresses';

/**
 * A login flood through the origin. Loopback is a trusted proxy of the origin and of the API by
 * default, so X-Forwarded-For here plays the attacker's address: one for the first two floods,
 * a new one per request for the last (a botnet behind a CDN).
 */
async function flood(kind: Flood, salt: number): Promise<Record<string, number>> {
  let n = 0;
  const result = await autocannon({
    url: `${origin}/api/auth/login`,
    connections: floodConnections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          const member = kind === 'one account' ? 1 : 2 + (n % (demoMemberCount - 1));
          const address =
            kind === 'many accounts, many addresses'
              ? `10.${String(salt)}.${String((n >> 8) & 255)}.${String(n & 255)}`
              : `198.51.100.${String(salt)}`;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': address,
              locale: 'EN',
            },
            body: JSON.stringify({ account: demoMember(member).phone, password: `Wrong-guess-${String(n)}` }),
          };
        },
      },
    ],
  });
  const mix: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats as Record<string, { count: number }>))
    mix[code] = stats.count;
  if (result.errors > 0) mix.errors = result.errors;
  return mix;
}

const api = start('api/main.ts', { API_DATA_DIR: '.data/bench-abuse' });
let portal: ChildProcess | undefined;
try {
  await waitFor(`http://127.0.0.1:${String(apiPort)}/api/health`, api);
  portal = start('scripts/portal-server.ts', { PORT: String(portalPort), HOST: '127.0.0.1' });
  await waitFor(`${origin}/system/index`, portal);
  const pid = api.pid ?? 0;
  for (let i = 0; i < 3; i++) await (await fetch(`${origin}${pagePath}`)).arrayBuffer();
  const cache = (await fetch(`${origin}${pagePath}`)).headers.get('x-astro-cache') ?? 'none';
  await measurePage(); // warm-up
  const rssBefore = memoryMiB(pid, 'VmRSS');
  const base = await measurePage();
  console.log(
    `page ${pagePath} (route cache ${cache}), ${String(pageConnections)} connections, ${String(seconds)} s each`,
  );
  console.log(
    `API RSS before the floods: ${rssBefore.toFixed(0)} MiB (peak so far ${memoryMiB(pid, 'VmHWM').toFixed(0)} MiB)`,
  );
  console.log(
    `no flood                         page p50 ${String(base.p50).padStart(4)} ms  p99 ${String(base.p99).padStart(4)} ms  ${base.rps.toFixed(0)} req/s  errors ${String(base.errors)}`,
  );
  const kinds: Flood[] = ['one account', 'many accounts, one address', 'many accounts, many addresses'];
  for (const [i, kind] of kinds.entries()) {
    // VmHWM keeps the start-up peak (opening and checking the database), so each flood's own
    // peak is sampled from VmRSS.
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryMiB(pid, 'VmRSS'));
    }, 100);
    const [page, mix] = await Promise.all([measurePage(), flood(kind, i + 1)]);
    clearInterval(sampler);
    const total = Object.values(mix).reduce((a, b) => a + b, 0);
    const limited = mix['429'] ?? 0;
    console.log(
      `${kind.padEnd(32)} page p50 ${String(page.p50).padStart(4)} ms  p99 ${String(page.p99).padStart(4)} ms  ratio ${(page.p99 / Math.max(1, base.p99)).toFixed(2)}  errors ${String(page.errors)}`,
    );
    console.log(
      `${''.padEnd(32)} flood ${String(total)} logins: ${Object.entries(mix)
        .map(([code, count]) => `${code} x${String(count)}`)
        .join(', ')} (${((limited / Math.max(1, total)) * 100).toFixed(1)}% refused by a limit)`,
    );
    console.log(
      `${''.padEnd(32)} API RSS peak during the flood ${peak.toFixed(0)} MiB, now ${memoryMiB(pid, 'VmRSS').toFixed(0)} MiB (VmHWM since start ${memoryMiB(pid, 'VmHWM').toFixed(0)} MiB)`,
    );
  }
} finally {
  portal?.kill('SIGTERM');
  api.kill('SIGTERM');
}
