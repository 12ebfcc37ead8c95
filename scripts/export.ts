// `npm run export [-- --out DIR] [--workers N] [--in-flight N] [--chunk-size N] [--limit N] [--sample-every N] [--single-reads]`: prerenders both editions into dist/static
// through the built app in-process (see scripts/delivery/exporter.ts). Exits 1 when any page
// failed to render, leaving the last good export in place.
import { parseArgs } from 'node:util';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvConfig } from '../env/index.ts';
import { distDir } from './delivery/app.ts';
import { formatExportSummary, runExport } from './delivery/exporter.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    workers: { type: 'string' },
    'in-flight': { type: 'string' },
    limit: { type: 'string' },
    'sample-every': { type: 'string' },
    'chunk-size': { type: 'string' },
    // Every page reads the API itself (for comparing with the batch reads).
    'single-reads': { type: 'boolean', default: false },
  },
});
const dist = distDir(root);
const out = values.out ? resolve(values.out) : join(dist, 'static');
const summary = await runExport({
  dist,
  out,
  config: loadEnvConfig(),
  ...(values.workers !== undefined && { workers: Number(values.workers) }),
  ...(values['in-flight'] !== undefined && { inFlight: Number(values['in-flight']) }),
  ...(values.limit !== undefined && { limit: Number(values.limit) }),
  ...(values['sample-every'] !== undefined && { sampleEvery: Number(values['sample-every']) }),
  ...(values['chunk-size'] !== undefined && { chunkSize: Number(values['chunk-size']) }),
  batchReads: !values['single-reads'],
}).catch((error: unknown) => {
  console.error(
    `[export] FAILED before rendering: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(`[export] ${out} left as it was`);
  process.exit(1);
});
console.log(formatExportSummary(summary, out));
const peak = process.resourceUsage().maxRSS / 1024;
console.log(`[export] peak memory of the main thread and workers: ${peak.toFixed(0)} MB (max RSS)`);
process.exit(summary.failures.length > 0 ? 1 : 0);
