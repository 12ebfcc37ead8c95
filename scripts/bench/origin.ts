// Origin throughput: autocannon against a cached exhibition detail page (route cache HIT)
// and against the same bytes served as a static file by the node adapter, on this machine.
// Usage: node scripts/bench/origin.ts   (after `npm run build`)
import autocannon from 'autocannon';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const staticDir = join(root, 'dist', 'client', '__bench');
const duration = Number(process.env.BENCH_SECONDS ?? 10);

/** Runs autocannon against one URL and returns requests per second and latency percentiles. */
async function measure(url: string): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: 50, duration, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const stack = await startStack({ portalPort: 4502, apiPort: 8902, dataDir: '.data/bench' });
try {
  const page = `${stack.origin}/exhibition/1.html`;
  const html = await (await fetch(page)).text();
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'exhibition-1.html'), html);
  const hit = await fetch(page);
  console.log(`route cache state before the run: ${hit.headers.get('x-astro-cache') ?? 'none'}`);
  await measure(`${stack.origin}/__bench/exhibition-1.html`); // warm-up
  const cached = await measure(page);
  const file = await measure(`${stack.origin}/__bench/exhibition-1.html`);
  const row = (name: string, r: Awaited<ReturnType<typeof measure>>) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${String(r.errors)}`;
  console.log(row('cached exhibition detail (origin)', cached));
  console.log(row('same page as a static file', file));
  console.log(`ratio origin / static: ${(cached.rps / file.rps).toFixed(2)} (aim >= 0.5)`);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  stack.stop();
}
