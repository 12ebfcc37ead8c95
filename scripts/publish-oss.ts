// `npm run publish [-- --dry-run] [--prune] [--verify] [--edition zh] [--root DIR] [--concurrency N]`:
// uploads the export in dist/static to the environment's OSS bucket through its S3 API
// (scripts/delivery/publish.ts). --verify compares against the bucket's listing instead of the
// publish journal (after someone else wrote to the bucket). Credentials only from OSS_ACCESS_KEY_ID / OSS_ACCESS_KEY_SECRET.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '../env/index.ts';
import type { Edition } from '../src/lib/edition.ts';
import { distDir } from './delivery/app.ts';
import { editions } from './delivery/paths.ts';
import { formatPublishSummary, publishExport } from './delivery/publish.ts';
import { journalFile, PublishJournal } from './delivery/publish-journal.ts';
import { openBucket } from './delivery/s3.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    prune: { type: 'boolean', default: false },
    edition: { type: 'string', multiple: true },
    root: { type: 'string' },
    concurrency: { type: 'string' },
    verify: { type: 'boolean', default: false },
  },
});
const config = loadEnvConfig();
const chosen = (values.edition ?? [...editions]).filter((name): name is Edition =>
  (editions as readonly string[]).includes(name),
);
const bucket = openBucket(config);
const exportRoot = values.root ? resolve(values.root) : join(distDir(root), 'static');
console.log(`[publish] ${exportRoot} -> ${config.oss.endpoint} bucket ${bucket.name} (${chosen.join(', ')})`);
const summary = await publishExport(bucket, {
  root: exportRoot,
  editions: chosen,
  config,
  dryRun: values['dry-run'],
  prune: values.prune,
  ...(values.concurrency !== undefined && { concurrency: Number(values.concurrency) }),
  verify: values.verify,
  journal: new PublishJournal(journalFile(exportRoot, config.oss.endpoint, bucket.name)),
});
console.log(formatPublishSummary(summary));
