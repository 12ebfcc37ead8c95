// Two origin processes sharing renders through the route cache's shared store, on Redis (a real
// redis-server started here, Debian's) and on a directory (one machine); the built portal, the
// reference API with the default seed. Per store:
//  - shared renders: pages rendered by origin A (MISS) and then asked of origin B, which should
//    answer them from the store (HIT) without rendering; A's render time against B's answer;
//  - invalidation: B holds a page in memory (HIT), a third process (this one, as the rebuild CLI
//    or the webhook's origin would) invalidates its tag through the store, and B is asked again
//    and again until an answer is no longer the cached page (a MISS). The figure is the time from
//    the invalidation to the start of that request (B is asked back to back: each HIT takes about
//    a millisecond), so the render that follows is not counted.
// The directory store reads its journal on the next request; Redis pushes by pub/sub. Prints figures; asserts only that every round ended (a round that never sees its
// invalidation stops the bench with an error).
//   node scripts/bench/shared-cache.ts [--rounds 100] [--pages 20] [--skip-build]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openSharedStore } from '../../src/lib/cache/shared-store.ts';
import type { SharedStore } from '../../src/lib/cache/store-protocol.ts';
import {
  buildPortal,
  dist,
  freePort,
  startApi,
  startRedis,
  startService,
  type Service,
} from '../delivery/processes.ts';
import { median, percentile } from './stats.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '100' },
    pages: { type: 'string', default: '20' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const pages = Number(values.pages);
/** Longest wait for one invalidation before the bench gives up. */
const roundTimeoutMs = 10_000;

/** Fetches a path of an origin: whether the route cache answered it, and when the request began. */
async function ask(origin: Service, path: string): Promise<{ hit: boolean; began: number; ms: number }> {
  const began = performance.now();
  const response = await fetch(`${origin.url}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${origin.url}${path} answered ${String(response.status)}`);
  return { hit: response.headers.get('x-astro-cache') === 'HIT', began, ms: performance.now() - began };
}

/** Starts two origins on one store. */
async function startOrigins(environ: NodeJS.ProcessEnv): Promise<[Service, Service]> {
  const ports = [await freePort(), await freePort()];
  const [a, b] = await Promise.all(
    ports.map((port) =>
      startService(['scripts/portal-server.ts'], { ...environ, PORT: String(port) }, port, '/system/index'),
    ),
  );
  if (a === undefined || b === undefined) throw new Error('origins did not start');
  return [a, b];
}

/** Measures one store: shared renders, then invalidation rounds. */
async function measure(label: string, environ: NodeJS.ProcessEnv): Promise<string[]> {
  const origins = await startOrigins(environ);
  const [first, second] = origins;
  const editor: SharedStore | undefined = openSharedStore(environ);
  if (editor === undefined) throw new Error(`${label}: no shared store in this environment`);
  try {
    // A query no earlier run used: a store may keep entries of earlier runs.
    const run = `run=${String(Date.now())}`;
    const renders: number[] = [];
    const hits: number[] = [];
    let shared = 0;
    for (let id = 1; id <= pages; id += 1) {
      const path = `/exhibition/${String(id)}.html?${run}`;
      const rendered = await ask(first, path);
      if (rendered.hit) throw new Error(`${label}: ${path} was a hit in the first origin`);
      renders.push(rendered.ms);
      const answered = await ask(second, path);
      if (answered.hit) shared += 1;
      hits.push(answered.ms);
    }
    const latencies: number[] = [];
    const path = `/exhibition/1.html?${run}`;
    for (let round = 0; round < rounds; round += 1) {
      // The second origin holds the page (a HIT), from memory after the first time.
      while (!(await ask(second, path)).hit) {
        /* asked again until it is cached */
      }
      const invalidated = performance.now();
      await editor.invalidate(['exhibition:1'], []);
      for (;;) {
        const answer = await ask(second, path);
        if (!answer.hit) {
          latencies.push(answer.began - invalidated);
          break;
        }
        if (answer.began - invalidated > roundTimeoutMs) {
          throw new Error(
            `${label}: round ${String(round + 1)} saw no invalidation within ${String(roundTimeoutMs)} ms`,
          );
        }
      }
    }
    return [
      `[bench] ${label}: ${String(shared)} of ${String(pages)} pages rendered by one origin were hits in the other; render p50 ${median(renders).toFixed(1)} ms, the other's answer p50 ${median(hits).toFixed(1)} ms`,
      `[bench] ${label}: invalidation visible in the other origin (${String(rounds)} rounds): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    ];
  } finally {
    editor.close();
    await Promise.all(origins.map((origin) => origin.stop()));
  }
}

if (!values['skip-build']) buildPortal();
const api = await startApi();
const redis = await startRedis();
const directory = mkdtempSync(join(tmpdir(), 'shared-cache-bench-'));
const common = { APP_ENV: 'test', PORTAL_DIST: dist, PORTAL_CACHE_DIR: '', API_BASE: api.url };
try {
  const lines = [
    ...(await measure('redis', { ...common, PORTAL_CACHE_STORE: 'redis', REDIS_URL: redis.url })),
    ...(await measure('directory', { ...common, PORTAL_CACHE_DIR: directory })),
  ];
  for (const line of lines) console.log(line);
} finally {
  await Promise.all([api.stop(), redis.stop()]);
  rmSync(directory, { recursive: true, force: true });
}
