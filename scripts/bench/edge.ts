// The edge in front of the bucket: requests per second and latency of an exported page through
// the generated nginx edge (bucket first: s3rver) against nginx serving the same file from disk,
// in the same run, and the time from the start of a publish to a changed page being visible
// through the edge (median of three). Usage: npm run bench -- edge [--limit n]
// (BENCH_SECONDS per measurement, default 10; the export is --limit 2 unless told otherwise).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, tempDir, waitFor } from '../delivery/processes.ts';
import { nginxBinary, startEdgeStack } from '../edge/edge-stack.ts';
import { nginxMainLines, nginxTempPaths } from '../edge/nginx-process.ts';
import { median } from './stats.ts';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '2' } } });
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const page = '/exhibition/1.html';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, host: string): Promise<Figures> {
  const result = await autocannon({ url, connections: 50, duration, pipelining: 1, headers: { host } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function row(name: string, figures: Figures): string {
  return `${name.padEnd(40)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   errors ${String(figures.errors)}`;
}

const edgePort = await freePort();
const stack = await startEdgeStack({
  port: edgePort,
  limit: Number(values.limit),
  env: { APP_ENV: 'test' },
  log: (line) => {
    console.log(line);
  },
});
// nginx serving the exported folder itself: what a web server does with the same file.
const directPort = await freePort();
const directDir = tempDir('edge-direct');
mkdirSync(directDir, { recursive: true });
const directConfig = join(directDir, 'nginx.conf');
writeFileSync(
  directConfig,
  [
    ...nginxMainLines(directDir),
    'http {',
    '  access_log off;',
    ...nginxTempPaths(directDir),
    '  types { text/html html; }',
    '  gzip on;',
    `  server { listen 127.0.0.1:${String(directPort)}; root ${join(stack.exportRoot, 'zh')}; }`,
    '}',
    '',
  ].join('\n'),
);
const direct = spawn(nginxBinary, ['-e', join(directDir, 'error.log'), '-p', directDir, '-c', directConfig]);
try {
  await waitFor(`http://127.0.0.1:${String(directPort)}${page}`, direct, 10_000);
  const host = `localhost:${String(edgePort)}`;
  const edgeUrl = `http://127.0.0.1:${String(edgePort)}${page}`;
  const directUrl = `http://127.0.0.1:${String(directPort)}${page}`;
  await measure(edgeUrl, host); // warm-up
  const throughEdge = await measure(edgeUrl, host);
  const fromDisk = await measure(directUrl, host);
  console.log(row(`${page} through the edge (bucket)`, throughEdge));
  console.log(row(`${page} from disk by nginx`, fromDisk));
  console.log(
    `ratio edge / direct: ${(throughEdge.rps / fromDisk.rps).toFixed(2)} req/s, p99 ${(throughEdge.p99 / Math.max(1, fromDisk.p99)).toFixed(2)}x`,
  );

  // Publish to visible: change the exported page, publish, poll the edge until it shows.
  const file = join(stack.exportRoot, 'zh', 'exhibition', '1.html');
  const times: number[] = [];
  for (let trial = 1; trial <= 3; trial += 1) {
    const marker = `<!-- bench ${String(Date.now())}-${String(trial)} -->`;
    appendFileSync(file, marker);
    const started = performance.now();
    const publishing = stack.publish();
    for (;;) {
      const body = await (await fetch(edgeUrl, { headers: { host } })).text();
      if (body.includes(marker)) break;
      await new Promise((done) => setTimeout(done, 25));
    }
    times.push(performance.now() - started);
    await publishing;
  }
  console.log(
    `publish start to the changed page visible through the edge: median ${median(times).toFixed(0)} ms (runs ${times.map((time) => time.toFixed(0)).join(', ')} ms)`,
  );
} finally {
  direct.kill('SIGQUIT');
  await stack.stop();
}
