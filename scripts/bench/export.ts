// Export throughput at scale, beside Astro's floor on the same machine, and the export's peak
// memory. `node scripts/bench/export.ts [--scale 20000] [--sample-every 20] [--compare-single]
// [--api-base URL] [--skip-build]`
//
// The floor: a one-page Astro project built with the same adapter and src/fetch.ts, rendered
// through the same worker pool (both cores, same renders in flight): what Astro itself costs.
// The export: `scripts/export.ts` against the reference API seeded at --scale (its data folder
// .data/bench-{N} is shared with scripts/bench/api.ts and kept: seeding 20,000 exhibitions takes
// minutes). --sample-every N renders every N-th page of the whole inventory, so the sample has
// its mix of detail and list pages and a run takes minutes; the time for the whole inventory is
// projected from the measured rate. --compare-single runs the same sample again with every page
// reading the API itself (no batch reads), for the ratio.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pagePaths } from '../delivery/inventory.ts';
import { buildPortal, freePort, root, runScript, startService, type Service } from '../delivery/processes.ts';
import { RenderPool } from '../delivery/render-pool.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '20000' },
    'sample-every': { type: 'string', default: '20' },
    'compare-single': { type: 'boolean', default: false },
    'api-base': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'floor-pages': { type: 'string', default: '20000' },
  },
});
const dist = '.cache/dist-delivery-test';
const floorRoot = join(root, '.cache', 'bench', 'export-floor');

/** Builds the one-page floor project (inside the repository so node_modules resolves). */
function buildFloor(): void {
  mkdirSync(join(floorRoot, 'src', 'pages'), { recursive: true });
  writeFileSync(
    join(floorRoot, 'astro.config.mjs'),
    "import node from '@astrojs/node';\nimport { defineConfig } from 'astro/config';\nexport default defineConfig({ output: 'server', adapter: node({ mode: 'standalone' }) });\n",
  );
  writeFileSync(
    join(floorRoot, 'src', 'pages', '[...slug].astro'),
    '---\nconst { slug } = Astro.params;\n---\n<html lang="en"><head><title>{slug}</title></head><body><h1>{slug}</h1></body></html>\n',
  );
  writeFileSync(
    join(floorRoot, 'src', 'fetch.ts'),
    "import { FetchState, astro } from 'astro/fetch';\nconst render = (request: Request) => astro(new FetchState(request));\n(globalThis as Record<symbol, unknown>)[Symbol.for('expo-portal.render-request')] = render;\nexport default { fetch: render };\n",
  );
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
    {
      cwd: floorRoot,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`floor build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Pages per second of the floor page through the worker pool. */
async function measureFloor(pages: number): Promise<number> {
  const pool = await RenderPool.start(join(floorRoot, 'dist'));
  let next = 0;
  const started = performance.now();
  const lane = async (): Promise<void> => {
    while (next < pages) {
      const index = next++;
      const result = await pool.render(`http://localhost:4321/page-${String(index)}`);
      if (result.status !== 200) throw new Error(`floor page answered ${String(result.status)}`);
    }
  };
  await Promise.all(Array.from({ length: pool.size * 8 }, lane));
  const rate = pages / ((performance.now() - started) / 1000);
  await pool.close();
  return rate;
}

if (!values['skip-build']) buildPortal();
buildFloor();
let api: Service | undefined;
let apiBase = values['api-base'];
if (!apiBase) {
  const port = await freePort();
  console.log(`[bench] starting the API at scale ${values.scale} (first run seeds it: minutes)`);
  api = await startService(
    [join(root, 'api', 'main.ts'), '--scale', values.scale],
    {
      API_PORT: String(port),
      API_DATA_DIR: join(root, '.data', `bench-${values.scale}`),
      APP_ENV: 'test',
    },
    port,
    '/api/health',
  );
  apiBase = api.url;
}
try {
  const floor = await measureFloor(Number(values['floor-pages']));
  console.log(`[bench] floor: trivial Astro page, in-process, 2 workers: ${floor.toFixed(0)} pages/s`);
  const full = (await pagePaths(apiBase)).length * 4 + 20;
  const base = apiBase;
  /** One export of the sample; its rate and peak memory. */
  const exportSample = async (extra: string[]): Promise<{ pages: number; rate: number; peak: string }> => {
    const out = join(root, '.cache', 'bench', 'export-static');
    const run = await runScript(
      'scripts/export.ts',
      ['--out', out, '--sample-every', values['sample-every'], ...extra],
      { APP_ENV: 'test', PORTAL_DIST: dist, API_BASE: base },
    );
    const summary = /\[export\] (\d+) pages in \S+ \((\d+) pages\/s\)/.exec(run.output);
    if (run.status !== 0 || !summary) throw new Error(`export failed:\n${run.output.slice(-4000)}`);
    const reads = /\[export\] detail reads .*/.exec(run.output);
    if (reads) console.log(`[bench]   ${reads[0].replace('[export] ', '')}`);
    return {
      pages: Number(summary[1]),
      rate: Number(summary[2]),
      peak: /peak memory .*: (\d+) MB/.exec(run.output)?.[1] ?? '?',
    };
  };
  const batched = await exportSample([]);
  console.log(
    `[bench] export at scale ${values.scale}, both editions and locales, every ${values['sample-every']}th page of the inventory:`,
  );
  console.log(
    `[bench]   ${String(batched.pages)} pages, ${batched.rate.toFixed(0)} pages/s (${((batched.rate / floor) * 100).toFixed(1)}% of the floor)`,
  );
  console.log(`[bench]   peak memory (max RSS, main thread + workers): ${batched.peak} MB`);
  console.log(
    `[bench]   whole inventory at this scale: ${String(full)} pages, projected ${(full / batched.rate / 60).toFixed(0)} min at this rate`,
  );
  if (values['compare-single']) {
    const single = await exportSample(['--single-reads']);
    console.log(
      `[bench]   same sample with one API read per page: ${single.rate.toFixed(0)} pages/s; batch reads x${(batched.rate / single.rate).toFixed(2)}`,
    );
  }
} finally {
  await api?.stop();
}
