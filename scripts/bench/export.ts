// Export throughput at scale, beside Astro's floor on the same machine, and the export's peak
// memory. `node scripts/bench/export.ts [--scale 20000] [--sample-every 20] [--compare-single]
// [--api-base URL] [--skip-build] [--shards 2] [--skip-incremental]`
//
// The floor: a one-page Astro project built with the same adapter and src/fetch.ts, rendered
// through the same worker pool (both cores, same renders in flight): what Astro itself costs.
// The export: `scripts/export.ts` against the reference API seeded at --scale (its data folder
// .data/bench-{N} is shared with scripts/bench/api.ts and kept: seeding 20,000 exhibitions takes
// minutes). --sample-every N renders every N-th page of the whole inventory, so the sample has
// its mix of detail and list pages and a run takes minutes; the time for the whole inventory is
// projected from the measured rate. --compare-single runs the same sample again with every page
// reading the API itself (no batch reads), for the ratio.
//
// Then the same inventory in --shards slices (default 2; 0 leaves it out), exported one after the
// other as n machines or CI jobs would each export one (`--shard i/n`, scripts/delivery/shards.ts):
// each shard's pages/s, peak memory and whole CLI run, and the pages/s of all of them together
// (the shards' output folders are removed after, the disk being finite).
//
// Then the incremental re-export (`--since`, scripts/delivery/incremental.ts): the demo editor
// changes the name and introduction of --changed fairs (default 100, spread over those the export
// holds) through the editor API, and `scripts/export.ts --since` the export just made renders the
// pages whose inputs changed: first into another folder (copying the rest), then into the export's
// own folder (laying the rendered files over it). Both are timed as whole CLI runs (app load,
// inventory, render, write) in the same run: their ratio is the figure, the machine being shared.
// --skip-incremental leaves it out, --skip-copy the run into another folder. With --sample-every
// above 1 the incremental export keeps the same sample: the changed fairs' pages outside it are
// not counted; use --sample-every 1 at a smaller --scale for the whole picture. --compare-whole
// then exports the same sample whole into a fresh folder and compares it with the in-place
// result file by file, byte for byte, and their records (compareSameBuildExports).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoEditor, demoPassword } from '../../api/seed/demo-accounts.ts';
import { AUTHORIZATION_HEADER } from '../../src/lib/contract/headers.ts';
import { compareSameBuildExports } from '../delivery/compare-exports.ts';
import { readExportMeta } from '../delivery/export-meta.ts';
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
    changed: { type: 'string', default: '100' },
    'skip-incremental': { type: 'boolean', default: false },
    'skip-copy': { type: 'boolean', default: false },
    'compare-whole': { type: 'boolean', default: false },
    shards: { type: 'string', default: '2' },
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

/**
 * Changes the name and introduction of `count` fairs the last export holds (spread over them)
 * as the demo editor; answers how many.
 */
