// One render worker's work in this thread, to profile it: `node --cpu-prof scripts/bench/render-profile.ts
// --from <export folder> --api-base URL [--every 8] [--dist .cache/dist-delivery-test]` renders
// every --every-th page of the export's records (both editions) as a worker does (chunks of 400,
// their detail reads fetched in batches first, 8 renders in flight) and prints pages/s. In the
// main thread because a worker thread ended by the pool writes no profile.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '../../env/index.ts';
import { installPrefetchedResponses } from '../../src/lib/api/prefetched.ts';
import { loadBuiltApp, renderUrl } from '../delivery/app.ts';
import { readExportMeta } from '../delivery/export-meta.ts';
import { editionRequestOrigin } from '../delivery/paths.ts';
import { ExportPrefetcher } from '../delivery/prefetch.ts';
import { root } from '../delivery/processes.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    'api-base': { type: 'string' },
    every: { type: 'string', default: '8' },
    dist: { type: 'string', default: '.cache/dist-delivery-test' },
  },
});
const from = values.from;
const apiBase = values['api-base'];
if (from === undefined || apiBase === undefined) throw new Error('--from and --api-base are required');
const config = loadEnvConfig({ APP_ENV: 'test' });
const every = Number(values.every);
const urls = (['zh', 'en'] as const).flatMap((edition) =>
  Object.keys(readExportMeta(from, edition).pages)
    .filter((path, index) => index % every === 0 && !path.startsWith('/_astro/'))
    .map((path) => `${editionRequestOrigin(edition, config)}${path}`),
);
const prefetcher = new ExportPrefetcher(apiBase);
installPrefetchedResponses(prefetcher);
const render = await loadBuiltApp(join(root, values.dist));
const started = performance.now();
let failed = 0;
for (let at = 0; at < urls.length; at += 400) {
  const chunk = urls.slice(at, at + 400);
  const keys = await prefetcher.load(chunk.map((url) => new URL(url).pathname));
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let url = chunk[next++]; url !== undefined; url = chunk[next++])
      if ((await renderUrl(render, url)).status >= 400) failed += 1;
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  prefetcher.release(keys);
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `[render-profile] ${String(urls.length)} pages (${String(failed)} failed) in ${seconds.toFixed(1)} s: ${(urls.length / seconds).toFixed(0)} pages/s, one thread`,
);
