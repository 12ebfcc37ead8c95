// `npm run export [-- --skip-build] [options]` (`--help` lists them: scripts/delivery/commands.ts):
// prerenders both editions into dist/static through the built app in-process (see
// scripts/delivery/exporter.ts). Bad arguments exit 2 before anything is read or written; a page
// that failed to render or a render worker that died exits 1, leaving the last good export in
// place. `--since <last export>` renders only the pages whose inputs changed and copies the rest
// (scripts/delivery/incremental.ts). --limit, --sample-every and --shard exports are recorded as partial (a shard until
// publish merges every shard of the run: scripts/delivery/shards.ts).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvConfig } from '../env/index.ts';
import { distDir } from './delivery/app.ts';
import { readCli, usageExitCode } from './delivery/cli-args.ts';
import { exportCli } from './delivery/commands.ts';
import { formatExportSummary } from './delivery/export-options.ts';
import { runExport } from './delivery/exporter.ts';
import { sinceRoot } from './delivery/incremental.ts';
import { indexNowKeyFrom } from './delivery/search-ping.ts';

const values = readCli(exportCli);
let indexNowKey: string | undefined;
try {
  indexNowKey = indexNowKeyFrom(process.env);
} catch (error) {
  console.error(`[export] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(usageExitCode);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = distDir(root);
const out = values.out === undefined ? join(dist, 'static') : resolve(values.out);
const summary = await runExport({
  dist,
  out,
  config: loadEnvConfig(),
  workers: values.workers,
  inFlight: values['in-flight'],
  chunkSize: values['chunk-size'],
  ...(values.limit !== undefined && { limit: values.limit }),
  ...(values['sample-every'] !== undefined && { sampleEvery: values['sample-every'] }),
  batchReads: !values['single-reads'],
  ...(values.shard !== undefined && { shard: values.shard }),
  ...(values.since !== undefined && { since: sinceRoot(values.since) }),
  ...(indexNowKey !== undefined && { indexNowKey }),
}).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  // Inventory reads come first: their failure means not one page was rendered.
  const stage = message.startsWith('inventory:') ? ' before rendering' : '';
  console.error(`[export] FAILED${stage}: ${message}`);
  console.error(`[export] ${out} left as it was`);
  process.exit(1);
});
console.log(formatExportSummary(summary, out));
const peak = process.resourceUsage().maxRSS / 1024;
console.log(`[export] peak memory of the main thread and workers: ${peak.toFixed(0)} MB (max RSS)`);
process.exit(summary.failures.length > 0 ? 1 : 0);