async function changeFairs(apiBase: string, count: number): Promise<number> {
  const call = async <T>(method: string, path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${apiBase}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token !== undefined && { [AUTHORIZATION_HEADER]: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; data: T };
    if (envelope.code !== 1) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const { accessToken } = await call<{ accessToken: string }>('POST', '/api/auth/login', {
    account: demoEditor.phone,
    password: demoPassword,
  });
  const ids = Object.keys(readExportMeta(join(root, '.cache', 'bench', 'export-static'), 'zh').pages)
    .flatMap((path) => /^\/exhibition\/(\d+)\.html$/.exec(path)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => a - b);
  const step = Math.max(1, Math.floor(ids.length / count));
  const chosen = ids.filter((_, index) => index % step === 0).slice(0, count);
  const stamp = Date.now().toString(36);
  for (const id of chosen) {
    await call(
      'PUT',
      `/api/editor/exhibitions/${String(id)}`,
      {
        name: { zh: `基准展览 ${stamp} ${String(id)}`, en: `Bench Expo ${stamp} ${String(id)}` },
        intro: { zh: `<p>基准 ${stamp}</p>`, en: `<p>Bench ${stamp}</p>` },
      },
      accessToken,
    );
  }
  return chosen.length;
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
  const exportSample = async (
    extra: string[],
    out = join(root, '.cache', 'bench', 'export-static'),
  ): Promise<{
    pages: number;
    rate: number;
    peak: string;
    wall: number;
    reused: number;
    phases: string[];
  }> => {
    const started = performance.now();
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
      wall: (performance.now() - started) / 1000,
      reused: Number(/(\d+) reused from the last export/.exec(run.output)?.[1] ?? 0),
      phases: run.output.split('\n').filter((line) => line.startsWith('[export] phase ')),
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
  console.log(`[bench]   the whole CLI run: ${batched.wall.toFixed(1)} s`);
  const shards = Number(values.shards);
  if (shards > 0) {
    let pages = 0;
    let seconds = 0;
    const peaks: string[] = [];
    console.log(`[bench] the same in ${String(shards)} shards, exported one after the other:`);
    for (let index = 1; index <= shards; index += 1) {
      const out = join(root, '.cache', 'bench', `export-static-shard-${String(index)}`);
      const shard = await exportSample(['--shard', `${String(index)}/${String(shards)}`], out);
      rmSync(out, { recursive: true, force: true });
      pages += shard.pages;
      seconds += shard.pages / shard.rate;
      peaks.push(shard.peak);
      console.log(
        `[bench]   shard ${String(index)}/${String(shards)}: ${String(shard.pages)} pages, ${shard.rate.toFixed(0)} pages/s, peak memory ${shard.peak} MB, the whole CLI run ${shard.wall.toFixed(1)} s`,
      );
    }
    console.log(
      `[bench]   all shards: ${String(pages)} pages, ${(pages / seconds).toFixed(0)} pages/s rendering (the whole export ${batched.rate.toFixed(0)}), peak memory ${peaks.join(' / ')} MB`,
    );
  }
  if (!values['skip-incremental']) {
    const changed = await changeFairs(base, Number(values.changed));
    const last = join(root, '.cache', 'bench', 'export-static');
    // Into another folder (every reused file copied), then into the folder itself as
    // `npm run export -- --since dist/static` runs (only the rendered files laid over it).
    const copied = join(root, '.cache', 'bench', 'export-static-incremental');
    const runs = [
      ...(values['skip-copy']
        ? []
        : [{ label: 'into another folder', run: await exportSample(['--since', last], copied) }]),
      { label: 'into its own folder', run: await exportSample(['--since', last], last) },
    ];
    rmSync(copied, { recursive: true, force: true });
    console.log(
      `[bench] incremental re-export (--since the export above) after the editor changed the name and introduction of ${String(changed)} fairs:`,
    );
    for (const { label, run: incremental } of runs)
      console.log(
        `[bench]   ${label}: ${incremental.wall.toFixed(1)} s for the whole CLI run: ${String(incremental.pages)} pages rendered, ${String(incremental.reused)} reused (${((incremental.pages / (incremental.pages + incremental.reused)) * 100).toFixed(1)}%); ${(incremental.wall / batched.wall).toFixed(3)} of the whole export's ${batched.wall.toFixed(1)} s (x${(batched.wall / incremental.wall).toFixed(1)} faster)\n${incremental.phases.map((line) => `[bench]     ${line.replace('[export] ', '')}`).join('\n')}`,
      );
    if (values['compare-whole']) {
      const fresh = join(root, '.cache', 'bench', 'export-static-whole');
      const whole = await exportSample([], fresh);
      const compared = compareSameBuildExports(fresh, last);
      const same =
        compared.differing.length + compared.onlyWhole.length + compared.onlyOther.length === 0 &&
        compared.records.length === 0;
      console.log(
        `[bench]   a whole export of the same sample after the change (${String(whole.pages)} pages, ${whole.wall.toFixed(1)} s) against the in-place result: ${String(compared.files)} files, ${same ? 'identical byte for byte, records equal' : `${String(compared.differing.length)} differ, ${String(compared.onlyWhole.length)} only in the whole export, ${String(compared.onlyOther.length)} only in the incremental one, records differ in ${compared.records.join(', ') || 'nothing'}`}`,
      );
      for (const file of [...compared.differing, ...compared.onlyWhole, ...compared.onlyOther].slice(0, 20))
        console.log(`[bench]     ${file}`);
      rmSync(fresh, { recursive: true, force: true });
    }
  }
  if (values['compare-single']) {
    const single = await exportSample(['--single-reads']);
    console.log(
      `[bench]   same sample with one API read per page: ${single.rate.toFixed(0)} pages/s; batch reads x${(batched.rate / single.rate).toFixed(2)}`,
    );
  }
} finally {
  await api?.stop();
}
